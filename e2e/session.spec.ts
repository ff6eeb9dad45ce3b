import { expect, test } from '@playwright/test';
import { E2E_API_URL, E2E_APP_URL } from '../playwright.config';
import { createAccount, expiredAccessToken, PASSWORD } from './support';

test('a rejected access token is renewed with the refresh cookie and the page keeps working', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.context().addCookies([{ name: '_rf', value: account.refresh, url: E2E_APP_URL }]);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('_act', 'not-a-valid-token');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const tradesLoaded = page.waitForResponse(
    (response) => response.url().includes('/politician/trades') && response.status() === 200,
  );
  await page.goto('/politicians');
  await tradesLoaded;
  await expect(page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1)).toBeVisible();
  const access = await page.evaluate(() => localStorage.getItem('_act'));
  expect(access).not.toBe('not-a-valid-token');
  const cookie = (await page.context().cookies()).find((c) => c.name === '_rf');
  expect(cookie?.value).not.toBe(account.refresh);
});

test('an access token past its expiry is renewed without the user noticing', async ({ page, request }) => {
  const account = await createAccount(request);
  const expired = await expiredAccessToken(request, account);
  // The API itself refuses it: expired, not malformed.
  const refused = await request.get(`${E2E_API_URL}user/me`, { headers: { Authorization: `Bearer ${expired}` } });
  expect(refused.status()).toBe(401);

  await page.context().addCookies([{ name: '_rf', value: account.refresh, url: E2E_APP_URL }]);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('_act', token);
      sessionStorage.setItem('seeded', '1');
    }
  }, expired);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/token/refresh/')) refreshes.push(response.status());
  });
  const tradesLoaded = page.waitForResponse(
    (response) => response.url().includes('/politician/trades') && response.status() === 200,
  );
  await page.goto('/politicians');
  await tradesLoaded;
  await expect(page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(/\/politicians/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(refreshes).toEqual([200]);
  const renewed = await page.evaluate(() => localStorage.getItem('_act'));
  expect(renewed).not.toBe(expired);
  const me = await request.get(`${E2E_API_URL}user/me`, { headers: { Authorization: `Bearer ${renewed}` } });
  expect(me.status()).toBe(200);
});

test('when the refresh is refused too, the tokens are cleared and the user goes to /login', async ({ page }) => {
  await page.context().addCookies([{ name: '_rf', value: 'spent', url: E2E_APP_URL }]);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('_act', 'not-a-valid-token');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/politicians');
  await expect(page).toHaveURL(/\/login/);
  // The URL reads /login before the app has finished moving there: wait for the login form itself, and read
  // storage with a poll so a last navigation cannot destroy the page context under the read.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('_act'))).toBeNull();
});

test('two tabs renewing at once spend the refresh cookie once and both stay signed in', async ({
  context,
  request,
}) => {
  const account = await createAccount(request);
  // A real sign-in, so the app itself writes _act and _rf; both tabs of the context share them.
  const first = await context.newPage();
  await first.goto('/politicians');
  await first.getByLabel('Username').fill(account.username);
  await first.locator('input[name="password"]').fill(PASSWORD);
  await first.getByRole('button', { name: 'Sign in' }).click();
  await expect(first).toHaveURL(/\/politicians$/);
  const second = await context.newPage();
  await second.goto('/politicians');
  const tradeRows = (page: typeof first) =>
    page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1);
  await expect(tradeRows(second)).toBeVisible();
  const signedInRefresh = (await context.cookies()).find((c) => c.name === '_rf')?.value;
  expect(signedInRefresh).toBeTruthy();

  let refreshes = 0;
  await context.route(`${E2E_API_URL}token/refresh/`, async (route) => {
    refreshes += 1;
    // A slow refresh, so the other tab needs a renewal while this one is still under way.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // The shared access token stops working for both tabs at once; each reloads, reads it and is refused.
  await first.evaluate(() => localStorage.setItem('_act', 'not-a-valid-token'));
  // Each tab's trades answered with data (the table's loading rows do not count): its renewal is over.
  const tradesLoaded = (page: typeof first) =>
    page.waitForResponse((response) => response.url().includes('/politician/trades') && response.status() === 200);
  const loaded = Promise.all([tradesLoaded(first), tradesLoaded(second)]);
  await Promise.all([first.reload(), second.reload()]);
  await loaded;

  for (const page of [first, second]) {
    await expect(tradeRows(page)).toBeVisible();
    await expect(page).toHaveURL(/\/politicians$/);
  }
  expect(refreshes).toBe(1);
  const access = await first.evaluate(() => localStorage.getItem('_act'));
  expect(access).not.toBe('not-a-valid-token');
  expect(await second.evaluate(() => localStorage.getItem('_act'))).toBe(access);
  // No spent refresh token came back, so the API revoked nothing: the rotated one still renews.
  const rotated = (await context.cookies()).find((c) => c.name === '_rf')?.value;
  expect(rotated).not.toBe(signedInRefresh);
  await context.unroute(`${E2E_API_URL}token/refresh/`);
  const renewed = await request.post(`${E2E_API_URL}token/refresh/`, { data: { refresh: rotated } });
  expect(renewed.status()).toBe(200);
});
