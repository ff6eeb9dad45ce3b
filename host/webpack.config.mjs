// @ts-check
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@flowdeck/mf-config';

/** @param {Record<string, unknown>} env @param {{ mode?: 'development' | 'production' }} argv */
export default (env, argv) =>
  createWebpackConfig(
    { role: 'host', name: 'host', dir: fileURLToPath(new URL('.', import.meta.url)), port: 3000, title: 'FlowDeck' },
    env,
    argv,
  );
