import AxeBuilder from '@axe-core/playwright';
import { type Page, type Response, expect, test } from '@playwright/test';
import { navLink, signIn } from './support';

interface GammaBody {
  ticker: string;
  spot: number;
  convention: string;
  expiry: string | null;
  expiries: Array<{ expiry: string; dte: number; kind: string }>;
  callWall: number | null;
  putWall: number | null;
  zeroGamma: number | null;
  heatmap: { expiries: string[] };
}

/** The next gamma-exposure answer whose query matches. */
function gammaResponse(page: Page, match: (query: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/api/gamma-exposure') && match(url.searchParams);
  });
}

/** How the page writes a level: spot to the cent, whole strikes bare. */
function level(value: number, spot = false): string {
  const digits = spot || !Number.isInteger(value) ? 2 : 0;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function longDate(expiry: string): string {
  return new Date(`${expiry}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const strikeChart = (page: Page) => page.getByRole('region', { name: 'GEX by strike' });
const heatmap = (page: Page) => page.getByRole('table', { name: 'Net GEX by strike and expiry' });

test('gamma: SPY by strike with spot, walls and zero gamma marked, the profile and the heatmap', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/home');
  const first = gammaResponse(page, (q) => q.get('ticker') === 'SPY' && !q.has('expiry'));
  await navLink(page, 'Gamma').click();
  await expect(page).toHaveURL(/\/gamma$/);
  const body = (await (await first).json()) as GammaBody;

  await expect(page.getByRole('heading', { name: 'Gamma', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  await expect(page.getByText(/SPY dealer gamma exposure · spot [\d,.]+ · updated \d/)).toBeVisible();

  const chart = strikeChart(page);
  const plot = chart.locator('svg.recharts-surface').first();
  await expect(plot.locator('.recharts-bar-rectangle').first()).toBeVisible();
  // The levels are drawn over the bars, labelled with their values.
  const labels = [`Spot ${level(body.spot, true)}`];
  if (body.callWall !== null) labels.push(`Call wall ${level(body.callWall)}`);
  if (body.putWall !== null) labels.push(`Put wall ${level(body.putWall)}`);
  if (body.zeroGamma !== null) labels.push(`Zero gamma ${level(body.zeroGamma)}`);
  expect(labels.length).toBeGreaterThanOrEqual(3);
  for (const label of labels) await expect(plot.getByText(label, { exact: true })).toBeVisible();
  // The sign convention as the API states it.
  await expect(chart.getByText(body.convention)).toBeVisible();

  const levels = page.getByRole('region', { name: 'Key levels' });
  await expect(levels.getByText('Net GEX')).toBeVisible();
  await expect(levels.getByText(/^(Positive|Negative) gamma$/)).toBeVisible();

  const profile = page.getByRole('region', { name: 'GEX profile' });
  await expect(profile.locator('.recharts-area-area')).toBeVisible();
  if (body.zeroGamma !== null)
    await expect(profile.getByText(`Zero gamma ${level(body.zeroGamma)}`, { exact: true })).toBeVisible();

  await expect(heatmap(page).getByRole('columnheader')).toHaveCount(body.heatmap.expiries.length + 1);
  await expect(heatmap(page).locator('tr[aria-current="true"]')).toBeVisible();
});

test('gamma: the 0DTE tab and the expiry list each ask for their expiry and redraw', async ({ page, request }) => {
  // Three chains priced on a busy two-core runner.
  test.setTimeout(90_000);
  await signIn(page, request);
  const first = gammaResponse(page, (q) => !q.has('expiry'));
  await page.goto('/gamma?symbol=SPY');
  const all = (await (await first).json()) as GammaBody;
  await expect(strikeChart(page).getByText(/^SPY · All expiries · \d+ strikes/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All expiries' })).toHaveAttribute('aria-selected', 'true');

  const zero = gammaResponse(page, (q) => q.get('expiry') === '0dte' && q.get('ticker') === 'SPY');
  await page.getByRole('tab', { name: '0DTE' }).click();
  const zeroBody = (await (await zero).json()) as GammaBody;
  await expect(page).toHaveURL(/[?&]expiry=0dte/);
  await expect(page.getByRole('tab', { name: '0DTE' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    strikeChart(page).getByText(new RegExp(`^SPY · ${longDate(zeroBody.expiry ?? '')} · 0DTE`)),
  ).toBeVisible();
  // One expiry: the heatmap has a single column beside the strikes.
  await expect(heatmap(page).getByRole('columnheader')).toHaveCount(2);

  const later = all.expiries.find((e) => e.dte >= 7 && e.kind === 'monthly') ?? all.expiries.at(-1)!;
  const picked = gammaResponse(page, (q) => q.get('expiry') === later.expiry);
  await page.getByRole('combobox', { name: 'Expiry' }).click();
  await page.getByRole('option', { name: new RegExp(`^${longDate(later.expiry)} · ${later.dte} DTE`) }).click();
  expect(((await (await picked).json()) as GammaBody).expiry).toBe(later.expiry);
  await expect(page).toHaveURL(new RegExp(`[?&]expiry=${later.expiry}`));
  await expect(
    strikeChart(page).getByText(new RegExp(`^SPY · ${longDate(later.expiry)} · ${later.dte} DTE`)),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: '0DTE' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('combobox', { name: 'Expiry' })).toContainText(longDate(later.expiry));

  const back = gammaResponse(page, (q) => !q.has('expiry'));
  await page.getByRole('tab', { name: 'All expiries' }).click();
  await back;
  await expect(strikeChart(page).getByText(/^SPY · All expiries/)).toBeVisible();
});

test('gamma: another ticker from the search box, and an unknown one explained in place', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/gamma');
  await expect(strikeChart(page).getByText(/^SPY · All expiries/)).toBeVisible();

  const qqq = gammaResponse(page, (q) => q.get('ticker') === 'QQQ');
  await page.getByRole('combobox', { name: 'Search symbols' }).fill('qqq');
  await page.keyboard.press('Enter');
  const body = (await (await qqq).json()) as GammaBody;
  await expect(page).toHaveURL(/symbol=QQQ/);
  await expect(page.getByText(/^QQQ dealer gamma exposure/)).toBeVisible();
  await expect(strikeChart(page).getByText(/^QQQ · All expiries/)).toBeVisible();
  await expect(
    strikeChart(page)
      .getByText(`Spot ${level(body.spot, true)}`, { exact: true })
      .first(),
  ).toBeVisible();

  await page.goto('/gamma?symbol=ZZZZ');
  await expect(page.getByRole('heading', { name: 'No gamma exposure for “ZZZZ”' })).toBeVisible();
  await expect(page.getByText(/Unknown symbol ZZZZ/)).toBeVisible();
  await page.getByRole('button', { name: 'SPY' }).click();
  await expect(page).toHaveURL(/symbol=SPY/);
  await expect(strikeChart(page).getByText(/^SPY · All expiries/)).toBeVisible();
});

test('gamma: the figures refresh while the page stays open', async ({ page, request }) => {
  // The API re-prices the chain once a market minute and the page polls within it: allow a minute and a half.
  test.setTimeout(150_000);
  await signIn(page, request);
  await page.goto('/gamma');
  const stamp = page.getByText(/SPY dealer gamma exposure · spot .* · updated \d/);
  await expect(stamp).toBeVisible();
  const before = await stamp.innerText();

  const refreshed = gammaResponse(page, (q) => q.get('ticker') === 'SPY');
  await refreshed;
  await expect(stamp).not.toHaveText(before, { timeout: 100_000 });
  await expect(strikeChart(page).locator('.recharts-bar-rectangle').first()).toBeVisible();
});

for (const mode of ['dark', 'light'] as const) {
  test(`gamma: no serious or critical axe violation, ${mode} theme`, async ({ page, request }) => {
    // axe weighs the contrast of every heatmap cell (hundreds of them).
    test.setTimeout(120_000);
    await page.addInitScript((m) => window.localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
    await signIn(page, request);
    await page.goto('/gamma');
    await expect(heatmap(page)).toBeVisible();
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
