import { expect, test } from '@playwright/test';
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

test('a guest link opens protected pages without an account, read-only', async ({ page }) => {
  const link = guestLink();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('heading', { name: 'Custom Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: /^SPY / })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guestToken'))).toBe(link.searchParams.get('token'));

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
