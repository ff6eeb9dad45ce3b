import { type Page, type Response, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { latestAnswer, signIn } from './support';

interface VwapBody {
  source: string;
  live: boolean;
  side: string;
  items: Array<{ symbol: string; deviationSigma: number | null; deviationPercent: number; vwap: number }>;
}

function listResponse(page: Page, match: (query: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/api/vwap-deviation') && r.status() === 200 && match(url.searchParams);
  });
}

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(table(page)).toBeVisible();
  await expect(chart(page).locator('svg.recharts-surface')).toBeVisible();
  const path = join(E2E_SCREENSHOT_DIR, `vwap-deviation-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`vwap-deviation-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

const table = (page: Page) => page.getByRole('table', { name: 'VWAP deviation' });
const chart = (page: Page) => page.getByRole('region', { name: 'VWAP bands' });
const sides = (page: Page) => page.getByRole('group', { name: 'Side' });
const rowOf = (page: Page, symbol: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: symbol, exact: true }) });

test('VWAP deviation: furthest above VWAP in σ with the band chart, moving with each new bar', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, request);
  const first = listResponse(page, (q) => q.get('side') === 'above');
  const latest = latestAnswer<VwapBody>(
    page,
    (url) => url.pathname.endsWith('/api/vwap-deviation') && url.searchParams.get('side') === 'above',
  );
  await page.goto('/vwap-deviation');
  const body = (await (await first).json()) as VwapBody;
  expect(body.source).toBe('simulated');
  expect(body.live).toBe(true);
  expect(body.items.length).toBeGreaterThan(0);
  for (const row of body.items) expect(row.deviationPercent).toBeGreaterThan(0);
  const top = body.items[0];
  if (!top) throw new Error('no rows');

  await expect(page.getByRole('heading', { name: 'VWAP Deviation', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  await expect(sides(page).getByRole('button', { name: 'Above VWAP' })).toHaveAttribute('aria-pressed', 'true');
  // The first row is the top of the latest answer (a new bar may have refreshed the list since the first),
  // and the chart is that row's.
  await expect(async () => {
    const now = latest()?.items[0] ?? top;
    await expect(table(page).getByRole('row').nth(1)).toContainText(now.symbol, { timeout: 1_000 });
    await expect(chart(page).getByRole('heading', { name: `${now.symbol} against VWAP` })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  // Price, VWAP and the ±1, 2, 3 σ bands.
  await expect(chart(page).locator('svg.recharts-surface .recharts-line')).toHaveCount(8);

  const barsTo = page.getByText(/Bars to \d{1,2}:\d{2} [AP]M ET/);
  const before = (await barsTo.innerText()).match(/Bars to [^·]+ET/)?.[0] ?? '';
  expect(before).not.toBe('');
  await expect(barsTo).not.toContainText(before, { timeout: 100_000 });

  for (const width of [375, 1024, 1440]) await snapshot(page, width);
});

test('VWAP deviation: side and selected row come back from the URL', async ({ page, request }) => {
  await signIn(page, request);
  const below = listResponse(page, (q) => q.get('side') === 'below');
  await page.goto('/vwap-deviation?side=below');
  const body = (await (await below).json()) as VwapBody;
  for (const row of body.items) expect(row.deviationPercent).toBeLessThan(0);
  const second = body.items[1]?.symbol;
  if (!second) throw new Error('fewer than two rows');

  await page.goto(`/vwap-deviation?side=below&symbol=${second}`);
  await expect(sides(page).getByRole('button', { name: 'Below VWAP' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Furthest below VWAP', level: 2 })).toBeVisible();
  await expect(chart(page).getByRole('heading', { name: `${second} against VWAP` })).toBeVisible();
  await expect(rowOf(page, second)).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, second)).toContainText(/−\d+\.\d{2}%/);
});
