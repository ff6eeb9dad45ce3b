import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { SHARED_EXPORTS_FILE } from '@flowdeck/mf-config/files';
import { HOST_SHARED_FILE, importProblems } from './host-shared.js';
import { publishHost } from './publish-host.js';
import { publishRemote } from './publish.js';
import { rollbackRemote } from './registry-ops.js';
import { readRegistry } from './registry-store.js';
import { HOST_EXPORTS, fakeBuild, site } from './test-support.js';

// The host provides `@mui/material`, `@mui/material/styles` and `react-router-dom` as modules of its own that
// re-export only what the app uses (ADRs 0011 and 0012): a remote reading a name left out would get `undefined`. These are the deploy CLI's
// checks that no such pair goes live, whichever side is published or rolled back.

test('a name the host does not provide, a whole-namespace read or an unrecorded build is a problem', () => {
  assert.deepEqual(importProblems({ '@mui/material': ['Box', 'Button'], react: ['*'] }, HOST_EXPORTS), []);
  assert.deepEqual(importProblems({ '@mui/material': ['Accordion', 'Box', 'Slider'] }, HOST_EXPORTS), [
    'imports Accordion, Slider from @mui/material, which the host does not provide',
  ]);
  assert.deepEqual(importProblems({ '@mui/material': ['*'] }, HOST_EXPORTS), [
    'reads the whole of @mui/material (a namespace import or export *), and the host provides only part of it',
  ]);
  assert.match(importProblems(null, HOST_EXPORTS)[0] ?? '', /has no shared-imports\.json.*rebuild it/);
  // A build from before the host narrowed a key (ADR 0012's '@mui/material/styles') never recorded it.
  assert.deepEqual(
    importProblems({ '@mui/material': ['Box'] }, { ...HOST_EXPORTS, '@mui/material/styles': ['alpha', 'useTheme'] }),
    [
      'its build did not record what it imports from @mui/material/styles, so it cannot be checked against the host; rebuild it',
    ],
  );
  assert.deepEqual(
    importProblems(
      { '@mui/material': ['Box'], '@mui/material/styles': ['alpha'] },
      {
        ...HOST_EXPORTS,
        '@mui/material/styles': ['alpha', 'useTheme'],
      },
    ),
    [],
  );
  // A host that narrows nothing (built before ADR 0011) provides whole packages: nothing to compare.
  assert.deepEqual(importProblems(null, null), []);
  assert.deepEqual(importProblems({ '@mui/material': ['Accordion'] }, {}), []);
});

test('a remote importing a component the published host leaves out is refused, and nothing is copied', async () => {
  const root = await site();
  await assert.rejects(
    publishRemote('tools', await fakeBuild('tools', '1.0.0', { imports: { '@mui/material': ['Slider'] } }), root, 'ci'),
    /tools: imports Slider from @mui\/material, which the host does not provide/,
  );
  await assert.rejects(
    publishRemote('tools', await fakeBuild('tools', '1.0.0', { imports: null }), root, 'ci'),
    /tools: its build has no shared-imports\.json/,
  );
  assert.deepEqual((await readRegistry(root)).remotes, {});
  const { version } = await publishRemote('tools', await fakeBuild('tools', '1.0.0'), root, 'ci');
  assert.equal(version, '1.0.0');
});

test('a rollback to a release that imports what the host no longer provides is refused', async () => {
  const root = await site();
  await publishRemote('trackers', await fakeBuild('trackers', '1.0.0'), root, 'ci');
  await publishRemote(
    'trackers',
    await fakeBuild('trackers', '2.0.0', { imports: { '@mui/material': ['Chip'] } }),
    root,
    'ci',
  );
  // A later host no longer provides Box, which 1.0.0 imports (2.0.0 does not).
  await writeFile(join(root, SHARED_EXPORTS_FILE), JSON.stringify({ '@mui/material': ['Button', 'Chip'] }));
  await assert.rejects(
    rollbackRemote(root, 'trackers', { by: 'ops' }),
    /trackers 1\.0\.0: imports Box from @mui\/material, which the host does not provide/,
  );
  assert.equal((await readRegistry(root)).remotes.trackers?.version, '2.0.0');
});

