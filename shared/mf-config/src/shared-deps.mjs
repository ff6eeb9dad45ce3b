// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { HOST_PROVIDED_MODULES, providedExports } from './provided-modules.mjs';

export { HOST_PROVIDED_MODULES, providedExports };
/**
 * Singletons no remote imports today (the remotes' federation manifests consume none of them): the host keeps
 * them out of the share scope, so its own bundle tree-shakes them instead of carrying each whole as a shared
 * module must (−12 KB gzip on every first visit, issue 21, ADR 0012). Remotes still consume them (`import: false`),
 * so a remote that starts importing one brings no copy of its own: its manifest then names the package, and the
 * deploy CLI refuses it ("needs X, which the host does not provide") until the package leaves this list.
 */
export const HOST_ONLY = [
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@casl/ability',
  '@casl/react',
  'zustand',
  'notistack',
];

/**
 * The one list of packages there is one of on the page (ARCHITECTURE §4): the host provides them (but
 * HOST_ONLY) to every remote. A remote never bundles its own copy of these: a mismatch fails inside that
 * remote's boundary instead of loading a second React or a second store.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  // MUI is shared as its barrel and its styles entry, each narrowed to the names the app uses
  // (HOST_PROVIDED_MODULES), plus SvgIcon, which icons import; code imports components from the barrel only
  // (lint rule), so no remote carries MUI internals of its own.
  '@mui/material',
  '@mui/material/styles',
  '@mui/material/SvgIcon',
  '@tanstack/react-query',
  '@flowdeck/host-sdk',
  ...HOST_ONLY,
];

/**
 * Import aliases the provided modules use to reach the package itself: importing it by its own name would
 * consume the provided module from the share scope.
 * @param {string} fromDir directory whose node_modules resolve the packages
 * @returns {Record<string, string>}
 */
export function providedModuleAliases(fromDir) {
  const req = createRequire(`${fromDir}/package.json`);
  // The package's ES module entry (tree-shakeable), as webpack would pick it for an `import`.
  return {
    'flowdeck-react-router-dom-full$': join(dirname(req.resolve('react-router-dom/package.json')), 'dist/index.mjs'),
    'flowdeck-mui-material-full$': join(dirname(req.resolve('@mui/material/package.json')), 'index.mjs'),
    'flowdeck-mui-material-styles-full$': join(dirname(req.resolve('@mui/material/package.json')), 'styles/index.mjs'),
  };
}

/** Subpath imports (react-dom/client, react/jsx-runtime) are only shared through trailing-slash keys. */
const SUBPATH_SHARES = ['react/', 'react-dom/'];

/**
 * @param {string} pkg
 * @param {string} fromDir directory whose node_modules resolve the package
 */
async function versionOf(pkg, fromDir) {
  const req = createRequire(`${fromDir}/package.json`);
  // Packages with an "exports" map may hide package.json: resolve the entry and walk up to it.
  let dir = dirname(req.resolve(pkg));
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (json.name === pkg) return /** @type {string} */ (json.version);
    } catch {
      // not this directory
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find the version of ${pkg}`);
    dir = up;
  }
}

/** '@mui/material/styles' → '@mui/material'. @param {string} request */
function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : /** @type {string} */ (parts[0]);
}

/**
 * Share configuration for the ModuleFederationPlugin.
 * @param {{ role: 'host' | 'remote', standalone?: boolean, dir: string }} options
 *   host: provides every singleton but HOST_ONLY. remote: consumes only (`import: false`, strict versions),
 *   unless `standalone` (the remote's own dev harness, where no host provides them).
 */
export async function sharedConfig({ role, standalone = false, dir }) {
  /** @type {Record<string, object>} */
  const shared = {};
  const provides = role === 'host' || standalone;
  for (const pkg of SINGLETONS) {
    if (role === 'host' && HOST_ONLY.includes(pkg)) continue;
    const version = await versionOf(packageName(pkg), dir);
    shared[pkg] = {
      singleton: true,
      requiredVersion: pkg.startsWith('@flowdeck/') ? '*' : `^${version}`,
      strictVersion: role === 'remote',
      ...(provides ? { version } : { import: false }),
      ...(role === 'host' && pkg in HOST_PROVIDED_MODULES
        ? { import: HOST_PROVIDED_MODULES[/** @type {keyof typeof HOST_PROVIDED_MODULES} */ (pkg)] }
        : {}),
    };
  }
  for (const key of SUBPATH_SHARES) {
    const base = key.slice(0, -1);
    const version = await versionOf(base, dir);
    shared[key] = {
      singleton: true,
      requiredVersion: `^${version}`,
      strictVersion: role === 'remote',
      ...(provides ? { version } : { import: false }),
    };
  }
  return shared;
}
