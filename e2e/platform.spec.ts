import { expect, test } from '@playwright/test';
import { PASSWORD, createAccount, navLink, signIn } from './support';

test('the landing page is public and sells the product', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('smart money');
  await expect(page.getByRole('link', { name: 'Start your 7-day free trial' })).toBeVisible();
});

test('registry and host HTML revalidate; remote files are immutable', async ({ request }) => {
  const registry = await request.get('/registry.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const html = await request.get('/politicians', { headers: { accept: 'text/html' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  const doc = (await registry.json()) as { remotes: Record<string, { entry: string }> };
  expect(Object.keys(doc.remotes).sort()).toEqual(['account', 'market-data', 'tools', 'trackers']);
  const manifest = await request.get(doc.remotes.tools!.entry);
  expect(manifest.headers()['cache-control']).toContain('immutable');
});

test('a visitor without a session is sent to login and comes back after signing in', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/politicians');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fpoliticians$/);
  await page.getByLabel('Username').fill(account.username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/politicians$/);
  expect(await page.evaluate(() => localStorage.getItem('_act'))).toBeTruthy();
  expect(await page.evaluate(() => document.cookie)).toContain('_rf=');
});

test('a wrong password shows the API detail and does not log in', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.locator('input[name="password"]').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('No active account found with the given credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the left navigation lists the remotes' pages in the spec order", async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navLink(page, 'Options Calculator')).toBeVisible();
  const titles = (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
  expect(titles).toEqual([
    'Custom Dashboard',
    'Stock Profile',
    'Chart',
    'Flows',
    'Darkpool',
    'Snapshot',
    'Gamma',
    'Net Flow',
    'Politician Tracker',
    'Free Discord',
    'Options Calculator',
  ]);
});

test('a logged-in user on /login goes to returnUrl or /home', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/login?returnUrl=//options-calculator');
  await expect(page).toHaveURL(/\/options-calculator$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the top bar shows the live number of signed-in users', async ({ browser, request }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signIn(firstPage, request);
  await firstPage.goto('/home');
  const online = firstPage.getByLabel('Online users');
  await expect(online).toHaveText('1 online');

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signIn(secondPage, request);
  await secondPage.goto('/politicians');
  await expect(secondPage.getByLabel('Online users')).toHaveText('2 online');
  await expect(online).toHaveText('2 online');

  // Signing out on the second browser lowers the first's count; so does closing it after signing in again.
  await secondPage.getByRole('button', { name: 'Account menu' }).click();
  await secondPage.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(secondPage).toHaveURL(/\/login$/);
  await expect(online).toHaveText('1 online');
  await signIn(secondPage, request);
  await secondPage.goto('/politicians');
  await expect(online).toHaveText('2 online');
  await second.close();
  await expect(online).toHaveText('1 online');
  await first.close();
});
