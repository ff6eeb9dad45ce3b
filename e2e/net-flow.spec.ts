import AxeBuilder from '@axe-core/playwright';
import { type Page, type Response, expect, test } from '@playwright/test';
import { navLink, signIn } from './support';

interface NetFlowBody {
  source: string;
  asOf: string;
  ticker: string | null;
  dte: string;
  interval: number;
  points: Array<{ time: string }>;
}

/** The next net-flow answer whose query matches. */
function netFlowResponse(page: Page, match: (query: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/api/net-flow') && r.status() === 200 && match(url.searchParams);
  });
}

const chart = (page: Page) => page.getByRole('region', { name: 'Net premium' });
const totals = (page: Page) => page.getByRole('table', { name: 'Totals by expiry bucket' });
const scope = (page: Page) => page.getByRole('group', { name: 'Scope' });
const buckets = (page: Page) => page.getByRole('group', { name: 'Days to expiry' });

test('net flow: market tide with net call, net put and price lines and the totals per bucket', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/home');
  const first = netFlowResponse(page, (q) => q.get('ticker') === 'all' && q.get('dte') === 'all');
  await navLink(page, 'Net Flow').click();
  await expect(page).toHaveURL(/\/net-flow$/);
  const body = (await (await first).json()) as NetFlowBody;
  expect(body.ticker).toBeNull();
  // The e2e market opened an hour before its clock started: there is flow to draw.
  expect(body.points.length).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { name: 'Net Flow', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Market tide', level: 2 })).toBeVisible();
  await expect(scope(page).getByRole('button', { name: 'Market tide' })).toHaveAttribute('aria-pressed', 'true');
  await expect(buckets(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  // Net call, net put and the SPY price line.
  await expect(chart(page).locator('svg.recharts-surface .recharts-line')).toHaveCount(3);
  await expect(chart(page).getByText('SPY price (reference)')).toBeVisible();
  await expect(chart(page).getByText('10 AM')).toBeVisible();

  const rows = totals(page).getByRole('row');
  await expect(rows).toHaveCount(5);
  for (const bucket of ['0DTE', '≤7 DTE', '≤30 DTE', 'All'])
    await expect(totals(page).getByText(bucket, { exact: true })).toBeVisible();
  await expect(rows.nth(4)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('region', { name: 'Session totals' }).getByText('Net call premium')).toBeVisible();
});

test('net flow: each DTE bucket asks for its own lines', async ({ page, request }) => {
  await signIn(page, request);
  const first = netFlowResponse(page, (q) => q.get('dte') === 'all');
  await page.goto('/net-flow');
  await first;

  const zero = netFlowResponse(page, (q) => q.get('dte') === '0' && q.get('ticker') === 'all');
  await buckets(page).getByRole('button', { name: '0DTE' }).click();
  expect(((await (await zero).json()) as NetFlowBody).dte).toBe('0');
  await expect(page).toHaveURL(/[?&]dte=0/);
  await expect(chart(page).getByText(/^Expiring today · 5-minute intervals/)).toBeVisible();
  await expect(totals(page).getByRole('row').nth(1)).toHaveAttribute('aria-current', 'true');

  const month = netFlowResponse(page, (q) => q.get('dte') === '30');
  await buckets(page).getByRole('button', { name: '≤30 DTE' }).click();
  await month;
  await expect(page).toHaveURL(/[?&]dte=30/);
  await expect(chart(page).getByText(/^Expiring within 30 days/)).toBeVisible();
  await expect(totals(page).getByRole('row').nth(3)).toHaveAttribute('aria-current', 'true');
  await expect(totals(page).getByRole('row').nth(1)).not.toHaveAttribute('aria-current', 'true');

  const minute = netFlowResponse(page, (q) => q.get('interval') === '1' && q.get('dte') === '30');
  await page.getByRole('group', { name: 'Interval' }).getByRole('button', { name: '1m' }).click();
  await minute;
  await expect(chart(page).getByText(/1-minute intervals/)).toBeVisible();
});

test('net flow: market tide against one ticker, and an unknown ticker', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/net-flow?dte=7');
  await expect(page.getByRole('heading', { name: 'Market tide', level: 2 })).toBeVisible();

  const spy = netFlowResponse(page, (q) => q.get('ticker') === 'SPY' && q.get('dte') === '7');
  await scope(page).getByRole('button', { name: 'SPY' }).click();
  expect(((await (await spy).json()) as NetFlowBody).ticker).toBe('SPY');
  await expect(page).toHaveURL(/symbol=SPY/);
  await expect(page.getByRole('heading', { name: 'SPY net flow', level: 2 })).toBeVisible();
  await expect(chart(page).getByText('SPY price', { exact: true })).toBeVisible();

  const nvda = netFlowResponse(page, (q) => q.get('ticker') === 'NVDA');
  await page.getByRole('combobox', { name: 'Search symbols' }).fill('nvda');
  await page.keyboard.press('Enter');
  await nvda;
  await expect(page.getByRole('heading', { name: 'NVDA net flow', level: 2 })).toBeVisible();
  await expect(scope(page).getByRole('button', { name: 'NVDA' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart(page).locator('svg.recharts-surface .recharts-line')).toHaveCount(3);

  const tide = netFlowResponse(page, (q) => q.get('ticker') === 'all' && q.get('dte') === '7');
  await scope(page).getByRole('button', { name: 'Market tide' }).click();
  await tide;
  await expect(page).not.toHaveURL(/symbol=/);
  await expect(page.getByRole('heading', { name: 'Market tide', level: 2 })).toBeVisible();

  await page.goto('/net-flow?symbol=ZZZZ');
  await expect(page.getByRole('heading', { name: 'No net flow for “ZZZZ”' })).toBeVisible();
  await page.getByRole('button', { name: 'Show market tide' }).click();
  await expect(page.getByRole('heading', { name: 'Market tide', level: 2 })).toBeVisible();
});

test('net flow: the lines and totals update while the page is open', async ({ page, request }) => {
  await signIn(page, request);
  const first = netFlowResponse(page, (q) => q.get('ticker') === 'all');
  await page.goto('/net-flow');
  const before = (await (await first).json()) as NetFlowBody;
  // The live flow feed is joined; it and the 15-second poll both bring new figures.
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const stamp = page.getByText(/every ticker, intraday · updated \d/);
  const shown = await stamp.innerText();

  const next = (await (await netFlowResponse(page, (q) => q.get('ticker') === 'all')).json()) as NetFlowBody;
  expect(Date.parse(next.asOf)).toBeGreaterThan(Date.parse(before.asOf));
  await expect(stamp).not.toHaveText(shown);
  await expect(chart(page).locator('svg.recharts-surface .recharts-line')).toHaveCount(3);
});

for (const mode of ['dark', 'light'] as const) {
  test(`net flow: no serious or critical axe violation, ${mode} theme`, async ({ page, request }) => {
    await page.addInitScript((m) => window.localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
    await signIn(page, request);
    await page.goto('/net-flow');
    await expect(totals(page)).toBeVisible();
    await page.waitForTimeout(500);
    // The page's own content; the shell around it has its own accessibility spec.
    const results = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
    expect(blocking).toEqual([]);
  });
}
