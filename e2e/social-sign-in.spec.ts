import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** Google or Apple sign-in through the Firebase Auth emulator, as a local user does it. */
async function continueWith(page: Page, provider: 'Google' | 'Apple', email: string, name: string) {
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sign in with ${provider}` });
  await dialog.getByLabel(`${provider} email`).fill(email);
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

const session = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('_act'), identity: localStorage.getItem('_ids') }));

test('Google sign-in through the emulator: a new account lands on checkout, a returning one on returnUrl', async ({
  page,
}) => {
  const email = `ann.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/login');
  await continueWith(page, 'Google', email, 'Ann Lee');
  await expect(page.getByText('Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  const first = await session(page);
  expect(first.identity).toBe('1');
  expect(first.token?.split('.')).toHaveLength(3);
  expect((await page.context().cookies()).find((c) => c.name === '_rf')).toBeUndefined();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await session(page)).toEqual({ token: null, identity: null });

  await page.goto('/login?returnUrl=politicians');
  await continueWith(page, 'Google', email, 'Ann Lee');
  await expect(page).toHaveURL(/\/politicians$/);
  await expect(
    page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1).getByRole('button').first(),
  ).toBeVisible();
});

test('Apple sign-in through the emulator creates an account too', async ({ page }) => {
  await page.goto('/login?tab=register');
  await continueWith(page, 'Apple', `${randomUUID().slice(0, 8)}@privaterelay.example`, 'Bo Chen');
  await expect(page).toHaveURL(/\/checkout$/);
  expect((await session(page)).identity).toBe('1');
});

test('a social session whose ID token was rejected renews it with the provider and keeps working (reading B)', async ({
  page,
}) => {
  await page.goto('/login');
  await continueWith(page, 'Google', `renew.${randomUUID().slice(0, 8)}@example.com`, 'Renée Ng');
  await expect(page).toHaveURL(/\/checkout$/);
  // The stored token goes bad (as an expired ID token would); the provider's session is still there.
  await page.evaluate(() => localStorage.setItem('_act', 'expired.id.token'));
  // Only the calls of the page opened below count: the checkout page still holds the good token in
  // memory, and a call it sends while the navigation starts would look like a renewed one.
  const sent: string[] = [];
  await page.goto('about:blank');
  page.on('request', (r) => {
    const authorization = r.headers()['authorization'];
    if (r.url().includes('/api/') && authorization) sent.push(authorization);
  });
  await page.goto('/politicians');
  // The renewal ends when the provider's new ID token is stored; wait for that, not for a request.
  await expect
    .poll(async () => (await session(page)).token ?? '', { timeout: 15_000 })
    .not.toMatch(/^(expired\.id\.token)?$/);
  await expect(
    page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1).getByRole('button').first(),
  ).toBeVisible();
  const after = await session(page);
  expect(after.token?.split('.')).toHaveLength(3);
  expect(after.identity).toBe('1');
  expect(sent).toContain('Bearer expired.id.token');
  await expect.poll(() => sent).toContain(`Bearer ${after.token}`);
});

test('a social session with nobody signed in at the provider clears all local storage and goes to login', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('_act', 'stale.id.token');
    localStorage.setItem('_ids', '1');
    localStorage.setItem('settings', JSON.stringify({ mode: 'light' }));
  });
  await page.goto('/politicians');
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => ['_act', '_ids', 'settings'].map((key) => localStorage.getItem(key)));
  expect(left).toEqual([null, null, null]);
});
