import { expect, test } from '@playwright/test';
import { E2E_API_URL, E2E_APP_URL } from '../playwright.config';
import { createAccount } from './support';

test('logout posts the refresh token, removes _act and _rf and goes to /login', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.context().addCookies([{ name: '_rf', value: account.refresh, url: E2E_APP_URL }]);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('_act', token);
      sessionStorage.setItem('seeded', '1');
    }
  }, account.access);
  await page.goto('/politicians');
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/logout/') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await logoutCall).postData()).toBe(`refresh_token=${encodeURIComponent(account.refresh)}`);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('_act'))).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === '_rf')).toBeUndefined();
  // The refresh token was revoked: it no longer renews anything.
  const reuse = await request.post(`${E2E_API_URL}token/refresh/`, { data: { refresh: account.refresh } });
  expect(reuse.status()).toBe(401);
});

test('a burst of calls rejected at once costs exactly one refresh, then all of them succeed', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  // A watchlist of 20 tickers: the dashboard asks for each one's quote at once.
  const watchlist = ['SPY', 'QQQ', 'AAPL', 'NVDA', 'TSLA', 'MSFT', 'AMZN', 'GOOGL', 'META', 'AMD'].concat([
    'NFLX',
    'JPM',
    'BAC',
    'XOM',
    'CVX',
    'WMT',
    'KO',
    'PEP',
    'DIS',
    'INTC',
  ]);
  const saved = await request.post(`${E2E_API_URL}user/settings/dashboard-config`, {
    headers: { Authorization: `Bearer ${account.access}` },
    data: { watchlist },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().addCookies([{ name: '_rf', value: account.refresh, url: E2E_APP_URL }]);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('_act', token);
      sessionStorage.setItem('seeded', '1');
    }
  }, account.access);
  await page.goto('/home');
  const table = page.getByRole('table', { name: 'Watchlist' });
  await expect(table.getByRole('button', { name: 'INTC' })).toBeVisible({ timeout: 60_000 });

  // From now on the server treats the access token as expired (access tokens are stateless, so the
  // expiry is played by the network layer); the refresh and every retry are real. The server rejects the
  // burst at once: no 401 leaves before 20 calls have come in with the old token. (The page sends them
  // together, but on a loaded machine over several seconds; answering each at once let the refresh finish
  // before the last were sent, and those then went out with the new token: not the burst this is about.)
  let rejected = 0;
  let refreshes = 0;
  const held: Array<() => void> = [];
  await page.route(`${E2E_API_URL}**`, async (route) => {
    if (route.request().url().endsWith('/token/refresh/')) {
      refreshes += 1;
      // A slow refresh, so the page's other calls fail while it is under way and must wait for it.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    if (route.request().headers()['authorization'] === `Bearer ${account.access}`) {
      rejected += 1;
      if (rejected < 20) await new Promise<void>((release) => held.push(release));
      else for (const release of held.splice(0)) release();
      return route.fulfill({ status: 401, json: { error: 'Token is invalid or expired' } });
    }
    return route.continue();
  });
  // An earlier session: the 4 index cards and the 20 watchlist quotes are asked for again, all at once.
  // (The rows keep the latest session's figures until the picked one's arrive: wait for its last answer.)
  const intc = page.waitForResponse(
    (r) => r.url().includes('/api/company-profile/INTC?') && r.url().includes('session=') && r.status() === 200,
  );
  await page.getByRole('combobox', { name: 'Session' }).click();
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/[?&]session=/);
  await intc;
  expect(rejected).toBeGreaterThanOrEqual(20);
  expect(refreshes).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('_act'))).not.toBe(account.access);
  // The dashboard's other widgets may still be loading through the route: let them go with the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
