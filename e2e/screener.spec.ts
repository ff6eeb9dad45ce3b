import { type Page, type Response, expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { createAccount, signIn, signInAs } from './support';

interface ScreenerBody {
  source: string;
  session: string;
  scanned: number;
  matched: number;
  filters: Array<{ field: string; min?: number; max?: number; in?: string[]; is?: boolean }>;
  sort: { field: string; direction: 'asc' | 'desc' };
  screen: { kind: string; id: string; name: string } | null;
  items: Array<Record<string, string | number | boolean | null> & { symbol: string }>;
}

function screenResponse(page: Page, match: (r: Response) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((r) => {
    const path = new URL(r.url()).pathname;
    return (path.endsWith('/api/screener') || path.includes('/api/screener/')) && r.status() === 200 && match(r);
  });
}

const table = (page: Page) => page.getByRole('table', { name: 'Screener results' });
const firstRow = (page: Page) => table(page).getByRole('row').nth(1);

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(table(page)).toBeVisible();
  const path = join(E2E_SCREENSHOT_DIR, `screener-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`screener-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('screener: every symbol by market cap, a preset, a filter, a view, a sort, CSV of the columns shown', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, request);
  const first = screenResponse(page);
  await page.goto('/screener');
  const body = (await (await first).json()) as ScreenerBody;
  expect(body.source).toBe('simulated');
  expect(body.matched).toBe(body.scanned);
  expect(body.scanned).toBeGreaterThan(500);
  await expect(page.getByRole('heading', { name: 'Screener', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data').first()).toBeVisible();
  await expect(firstRow(page)).toContainText(body.items[0]?.symbol ?? '?');
  await expect(page.getByText(`${body.matched} of ${body.scanned} stocks and ETFs`)).toBeVisible();

  // A preset: its id in the URL, its filters as chips, its rows.
  const gainers = screenResponse(page, (r) => r.url().includes('/api/screener/top-gainers'));
  await page.getByRole('button', { name: 'Top gainers' }).click();
  const top = (await (await gainers).json()) as ScreenerBody;
  await expect(page).toHaveURL(/screen=top-gainers/);
  expect(top.screen?.kind).toBe('preset');
  expect(top.items.length).toBeGreaterThan(0);
  await expect(page.getByText('Preset: Top gainers')).toBeVisible();
  await expect(firstRow(page)).toContainText(top.items[0]?.symbol ?? '?');

  // Changing a filter turns it into an ordinary screen kept in the URL.
  const filtered = screenResponse(page, (r) => r.request().method() === 'POST');
  await page.getByLabel('Price min').fill('20');
  await page.getByLabel('Price min').press('Enter');
  const narrowed = (await (await filtered).json()) as ScreenerBody;
  expect(narrowed.filters).toContainEqual({ field: 'price', min: 20 });
  await expect(page).toHaveURL(/f=price%3A20\.\./);
  for (const row of narrowed.items) expect(Number(row['price'])).toBeGreaterThanOrEqual(20);

  // The technical view, sorted by RSI from its header.
  await page.getByRole('tablist', { name: 'Views' }).getByRole('tab', { name: 'Technical' }).click();
  await expect(page).toHaveURL(/v=technical/);
  await expect(table(page).getByRole('columnheader', { name: 'RSI (14)' })).toBeVisible();
  // The page refreshes each minute while the market trades: wait for the answer to this sort.
  const sorted = screenResponse(
    page,
    (r) =>
      r.request().method() === 'POST' &&
      (r.request().postDataJSON() as { sort?: { field: string } }).sort?.field === 'rsi14',
  );
  await table(page).getByRole('button', { name: 'RSI (14)' }).click();
  const byRsi = (await (await sorted).json()) as ScreenerBody;
  expect(byRsi.sort).toEqual({ field: 'rsi14', direction: 'desc' });
  const rsis = byRsi.items.map((r) => r['rsi14']).filter((v): v is number => typeof v === 'number');
  expect([...rsis].sort((a, b) => b - a)).toEqual(rsis);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Ticker,Company,Beta,ATR (14),SMA20 dist.,SMA50 dist.,SMA200 dist.,52W high dist.,52W low dist.,RSI (14),Price,Change,Gap,From open',
  );
  expect(lines.length - 1).toBe(byRsi.matched);
  expect(lines[1]?.startsWith(`${byRsi.items[0]?.symbol},`)).toBe(true);

  for (const width of [375, 1024, 1440]) await snapshot(page, width);
});

test('screener: a screen restored from its URL (filters, sort, view, page)', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  const first = screenResponse(page, (r) => r.request().method() === 'POST');
  await page.goto('/screener?f=optionable:yes&f=price:5..&f=optionsVolume:1..&s=-optionsPremium&v=options');
  const response = await first;
  const sent = response.request().postDataJSON() as { filters: unknown[]; sort: unknown };
  expect(sent.filters).toEqual([
    { field: 'optionable', is: true },
    { field: 'price', min: 5 },
    { field: 'optionsVolume', min: 1 },
  ]);
  expect(sent.sort).toEqual({ field: 'optionsPremium', direction: 'desc' });
  const body = (await response.json()) as ScreenerBody;
  expect(body.matched).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Optionable: Yes' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Price ≥ 5\.00/ })).toBeVisible();
  await expect(
    page.getByRole('tablist', { name: 'Views' }).getByRole('tab', { name: 'Options', selected: true }),
  ).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Put/Call' })).toBeVisible();
  // Implied volatility against its own year: the seeded year of history is enough to rank it.
  await expect(table(page).getByRole('columnheader', { name: 'IV rank' })).toBeVisible();
  expect(body.items.some((row) => typeof row['ivRank'] === 'number' && typeof row['iv30'] === 'number')).toBe(true);
  await expect(firstRow(page)).toContainText(body.items[0]?.symbol ?? '?');

  // Removing a chip's filter updates the URL and the screen.
  const widened = screenResponse(page, (r) => r.request().method() === 'POST');
  // A chip's filter goes with Delete, as with its ✕.
  await page.getByRole('button', { name: /Price ≥ 5\.00/ }).focus();
  await page.keyboard.press('Delete');
  const wider = (await (await widened).json()) as ScreenerBody;
  expect(wider.matched).toBeGreaterThanOrEqual(body.matched);
  await expect(page).not.toHaveURL(/price/);
});

test('screener: a saved screen opens by its id for its owner only', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  const first = screenResponse(page);
  await page.goto('/screener?f=rsi14:..45&s=rsi14');
  await first;
  await expect(table(page)).toBeVisible();
  await page.getByRole('button', { name: 'Save screen' }).click();
  await page.getByLabel('Name').fill('Weak RSI');
  const saved = screenResponse(page, (r) => new URL(r.url()).pathname.includes('/api/screener/'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const body = (await (await saved).json()) as ScreenerBody;
  expect(body.screen).toMatchObject({ kind: 'saved', name: 'Weak RSI' });
  await expect(page).toHaveURL(new RegExp(`screen=${body.screen?.id}`));
  await expect(page.getByText('Saved: Weak RSI')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Saved: Weak RSI')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: /RSI \(14\) ≤ 45/ })).toBeVisible();

  const other = await browser.newPage();
  await signInAs(other, await createAccount(request));
  await other.goto(`/screener?screen=${body.screen?.id}`);
  await expect(other.getByText('This preset or saved screen does not exist (or is not yours).')).toBeVisible({
    timeout: 60_000,
  });
  await other.close();
});

test('screener: custom columns and the Index filter, restored from the URL, then a column added', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  const first = screenResponse(page, (r) => r.request().method() === 'POST');
  const dow = encodeURIComponent('index:Dow Jones Industrial Average');
  await page.goto(`/screener?f=${dow}&v=custom&c=pe,index`);
  const body = (await (await first).json()) as ScreenerBody;
  expect(body.matched).toBe(30);
  await expect(
    page.getByRole('tablist', { name: 'Views' }).getByRole('tab', { name: 'Custom', selected: true }),
  ).toBeVisible();
  const headers = table(page).getByRole('columnheader');
  await expect(headers).toHaveText(['Ticker', 'P/E', 'Index']);
  await expect(firstRow(page)).toContainText('Dow Jones Industrial Average');

  // A column picked is added after the others and kept in the link; the screen is not run again.
  let ran = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/screener')) ran += 1;
  });
  await page.getByRole('combobox', { name: 'Columns' }).fill('RSI');
  await page.getByRole('option', { name: 'RSI (14)' }).click();
  await expect(headers).toHaveText(['Ticker', 'P/E', 'Index', 'RSI (14)']);
  await expect.poll(() => new URL(page.url()).searchParams.get('c')).toBe('pe,index,rsi14');
  expect(ran).toBe(0);

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, 'screener-custom-375.png');
  await page.screenshot({ path, fullPage: true });
  await test.info().attach('screener-custom-375', { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling at 375px').toBeLessThanOrEqual(0);
});
