import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

/** How many of the seed's open-market insider tickers the search for a cluster tries. */
const CANDIDATES = 20;
const CLUSTER_BADGE = 'Smart-money cluster';

async function snapshot(page: Page, name: string, width: number, panel: Locator) {
  await page.setViewportSize({ width, height: 900 });
  // The first cluster band, scrolled into view inside the timeline's own scroll box.
  await panel
    .getByRole('group', { name: new RegExp(`^${CLUSTER_BADGE}`) })
    .first()
    .scrollIntoViewIfNeeded();
  mkdirSync(E2E_SCREENSHOT_DIR, { recursive: true });
  const path = join(E2E_SCREENSHOT_DIR, `disclosure-timeline-${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`${name}-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

/** Every tracker page's view of one ticker, each of which draws the same timeline under its own content. */
const TRACKER_VIEWS: ReadonlyArray<{ name: string; heading: string; url: (ticker: string) => string }> = [
  { name: 'insiders', heading: 'Insider Trading', url: (t) => `/insiders?ticker=${t}` },
  { name: 'politicians', heading: 'Politician Tracker', url: (t) => `/politicians?ticker=${t}` },
  { name: 'filings', heading: 'Filings', url: (t) => `/filings?symbol=${t}` },
  { name: 'govcontracts', heading: 'Govt. Contracts', url: (t) => `/govcontracts?symbol=${t}` },
  {
    name: 'institutional-tracker',
    heading: 'Institutional Tracker',
    url: (t) => `/institutional-tracker?view=stock&symbol=${t}`,
  },
];

test('disclosure timeline: a ticker with a smart-money cluster on every tracker page’s ticker view and on Stock Profile', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await signIn(page, request);
  const headers = { Authorization: `Bearer ${account.access}` };

  // A ticker the seed makes active: one whose timeline has a cluster, found through the API.
  const trades = await request.get(`${E2E_API_URL}insider/trades?codes=P,S&pageSize=100`, { headers });
  expect(trades.status()).toBe(200);
  const { items } = (await trades.json()) as { items: Array<{ ticker: string | null }> };
  const tickers = [...new Set(items.flatMap((trade) => (trade.ticker ? [trade.ticker] : [])))].slice(0, CANDIDATES);
  let ticker: string | undefined;
  for (const candidate of tickers) {
    const answer = await request.get(`${E2E_API_URL}disclosure-timeline/${candidate}`, { headers });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { clusters: unknown[]; events: Array<{ inCluster: boolean }> };
    // The cluster must be among the shown (newest) events for the page to draw its band.
    if (body.clusters.length > 0 && body.events.some((event) => event.inCluster)) {
      ticker = candidate;
      break;
    }
  }
  expect(ticker, `one of ${tickers.join(', ')} has a smart-money cluster`).toBeDefined();

  await page.goto(`/lobbying?symbol=${ticker}`);
  await expect(page.getByRole('heading', { name: 'Lobbying', level: 1 })).toBeVisible({ timeout: 60_000 });
  const trackerPanel = page.getByRole('region', { name: `Disclosure timeline of ${ticker}` });
  await expect(trackerPanel.getByRole('heading', { name: 'Timeline' })).toBeVisible({ timeout: 30_000 });
  await expect(trackerPanel.getByRole('group', { name: new RegExp(`^${CLUSTER_BADGE}`) }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(trackerPanel.getByText(CLUSTER_BADGE, { exact: true }).first()).toBeVisible();
  await expect(trackerPanel.getByText('Simulated data', { exact: true }).first()).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, 'lobbying', width, trackerPanel);

  // The same ticker's timeline, with its cluster band, under every other tracker page's view of it.
  for (const view of TRACKER_VIEWS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(view.url(ticker!));
    await expect(page.getByRole('heading', { name: view.heading, level: 1 })).toBeVisible({ timeout: 60_000 });
    const panel = page.getByRole('region', { name: `Disclosure timeline of ${ticker}` });
    await expect(panel.getByRole('heading', { name: 'Timeline' })).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('group', { name: new RegExp(`^${CLUSTER_BADGE}`) }).first()).toBeVisible({
      timeout: 30_000,
    });
    await snapshot(page, view.name, 375, panel);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/stock-profile?symbol=${ticker}`);
  const profilePanel = page.getByRole('region', { name: `Disclosures of ${ticker}` });
  await expect(profilePanel.getByRole('heading', { name: 'Disclosures' })).toBeVisible({ timeout: 60_000 });
  await expect(profilePanel.getByRole('group', { name: new RegExp(`^${CLUSTER_BADGE}`) }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(profilePanel.getByText(CLUSTER_BADGE, { exact: true }).first()).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, 'stock-profile', width, profilePanel);
});
