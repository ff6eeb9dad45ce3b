// @ts-check
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@flowdeck/mf-config';

/** @param {Record<string, unknown>} env @param {{ mode?: 'development' | 'production' }} argv */
export default (env, argv) =>
  createWebpackConfig(
    {
      role: 'remote',
      name: 'account',
      dir: fileURLToPath(new URL('.', import.meta.url)),
      port: 3004,
      exposes: { './remote': './src/remote.ts' },
    },
    env,
    argv,
  );
