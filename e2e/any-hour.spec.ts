import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { apiAtHour, openOnApi } from './api-at-hour';
import { createAccountAt } from './support';

/**
 * The live pages when the market is closed. One more API process runs the simulated market from
 * Wednesday 25 November 2026, 07:00 New York (pre-market: Tuesday is the most recent session); the page's
 * API calls are answered by it (Playwright forwards them), and its live socket is left unconnected, so
 * nothing from the open market of the main e2e API reaches these pages.
 */
const CLOSED_START = '2026-11-25T12:00:00Z';

const BANNER_TUESDAY = /^Market closed · showing Tue, Nov 24 · opens Wed 9:30 AM ET \(in 2h \d+m\)$/;
const BANNER_FRIDAY = /^Market closed · showing Fri, Nov 20 · opens Wed 9:30 AM ET \(in 2h \d+m\)$/;

const CLOSED_API_URL = apiAtHour({
  portOffset: 5,
  simStart: CLOSED_START,
  // The API rebuilds the most recent session after it answers (a few seconds, longer on a busy machine): wait
  // for that, not for a page's first render, so that no test's first check races the rebuild.
  ready: async (request, apiUrl) => {
    const { access } = await createAccountAt(request, apiUrl, 'anyready');
    await expect
      .poll(
        async () => {
          const res = await request.get(`${apiUrl}flow/all?limit=1`, {
            headers: { Authorization: `Bearer ${access}` },
          });
          return res.ok() ? ((await res.json()) as { items: unknown[] }).items.length : 0;
        },
        { timeout: 200_000, intervals: [1_000], message: 'the closed-market API rebuilds the most recent session' },
      )
      .toBeGreaterThan(0);
  },
});

/** Signs in on the closed-market API and sends the page's API calls there; the socket stays unconnected. */
const openAtClosedHour = (page: Page, request: APIRequestContext) =>
  openOnApi(page, request, CLOSED_API_URL, 'anyhour');

const sessionBar = (page: Page) => page.getByTestId('session-bar');
/** The banner's text (its alert also holds the "Latest session" button when a session is picked). */
const banner = (page: Page, text: RegExp) => sessionBar(page).getByText(text);
const picker = (page: Page) => page.getByRole('combobox', { name: 'Session' });
const flowRows = (page: Page) =>
  page
    .getByRole('grid', { name: 'Options flow' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(sessionBar(page).getByRole('status')).toBeVisible();
    // Charts follow the new width a frame or more later (ResizeObserver): wait for the layout to settle.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} at ${width}px scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(E2E_SCREENSHOT_DIR, `any-hour-${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('flows before the open: the most recent session with the banner, and the picker changes session and URL', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openAtClosedHour(page, request);
  await page.goto('/flow');
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
  await expect(banner(page, BANNER_TUESDAY)).toBeVisible();
  // The API rebuilds Tuesday's session once (a few seconds on a busy machine), then answers from memory.
  await expect(flowRows(page).nth(10)).toBeVisible({ timeout: 45_000 });
  await expect(picker(page)).toHaveText('Tue, Nov 24 (latest)');
  await screenshots(page, 'flow');

  // An earlier session: the request, the URL and the banner follow it.
  const friday = page.waitForRequest(
    (r) => r.url().startsWith(`${E2E_API_URL}flow/`) && new URL(r.url()).searchParams.get('session') === '2026-11-20',
  );
  await picker(page).click();
  await page.getByRole('option', { name: 'Fri, Nov 20' }).click();
  await friday;
  await expect(page).toHaveURL(/[?&]session=2026-11-20(&|$)/);
  await expect(banner(page, BANNER_FRIDAY)).toBeVisible();
  await expect(flowRows(page).nth(10)).toBeVisible({ timeout: 45_000 });

  // The link is shareable: opened as is, it shows the same session.
  await page.goto('/flow?session=2026-11-20');
  await expect(banner(page, BANNER_FRIDAY)).toBeVisible();
  await expect(picker(page)).toHaveText('Fri, Nov 20');

  expect(errors).toEqual([]);
});

