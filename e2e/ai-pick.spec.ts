import { type Page, type Response, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

interface Row {
  symbol: string;
  sector: string;
  score: number;
  probability: number;
  capBucket: string | null;
  reasons: string[];
}

interface ListBody {
  source: string;
  status: string;
  asOf: string;
  scored: number;
  matching: number;
  sectors: string[];
  top: Row[];
  bottom: Row[];
  trackRecord: { days: number; verdict: string; periods: unknown[] };
}

/** The first answer computes the model over a year of bars: allow for it on a busy machine. */
const MODEL_MS = 90_000;

function listResponse(page: Page, match: (query: URLSearchParams) => boolean = () => true): Promise<Response> {
  return page.waitForResponse(
    (r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/api/ai-pick') && r.status() === 200 && match(url.searchParams);
    },
    { timeout: MODEL_MS },
  );
}

const topPicks = (page: Page) => page.getByRole('list', { name: 'Top picks' });
const bottomPicks = (page: Page) => page.getByRole('list', { name: 'Bottom picks' });
const explanation = (page: Page) => page.getByRole('region', { name: 'Score explanation' });
const trackRecord = (page: Page) => page.getByRole('region', { name: 'Track record' });

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(topPicks(page)).toBeVisible();
  await expect(explanation(page).locator('svg.recharts-surface')).toBeVisible();
  await expect(trackRecord(page).locator('.recharts-wrapper')).toHaveCount(2);
  const path = join(E2E_SCREENSHOT_DIR, `ai-pick-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`ai-pick-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('AI Pick: top and bottom picks with reasons, the top pick explained, an honest track record', async ({
  page,
  request,
}) => {
  test.setTimeout(MODEL_MS + 90_000);
  await signIn(page, request);
  const first = listResponse(page);
  await page.goto('/ai-pick');
  const body = (await (await first).json()) as ListBody;
  expect(body.source).toBe('simulated');
  expect(body.status).toBe('ready');
  const top = body.top[0];
  const bottom = body.bottom[0];
  if (!top || !bottom) throw new Error('no picks');
  expect(top.score).toBe(10);
  expect(bottom.score).toBe(1);

  await expect(page.getByRole('heading', { name: 'AI Pick', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data').first()).toBeVisible();
  const firstTop = topPicks(page).getByRole('listitem').first();
  await expect(firstTop).toContainText(top.symbol);
  await expect(firstTop).toContainText(`${(top.probability * 100).toFixed(1)} % to beat SPY`);
  await expect(firstTop).toContainText(top.sector);
  await expect(firstTop).toContainText(top.reasons[0] ?? 'no reason');
  await expect(bottomPicks(page).getByRole('listitem').first()).toContainText(bottom.symbol);

  // The top pick is explained: seven factor bars (momentum, trend, volume, analysts, insiders, fundamentals,
  // news) that add up to the logit, and its score history.
  await expect(explanation(page).getByRole('heading', { name: `${top.symbol}: why this score` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(explanation(page).getByRole('list', { name: 'Factor breakdown' }).getByRole('listitem')).toHaveCount(7);
  await expect(explanation(page).getByTestId('logit-sum')).toContainText('log-odds');
  await expect(explanation(page).locator('svg.recharts-surface .recharts-line')).toHaveCount(2);

  // On the simulator the page says plainly that there is no edge to expect.
  await expect(trackRecord(page).getByTestId('edge-verdict')).toContainText('No model can have a real edge here');
  expect(body.trackRecord.days).toBeGreaterThan(0);

  for (const width of [375, 1024, 1440]) await snapshot(page, width);
});

test('AI Pick: filters by sector, market cap and score; a click explains another stock; the URL keeps both', async ({
  page,
  request,
}) => {
  test.setTimeout(MODEL_MS + 60_000);
  await signIn(page, request);
  const first = listResponse(page);
  await page.goto('/ai-pick');
  const body = (await (await first).json()) as ListBody;
  const sector = body.sectors[0];
  if (!sector) throw new Error('no sectors');

  const bySector = listResponse(page, (q) => q.get('sector') === sector);
  await page.getByRole('combobox', { name: 'Sector' }).click();
  await page.getByRole('option', { name: sector, exact: true }).click();
  const sectorBody = (await (await bySector).json()) as ListBody;
  expect([...sectorBody.top, ...sectorBody.bottom].every((r) => r.sector === sector)).toBe(true);
  await expect(page).toHaveURL(/sector=/);

  const byScore = listResponse(page, (q) => q.get('minScore') === '8' && q.get('sector') === sector);
  await page.getByRole('combobox', { name: 'Min score' }).click();
  await page.getByRole('option', { name: '8', exact: true }).click();
  const scoreBody = (await (await byScore).json()) as ListBody;
  expect(scoreBody.top.every((r) => r.score >= 8 && r.sector === sector)).toBe(true);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  const byCap = listResponse(page, (q) => q.get('cap') === 'mega');
  await page.getByRole('combobox', { name: 'Market cap' }).click();
  await page.getByRole('option', { name: /^Mega cap/ }).click();
  const capBody = (await (await byCap).json()) as ListBody;
  expect(capBody.top.every((r) => r.capBucket === 'mega')).toBe(true);

  // Ten or fewer mega caps all fit in the top list, and then the bottom list is empty.
  const [list, other] = capBody.bottom[0]
    ? [bottomPicks(page), capBody.bottom[0].symbol]
    : [topPicks(page), capBody.top.at(-1)?.symbol];
  if (!other) throw new Error('no mega-cap pick');
  await list.getByRole('button', { name: new RegExp(`^${other}: score`) }).click();
  await expect(page).toHaveURL(new RegExp(`symbol=${other}`));
  await expect(explanation(page).getByRole('heading', { name: `${other}: why this score` })).toBeVisible();

  await page.reload();
  await expect(explanation(page).getByRole('heading', { name: `${other}: why this score` })).toBeVisible({
    timeout: MODEL_MS,
  });
  await expect(page.getByRole('combobox', { name: 'Market cap' })).toContainText('Mega cap');
});
