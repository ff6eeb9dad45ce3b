import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('stock profile: search a symbol and see its quote, stats and company from the API', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/stock-profile');
  await expect(page.getByRole('heading', { name: 'AAPL' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Search symbols' }).fill('msft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/symbol=MSFT/);
  await expect(page.getByRole('heading', { name: 'MSFT' })).toBeVisible();
  await expect(page.getByText('Microsoft Corporation').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key statistics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
});

test('custom dashboard: index cards load and a watchlist row opens its profile', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Custom Dashboard', level: 1 })).toBeVisible();
  for (const symbol of ['SPY', 'QQQ', 'IWM', 'DIA'])
    await expect(page.getByRole('article', { name: new RegExp(`^${symbol} `) })).toBeVisible();
  await page.getByRole('table', { name: 'Watchlist' }).getByRole('link', { name: 'NVDA' }).click();
  await expect(page).toHaveURL(/\/stock-profile\?symbol=NVDA/);
  await expect(page.getByRole('heading', { name: 'NVDA' })).toBeVisible();
});
