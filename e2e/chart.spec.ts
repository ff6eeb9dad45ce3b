import { type Locator, type Page, type Request, expect, test } from '@playwright/test';
import { signIn } from './support';

/** A bars request of the chart page for one ticker and interval. */
function isBarsRequest(request: Request, symbol: string, interval: string): boolean {
  const url = new URL(request.url());
  return url.pathname.endsWith(`/chart/bars/${symbol}`) && url.searchParams.get('interval') === interval;
}

function chartFigure(page: Page, symbol: string): Locator {
  return page.getByRole('figure', { name: `${symbol} chart` });
}

/** The chart's text alternative: what it draws, with marker counts. */
function chartCaption(page: Page, symbol: string): Locator {
  return chartFigure(page, symbol).locator('figcaption');
}

/** The theme's up and down colours (ui-kit MARKET_COLORS): candles are drawn in them. */
const CANDLE_COLORS = [
  [74, 222, 128],
  [248, 113, 113],
] as const;
/** More than a price line or a label: a chart with candles on it. */
const MIN_CANDLE_PIXELS = 500;

/** How many opaque pixels of the chart's canvases are in a candle colour (a chart with only its grid has none). */
async function candlePixels(figure: Locator): Promise<number> {
  return figure.evaluate((element, colors) => {
    let count = 0;
    for (const canvas of Array.from(element.querySelectorAll('canvas'))) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] !== 255) continue;
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (colors.some(([cr, cg, cb]) => Math.abs(r - cr) + Math.abs(g - cg) + Math.abs(b - cb) < 12)) count += 1;
      }
    }
    return count;
  }, CANDLE_COLORS);
}

test('chart: candles on a canvas with attribution; the interval buttons change the request and the URL', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const firstBars = page.waitForRequest((r) => isBarsRequest(r, 'AAPL', '5m'));
  await page.goto('/chart');
  await firstBars;

  await expect(page.getByRole('heading', { name: 'Chart', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AAPL', level: 2 })).toBeVisible();
  const figure = chartFigure(page, 'AAPL');
  await expect(figure.locator('canvas').first()).toBeVisible();
  await expect.poll(() => candlePixels(figure)).toBeGreaterThan(MIN_CANDLE_PIXELS);
  // lightweight-charts' own logo, and a visible credit beside the chart.
  await expect(figure.getByTitle('Charting by TradingView')).toBeVisible();
  await expect(page.getByRole('link', { name: 'TradingView Lightweight Charts™' })).toHaveAttribute(
    'href',
    'https://www.tradingview.com/lightweight-charts/',
  );
  await expect(chartCaption(page, 'AAPL')).toContainText('AAPL 5-minute candlestick chart');
  await expect(page.getByRole('group', { name: 'Bar values' })).toContainText('VWAP');

  for (const [label, interval, description] of [
    ['1h', '1h', '1-hour'],
    ['1m', '1m', '1-minute'],
    ['1D', '1d', 'daily'],
  ] as const) {
    const bars = page.waitForRequest((r) => isBarsRequest(r, 'AAPL', interval));
    await page.getByRole('button', { name: label, exact: true }).click();
    await bars;
    await expect(page).toHaveURL(new RegExp(`[?&]interval=${interval}(&|$)`));
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(chartCaption(page, 'AAPL')).toContainText(`AAPL ${description} candlestick chart`);
  }

  // The interval in the URL survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: '1D', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('chart: the search switches ticker and keeps the interval; long-tail names have intraday bars; unknown tickers say so', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/chart?symbol=AAPL&interval=15m');
  await expect(chartCaption(page, 'AAPL')).toContainText('15-minute');

  const msftBars = page.waitForRequest((r) => isBarsRequest(r, 'MSFT', '15m'));
  await page.getByRole('combobox', { name: 'Search symbols' }).fill('msft');
  await page.keyboard.press('Enter');
  await msftBars;
  await expect(page).toHaveURL(/symbol=MSFT&interval=15m/);
  await expect(page.getByRole('heading', { name: 'MSFT', level: 2 })).toBeVisible();
  await expect(chartCaption(page, 'MSFT')).toContainText('MSFT 15-minute candlestick chart');

  // A long-tail name (no stored minutes) has intraday bars too, from the data source.
  const bbyBars = page.waitForRequest((r) => isBarsRequest(r, 'BBY', '5m'));
  await page.goto('/chart?symbol=BBY&interval=5m');
  await bbyBars;
  await expect(page.getByRole('button', { name: '5m', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(chartCaption(page, 'BBY')).toContainText('BBY 5-minute candlestick chart');
  await expect.poll(() => candlePixels(chartFigure(page, 'BBY'))).toBeGreaterThan(MIN_CANDLE_PIXELS);

  await page.goto('/chart?symbol=ZZZZ');
  await expect(page.getByRole('heading', { name: 'Unknown symbol' })).toBeVisible();
  await expect(page.getByText(/No company trades as “ZZZZ”/)).toBeVisible();
});

test('chart: options-flow and dark-pool markers toggle, and follow the minimum premium', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/chart?symbol=AAPL&interval=1m');
  const caption = chartCaption(page, 'AAPL');
  await expect(caption).toContainText(/[1-9]\d* options trades marked\. [1-9]\d* dark-pool prints marked\./);
  const overlays = page.getByRole('group', { name: 'Overlays' });
  const flowToggle = overlays.getByRole('button', { name: /^Options flow/ });
  const darkPoolToggle = overlays.getByRole('button', { name: /^Dark pool/ });
  await expect(flowToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Big trades' }).getByRole('button').first()).toBeVisible();

  await flowToggle.click();
  await expect(flowToggle).toHaveAttribute('aria-pressed', 'false');
  await expect(caption).toContainText('Options flow hidden.');
  await darkPoolToggle.click();
  await expect(caption).toContainText('Dark pool hidden.');
  await expect(page.getByRole('list', { name: 'Big trades' })).toHaveCount(0);

  await flowToggle.click();
  await expect(caption).toContainText(/[1-9]\d* options trades marked\./);
  const bigger = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/flow/AAPL') && url.searchParams.get('minPremium') === '100000';
  });
  await page.getByRole('combobox', { name: 'Min premium' }).click();
  await page.getByRole('option', { name: '$100K' }).click();
  await bigger;
});

test('chart: the last candle moves while the page is open', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signIn(page, request);
  await page.goto('/chart?symbol=AAPL&interval=1m');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const legend = page.getByRole('group', { name: 'Bar values' });
  await expect(legend).toContainText('AM ET');
  // Everything loaded first, so what changes next is the market moving.
  await expect(chartCaption(page, 'AAPL')).toContainText(
    /[1-9]\d* options trades marked\. [1-9]\d* dark-pool prints marked\./,
  );
  const snapshot = async () => `${await page.getByLabel('Last price').textContent()} | ${await legend.textContent()}`;
  const first = await snapshot();

  // The market runs in real time: trades move the forming candle and a new minute adds one.
  await expect.poll(snapshot, { timeout: 120_000, intervals: [2_000] }).not.toBe(first);
});
