// @ts-check
export { SINGLETONS, sharedConfig } from './shared-deps.mjs';
export { createWebpackConfig, DEFAULT_API_URL, remoteWebpackConfig } from './webpack-config.mjs';
