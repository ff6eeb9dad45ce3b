import { type Page, expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const WIDTHS = [375, 1024, 1440] as const;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SNOW_FORM4 = 'api/src/sources/sec/fixtures/form4-snow.xml';

async function shoot(page: Page, name: string) {
  const path = join(E2E_SCREENSHOT_DIR, `insiders-${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(`insiders-${name}`, { path, contentType: 'image/png' });
}

test('insider trading: presets filter on the server, an insider opens their history, no sideways page scroll', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/insiders');
  await expect(page.getByRole('heading', { name: 'Insider Trading', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  const table = page.getByRole('table', { name: 'Insider transactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/insider/trades') && r.url().includes('preset=sales-100k'),
  );
  await page.getByRole('button', { name: '$100k+ sales' }).click();
  const body = (await (await filtered).json()) as { items: Array<{ code: string; value: number }>; total: number };
  expect(body.total).toBeGreaterThan(0);
  expect(body.items.every((t) => t.code === 'S' && t.value >= 100_000)).toBe(true);
  await expect(page).toHaveURL(/preset=sales-100k/);
  await expect(table.getByText('S - Sale').first()).toBeVisible();
  await expect(table.getByText('A - Grant')).toHaveCount(0);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways page scroll at ${width}px`).toBeLessThanOrEqual(0);
    await shoot(page, `list-${width}`);
  }

  const insider = table.getByRole('row').nth(1).getByRole('cell').nth(4).getByRole('button');
  const name = (await insider.innerText()).trim();
  await insider.click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('table', { name: 'History transactions' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(/history=\d+/);
  await shoot(page, 'history-1440');
});

test('insider trading: a real Form 4 imported with the command is on the page with its EDGAR link', async ({
  page,
  request,
}) => {
  // `npm run import -- form4 <file>` as an operator types it, reaching the running e2e API.
  const output = execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'import',
      '--',
      'form4',
      SNOW_FORM4,
      '--accession',
      '0001209191-22-064321',
      '--filed',
      '2022-12-15',
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test', PORT: new URL(E2E_API_URL).port }, encoding: 'utf8' },
  );
  expect(output).toMatch(/form4: 1 file imported — (7 new|0 new, 0 updated, 7 unchanged)/);
  expect(output).not.toMatch(/No API was running/);

  await signIn(page, request);
  await page.goto('/insiders?ticker=SNOW&filedTo=2022-12-31');
  const table = page.getByRole('table', { name: 'Insider transactions' });
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(table.getByRole('button', { name: 'Scarpelli Michael' }).first()).toBeVisible();
  await expect(table.getByText('M - Option exercise')).toHaveCount(2);
  await expect(table.getByText('S - Sale')).toHaveCount(5);
  const links = table.getByRole('link', { name: 'Form 4 on EDGAR' });
  await expect(links).toHaveCount(7);
  await expect(links.first()).toHaveAttribute(
    'href',
    'https://www.sec.gov/Archives/edgar/data/1640147/000120919122064321/0001209191-22-064321-index.htm',
  );
  await expect(page.getByRole('region', { name: 'Tracker totals' }).getByText('From SEC filings')).toBeVisible();
  await shoot(page, 'imported-1440');
});
