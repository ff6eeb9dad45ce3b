import { type Page, type Response, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

interface GappersBody {
  source: string;
  live: boolean;
  basis: string;
  direction: string;
  minGapPercent: number;
  noiseFilters: boolean;
  items: Array<{ symbol: string; gapPercent: number; fillPercent: number | null }>;
}

function gappersResponse(page: Page, match: (query: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/api/gappers') && r.status() === 200 && match(url.searchParams);
  });
}

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(table(page)).toBeVisible();
  const path = join(E2E_SCREENSHOT_DIR, `gappers-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`gappers-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

const table = (page: Page) => page.getByRole('table', { name: 'Gappers' });
const directions = (page: Page) => page.getByRole('group', { name: 'Direction' });

test('gappers: gaps up from the open with fill and relative volume, moving with each new bar', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, request);
  const first = gappersResponse(page, (q) => q.get('direction') === 'up');
  await page.goto('/gappers');
  const body = (await (await first).json()) as GappersBody;
  expect(body.source).toBe('simulated');
  expect(body.live).toBe(true);
  // 10:30 in the e2e market: the gap is measured from the 9:30 open, at least 2 % by default.
  expect(body.basis).toBe('open');
  expect(body.minGapPercent).toBe(2);
  for (const row of body.items) expect(row.gapPercent).toBeGreaterThanOrEqual(2);

  await expect(page.getByRole('heading', { name: 'Gappers', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  await expect(page.getByText(/Gap = the 9:30 open against the previous close/)).toBeVisible();
  const firstRow = body.items[0];
  if (firstRow) await expect(table(page).getByRole('row').nth(1)).toContainText(firstRow.symbol);
  else await expect(table(page)).toContainText('No symbol that pass the noise filters');

  const barsTo = page.getByText(/Bars to \d{1,2}:\d{2} [AP]M ET/);
  const before = (await barsTo.innerText()).match(/Bars to [^·]+ET/)?.[0] ?? '';
  expect(before).not.toBe('');
  await expect(barsTo).not.toContainText(before, { timeout: 100_000 });

  for (const width of [375, 1024, 1440]) await snapshot(page, width);
});

test('gappers: direction, minimum gap and filters come back from the URL', async ({ page, request }) => {
  await signIn(page, request);
  const restored = gappersResponse(
    page,
    (q) => q.get('direction') === 'down' && q.get('minGap') === '1' && q.get('noiseFilters') === 'false',
  );
  await page.goto('/gappers?direction=down&minGap=1&filters=off');
  const body = (await (await restored).json()) as GappersBody;
  expect(body.items.length).toBeGreaterThan(0);
  for (const row of body.items) expect(row.gapPercent).toBeLessThanOrEqual(-1);
  await expect(directions(page).getByRole('button', { name: 'Gap down' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Minimum gap' })).toHaveText('1% or more');
  await expect(page.getByRole('switch', { name: /Noise filters/ })).not.toBeChecked();
  await expect(page.getByRole('heading', { name: 'Gapping down', level: 2 })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toContainText(body.items[0]?.symbol ?? 'no rows');
  await expect(table(page).getByRole('row').nth(1)).toContainText(/−\d/);

  const up = gappersResponse(page, (q) => q.get('direction') === 'up');
  await directions(page).getByRole('button', { name: 'Gap up' }).click();
  await expect(page).not.toHaveURL(/direction=/);
  await expect(page).toHaveURL(/minGap=1/);
  await up;
  await expect(page.getByRole('heading', { name: 'Gapping up', level: 2 })).toBeVisible();
});
