import { entryIntegrityPlugin, entryOriginProblem, expectIntegrity, integrityProblem } from './entry-security';

const PAGE = 'https://app.example.com';
const SHA = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

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

test('production refuses a remote without a well-formed integrity; development tolerates a missing one', () => {
  expect(integrityProblem(SHA, true)).toBeNull();
  expect(integrityProblem(undefined, true)).toBe('the registry records no integrity for it');
  expect(integrityProblem('', true)).toBe('the registry records no integrity for it');
  expect(integrityProblem('md5-abc', true)).toBe('its integrity record is malformed');
  expect(integrityProblem(undefined, false)).toBeNull();
  expect(integrityProblem('md5-abc', false)).toBe('its integrity record is malformed');
});

test("a remote's entry script is created with its recorded integrity and in CORS mode", () => {
  const createScript = entryIntegrityPlugin.createScript as (args: {
    url: string;
    remoteInfo?: { name: string; entry: string };
  }) => HTMLScriptElement | undefined;
  const ENTRY = 'https://app.example.com/mf/tools/1.0.0/remoteEntry.js';
  expectIntegrity('tools', SHA);
  const script = createScript({ url: ENTRY, remoteInfo: { name: 'tools', entry: ENTRY } });
  expect(script?.integrity).toBe(SHA);
  expect(script?.crossOrigin).toBe('anonymous');
  expect(script?.src).toBe('https://app.example.com/mf/tools/1.0.0/remoteEntry.js');
  // Scripts of other remotes, or of nobody, are left to the runtime.
  expect(
    createScript({ url: 'https://app.example.com/x.js', remoteInfo: { name: 'trackers', entry: ENTRY } }),
  ).toBeUndefined();
  // The remote's chunks do not have the entry's hash: they are left to the runtime too.
  const chunk = 'https://app.example.com/mf/tools/1.0.0/__federation_expose_remote.js';
  expect(createScript({ url: chunk, remoteInfo: { name: 'tools', entry: ENTRY } })).toBeUndefined();
  expect(createScript({ url: 'https://app.example.com/x.js' })).toBeUndefined();
  expectIntegrity('tools', undefined);
  expect(createScript({ url: ENTRY, remoteInfo: { name: 'tools', entry: ENTRY } })).toBeUndefined();
});
