import { type Page, expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { PASSWORD, signIn } from './support';
import { E2E_API_URL } from '../playwright.config';

const VISA = 'Use test card 4242 4242 4242 4242: Pays';

function accessUntil(page: Page) {
  return page.getByRole('menuitem').filter({ hasText: 'Access Until' });
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function closeMenu(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** Pays the open checkout with the test provider's paying card; returns the access date the page promised. */
async function payWithTestCard(page: Page, cardholder: string): Promise<string | null> {
  await expect(page.getByRole('note', { name: 'Test payment provider' })).toBeVisible();
  const promised = page.getByText('Access until', { exact: true }).locator('xpath=following-sibling::*[1]');
  const date = (await promised.count()) > 0 ? (await promised.innerText()).trim() : null;
  await page.getByRole('button', { name: VISA }).click();
  await page.getByLabel('Name on card').fill(cardholder);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  return date;
}

async function register(page: Page, username: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="email"]').fill(`${username}@example.com`);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password2"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
}

test('register → checkout → pay with the test provider → /home shows the new Access Until', async ({ page }) => {
  await page.goto('/login?tab=register');
  await register(page, `buyer_${randomUUID().slice(0, 8)}`);
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();

  await openAccountMenu(page);
  const trialEnd = (await accessUntil(page).innerText()).replace('Access Until', '').trim();
  await closeMenu(page);

  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('region', { name: 'FlowDeck Pro' }).getByRole('button', { name: 'Get FlowDeck Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\?session=/);
  await expect(page.getByRole('button', { name: 'Pay $49.00' })).toBeVisible();
  const promised = await payWithTestCard(page, 'E2E Buyer');
  expect(promised).toBeTruthy();
  await expect(page.getByText(`FlowDeck Pro is active until ${promised}`)).toBeVisible();

  // No reload: the avatar menu reads the profile the payment answered with.
  await openAccountMenu(page);
  await expect(accessUntil(page)).toContainText(promised ?? '');
  expect(promised).not.toBe(trialEnd);
  await closeMenu(page);

  await page.goto('/account-settings?tab=billing');
  await expect(page.getByText(/Renews on/)).toBeVisible();
  const history = page.getByRole('table', { name: 'Payment history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByText('Paid')).toBeVisible();
});

test('a declined test card is refused beside the card number, and access is unchanged', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/checkout');
  await page.getByRole('region', { name: 'FlowDeck Pro' }).getByRole('button', { name: 'Get FlowDeck Pro' }).click();
  await page.getByRole('button', { name: 'Use test card 4000 0000 0000 0002: Declined' }).click();
  await page.getByLabel('Name on card').fill('Declined Buyer');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?session=/);
});

test('buying the bot plan makes the Discord Bot entry appear in the avatar menu', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Discord Bot' })).toHaveCount(0);
  await closeMenu(page);

  await page.getByRole('region', { name: 'Discord Bot' }).getByRole('button', { name: 'Add Discord Bot' }).click();
  await payWithTestCard(page, 'Bot Buyer');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Discord Bot' }).click();
  await expect(page).toHaveURL(/\/discordbot$/);
  await expect(page.getByRole('heading', { name: 'Discord Bot', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Webhook URL')).toBeVisible();
  await expect(page.getByText('Not connected')).toBeVisible();
});

test('the affiliate page counts a sign-up made through the referral link, and its payment', async ({
  browser,
  page,
  request,
}) => {
  const referrer = await signIn(page, request);
  // /refer introduces the referrer by the name they chose, never by their username (half of a sign-in).
  const displayName = `Referrer ${referrer.username.slice(-4)}`;
  const named = await request.post(`${E2E_API_URL}user/profile`, {
    headers: { authorization: `Bearer ${referrer.access}` },
    data: { displayName },
  });
  expect(named.status(), await named.text()).toBe(200);
  await page.goto('/affiliate');
  await expect(page.getByRole('heading', { name: 'Affiliate program' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Referral link' }).inputValue();
  expect(link).toMatch(/\/refer\?via=[a-z0-9]{8}$/);
  const signups = page.getByText('Sign-ups', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(signups).toHaveText('0');

  // A visitor with nothing stored follows the link in their own browser.
  const visitor = await browser.newContext();
  const friend = await visitor.newPage();
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await expect(friend.getByRole('heading', { name: `${displayName} invited you to FlowDeck` })).toBeVisible();
  await expect(friend.getByText(referrer.username)).toHaveCount(0);
  await friend.getByRole('link', { name: 'Claim your free trial' }).click();
  await register(friend, `friend_${randomUUID().slice(0, 8)}`);
  await friend.getByRole('button', { name: 'Monthly' }).click();
  await friend.getByRole('region', { name: 'FlowDeck Pro' }).getByRole('button', { name: 'Get FlowDeck Pro' }).click();
  await payWithTestCard(friend, 'Referred Friend');
  await visitor.close();

  await page.reload();
  await expect(signups).toHaveText('1');
  await expect(page.getByText('Paid conversions', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
    '1',
  );
  await expect(
    page.getByText('Commission earned', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('$14.70');
  const rows = page.getByRole('table', { name: 'Referred sign-ups' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Subscribed');
});
