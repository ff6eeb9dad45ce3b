import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { E2E_API_URL, E2E_APP_URL } from '../playwright.config';
import { createAccountAt, signInAs } from './support';

const ROOT = resolve(import.meta.dirname, '..');
const API_ORIGIN = new URL(E2E_API_URL).origin;

export interface ApiAtHourOptions {
  /** Its port, from E2E_API_PORT: one per spec, so specs never share it. */
  portOffset: number;
  /** Where its simulated market's clock starts (ISO instant). */
  simStart: string;
  /** What else to wait for once it answers, before the first test (the main API's start is not enough). */
  ready?: (request: APIRequestContext, apiUrl: string) => Promise<void>;
}

/**
 * One more API for a spec's pages, whose simulated market runs from another hour than the main e2e API's
 * (the live pages before the open, after the close): started before the spec's first test and stopped after
 * its last; the spec runs serially against it. Returns its API URL.
 */
export function apiAtHour({ portOffset, simStart, ready }: ApiAtHourOptions): string {
  const port = Number(process.env.E2E_API_PORT ?? 8100) + portOffset;
  const apiUrl = `http://localhost:${port}/api/`;
  let api: ChildProcess | null = null;

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(ROOT, 'api'),
      env: {
        ...process.env,
        PORT: String(port),
        PGLITE_DIR: 'memory://',
        APP_ORIGIN: E2E_APP_URL,
        NODE_ENV: 'test',
        SIM_LIVE: 'true',
        SIM_START: simStart,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () => {
          try {
            return (await request.get(`${apiUrl}health`)).ok();
          } catch {
            return false;
          }
        },
        { timeout: 200_000, intervals: [1_000] },
      )
      .toBe(true);
    await ready?.(request, apiUrl);
  });

  // The pages' calls are forwarded to this API: any still in flight when a test ends are let go, so a late
  // forward never fails the next test.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test.afterAll(() => {
    if (api?.pid) process.kill(api.pid);
  });

  return apiUrl;
}

/**
 * Signs a new account in on `apiUrl` and sends the page's API calls there (Playwright forwards them); the
 * live socket stays unconnected, so nothing from the main e2e API's market reaches the page.
 */
export async function openOnApi(page: Page, request: APIRequestContext, apiUrl: string, prefix: string) {
  await signInAs(page, await createAccountAt(request, apiUrl, prefix));
  await page.route(
    (url) => url.href.startsWith(E2E_API_URL),
    async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(E2E_API_URL, apiUrl) });
      await route.fulfill({ response });
    },
  );
  await page.route(
    (url) => url.origin === API_ORIGIN && url.pathname.startsWith('/socket.io/'),
    (route) => route.abort(),
  );
  await page.routeWebSocket(/\/socket\.io\//, () => undefined);
}
