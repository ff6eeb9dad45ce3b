import { type Page, type Response, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

interface MoversBody {
  source: string;
  session: string;
  part: string;
  live: boolean;
  barsTo: string | null;
  noiseFilters: boolean;
  items: Array<{
    symbol: string;
    changePercent: number;
    price: number;
    volume: number;
    catalysts: Array<{ kind: string; text: string }>;
  }>;
  sectors: Array<{ sector: string }>;
}

/** The next gainers answer whose query matches. */
function gainersResponse(page: Page, match: (query: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/api/biggestMovers/gainers') && r.status() === 200 && match(url.searchParams);
  });
}

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.getByRole('table', { name: 'Top gainers' })).toBeVisible();
  const path = join(E2E_SCREENSHOT_DIR, `biggestmovers-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`biggestmovers-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

const gainers = (page: Page) => page.getByRole('table', { name: 'Top gainers' });
const losers = (page: Page) => page.getByRole('table', { name: 'Top losers' });
const sessionTabs = (page: Page) => page.getByRole('group', { name: 'Session' });

test('biggest movers: regular-session gainers and losers with sector heat, moving with each new bar', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, request);
  const first = gainersResponse(page, (q) => q.get('session') === 'regular' && q.get('noiseFilters') === 'true');
  await page.goto('/biggestmovers');
  const body = (await (await first).json()) as MoversBody;
  expect(body.source).toBe('simulated');
  expect(body.live).toBe(true);
  expect(body.items.length).toBeGreaterThan(0);
  // The noise filters are on by default: every row is at least $1 with 50,000 shares.
  for (const row of body.items) expect(row.price >= 1 && row.volume >= 50_000 && row.changePercent > 0).toBe(true);

  await expect(page.getByRole('heading', { name: 'Biggest Movers', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  await expect(sessionTabs(page).getByRole('button', { name: 'Regular' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('switch', { name: /Noise filters/ })).toBeChecked();
  const top = body.items[0]?.symbol ?? '';
  await expect(gainers(page).getByRole('row').nth(1)).toContainText(top);
  await expect(losers(page).getByRole('row').nth(1)).toContainText(/−\d/);
  // Under each mover, why it moved: its strongest catalyst (the simulated session has reports, headlines and
  // analyst actions) or that nothing was found — one line per mover.
  expect(body.items.some((row) => row.catalysts.length > 0)).toBe(true);
  const table = gainers(page);
  await expect(table.getByRole('row')).toHaveCount(1 + 2 * body.items.length);
  await expect(table.getByLabel('Why it moved').first()).toBeVisible();
  const explained = await table.getByLabel('Why it moved').count();
  const unexplained = await table.getByText('No news, earnings or analyst action found').count();
  expect(explained + unexplained).toBe(body.items.length);
  await expect(page.getByRole('list', { name: 'Sector heat' }).getByRole('listitem')).toHaveCount(body.sectors.length);
  await expect(page.getByLabel('Feed status: Live')).toBeVisible();

  // A new one-minute bar ends while the page is open: the lists are scanned again without a reload.
  const barsTo = page.getByText(/Bars to \d{1,2}:\d{2} [AP]M ET/);
  const before = (await barsTo.innerText()).match(/Bars to [^·]+ET/)?.[0] ?? '';
  expect(before).not.toBe('');
  await expect(barsTo).not.toContainText(before, { timeout: 100_000 });

  for (const width of [375, 1024, 1440]) await snapshot(page, width);
});

test('biggest movers: the session tab and the noise filters come back from the URL', async ({ page, request }) => {
  await signIn(page, request);
  const restored = gainersResponse(page, (q) => q.get('session') === 'pre-market' && q.get('noiseFilters') === 'false');
  await page.goto('/biggestmovers?session=pre-market&filters=off');
  const body = (await (await restored).json()) as MoversBody;
  expect(body.part).toBe('pre-market');
  await expect(sessionTabs(page).getByRole('button', { name: 'Pre-market' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('switch', { name: /Noise filters/ })).not.toBeChecked();
  // At 10:30 the pre-market is over: its final figures, said so.
  await expect(
    page.getByRole('status').filter({ hasText: 'The pre-market of Fri, Nov 20 has ended: final figures' }),
  ).toBeVisible();
  await expect(gainers(page).getByRole('row').nth(1)).toContainText(body.items[0]?.symbol ?? 'no rows');

  // After-hours at 10:30 is the previous session's, measured from its close.
  const after = gainersResponse(page, (q) => q.get('session') === 'after-hours');
  await sessionTabs(page).getByRole('button', { name: 'After-hours' }).click();
  await expect(page).toHaveURL(/session=after-hours/);
  expect(((await (await after).json()) as MoversBody).session).toBe('2026-11-19');
  await expect(page.getByText('Market open · showing Thu, Nov 19, an earlier session')).toBeVisible();

  // The switch follows the URL, which changes after the click: wait on both rather than check() at once.
  const noiseSwitch = page.getByRole('switch', { name: /Noise filters/ });
  await noiseSwitch.click();
  await expect(page).not.toHaveURL(/filters=off/);
  await expect(noiseSwitch).toBeChecked();
  await page.reload();
  await expect(sessionTabs(page).getByRole('button', { name: 'After-hours' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('switch', { name: /Noise filters/ })).toBeChecked();
});
