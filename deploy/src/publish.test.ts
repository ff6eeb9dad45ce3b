import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { SHARED_EXPORTS_FILE } from '@flowdeck/mf-config/files';
import { HOST_SHARED_FILE } from './host-shared.js';
import { fakeBuild, site } from './test-support.js';
import { integrityOf, publishRemote } from './publish.js';
import { RegistryConflictError, readRegistry, updateRegistry } from './registry-store.js';

test('publish copies into an immutable version folder and points the registry at it', async () => {
  const root = await site();
  const result = await publishRemote('market-data', await fakeBuild('market-data', '1.0.0'), root, 'tester');
  assert.deepEqual(result, { version: '1.0.0', revision: 1 });
  assert.deepEqual((await readdir(join(root, 'mf', 'market-data', '1.0.0'))).sort(), [
    'mf-manifest.json',
    'remoteEntry.js',
    'shared-imports.json',
    'surface.json',
  ]);
  const registry = await readRegistry(root);
  const entry = registry.remotes['market-data'];
  assert.equal(entry?.entry, '/mf/market-data/1.0.0/mf-manifest.json');
  assert.equal(entry?.integrity, await integrityOf(join(root, 'mf', 'market-data', '1.0.0', 'remoteEntry.js')));
  assert.match(entry?.integrity ?? '', /^sha384-/);
  // The manifest the registry points at is pinned too: it names the entry and chunks the browser loads.
  assert.equal(
    entry?.manifestIntegrity,
    await integrityOf(join(root, 'mf', 'market-data', '1.0.0', 'mf-manifest.json')),
  );
  assert.notEqual(entry?.manifestIntegrity, entry?.integrity);
  assert.equal(entry?.history[0]?.manifestIntegrity, entry?.manifestIntegrity);
  assert.equal(entry?.enabled, true);
  assert.equal(entry?.previous, null);
  assert.equal(entry?.history[0]?.by, 'tester');
});

test('a second version records the previous one; an existing version is never overwritten', async () => {
  const root = await site();
  await publishRemote('tools', await fakeBuild('tools', '1.0.0'), root, 'a');
  await publishRemote('tools', await fakeBuild('tools', '1.1.0'), root, 'b');
  const entry = (await readRegistry(root)).remotes.tools;
  assert.equal(entry?.version, '1.1.0');
  assert.equal(entry?.previous, '1.0.0');
  assert.equal(entry?.history.length, 2);
  await assert.rejects(publishRemote('tools', await fakeBuild('tools', '1.0.0'), root, 'c'), /already published/);
  assert.equal(await readFile(join(root, 'mf', 'tools', '1.0.0', 'remoteEntry.js'), 'utf8'), '/* tools 1.0.0 */');
});

test('admission refuses a wrong name, a missing ./remote and another contract version', async () => {
  const root = await site();
  await assert.rejects(
    publishRemote('tools', await fakeBuild('tools', '1.0.0', { name: 'other' }), root, 'x'),
    /manifest name/,
  );
  await assert.rejects(
    publishRemote('tools', await fakeBuild('tools', '1.0.0', { expose: './App' }), root, 'x'),
    /does not expose/,
  );
  await assert.rejects(
    publishRemote('tools', await fakeBuild('tools', '1.0.0', { contract: 99 }), root, 'x'),
    /contract 99/,
  );
  await assert.rejects(
    publishRemote('tools', await fakeBuild('tools', '1.0.0', { react: '^20.0.0' }), root, 'x'),
    /needs react \^20\.0\.0, the host provides 19\.3\.1/,
  );
  const hostless = await mkdtemp(join(tmpdir(), 'site-'));
  await assert.rejects(
    publishRemote('tools', await fakeBuild('tools', '1.0.0'), hostless, 'x'),
    /publish the host first/,
  );
  assert.equal((await readRegistry(root)).revision, 0);
});

test('a writer that read an old revision is refused instead of losing an update', async () => {
  const root = await site();
  await assert.rejects(
    updateRegistry(root, async (doc) => {
      // Another writer lands while this change is being computed.
      await updateRegistry(root, (other) => ({ ...other, remotes: { ...other.remotes } }));
      return doc;
    }),
    RegistryConflictError,
  );
  assert.equal((await readRegistry(root)).revision, 1);
});

test('the registry file is replaced whole: no temporary or lock file is left behind', async () => {
  const root = await site();
  await Promise.all([1, 2, 3].map(() => updateRegistry(root, (doc) => doc).catch(() => null)));
  assert.deepEqual((await readdir(root)).sort(), [HOST_SHARED_FILE, 'registry.json', SHARED_EXPORTS_FILE]);
  JSON.parse(await readFile(join(root, 'registry.json'), 'utf8'));
});
