import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `stock-split-calender-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`stock-split-calender-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

/** A date `days` from today, as Nasdaq's calendar writes it (MM/DD/YYYY). */
function usDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

test('stock split calendar: an announcement imported with the command shows as an upcoming split', async ({
  page,
  request,
}) => {
  const dir = join('var', 'e2e-imports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'splits.csv');
  writeFileSync(
    file,
    `Symbol,Name,Ratio,Payable Date,Ex-Date,Announced Date\nAAPL,"Apple Inc.","4 : 1",${usDate(9)},${usDate(10)},${usDate(-5)}\n`,
  );
  const port = new URL(E2E_API_URL).port;
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'splits', file, '--source', 'Nasdaq'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/splits: 1 file imported — 1 new/);

  await signIn(page, request);
  await page.goto('/stock-split-calender');
  await expect(page.getByRole('heading', { name: 'Stock Split Calender', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Stock splits' });
  const apple = table.getByRole('row', { name: /AAPL/ });
  await expect(apple.getByText('4-for-1 forward')).toBeVisible();
  await expect(apple.getByText('Nasdaq')).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, width);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Reverse' }).click();
  await expect(page).toHaveURL(/type=reverse/);
  await expect(table.getByRole('row', { name: /AAPL/ })).toHaveCount(0);
});

test('stock split calendar: recent splits of the simulated market, and one ticker', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/stock-split-calender?view=recent');
  await expect(page.getByText('Simulated data').first()).toBeVisible();
  const rows = page.getByRole('table', { name: 'Stock splits' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const symbol = (await rows.nth(1).getByRole('link').first().innerText()).trim();
  await page.getByRole('textbox', { name: 'Ticker' }).fill(symbol);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`symbol=${symbol}`));
  await expect(
    page.getByRole('table', { name: 'Stock splits' }).getByRole('link', { name: symbol }).first(),
  ).toBeVisible();
});
