import {
  IntegrityRefusedError,
  createIntegrityPlugin,
  entryOriginProblem,
  expectIntegrity,
  integrityProblem,
} from './entry-security';

const PAGE = 'https://app.example.com';
const SHA = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const OTHER_SHA = 'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO';

test('remote code comes from this origin or an allowed one only', () => {
  expect(entryOriginProblem('/mf/tools/1.0.0/mf-manifest.json', PAGE, [])).toBeNull();
  expect(
    entryOriginProblem('https://cdn.example.net/mf/tools/1.0.0/mf-manifest.json', PAGE, ['https://cdn.example.net']),
  ).toBeNull();
  expect(
    entryOriginProblem('https://evil.example.org/mf/tools/1.0.0/mf-manifest.json', PAGE, ['https://cdn.example.net']),
  ).toBe('its origin https://evil.example.org is not on the allowlist');
  expect(entryOriginProblem('//evil.example.org/x.json', PAGE, [])).toMatch(/not on the allowlist/);
});

test('production refuses a remote without well-formed entry and manifest integrity; development tolerates missing ones', () => {
  expect(integrityProblem({ integrity: SHA, manifestIntegrity: OTHER_SHA }, true)).toBeNull();
  expect(integrityProblem({}, true)).toBe('the registry records no integrity for its entry');
  expect(integrityProblem({ integrity: '' }, true)).toBe('the registry records no integrity for its entry');
  // A registry written before manifests were hashed still reads, but production will not run it.
  expect(integrityProblem({ integrity: SHA }, true)).toBe('the registry records no integrity for its manifest');
  expect(integrityProblem({ integrity: 'md5-abc', manifestIntegrity: SHA }, true)).toBe(
    'the integrity recorded for its entry is malformed',
  );
  expect(integrityProblem({ integrity: SHA, manifestIntegrity: 'sha384-' }, true)).toBe(
    'the integrity recorded for its manifest is malformed',
  );
  expect(integrityProblem({}, false)).toBeNull();
  expect(integrityProblem({ integrity: SHA }, false)).toBeNull();
  expect(integrityProblem({ integrity: 'md5-abc' }, false)).toBe('the integrity recorded for its entry is malformed');
});

type CreateScript = (args: {
  url: string;
  remoteInfo?: { name: string; entry: string };
  resourceContext?: { resourceType: string };
}) => HTMLScriptElement | undefined;
type FetchHook = (url: string, init: RequestInit, remoteInfo?: { name: string }) => Promise<Response> | undefined;

const hooks = (strict: boolean) => {
  const plugin = createIntegrityPlugin(strict);
  return { createScript: plugin.createScript as CreateScript, fetch: plugin.fetch as FetchHook };
};

const MANIFEST = 'https://app.example.com/mf/tools/1.0.0/mf-manifest.json';
const ENTRY = 'https://app.example.com/mf/tools/1.0.0/remoteEntry.js';
const CHUNK = 'https://app.example.com/mf/tools/1.0.0/__federation_expose_remote.js';
const asEntry = { resourceType: 'remoteEntry' };

afterEach(() => expectIntegrity('tools', undefined));

test("a remote's entry script is created with its recorded integrity and in CORS mode", () => {
  const { createScript } = hooks(true);
  expectIntegrity('tools', { manifestUrl: MANIFEST, manifest: OTHER_SHA, entry: SHA });
  const script = createScript({ url: ENTRY, remoteInfo: { name: 'tools', entry: ENTRY }, resourceContext: asEntry });
  expect(script?.integrity).toBe(SHA);
  expect(script?.crossOrigin).toBe('anonymous');
  expect(script?.src).toBe(ENTRY);
  // What the runtime names the entry is checked whatever its URL: the hash, not the address, decides.
  const elsewhere = 'https://app.example.com/mf/tools/1.0.0/other-entry.js';
  expect(
    createScript({ url: elsewhere, remoteInfo: { name: 'tools', entry: ENTRY }, resourceContext: asEntry })?.integrity,
  ).toBe(SHA);
  // Without the runtime naming it, a script at the remote's entry URL is its entry.
  expect(createScript({ url: ENTRY, remoteInfo: { name: 'tools', entry: ENTRY } })?.integrity).toBe(SHA);
  // Chunks the runtime preloads come from the verified manifest: left to the runtime.
  expect(
    createScript({ url: CHUNK, remoteInfo: { name: 'tools', entry: ENTRY }, resourceContext: { resourceType: 'js' } }),
  ).toBeUndefined();
});

