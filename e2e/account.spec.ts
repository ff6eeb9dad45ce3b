import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { PASSWORD } from './support';

test('refer: a via code is kept and sent with the registration, which lands on checkout', async ({ page }) => {
  await page.goto('/refer?via=friend_77');
  await expect(page.getByRole('heading', { name: /invited you/ })).toBeVisible();
  await expect(page.getByText('Invitation code friend_77')).toBeVisible();
  await page.getByRole('link', { name: 'Claim your free trial' }).click();
  await expect(page).toHaveURL(/\/login\?tab=register$/);

  const username = `ref_${randomUUID().slice(0, 8)}`;
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="email"]').fill(`${username}@example.com`);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password2"]').fill(PASSWORD);
  const registration = page.waitForRequest((r) => r.url().endsWith('/api/register/') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await registration).postData()).toContain('via=friend_77');
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await page.evaluate(() => localStorage.getItem('_act'))).toBeTruthy();
});

test('registration field errors appear beside their fields', async ({ page }) => {
  await page.goto('/login?tab=register');
  await page.locator('input[name="username"]').fill(`ref_${randomUUID().slice(0, 8)}`);
  await page.locator('input[name="email"]').fill('not-an-email');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password2"]').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('input[name="password2"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login\?tab=register$/);
});

test('a new account opens its mailed link from checkout (development outbox) and its trial starts', async ({
  page,
}) => {
  const username = `mail_${randomUUID().slice(0, 8)}`;
  await page.goto('/login?tab=register');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="email"]').fill(`${username}@example.com`);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password2"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Check your email to start your 7-day free trial')).toBeVisible();
  await expect(page.getByText(`${username}@example.com`)).toBeVisible();

  await page.getByRole('link', { name: 'Open the verification link' }).click();
  await expect(page).toHaveURL(/\/verify-email\?token=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await expect(page.getByText(/Your 7-day free trial runs until/)).toBeVisible();

  // The link works once: opened again, it says so.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
});
