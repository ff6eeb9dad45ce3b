// @ts-check
/**
 * The one list of packages the host provides as singletons to every remote (ARCHITECTURE §4).
 * A remote never bundles its own copy of these: a mismatch fails inside that remote's boundary
 * instead of loading a second React or a second store.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  // MUI is shared as its barrel plus the entry points themes (styles) and icons (SvgIcon) import; code imports
  // components from the barrel only (lint rule), so no remote carries MUI internals of its own.
  '@mui/material',
  '@mui/material/styles',
  '@mui/material/SvgIcon',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@casl/ability',
  '@casl/react',
  'zustand',
  '@tanstack/react-query',
  'notistack',
  '@flowdeck/host-sdk',
];

/** Subpath imports (react-dom/client, react/jsx-runtime) are only shared through trailing-slash keys. */
const SUBPATH_SHARES = ['react/', 'react-dom/'];

/**
 * @param {string} pkg
 * @param {string} fromDir directory whose node_modules resolve the package
 */
async function versionOf(pkg, fromDir) {
  const { createRequire } = await import('node:module');
  const req = createRequire(`${fromDir}/package.json`);
  const { readFileSync } = await import('node:fs');
  const { dirname, join } = await import('node:path');
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
 *   host: provides every singleton. remote: consumes only (`import: false`, strict versions),
 *   unless `standalone` (the remote's own dev harness, where no host provides them).
 */
export async function sharedConfig({ role, standalone = false, dir }) {
  /** @type {Record<string, object>} */
  const shared = {};
  const provides = role === 'host' || standalone;
  for (const pkg of SINGLETONS) {
    const version = await versionOf(packageName(pkg), dir);
    shared[pkg] = {
      singleton: true,
      requiredVersion: pkg.startsWith('@flowdeck/') ? '*' : `^${version}`,
      strictVersion: role === 'remote',
      ...(provides ? { version } : { import: false }),
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