test('production refuses an entry script it cannot match to a recorded integrity instead of loading it unchecked', () => {
  const { createScript } = hooks(true);
  expectIntegrity('tools', { manifestUrl: MANIFEST, manifest: OTHER_SHA, entry: SHA });
  // Another remote's entry, with nothing recorded for it.
  expect(() =>
    createScript({
      url: 'https://app.example.com/x.js',
      remoteInfo: { name: 'trackers', entry: ENTRY },
      resourceContext: asEntry,
    }),
  ).toThrow(IntegrityRefusedError);
  // A script the runtime does not name, that is not the remote's entry URL: it cannot be told apart from one.
  expect(() => createScript({ url: CHUNK, remoteInfo: { name: 'tools', entry: ENTRY } })).toThrow(
    IntegrityRefusedError,
  );
  // A script of no remote at all.
  expect(() => createScript({ url: 'https://app.example.com/x.js' })).toThrow(IntegrityRefusedError);
  expectIntegrity('tools', undefined);
  expect(() =>
    createScript({ url: ENTRY, remoteInfo: { name: 'tools', entry: ENTRY }, resourceContext: asEntry }),
  ).toThrow(/refused script .*remoteEntry\.js of tools/);
});

test('development leaves what it cannot match to the runtime', () => {
  const { createScript } = hooks(false);
  expect(
    createScript({ url: ENTRY, remoteInfo: { name: 'tools', entry: ENTRY }, resourceContext: asEntry }),
  ).toBeUndefined();
  expect(createScript({ url: 'https://app.example.com/x.js' })).toBeUndefined();
});

describe('manifests are fetched with their recorded integrity', () => {
  // The real fetch (Node's, as the browser's, enforces `integrity`) on data: URLs standing for the files.
  const PUBLISHED = '{"name":"tools","metaData":{},"exposes":[],"shared":[]}';
  const PUBLISHED_SHA = 'sha384-C23KIhKodvk70MyyEGypDibVik5VT63hCw4lhAx1G8fW7kIGPb3II3DG8aJ7Nwb0';
  const served = (body: string) => `data:application/json,${encodeURIComponent(body)}`;

  test('the manifest as published is handed to the runtime', async () => {
    const { fetch } = hooks(true);
    expectIntegrity('tools', { manifestUrl: served(PUBLISHED), manifest: PUBLISHED_SHA, entry: SHA });
    const response = await fetch(served(PUBLISHED), {}, { name: 'tools' });
    expect(await response?.json()).toEqual(JSON.parse(PUBLISHED));
  });

  test('a manifest changed after publishing is refused', async () => {
    // Pointing the remote at another origin's entry and chunks.
    const tampered = served(
      PUBLISHED.replace('"metaData":{}', '"metaData":{"publicPath":"https://evil.example.org/"}'),
    );
    for (const strict of [true, false]) {
      expectIntegrity('tools', { manifestUrl: tampered, manifest: PUBLISHED_SHA, entry: SHA });
      await expect(hooks(strict).fetch(tampered, {}, { name: 'tools' })).rejects.toThrow();
    }
  });

  test('production refuses a manifest it cannot match; development leaves it to the runtime', async () => {
    const manifestUrl = served(PUBLISHED);
    expectIntegrity('tools', { manifestUrl, entry: SHA });
    await expect(hooks(true).fetch(manifestUrl, {}, { name: 'tools' })).rejects.toThrow(IntegrityRefusedError);
    expectIntegrity('tools', { manifestUrl: MANIFEST, manifest: PUBLISHED_SHA, entry: SHA });
    const elsewhere = MANIFEST.replace('1.0.0', '0.9.0');
    await expect(hooks(true).fetch(elsewhere, {}, { name: 'tools' })).rejects.toThrow(/refused manifest .*0\.9\.0/);
    await expect(hooks(true).fetch(MANIFEST, {}, { name: 'trackers' })).rejects.toThrow(IntegrityRefusedError);
    await expect(hooks(true).fetch(MANIFEST, {})).rejects.toThrow(IntegrityRefusedError);
    expect(await hooks(false).fetch(elsewhere, {}, { name: 'tools' })).toBeUndefined();
  });
});
