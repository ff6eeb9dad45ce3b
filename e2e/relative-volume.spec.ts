import { type Page, type Response, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { latestAnswer, signIn } from './support';

interface RelativeVolumeBody {
  source: string;
  live: boolean;
  part: string | null;
  historySessions: number;
  lookbackSessions: number;
  items: Array<{ symbol: string; relativeVolume: number; volume: number; usualVolume: number }>;
}

function listResponse(page: Page, match: (query: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/api/relative-volume') && r.status() === 200 && match(url.searchParams);
  });
}

function curveResponse(page: Page, symbol: string): Promise<Response> {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith(`/api/relative-volume/${symbol}`) && r.status() === 200,
  );
}

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(table(page)).toBeVisible();
  await expect(curve(page).locator('svg.recharts-surface')).toBeVisible();
  const path = join(E2E_SCREENSHOT_DIR, `relative-volume-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`relative-volume-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

const table = (page: Page) => page.getByRole('table', { name: 'Relative volume' });
const curve = (page: Page) => page.getByRole('region', { name: 'Volume curve' });
const rowOf = (page: Page, symbol: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: symbol, exact: true }) });

test('relative volume: ranked by time-of-day RVOL, with the curve of the top row, moving with each new bar', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, request);
  const first = listResponse(page, (q) => q.get('noiseFilters') === 'true');
  const latest = latestAnswer<RelativeVolumeBody>(
    page,
    (url) => url.pathname.endsWith('/api/relative-volume') && url.searchParams.get('noiseFilters') === 'true',
  );
  await page.goto('/relative-volume');
  const body = (await (await first).json()) as RelativeVolumeBody;
  expect(body.source).toBe('simulated');
  expect(body.live).toBe(true);
  expect(body.part).toBe('regular');
  expect(body.items.length).toBeGreaterThan(0);
  const top = body.items[0];
  if (!top) throw new Error('no rows');

  await expect(page.getByRole('heading', { name: 'Relative Volume', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  // The page says how many sessions the average covers, and that the simulator keeps fewer than 63.
  await expect(page.getByTestId('rvol-definition')).toContainText(
    `over the last ${body.historySessions} sessions (the simulated market keeps ${body.historySessions} of the 63`,
  );
  // The first row is the top of the latest answer (a new bar may have refreshed the list since the first),
  // and the curve is that row's.
  await expect(async () => {
    const now = latest()?.items[0] ?? top;
    await expect(table(page).getByRole('row').nth(1)).toContainText(now.symbol, { timeout: 1_000 });
    await expect(table(page).getByRole('row').nth(1)).toContainText(`${now.relativeVolume.toFixed(2)}×`, {
      timeout: 1_000,
    });
    await expect(curve(page).getByRole('heading', { name: `${now.symbol} volume curve` })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(curve(page).locator('svg.recharts-surface .recharts-line')).toHaveCount(2);

  const barsTo = page.getByText(/Bars to \d{1,2}:\d{2} [AP]M ET/);
  const before = (await barsTo.innerText()).match(/Bars to [^·]+ET/)?.[0] ?? '';
  expect(before).not.toBe('');
  await expect(barsTo).not.toContainText(before, { timeout: 100_000 });

  for (const width of [375, 1024, 1440]) await snapshot(page, width);
});

test('relative volume: the selected row comes back from the URL, a click selects another', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const list = listResponse(page, () => true);
  await page.goto('/relative-volume');
  const body = (await (await list).json()) as RelativeVolumeBody;
  const second = body.items[1]?.symbol;
  if (!second) throw new Error('fewer than two rows');

  const restoredCurve = curveResponse(page, second);
  await page.goto(`/relative-volume?symbol=${second}`);
  await restoredCurve;
  await expect(curve(page).getByRole('heading', { name: `${second} volume curve` })).toBeVisible();
  await expect(rowOf(page, second)).toHaveAttribute('aria-selected', 'true');

  const third = body.items[2]?.symbol;
  if (!third) return;
  await rowOf(page, third).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`symbol=${third}`));
  await expect(curve(page).getByRole('heading', { name: `${third} volume curve` })).toBeVisible();
});
