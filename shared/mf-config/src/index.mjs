// @ts-check
export { HOST_PROVIDED_MODULES, SINGLETONS, providedExports, sharedConfig } from './shared-deps.mjs';
export { ALL_EXPORTS, SHARED_EXPORTS_FILE, SHARED_IMPORTS_FILE } from './shared-files.mjs';
export { createWebpackConfig, DEFAULT_API_URL, remoteWebpackConfig } from './webpack-config.mjs';
