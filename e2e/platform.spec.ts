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
    'Analyst Alerts',
    'Stock Profile',
    'Chart',
    'Flows',
    'AI Pick',
    'Darkpool',
    'Snapshot',
    'Gamma',
    'Net Flow',
    'Fundamentals',
    'Equity Analysis',
    'News',
    'Politician Tracker',
    'Insider Trading',
    'Biggest Movers',
    'Ratio Analysis',
    'Filings',
    'Analyst Ratings',
    'Relative Volume',
    'Screener',
    'SMS Alerts',
    'VWAP Deviation',
    'Gappers',
    'Institutional Tracker',
    'Trade Journal',
    'Free Discord',
    'Learning Center',
    'Options Calculator',
  ]);
});

test("a page loads its own remote's code only; pointing at another page's link loads that page's remote", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const entries: string[] = [];
  page.on('request', (r) => {
    const remote = /^\/mf\/([^/]+)\/[^/]+\/remoteEntry\.js$/.exec(new URL(r.url()).pathname)?.[1];
    if (remote) entries.push(remote);
  });
  await page.goto('/politicians');
  const table = page.getByRole('table', { name: 'Politician trades' });
  await expect(table.getByRole('row').nth(1).getByRole('button').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(entries).toEqual(['trackers']);

  await navLink(page, 'Options Calculator').hover();
  await expect.poll(() => entries).toEqual(['trackers', 'tools']);
  await navLink(page, 'Options Calculator').click();
  await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
  expect(entries).toEqual(['trackers', 'tools']);
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
