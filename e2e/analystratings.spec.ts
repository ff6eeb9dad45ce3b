import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

async function snapshot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `analystratings-${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`analystratings-${name}-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('analyst ratings: the day’s upgrades, the leaderboard, and a ticker’s history with its consensus', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/analystratings');
  await expect(page.getByRole('heading', { name: 'Analyst Ratings', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();

  const day = page.getByRole('region', { name: 'Actions of the day' });
  const table = day.getByRole('table', { name: 'Rating actions of the day' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const upgrades = page.waitForResponse(
    (r) => r.url().includes('/api/analystrating/all') && r.url().includes('action=upgrade'),
  );
  await day.getByRole('tab', { name: /^Upgrades/ }).click();
  const body = (await (await upgrades).json()) as {
    items: Array<{ action: string; ratingPrior: string; ratingCurrent: string }>;
    total: number;
  };
  expect(body.items.every((r) => r.action === 'upgrade' && r.ratingPrior !== r.ratingCurrent)).toBe(true);
  if (body.total > 0) await expect(table.getByText('Upgrades', { exact: false }).first()).toBeVisible();
  else await expect(day.getByText(/No upgrades on/)).toBeVisible();
  await expect(page).toHaveURL(/day=upgrades/);

  const board = page.getByRole('region', { name: 'Track record leaderboard' });
  await expect(board.getByRole('table', { name: 'Leaderboard' }).getByRole('row').nth(1)).toBeVisible();
  await board.getByRole('button', { name: 'Analysts' }).click();
  await expect(board.getByRole('columnheader', { name: 'Analyst' })).toBeVisible();

  for (const width of [375, 1024, 1440]) await snapshot(page, 'market', width);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('textbox', { name: 'Ticker' }).fill('aapl');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/ticker=AAPL/);
  const consensus = page.getByRole('region', { name: 'AAPL consensus' });
  await expect(consensus.getByText('Mean target')).toBeVisible();
  await expect(consensus.getByRole('img', { name: /Price against target range/ })).toBeVisible();
  await expect(consensus.getByRole('img', { name: /Ratings: \d+ buy, \d+ hold, \d+ sell/ })).toBeVisible();
  const history = page.getByRole('table', { name: 'AAPL rating history' });
  await expect(history.getByRole('row').nth(1)).toBeVisible();

  for (const width of [375, 1024, 1440]) await snapshot(page, 'ticker', width);
});
