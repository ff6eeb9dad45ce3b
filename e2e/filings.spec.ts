import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);
const TSLA_SUBMISSIONS = 'api/src/sources/sec/fixtures/submissions-tsla.json';

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `filings-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`filings-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('filings: Tesla’s real submissions file imported with the command shows with its 8-K items and EDGAR links', async ({
  page,
  request,
}) => {
  const port = new URL(E2E_API_URL).port;
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'edgar-submissions', TSLA_SUBMISSIONS], {
    env: { ...process.env, NODE_ENV: 'test', PORT: port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/edgar-submissions: 1 file imported — \d+ new/);

  await signIn(page, request);
  await page.goto('/filings?symbol=TSLA&form=8-K');
  await expect(page.getByRole('heading', { name: 'Filings', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Filings' });
  const earnings = table.getByRole('row', { name: /Oct 19, 2022/ });
  await expect(earnings.getByText('Item 2.02: Results of Operations and Financial Condition')).toBeVisible();
  await expect(earnings.getByRole('link', { name: 'Document' })).toHaveAttribute(
    'href',
    'https://www.sec.gov/Archives/edgar/data/1318605/000156459022034639/tsla-8k_20221019.htm',
  );
  await expect(earnings.getByText('SEC EDGAR submissions')).toBeVisible();
  await expect(table.getByText('Simulated data')).toHaveCount(0);
  for (const width of [375, 1024, 1440]) await snapshot(page, width);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: /^10-K \(/ }).click();
  await expect(page).toHaveURL(/form=10-K/);
  await expect(table.getByRole('row', { name: /Feb 7, 2022/ }).getByText('Annual report')).toBeVisible();
});

test('filings: the simulated market-wide feed, filtered by form', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/filings');
  await expect(page.getByText('Simulated data').first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Filings' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: /^Form 4 \(/ }).click();
  await expect(page).toHaveURL(/form=4/);
  await expect(table.getByRole('row').nth(1).getByText('Insider transaction')).toBeVisible();
  await expect(table.getByText('Current report')).toHaveCount(0);
});