test('a link to a session the market does not keep: a clear message, and the API refuses it', async ({
  page,
  request,
}) => {
  await openAtClosedHour(page, request);
  const refused = page.waitForResponse(
    (r) =>
      r.url().startsWith(`${E2E_API_URL}flow/`) &&
      r.request().method() === 'GET' &&
      new URL(r.url()).searchParams.get('session') === '2026-10-01',
  );
  await page.goto('/flow?session=2026-10-01');
  expect((await refused).status()).toBe(400);
  await expect(
    page.getByText('There is no session on "2026-10-01" to show: pick one of the last 5 sessions.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Latest session' }).click();
  await expect(page).not.toHaveURL(/session=/);
  await expect(banner(page, BANNER_TUESDAY)).toBeVisible();
  await expect(flowRows(page).first()).toBeVisible();
});

test('net flow and snapshot draw the most recent session before the open', async ({ page, request }) => {
  await openAtClosedHour(page, request);
  await page.goto('/net-flow');
  await expect(banner(page, BANNER_TUESDAY)).toBeVisible();
  const chart = page.getByRole('region', { name: 'Net premium' });
  await expect(chart.locator('svg.recharts-surface .recharts-line')).toHaveCount(3);
  await expect(chart.getByText('10 AM')).toBeVisible();

  await page.goto('/snapshot?symbol=SPY');
  await expect(banner(page, BANNER_TUESDAY)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Call premium', exact: true })).toContainText(/\$[\d.]+[KMB]/);
  await expect(
    page
      .getByRole('img', { name: /Cumulative net call and put premium/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  // One price per instant: the header's last price is the gamma levels' spot.
  const price = (text: string | null): number => Number(/[\d,]+(?:\.\d+)?/.exec(text ?? '')?.[0].replace(/,/g, ''));
  const last = price(await page.getByRole('region', { name: 'Quote' }).getByLabel('Last price').textContent());
  const spot = page.getByRole('list', { name: 'Gamma levels' }).getByRole('listitem').filter({ hasText: 'Spot' });
  expect(price(await spot.textContent())).toBeCloseTo(last, 2);
  await screenshots(page, 'snapshot');
});

test('chart and dashboard: an earlier session from the picker ends them at its close, final', async ({
  page,
  request,
}) => {
  await openAtClosedHour(page, request);
  await page.goto('/chart?symbol=SPY&interval=5m');
  await expect(banner(page, BANNER_TUESDAY)).toBeVisible();
  await expect(page.getByLabel('Last price')).toBeVisible();
  const friday = page.waitForResponse(
    (r) =>
      r.url().startsWith(`${E2E_API_URL}chart/bars/SPY`) &&
      new URL(r.url()).searchParams.get('session') === '2026-11-20',
  );
  await picker(page).click();
  await page.getByRole('option', { name: 'Fri, Nov 20' }).click();
  const bars = (await (await friday).json()) as { bars: Array<{ time: string }> };
  const days = new Set(bars.bars.map((b) => new Date(Date.parse(b.time) - 5 * 3_600_000).toISOString().slice(0, 10)));
  expect([...days].sort()).toEqual(['2026-11-19', '2026-11-20']);
  await expect(page).toHaveURL(/[?&]session=2026-11-20(&|$)/);
  await expect(page.getByText('Final · Fri, Nov 20 close')).toBeVisible();
  await expect(page.getByLabel('Close')).toHaveText(/\d/);
  await expect(page.getByRole('figure').locator('canvas').first()).toBeVisible();
  await screenshots(page, 'chart-friday');

  // The dashboard: every card is the picked session's close.
  const spy = page.waitForResponse(
    (r) =>
      r.url().startsWith(`${E2E_API_URL}company-profile/SPY`) &&
      new URL(r.url()).searchParams.get('session') === '2026-11-20',
  );
  await page.goto('/home?session=2026-11-20');
  const profile = (await (await spy).json()) as { quote: { asOf: string }; bars: Array<{ date: string }> };
  expect(profile.quote.asOf).toBe('2026-11-20');
  expect(profile.bars.at(-1)?.date).toBe('2026-11-20');
  await expect(picker(page)).toHaveText('Fri, Nov 20');
  await expect(banner(page, BANNER_FRIDAY)).toBeVisible();
  await expect(page.getByRole('article', { name: /^SPY / })).toContainText(/\d+\.\d\d/);
  await screenshots(page, 'home-friday');
});
