import { type Locator, expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);
/** The SEC's own sample information table, as published: it names neither filer nor quarter. */
const SEC_SAMPLE = 'api/src/sources/13f/fixtures/13f-sec-sample-infotable.xml';

async function snapshot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `institutional-tracker-${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`institutional-tracker-${name}-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('institutional tracker: a 13F information table imported with the command shows as its filer’s quarter, labelled with its source', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const port = new URL(E2E_API_URL).port;
  const { stdout } = await run(
    'npm',
    [
      'run',
      '--silent',
      'import',
      '--',
      '13f',
      SEC_SAMPLE,
      '--filer',
      'SEC Sample Adviser LLC',
      '--cik',
      '0000012345',
      '--period',
      '2019-12-31',
    ],
    { env: { ...process.env, NODE_ENV: 'test', PORT: port, HOST: '127.0.0.1' } },
  );
  expect(stdout).toMatch(/13f: 1 file imported/);
  expect(stdout).toMatch(/169 holdings, \$7,454,702,899,000; values in thousands/);

  await signIn(page, request);
  await page.goto('/institutional-tracker?view=market&quarter=2019-Q4');
  // The first visit builds the simulated book and loads the page's chunk: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Institutional Tracker', level: 1 })).toBeVisible({ timeout: 60_000 });
  const filers = page.getByRole('table', { name: 'Filers' });
  await expect(filers.getByRole('row')).toHaveCount(2, { timeout: 60_000 });
  await expect(filers.getByRole('link', { name: 'SEC 13F-HR' })).toHaveAttribute(
    'href',
    /sec\.gov\/cgi-bin\/browse-edgar\?action=getcompany&CIK=12345&type=13F-HR/,
  );
  await expect(page.getByText('Simulated data')).toHaveCount(0);
  await filers.getByRole('button', { name: 'SEC Sample Adviser LLC' }).click();

  await expect(page).toHaveURL(/view=filer.*cik=12345/);
  await expect(page.getByRole('heading', { name: 'SEC Sample Adviser LLC' })).toBeVisible();
  await expect(page.getByText(/^\$7,?454\.70B$/).first()).toBeVisible();
  const holdings = page.getByRole('table', { name: 'Holdings' });
  // The sample's 168 holdings come 100 a page, largest first: a row is on page 1 or 2.
  await expect(page.getByText(/^1–100 of 1\d\d positions$/)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Positions pages' });
  const onPage = async (row: Locator) => {
    for (const n of [1, 2]) {
      await pager.getByRole('button', { name: new RegExp(`^(Go to )?page ${n}$`) }).click();
      await expect(
        page.getByText(new RegExp(`^${n === 1 ? '1–100' : '101–1\\d\\d'} of 1\\d\\d positions$`)),
      ).toBeVisible();
      if ((await row.count()) > 0) return;
    }
  };
  const apple = holdings.getByRole('row').filter({ has: page.getByRole('link', { name: 'AAPL', exact: true }) });
  await onPage(apple);
  await expect(apple.getByText('$10.46M')).toBeVisible();
  const unmapped = holdings.getByRole('row', { name: /TEKLA HEALTHCARE INVS/ });
  await onPage(unmapped);
  await expect(unmapped.getByText('Not mapped to a listed symbol')).toBeVisible();
  await expect(page.getByText('Q3 2019 is not on file for this filer: changes cannot be measured.')).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, 'imported', width);
});

test('institutional tracker: the simulated quarter, a filer’s changes and a stock’s holders', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, request);
  await page.goto('/institutional-tracker');
  await expect(page.getByText('Simulated data').first()).toBeVisible({ timeout: 60_000 });
  for (const name of ['Top buys', 'Top sells', 'New positions', 'Sold out'])
    await expect(page.getByRole('table', { name }).getByRole('row').nth(1)).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, 'market', width);

  await page.getByRole('table', { name: 'Filers' }).getByRole('button', { name: 'Summit Quant Strategies' }).click();
  await expect(page.getByRole('heading', { name: 'Summit Quant Strategies' })).toBeVisible();
  await expect(page.getByLabel('Changes')).toContainText(/\d+ new · \d+ added · \d+ reduced · \d+ sold out/);
  await page.getByRole('group', { name: 'Change filter' }).getByRole('button', { name: 'Sold out' }).click();
  await expect(page).toHaveURL(/change=sold-out/);
  const rows = page.getByRole('table', { name: 'Holdings' }).getByRole('row');
  await expect(rows.getByText(/^(New|Added|Reduced|Unchanged)$/)).toHaveCount(0);
  await expect(rows.nth(1)).toBeVisible();
  const labels = await rows.locator('td:nth-child(2)').allInnerTexts();
  expect(labels.length).toBeGreaterThan(0);
  expect(new Set(labels)).toEqual(new Set(['Sold out']));
  for (const width of [375, 1024, 1440]) await snapshot(page, 'filer', width);

  await page.getByRole('tab', { name: 'Stock' }).click();
  await page.getByRole('textbox', { name: 'Ticker' }).fill('msft');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/symbol=MSFT/);
  await expect(page.getByRole('heading', { name: 'MSFT · Microsoft Corporation' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Holders' }).getByRole('button', { name: 'Blue Harbor Index Advisors' }),
  ).toBeVisible();
  const etfs = page.getByRole('table', { name: 'ETFs holding the stock' });
  await expect(etfs.getByText('XLK', { exact: true })).toBeVisible();
  await expect(etfs.getByText('QQQ', { exact: true })).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, 'stock', width);
});
