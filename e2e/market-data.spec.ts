import { type Page, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

/** Screenshots to look at, at the widths the product supports. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(E2E_SCREENSHOT_DIR, `market-data-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

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
  await screenshots(page, 'stock-profile');
});
