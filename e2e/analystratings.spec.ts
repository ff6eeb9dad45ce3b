import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_MARKET_START, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);

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

  // An upgrade published while the market-wide page is open joins the day's upgrades without a reload.
  await page.getByRole('button', { name: 'Market-wide' }).click();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const analyst = `Lee Arrival ${randomUUID().slice(0, 6)}`;
  const dir = join('var', 'e2e-imports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `analystratings-${analyst.replace(/\W+/g, '-')}.csv`);
  writeFileSync(
    file,
    'Date,Time,Ticker,Firm,Analyst,Action,Price Target Action,Rating Prior,Rating Current,Price Target Prior,Price Target Current\n' +
      `${E2E_MARKET_START.slice(0, 10)},10:29,MSFT,Barclays,${analyst},Upgrades,Raises,Equal-Weight,Overweight,450,560\n`,
  );
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'analyst-ratings', file], {
    env: { ...process.env, NODE_ENV: 'test', PORT: new URL(E2E_API_URL).port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/analyst-ratings: 1 file imported — 1 new/);
  const arrived = table.getByRole('row').filter({ hasText: analyst });
  await expect(arrived).toBeVisible();
  await expect(arrived.getByText('Equal-Weight → Overweight')).toBeVisible();
  await expect(arrived.getByText('$450 → $560')).toBeVisible();
});
