import { defineConfig } from '@playwright/test';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** e2e runs on its own ports so it never collides with a running `npm start`. */
export const E2E_APP_URL = 'http://localhost:3100';
export const E2E_API_URL = 'http://localhost:8100/api/';
const ROOT = dirname(fileURLToPath(import.meta.url));
export const SITE_DIR = resolve(ROOT, process.env.SITE_DIR ?? join('var', 'e2e-site'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_APP_URL,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; browsers are never downloaded.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx src/main.ts',
      cwd: 'api',
      url: `${E2E_API_URL}health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: '8100', PGLITE_DIR: 'memory://', APP_ORIGIN: E2E_APP_URL, NODE_ENV: 'test' },
    },
    {
      command: 'node --import tsx src/serve.ts',
      cwd: 'deploy',
      url: `${E2E_APP_URL}/registry.json`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { PORT: '3100', SITE_DIR, API_URL: E2E_API_URL },
    },
  ],
});
