import { expect, test } from '@playwright/test';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_DIR } from '../playwright.config';
import { navLink, signIn } from './support';

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

test('a remote whose files answer 404 is marked unavailable; the others work; Retry retries', async ({ page }) => {
  let broken = true;
  await page.route('**/mf/trackers/**', (route) =>
    broken ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback(),
  );
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Custom Dashboard', level: 1 })).toBeVisible();
  await expect(navLink(page, 'Politician Tracker (unavailable)')).toBeVisible();

  await navLink(page, 'Options Calculator').click();
  await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
  await navLink(page, 'Stock Profile').click();
  await expect(page.getByRole('heading', { name: 'Stock Profile', level: 1 })).toBeVisible();

  await navLink(page, 'Politician Tracker (unavailable)').click();
  await expect(page.getByRole('heading', { name: 'Politician Tracker is temporarily unavailable' })).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Politician Tracker', level: 1 })).toBeVisible();
  await expect(navLink(page, 'Politician Tracker')).toBeVisible();
});

test('a remote whose server is down does not stop the host from starting', async ({ page }) => {
  await page.route('**/mf/tools/**', (route) => route.abort('connectionrefused'));
  await page.goto('/options-calculator');
  await expect(page.getByRole('heading', { name: 'Options Calculator is temporarily unavailable' })).toBeVisible();
  await navLink(page, 'Politician Tracker').click();
  await expect(page.getByRole('heading', { name: 'Politician Tracker', level: 1 })).toBeVisible();
});

test("with one remote's files removed from the server the other three still work", async ({ page }) => {
  const registry = JSON.parse(await readFile(join(SITE_DIR, 'registry.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  const folder = join(SITE_DIR, 'mf', 'market-data', registry.remotes['market-data']!.version);
  await rename(folder, `${folder}.removed`);
  try {
    await page.goto('/politicians');
    await expect(page.getByRole('heading', { name: 'Politician Tracker', level: 1 })).toBeVisible();
    await expect(navLink(page, 'Stock Profile (unavailable)')).toBeVisible();
    await navLink(page, 'Options Calculator').click();
    await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
    await navLink(page, 'Stock Profile (unavailable)').click();
    await expect(page.getByRole('heading', { name: 'Stock Profile is temporarily unavailable' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/refer');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: /invited you/ })).toBeVisible();
  } finally {
    await rename(`${folder}.removed`, folder);
  }
});

test("a crash inside a remote's page stays inside its boundary", async ({ page }) => {
  // A malformed answer from the API makes the page throw while rendering.
  await page.route('**/api/company-profile/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"profile":null,"quote":null,"bars":null}' }),
  );
  page.on('pageerror', () => {});
  await page.goto('/stock-profile?symbol=AAPL');
  await expect(page.getByText('Stock Profile ran into a problem')).toBeVisible();
  await navLink(page, 'Options Calculator').click();
  await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
});

test('a tampered remote entry is refused by its recorded integrity; only that remote is unavailable', async ({
  page,
}) => {
  const registry = JSON.parse(await readFile(join(SITE_DIR, 'registry.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  const entry = join(SITE_DIR, 'mf', 'trackers', registry.remotes['trackers']!.version, 'remoteEntry.js');
  const original = await readFile(entry);
  // What an attacker with write access to the file server (or a compromised CDN) would do.
  await writeFile(entry, Buffer.concat([original, Buffer.from('\n;window.__tampered = true;\n')]));
  try {
    await page.goto('/options-calculator');
    await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
    // Remotes load on use: the tampered entry is fetched when one of its pages is opened, and refused.
    await navLink(page, 'Politician Tracker').click();
    await expect(page.getByRole('heading', { name: 'Politician Tracker is temporarily unavailable' })).toBeVisible();
    await expect(navLink(page, 'Politician Tracker (unavailable)')).toBeVisible();
    await expect(navLink(page, 'Stock Profile')).toBeVisible();
    await expect(navLink(page, 'Options Calculator')).toBeVisible();
    expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
  } finally {
    await writeFile(entry, original);
  }
});