test('a host that leaves out a name a published remote imports is refused before anything is copied', async () => {
  const root = await site();
  await publishRemote('account', await fakeBuild('account', '1.0.0'), root, 'ci');
  const hostDist = await mkdtemp(join(tmpdir(), 'host-dist-'));
  await writeFile(join(hostDist, 'index.html'), '<!doctype html><title>new host</title>');
  await writeFile(
    join(hostDist, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }),
  );
  await writeFile(join(hostDist, SHARED_EXPORTS_FILE), JSON.stringify({ '@mui/material': ['Button'] }));
  await assert.rejects(
    publishHost(hostDist, root),
    /the host was not published: account 1\.0\.0 imports Box from @mui\/material, which the host does not provide/,
  );
  await assert.rejects(readFile(join(root, 'index.html')), /ENOENT/);
  assert.deepEqual(JSON.parse(await readFile(join(root, SHARED_EXPORTS_FILE), 'utf8')), HOST_EXPORTS);

  await writeFile(join(hostDist, SHARED_EXPORTS_FILE), JSON.stringify({ '@mui/material': ['Box', 'Button'] }));
  await publishHost(hostDist, root);
  assert.match(await readFile(join(root, 'index.html'), 'utf8'), /new host/);
});

// ADR 0012: the host leaves packages no remote takes out of its share scope. A remote that does take one is
// refused at publish (publishRemote's sharedProblems); these are the two other ways such a pair could go live.
async function withNotistack(id: string, version: string) {
  const dist = await fakeBuild(id, version);
  const manifestPath = join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { shared: object[] };
  manifest.shared.push({ name: 'notistack', version: '3.0.2', requiredVersion: '^3.0.2' });
  await writeFile(manifestPath, JSON.stringify(manifest));
  return dist;
}

test('a host that stops providing a package a published remote takes is refused before anything is copied', async () => {
  const root = await site();
  await writeFile(join(root, HOST_SHARED_FILE), JSON.stringify({ react: '19.3.1', notistack: '3.0.2' }));
  await publishRemote('account', await withNotistack('account', '1.0.0'), root, 'ci');
  const hostDist = await mkdtemp(join(tmpdir(), 'host-dist-'));
  await writeFile(join(hostDist, 'index.html'), '<!doctype html><title>new host</title>');
  await writeFile(join(hostDist, SHARED_EXPORTS_FILE), JSON.stringify(HOST_EXPORTS));
  await writeFile(
    join(hostDist, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }),
  );
  await assert.rejects(
    publishHost(hostDist, root),
    /the host was not published: account 1\.0\.0 needs notistack, which the host does not provide/,
  );
  await assert.rejects(readFile(join(root, 'index.html')), /ENOENT/);

  await writeFile(
    join(hostDist, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: 'react', version: '19.3.1' },
        { name: 'notistack', version: '3.0.2' },
      ],
    }),
  );
  await publishHost(hostDist, root);
  assert.deepEqual(JSON.parse(await readFile(join(root, HOST_SHARED_FILE), 'utf8')), {
    react: '19.3.1',
    notistack: '3.0.2',
  });
});

test('a rollback to a release that takes a package the host no longer provides is refused', async () => {
  const root = await site();
  await writeFile(join(root, HOST_SHARED_FILE), JSON.stringify({ react: '19.3.1', notistack: '3.0.2' }));
  await publishRemote('trackers', await withNotistack('trackers', '1.0.0'), root, 'ci');
  await publishRemote('trackers', await fakeBuild('trackers', '2.0.0'), root, 'ci');
  // A later host keeps notistack to itself (HOST_ONLY), which 1.0.0 takes from it and 2.0.0 does not.
  await writeFile(join(root, HOST_SHARED_FILE), JSON.stringify({ react: '19.3.1' }));
  await assert.rejects(
    rollbackRemote(root, 'trackers', { by: 'ops' }),
    /trackers 1\.0\.0: needs notistack, which the host does not provide/,
  );
  assert.equal((await readRegistry(root)).remotes.trackers?.version, '2.0.0');
});
