// Shared jest setup for React packages: jsdom with Node's fetch (jest-fixed-jsdom) so msw can
// intercept requests at the network layer, swc for TypeScript and JSX.
import { fileURLToPath } from 'node:url';

export default {
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // 30 s a test, not 5: a page test on a loaded 2-core machine takes several seconds (see jest.dom.setup.js).
  testTimeout: 30_000,
  setupFilesAfterEnv: [fileURLToPath(new URL('./jest.dom.setup.js', import.meta.url))],
  moduleNameMapper: { '\\.(css|png|svg|jpg)$': fileURLToPath(new URL('./jest.asset-stub.cjs', import.meta.url)) },
  testEnvironmentOptions: { customExportConditions: [''] },
  // What the shared webpack config's DefinePlugin sets at build time.
  globals: { __API_URL__: 'http://api.test/api/', __APP_VERSION__: '0.0.0-test' },
};
