// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HOST_ONLY, HOST_PROVIDED_MODULES, SINGLETONS, sharedConfig } from './shared-deps.mjs';

const HOST_DIR = fileURLToPath(new URL('../../../host', import.meta.url));

/** @param {'host' | 'remote'} role @param {boolean} [standalone] @returns {Promise<Record<string, Record<string, unknown>>>} */
const configOf = async (role, standalone = false) =>
  /** @type {Record<string, Record<string, unknown>>} */ (await sharedConfig({ role, standalone, dir: HOST_DIR }));

test('the host provides every singleton but the host-only ones, which it bundles tree-shaken', async () => {
  const shared = await configOf('host');
  for (const pkg of HOST_ONLY) assert.equal(shared[pkg], undefined, `${pkg} is in the host's share scope`);
  for (const pkg of SINGLETONS.filter((name) => !HOST_ONLY.includes(name)))
    assert.ok(shared[pkg], `the host does not provide ${pkg}`);
});

test('a remote consumes every singleton, host-only ones included, and bundles none of them', async () => {
  const shared = await configOf('remote');
  for (const pkg of SINGLETONS)
    assert.deepEqual([shared[pkg]?.['import'], shared[pkg]?.['strictVersion']], [false, true], pkg);
});

test("a remote's standalone harness provides its own copy of every singleton", async () => {
  const shared = await configOf('remote', true);
  for (const pkg of SINGLETONS) assert.ok(shared[pkg] && !('import' in shared[pkg]), pkg);
});

test('the narrowed share keys are provided from modules of their own', async () => {
  const shared = await configOf('host');
  for (const [key, file] of Object.entries(HOST_PROVIDED_MODULES)) assert.equal(shared[key]?.['import'], file, key);
});
