import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `ratioanalysis-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`ratioanalysis-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('ratio analysis: ratios over the years with their formulas and the sector median, at every width', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/ratioanalysis?symbol=JPM');
  await expect(page.getByRole('heading', { name: 'Ratio Analysis', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data', { exact: true })).toBeVisible();
  const valuation = page.getByRole('table', { name: 'Valuation ratios' });
  await expect(valuation.getByRole('rowheader', { name: /P\/E.*Price ÷ diluted EPS/ })).toBeVisible();
  await expect(valuation.getByRole('columnheader', { name: 'TTM' })).toBeVisible();
  await expect(valuation.getByRole('columnheader', { name: 'Sector median' })).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, width);

  await page.getByRole('tab', { name: 'Profitability' }).click();
  const profitability = page.getByRole('table', { name: 'Profitability ratios' });
  await expect(profitability.getByRole('rowheader', { name: /Gross margin.*Gross profit ÷ revenue/ })).toBeVisible();
  await expect(profitability.getByText(/^\d+\.\d%$/).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Ticker' }).fill('MSFT');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(/MSFT · Microsoft Corporation · Information Technology/)).toBeVisible();
});
