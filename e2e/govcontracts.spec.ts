import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);
const USASPENDING_CSV = 'api/src/sources/usaspending/fixtures/contracts-prime-transactions.csv';

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `govcontracts-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`govcontracts-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('govt. contracts: USAspending actions imported with the command show as one award with its link', async ({
  page,
  request,
}) => {
  const port = new URL(E2E_API_URL).port;
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'usaspending', USASPENDING_CSV], {
    env: { ...process.env, NODE_ENV: 'test', PORT: port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/usaspending: 1 file imported/);
  expect(stdout).toMatch(/recipients: 3 mapped, 1 unmapped, 0 ambiguous/);

  await signIn(page, request);
  await page.goto('/govcontracts?symbol=LMT&quarter=2025-Q1');
  await expect(page.getByRole('heading', { name: 'Govt. Contracts', level: 1 })).toBeVisible();
  const largest = page.getByRole('table', { name: 'Largest awards' });
  const award = largest.getByRole('row', { name: /N0001925C0012/ });
  await expect(award.getByText('$497.50M')).toBeVisible();
  await expect(award.getByText('NAICS 336411 · PSC 1510')).toBeVisible();
  await expect(award.getByRole('link', { name: 'N0001925C0012' })).toHaveAttribute(
    'href',
    'https://www.usaspending.gov/award/CONT_AWD_N0001925C0012_9700_-NONE-_-NONE-/',
  );
  await expect(award.getByText('USAspending')).toBeVisible();
  // The contracts are the imported ones: no "Simulated data" beside the title or in the awards (the ticker's
  // disclosure timeline below still shows simulated trades from the other sources, each labelled).
  const title = page.getByRole('heading', { name: 'Govt. Contracts', level: 1 }).locator('..');
  await expect(title.getByText('Simulated data')).toHaveCount(0);
  await expect(largest.getByText('Simulated data')).toHaveCount(0);
  for (const width of [375, 1024, 1440]) await snapshot(page, width);
});

test('govt. contracts: the simulated market shows top recipients and the largest awards', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/govcontracts');
  await expect(page.getByText('Simulated data').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top recipients' }).getByRole('row').first()).toBeVisible();
  const largest = page.getByRole('table', { name: 'Largest awards' });
  await expect(largest.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Quarter' }).click();
  const previous = page.getByRole('option').nth(1);
  const label = (await previous.innerText()).trim();
  await previous.click();
  const [q, year] = label.split(' ');
  await expect(page).toHaveURL(new RegExp(`quarter=${year}-${q}`));
  await expect(largest.getByRole('row').nth(1)).toBeVisible();
});
