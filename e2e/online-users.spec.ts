import { type Page, expect, test } from '@playwright/test';
import { type Account, PASSWORD, createAccount } from './support';

// The count is of every signed-in user of the API: this spec runs alone (playwright.config.ts EXCLUSIVE).
test('the top bar shows the live number of signed-in users', async ({ browser, request }) => {
  // Six sign-ins and sign-outs through the real form across two browsers, each loading the app afresh.
  test.setTimeout(120_000);
  // Both browsers sign in and out through the real form and avatar menu: nothing restores a token behind
  // the app's back, so a count can only move because a session really started or ended.
  async function logIn(page: Page, account: Account, path: string) {
    await page.goto(`/login?returnUrl=${encodeURIComponent(path)}`);
    await page.getByLabel('Username').fill(account.username);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  async function logOut(page: Page) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }

  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await logIn(firstPage, await createAccount(request), '/home');
  const online = firstPage.getByLabel('Online users');
  await expect(online).toHaveText('1 online');

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  const secondAccount = await createAccount(request);
  await logIn(secondPage, secondAccount, '/politicians');
  await expect(secondPage.getByLabel('Online users')).toHaveText('2 online');
  await expect(online).toHaveText('2 online');

  await logOut(secondPage);
  await expect(online).toHaveText('1 online');
  // Really signed out: the app sends the second browser back to login.
  await secondPage.goto('/politicians');
  await expect(secondPage).toHaveURL(/\/login\?returnUrl=%2Fpoliticians$/);
  expect(await secondPage.evaluate(() => localStorage.getItem('_act'))).toBeNull();
  await expect(online).toHaveText('1 online');

  // Signing in again raises it again; closing that browser lowers it.
  await logIn(secondPage, secondAccount, '/politicians');
  await expect(online).toHaveText('2 online');
  await logOut(secondPage);
  await expect(online).toHaveText('1 online');
  await logIn(secondPage, secondAccount, '/politicians');
  await expect(online).toHaveText('2 online');
  await second.close();
  await expect(online).toHaveText('1 online');
  await first.close();
});
