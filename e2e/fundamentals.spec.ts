import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);
const FIXTURE = 'api/src/sources/companyfacts/fixtures/CIK0001999999.json';

async function snapshot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`${name}-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('fundamentals: simulated statements by year, quarter and TTM, at every width', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/fundamentals?symbol=MSFT');
  await expect(page.getByRole('heading', { name: 'Fundamentals', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data', { exact: true }).first()).toBeVisible();
  const income = page.getByRole('table', { name: 'Income statement, annual' });
  await expect(income.getByRole('rowheader', { name: /Revenue/ })).toBeVisible();
  await expect(income.getByRole('columnheader')).toHaveCount(11);
  for (const width of [375, 1024, 1440]) await snapshot(page, 'fundamentals', width);

  await page.getByRole('button', { name: 'Quarterly' }).click();
  await page.getByRole('tab', { name: 'Cash flow' }).click();
  const cash = page.getByRole('table', { name: 'Cash flow, quarterly' });
  await expect(cash.getByRole('rowheader', { name: /Free cash flow/ })).toBeVisible();
  await expect(cash.getByRole('columnheader')).toHaveCount(13);
  await page.getByRole('button', { name: 'TTM' }).click();
  await expect(
    page.getByRole('table', { name: 'Cash flow, ttm' }).getByRole('columnheader', { name: 'TTM' }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Ticker' }).fill('spy');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/symbol=SPY/);
  await expect(page.getByText('SPY files no financial statements (funds and indices do not).')).toBeVisible();
});

test('fundamentals: SEC company facts imported with the command, with the restatement and the derived Q4', async ({
  page,
  request,
}) => {
  const port = new URL(E2E_API_URL).port;
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'import', '--', 'companyfacts', FIXTURE, '--symbol', 'ADBE'],
    {
      env: { ...process.env, NODE_ENV: 'test', PORT: port, HOST: '127.0.0.1' },
    },
  );
  expect(stdout).toMatch(/companyfacts: 1 file imported/);
  expect(stdout).not.toMatch(/No API was running/);

  await signIn(page, request);
  await page.goto('/fundamentals?symbol=ADBE');
  await expect(page.getByRole('link', { name: 'SEC XBRL company facts' })).toHaveAttribute('href', /CIK=0001999999/);
  await expect(page.getByText('Simulated data', { exact: true })).toHaveCount(0);
  const income = page.getByRole('table', { name: 'Income statement, annual' });
  await expect(income.getByRole('link', { name: '845.0M' })).toHaveAttribute(
    'href',
    'https://www.sec.gov/Archives/edgar/data/1999999/000199999925000009/0001999999-25-000009-index.htm',
  );
  await expect(
    page.getByText('FY2023 Revenue: 850.0M (10-K filed 2024-02-20) → 845.0M (10-K filed 2025-02-21)'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Quarterly' }).click();
  await expect(
    page.getByRole('table', { name: 'Income statement, quarterly' }).getByRole('columnheader', { name: 'Q4 2024' }),
  ).toBeVisible();
  for (const width of [375, 1440]) await snapshot(page, 'fundamentals-imported', width);
});
