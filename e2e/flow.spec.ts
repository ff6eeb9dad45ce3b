import { type Page, expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn } from './support';

const grid = (page: Page) => page.getByRole('grid', { name: 'Options flow' });

/** Orders the table holds: the grid's row count less its header row. */
async function heldOrders(page: Page): Promise<number> {
  return Number(await grid(page).getAttribute('aria-rowcount')) - 1;
}

/** A GET flow/{x} request whose query has these parameters. */
function flowRequestWith(params: Record<string, string>) {
  return (r: { url(): string; method(): string }) => {
    const url = new URL(r.url());
    return (
      r.method() === 'GET' &&
      url.pathname.startsWith('/api/flow/') &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  };
}
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

/** "$1.73M" / "$312.50K" / "$762" → dollars. */
function dollars(text: string): number {
  const m = /^\$([\d.]+)([KMB]?)$/.exec(text.trim());
  if (!m) throw new Error(`not a premium: ${text}`);
  const unit: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9 };
  return Number(m[1]) * (unit[m[2] ?? ''] ?? Number.NaN);
}

async function openFlow(page: Page) {
  await page.goto('/flow');
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
  await expect(dataRows(page).nth(5)).toBeVisible();
}

test('flows: rows load, live rows arrive, presets and filters change the request and the rows, pause holds new rows', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, request);
  const firstPage = page.waitForRequest(flowRequestWith({ limit: '500' }));
  await openFlow(page);
  expect(new URL((await firstPage).url()).pathname).toBe('/api/flow/all');
  await expect(page.getByText('Simulated data')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  // The simulated market trades about twice a second: new rows arrive while the page is open.
  const before = await heldOrders(page);
  await expect.poll(() => heldOrders(page), { timeout: 20_000 }).toBeGreaterThan(before);

  // A preset narrows both the request and the rows.
  const bigTrades = page.waitForRequest(flowRequestWith({ minPremium: '250000' }));
  await page.getByRole('button', { name: 'Big trades' }).click();
  await bigTrades;
  await expect(page.getByRole('button', { name: 'Big trades' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dataRows(page).first()).toBeVisible();
  const premiumColumn = 9; // time, ticker, expiry, strike, C/P, side, spot, size, price, premium
  const premiums = await dataRows(page).evaluateAll(
    (rows, column) =>
      rows.slice(0, 15).map((row) => row.querySelectorAll('[role="gridcell"]')[column]?.textContent ?? ''),
    premiumColumn,
  );
  expect(premiums.length).toBeGreaterThan(0);
  for (const premium of premiums) expect(dollars(premium)).toBeGreaterThanOrEqual(250_000);

  // A filter on top of it: puts only.
  const puts = page.waitForRequest(flowRequestWith({ type: 'put', minPremium: '250000' }));
  await page.getByRole('button', { name: 'Puts' }).click();
  await puts;
  await expect(dataRows(page).first()).toContainText('PUT');
  const kinds = await dataRows(page).evaluateAll((rows) =>
    rows.slice(0, 15).map((row) => row.querySelectorAll('[role="gridcell"]')[4]?.textContent),
  );
  expect(new Set(kinds)).toEqual(new Set(['PUT']));

  // Back to everything, then pause: no new rows until resumed.
  await page.getByRole('button', { name: 'All flow' }).click();
  await expect(dataRows(page).nth(5)).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
  const paused = await heldOrders(page);
  await expect(page.getByRole('button', { name: /^Resume \([\d,]+ new\)$/ })).toBeVisible({ timeout: 20_000 });
  expect(await heldOrders(page)).toBe(paused);
  await page.getByRole('button', { name: /^Resume/ }).click();
  await expect.poll(() => heldOrders(page)).toBeGreaterThan(paused);
  expect(errors).toEqual([]);
});

test('flows: CSV and Excel downloads of the rows shown', async ({ page, request }) => {
  await signIn(page, request);
  await openFlow(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  const shown = await heldOrders(page);

  await page.getByRole('button', { name: 'Export' }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Download CSV/ }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^flow-all-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const text = await readFile((await csv.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Time \(ET\),Ticker,Expiry,Strike,Call or put,/);
  expect(lines).toHaveLength(shown + 1);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},[A-Z.]+,\d{4}-\d{2}-\d{2},/);

  await page.getByRole('button', { name: 'Export' }).click();
  const excelDownload = page.waitForEvent('download');
  const excelResponse = page.waitForResponse((r) => r.url().endsWith('/api/excel') && r.request().method() === 'POST');
  await page.getByRole('menuitem', { name: /Download Excel/ }).click();
  const response = await excelResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const sent = response.request().postDataJSON() as { columns: Array<{ key: string }>; rows: unknown[] };
  expect(sent.rows).toHaveLength(shown);
  expect(sent.columns.map((c) => c.key)).toContain('premium');
  const excel = await excelDownload;
  expect(excel.suggestedFilename()).toMatch(/^flow-all-.*\.xlsx$/);
  const file = await readFile((await excel.path())!);
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip container, as every .xlsx is
  expect(file.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
});

test('flows: a row opens its contract with the intraday history', async ({ page, request }) => {
  await signIn(page, request);
  await openFlow(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  const row = dataRows(page).first();
  const label = (await row.getAttribute('aria-label')) ?? '';
  const history = page.waitForRequest((r) => new URL(r.url()).searchParams.has('contract'));
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Trade detail' });
  await expect(detail).toBeVisible();
  const contract = new URL((await history).url()).searchParams.get('contract') ?? '';
  expect(contract).toMatch(/^[A-Z]{1,6}\d{6}[CP]\d{8}$/);
  await expect(detail.getByText(contract)).toBeVisible();
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(label.split(' $')[0] ?? '');
  const table = detail.getByRole('table', { name: 'Intraday history of this contract' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  // Keyboard: the grid takes focus, arrows move, Enter opens.
  await grid(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Trade detail' })).toBeVisible();
});

test('flows: a saved filter is kept with the account across a reload', async ({ page, request }) => {
  await signIn(page, request);
  await openFlow(page);
  await page.getByRole('button', { name: 'Ask flow' }).click();
  await page.getByRole('button', { name: 'Calls' }).click();
  await page.getByRole('button', { name: 'Saved filters' }).click();
  await page.getByRole('menuitem', { name: 'Save current filters…' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Call buyers');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/user/settings/alert-filters') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Alert filters saved')).toBeVisible();

  await page.reload();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'All flow' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Saved filters' }).click();
  const applied = page.waitForRequest(flowRequestWith({ type: 'call', side: 'above_ask,ask' }));
  await page.getByRole('menuitem', { name: 'Call buyers' }).click();
  await applied;
  await expect(page.getByRole('button', { name: 'Call buyers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calls' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dataRows(page).first()).toContainText('CALL');
});
