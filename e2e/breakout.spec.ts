import { type Page, type Response, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

interface BreaksBody {
  source: string;
  live: boolean;
  direction: string;
  rvolThreshold: number;
  counts: Record<string, number>;
  items: Array<{ symbol: string; type: string; confirmed: boolean; relativeVolume: number | null; time: string }>;
}

function breaksResponse(page: Page, path: string, match: (query: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith(`/api/${path}`) && r.status() === 200 && match(url.searchParams);
  });
}

async function snapshot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.getByRole('table').first()).toBeVisible();
  const path = join(E2E_SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`${name}-${width}`, { path, contentType: 'image/png' });
  // The list is long: the first screen, as it opens, is kept too.
  await page.screenshot({ path: join(E2E_SCREENSHOT_DIR, `${name}-${width}-top.png`) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('breakout: the session breaks newest first, each with its volume confirmation, moving with each new bar', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, request);
  const first = breaksResponse(page, 'breakout', (q) => q.get('noiseFilters') === 'true');
  await page.goto('/breakout');
  const body = (await (await first).json()) as BreaksBody;
  expect(body.source).toBe('simulated');
  expect(body.live).toBe(true);
  expect(body.direction).toBe('up');
  expect(body.items.length).toBeGreaterThan(0);
  const top = body.items[0];
  if (!top) throw new Error('no rows');

  await expect(page.getByRole('heading', { name: 'Breakout', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  // The levels read in today's shares; all-time ones only with more than 52 weeks of stored history.
  await expect(
    page.getByText(
      /in today’s shares after any split\. All-time (reads the whole stored history, from|levels need more than 52 weeks)/,
    ),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Breakouts' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(top.symbol);
  // The confirmation is stated on the row, with the threshold.
  const rvol = top.relativeVolume === null ? null : top.relativeVolume.toFixed(2);
  await expect(row).toContainText(
    rvol === null
      ? 'Unconfirmed: no volume history to compare'
      : top.confirmed
        ? `Confirmed: RVOL ${rvol}× ≥ 1.5×`
        : `Unconfirmed: RVOL ${rvol}× < 1.5×`,
  );
  await expect(row.getByRole('img', { name: new RegExp(`^${top.symbol} today against the level`) })).toBeVisible();

  const barsTo = page.getByText(/Bars to \d{1,2}:\d{2} [AP]M ET/);
  const before = (await barsTo.innerText()).match(/Bars to [^·]+ET/)?.[0] ?? '';
  expect(before).not.toBe('');
  await expect(barsTo).not.toContainText(before, { timeout: 100_000 });

  for (const width of [375, 1024, 1440]) await snapshot(page, 'breakout', width);
});

test('breakdown: the level and the filters come back from the URL; volume-confirmed only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const restored = breaksResponse(
    page,
    'breakdown',
    (q) => q.get('type') === 'opening-range-15' && q.get('noiseFilters') === 'false',
  );
  await page.goto('/breakdown?type=opening-range-15&filters=off');
  const body = (await (await restored).json()) as BreaksBody;
  expect(body.direction).toBe('down');
  for (const item of body.items) expect(item.type).toBe('opening-range-15');
  await expect(page.getByRole('heading', { name: 'Breakdown', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Level' })).toContainText('15-min opening range low');
  await expect(page.getByRole('switch', { name: /Noise filters/ })).not.toBeChecked();
  const table = page.getByRole('table', { name: 'Breakdowns' });
  const firstItem = body.items[0];
  if (firstItem) await expect(table.getByRole('row').nth(1)).toContainText(firstItem.symbol);
  else await expect(table).toContainText('No breakdowns of the 15-min opening range low so far this session.');

  const confirmed = breaksResponse(page, 'breakdown', (q) => q.get('confirmedOnly') === 'true');
  const confirmedSwitch = page.getByRole('switch', { name: /Volume-confirmed only/ });
  await confirmedSwitch.click();
  await expect(page).toHaveURL(/confirmed=1/);
  await expect(confirmedSwitch).toBeChecked();
  const only = (await (await confirmed).json()) as BreaksBody;
  for (const item of only.items) expect(item.confirmed).toBe(true);
  const rows = table.getByRole('row');
  if (only.items.length > 0) {
    await expect(rows).toHaveCount(only.items.length + 1);
    await expect(rows.nth(1)).toContainText('Confirmed: RVOL');
  } else {
    await expect(table).toContainText('confirmed by volume so far this session');
  }
  for (const width of [375, 1440]) await snapshot(page, 'breakdown', width);
});
