import { expect, type Page, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_APP_URL } from '../playwright.config';

/** A guest link from the real admin command, for this e2e app. */
function guestLink(): URL {
  const output = execFileSync('node', ['--import', 'tsx', 'src/cli/admin.ts', 'guest-token', '--days', '1'], {
    cwd: join(dirname(fileURLToPath(import.meta.url)), '..', 'api'),
    env: { ...process.env, APP_ORIGIN: E2E_APP_URL, NODE_ENV: 'test' },
  });
  return new URL(output.toString().trim());
}

/** Opens `link` and checks the guest lands on the dashboard with data, the link's token kept. */
async function opensAsGuest(page: Page, link: URL): Promise<void> {
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('heading', { name: 'Custom Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: /^SPY / })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guestToken'))).toBe(link.searchParams.get('token'));
}

test('a guest link opens protected pages without an account, read-only', async ({ page }) => {
  const link = guestLink();
  await opensAsGuest(page, link);

  // The token is kept: later visits without it still have access, and no account menu is shown.
  await page.goto('/politicians');
  await expect(page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  // Market pages work for a guest too, without the account's saved filters (a guest's 403 on them must
  // never be taken for an expired session: shared/api-client's tests).
  await page.goto('/flow');
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Options flow' }).getByRole('gridcell').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved filters' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/flow$/);
});

test('an expired guest link lands on /login once, and a fresh guest link then works', async ({ page }) => {
  const expired = 'expired-guest-link-token';
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('guestToken', token);
      sessionStorage.setItem('seeded', '1');
    }
  }, expired);
  let pageLoads = 0;
  let refusedCalls = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
    if (request.headers()['authorization'] === expired) refusedCalls += 1;
  });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guestToken'))).toBeNull();

  // No loop: the visitor stays on /login, and nothing is sent with the dead token any more.
  const settled = { pageLoads, refusedCalls };
  await page.waitForTimeout(3000);
  await expect(page).toHaveURL(/\/login$/);
  expect({ pageLoads, refusedCalls }).toEqual(settled);

  // A fresh guest link is adopted: no guest token is stored any more.
  const link = guestLink();
  await opensAsGuest(page, link);
});
