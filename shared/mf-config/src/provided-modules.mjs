// @ts-check
// The share keys the host provides from modules of its own, and the names each provides; a module with Node's
// imports only, so the deploy CLI's tests read it without webpack.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Share keys the host provides from a module of its own instead of the package's entry: a shared module is
 * bundled whole (any remote may import any export), so these re-export the part of a large package the app
 * uses and the rest is tree-shaken away (issue 21, ADR 0010). Remotes consume them by the package's name as
 * before; a remote's standalone harness still bundles the package itself.
 */
export const HOST_PROVIDED_MODULES = {
  'react-router-dom': fileURLToPath(new URL('../provided/react-router-dom.mjs', import.meta.url)),
  '@mui/material': fileURLToPath(new URL('../provided/mui-material.mjs', import.meta.url)),
  '@mui/material/styles': fileURLToPath(new URL('../provided/mui-material-styles.mjs', import.meta.url)),
};

/**
 * The names a provided module re-exports (its one `export { … } from` list).
 * @param {keyof typeof HOST_PROVIDED_MODULES} key
 * @returns {string[]}
 */
export function providedExports(key) {
  const source = readFileSync(HOST_PROVIDED_MODULES[key], 'utf8');
  const block = /export\s*\{([^}]*)\}\s*from/.exec(source)?.[1];
  if (!block) throw new Error(`${HOST_PROVIDED_MODULES[key]} has no export list`);
  return block
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}
