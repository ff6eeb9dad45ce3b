import { expect, test } from '@playwright/test';
import { E2E_APP_URL } from '../playwright.config';
import { createAccount } from './support';

test('a rejected access token is renewed with the refresh cookie and the page keeps working', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.context().addCookies([{ name: '_rf', value: account.refresh, url: E2E_APP_URL }]);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('_act', 'not-a-valid-token');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/politicians');
  await expect(page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1)).toBeVisible();
  const access = await page.evaluate(() => localStorage.getItem('_act'));
  expect(access).not.toBe('not-a-valid-token');
  const cookie = (await page.context().cookies()).find((c) => c.name === '_rf');
  expect(cookie?.value).not.toBe(account.refresh);
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
  expect(await page.evaluate(() => localStorage.getItem('_act'))).toBeNull();
});
