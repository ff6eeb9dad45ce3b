// @ts-check
// The files through which a build tells the deploy CLI what it takes from the host's narrowed share keys
// (HOST_PROVIDED_MODULES, ADR 0011); a module without imports, so the deploy CLI reads it without webpack.

/** Every build: `{ key: sorted names }`, the names it imports from each narrowed share key. */
export const SHARED_IMPORTS_FILE = 'shared-imports.json';
/** The host's build: `{ key: sorted names }`, the names it provides under each narrowed share key. */
export const SHARED_EXPORTS_FILE = 'shared-exports.json';
/** Stands for "every export": a namespace used whole, `export *`, a CommonJS require. */
export const ALL_EXPORTS = '*';
