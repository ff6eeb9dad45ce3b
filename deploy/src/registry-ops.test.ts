import assert from 'node:assert/strict';
import { appendFile, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { sharedProblems } from './host-shared.js';
import { fakeBuild, site } from './test-support.js';
import { integrityOf, publishRemote } from './publish.js';
import { remoteHistory, remoteStatus, rollbackRemote, setRemoteEnabled } from './registry-ops.js';
import { readRegistry, updateRegistry } from './registry-store.js';

test('rollback points back at the previous version, restoring its integrity and surface', async () => {
  const root = await site();
  await publishRemote('trackers', await fakeBuild('trackers', '1.0.0'), root, 'ann');
  await publishRemote('trackers', await fakeBuild('trackers', '2.0.0'), root, 'ann');
  const result = await rollbackRemote(root, 'trackers', { by: 'ops' });
  assert.deepEqual(result, { from: '2.0.0', to: '1.0.0', revision: 3 });
  const entry = (await readRegistry(root)).remotes.trackers;
  assert.equal(entry?.version, '1.0.0');
  assert.equal(entry?.entry, '/mf/trackers/1.0.0/mf-manifest.json');
  assert.equal(entry?.previous, '2.0.0');
  assert.equal(entry?.integrity, await integrityOf(join(root, 'mf', 'trackers', '1.0.0', 'remoteEntry.js')));
  assert.equal(entry?.manifestIntegrity, await integrityOf(join(root, 'mf', 'trackers', '1.0.0', 'mf-manifest.json')));
  assert.deepEqual(entry?.history.at(-1)?.action, 'rollback');
  // Rolling "back" again returns to 2.0.0: the previous version is always one step away.
  assert.equal((await rollbackRemote(root, 'trackers', { by: 'ops' })).to, '2.0.0');
});

test('rollback --to any earlier published version; unknown, current, missing or tampered versions are refused', async () => {
  const root = await site();
  for (const v of ['1.0.0', '1.1.0', '1.2.0']) await publishRemote('tools', await fakeBuild('tools', v), root, 'ann');
  assert.equal((await rollbackRemote(root, 'tools', { to: '1.0.0', by: 'ops' })).to, '1.0.0');
  await assert.rejects(rollbackRemote(root, 'tools', { to: '9.9.9', by: 'ops' }), /never published/);
  await assert.rejects(rollbackRemote(root, 'tools', { to: '1.0.0', by: 'ops' }), /already on 1\.0\.0/);
  await appendFile(join(root, 'mf', 'tools', '1.1.0', 'remoteEntry.js'), '/* injected */');
  await assert.rejects(rollbackRemote(root, 'tools', { to: '1.1.0', by: 'ops' }), /no longer matches/);
  await rename(join(root, 'mf', 'tools', '1.2.0'), join(root, 'mf', 'tools', '1.2.0.gone'));
  await assert.rejects(rollbackRemote(root, 'tools', { to: '1.2.0', by: 'ops' }), /files are gone/);
  await assert.rejects(rollbackRemote(root, 'account', { by: 'ops' }), /never been published/);
  // Refusals change nothing.
  assert.equal((await readRegistry(root)).remotes.tools?.version, '1.0.0');
});

test('a tampered manifest is refused on rollback; a release published before manifests were hashed gets its hash then', async () => {
  const root = await site();
  for (const v of ['1.0.0', '1.1.0', '1.2.0']) await publishRemote('tools', await fakeBuild('tools', v), root, 'ann');
  // Pointing 1.1.0 at other files, its entry left as published.
  const manifest = join(root, 'mf', 'tools', '1.1.0', 'mf-manifest.json');
  await writeFile(
    manifest,
    (await readFile(manifest, 'utf8')).replace('"metaData":{', '"metaData":{"publicPath":"https://evil.example.org/",'),
  );
  await assert.rejects(rollbackRemote(root, 'tools', { to: '1.1.0', by: 'ops' }), /manifest no longer matches/);
  assert.equal((await readRegistry(root)).remotes.tools?.version, '1.2.0');

  // A registry written before manifestIntegrity existed: still read, and a rollback records the hash.
  await updateRegistry(root, (doc) => {
    const tools = doc.remotes.tools!;
    delete tools.manifestIntegrity;
    for (const h of tools.history) delete h.manifestIntegrity;
    return doc;
  });
  assert.equal((await rollbackRemote(root, 'tools', { to: '1.0.0', by: 'ops' })).to, '1.0.0');
  assert.equal(
    (await readRegistry(root)).remotes.tools?.manifestIntegrity,
    await integrityOf(join(root, 'mf', 'tools', '1.0.0', 'mf-manifest.json')),
  );
});

test('disable and enable are recorded; status and history report who did what', async () => {
  const root = await site();
  await publishRemote('account', await fakeBuild('account', '1.0.0'), root, 'ann');
  await setRemoteEnabled(root, 'account', false, 'ops');
  await assert.rejects(setRemoteEnabled(root, 'account', false, 'ops'), /already disabled/);
  const status = await remoteStatus(root);
  assert.deepEqual(status.remotes[0], {
    id: 'account',
    version: '1.0.0',
    previous: null,
    enabled: false,
    changedAt: status.remotes[0]?.changedAt,
    changedBy: 'ops',
    lastAction: 'disable',
  });
  await setRemoteEnabled(root, 'account', true, 'ops');
  assert.deepEqual(
    (await remoteHistory(root, 'account')).map((h) => `${h.action} ${h.version} ${h.by}`),
    ['publish 1.0.0 ann', 'disable 1.0.0 ops', 'enable 1.0.0 ops'],
  );
});

test('two publishes at once both land: a consistent registry with both in its history', async () => {
  const root = await site();
  const [a, b] = await Promise.all([
    fakeBuild('market-data', '1.0.0').then((dist) => publishRemote('market-data', dist, root, 'team-a')),
    fakeBuild('trackers', '1.0.0').then((dist) => publishRemote('trackers', dist, root, 'team-b')),
  ]);
  const registry = await readRegistry(root);
  assert.equal(registry.revision, 2);
  assert.deepEqual([a.revision, b.revision].sort(), [1, 2]);
  assert.equal(registry.remotes['market-data']?.history[0]?.by, 'team-a');
  assert.equal(registry.remotes.trackers?.history[0]?.by, 'team-b');
});

test('shared packages must be provided by the host in a version the remote accepts', () => {
  const host = { react: '19.3.1', '@mui/material': '9.5.0' };
  assert.deepEqual(
    sharedProblems(
      [
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: '@mui/material', requiredVersion: '^9.0.0' },
      ],
      host,
    ),
    [],
  );
  assert.deepEqual(sharedProblems([{ name: 'react', requiredVersion: '^19.4.0' }], host), [
    'needs react ^19.4.0, the host provides 19.3.1',
  ]);
  assert.deepEqual(sharedProblems([{ name: 'zustand', requiredVersion: '^5.0.0' }], host), [
    'needs zustand, which the host does not provide',
  ]);
  assert.deepEqual(sharedProblems([{ name: 'react', requiredVersion: false }], host), []);
});
