import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);
/** A season's week is computed on the first request (about a hundred reports, each priced): give it time. */
const FIRST_ANSWER = { timeout: 60_000 };

test.describe.configure({ timeout: 180_000 });
const DAY_MS = 86_400_000;

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `earnings-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`earnings-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A weekday `days` or more from now. */
function weekdayFromNow(days: number): string {
  let ms = Date.now() + days * DAY_MS;
  while ([0, 6].includes(new Date(ms).getUTCDay())) ms += DAY_MS;
  return iso(ms);
}

/** Five weeks after the last calendar quarter's end: the middle of the latest reporting season, all reported. */
function lastSeason(): string {
  const now = new Date();
  const quarterStartMonth = Math.floor(now.getUTCMonth() / 3) * 3;
  const lastQuarterEnd = Date.UTC(now.getUTCFullYear(), quarterStartMonth, 0);
  const mid = lastQuarterEnd + 35 * DAY_MS;
  let day = mid < Date.now() - 7 * DAY_MS ? mid : lastQuarterEnd - 56 * DAY_MS;
  while ([0, 6].includes(new Date(day).getUTCDay())) day += DAY_MS;
  return iso(day);
}

test('earnings: a season of simulated reports with estimate vs actual, implied and past moves', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto(`/earnings?view=day&date=${lastSeason()}`);
  await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible(FIRST_ANSWER);
  await expect(page.getByText('Simulated data').first()).toBeVisible(FIRST_ANSWER);
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = page.getByRole('table').first();
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await expect(first.getByText(/^Est /).first()).toBeVisible();
  await expect(first.getByText(/^Act /).first()).toBeVisible();
  await expect(table.getByText(/^±\d+\.\d%$/).first()).toBeVisible();
  await expect(table.getByRole('img', { name: /post-earnings moves/ }).first()).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, width);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('combobox', { name: 'Market cap' }).click();
  await page.getByRole('option', { name: /Mega/ }).click();
  await expect(page).toHaveURL(/cap=mega/);
  await expect(page.getByText(/mega \(\$200b\+\)/i).first()).toBeVisible(FIRST_ANSWER);
});

test('earnings: a calendar imported with the command shows with its source, and an empty day says why', async ({
  page,
  request,
}) => {
  const date = weekdayFromNow(3);
  const dir = join('var', 'e2e-imports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'earnings.csv');
  writeFileSync(
    file,
    `Date,Symbol,Time,Fiscal Quarter,EPS Estimate,EPS Actual,Revenue Estimate,Revenue Actual\n${date},AAPL,BMO,Q1 FY2099,2.34,,$123.4B,\n`,
  );
  const port = new URL(E2E_API_URL).port;
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'earnings', file, '--source', 'Nasdaq'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/earnings: 1 file imported/);

  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/earnings?view=day&date=${date}`);
  const apple = page.getByRole('table').getByRole('row', { name: /AAPL/ });
  await expect(apple.getByText('Nasdaq')).toBeVisible(FIRST_ANSWER);
  await expect(apple.getByText('Est $2.34')).toBeVisible();
  await expect(apple.getByText('Before open')).toBeVisible();

  // A Saturday: no company reports, and the page says when they do.
  const saturday = iso(
    Date.parse(`${weekdayFromNow(10)}T12:00:00Z`) +
      (6 - new Date(`${weekdayFromNow(10)}T12:00:00Z`).getUTCDay()) * DAY_MS,
  );
  await page.goto(`/earnings?view=day&date=${saturday}`);
  await expect(page.getByText(/Reporting seasons run/)).toBeVisible(FIRST_ANSWER);
});
