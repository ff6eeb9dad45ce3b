// @ts-check
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@flowdeck/mf-config';

/** @param {Record<string, unknown>} env @param {{ mode?: 'development' | 'production' }} argv */
export default (env, argv) =>
  createWebpackConfig(
    {
      role: 'remote',
      // Module Federation names must be identifiers: federationName('market-data') from
      // @flowdeck/contract (not importable here, it is TypeScript). The registry and surface id
      // stay 'market-data'.
      name: 'market_data',
      dir: fileURLToPath(new URL('.', import.meta.url)),
      port: 3001,
      exposes: { './remote': './src/remote.ts' },
    },
    env,
    argv,
  );
