import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { apiAtHour, openOnApi } from './api-at-hour';

/**
 * The scanners before the open, as e2e/any-hour.spec.ts checks the other live pages: one more API runs the
 * simulated market from Wednesday 25 November 2026, 07:00 New York (pre-market). The regular-session
 * scanners show Tuesday's session, final, under the closed-market banner; the pre-market ones show
 * Wednesday's pre-market as it trades.
 */
const CLOSED_START = '2026-11-25T12:00:00Z';
const BANNER_TUESDAY = /^Market closed · showing Tue, Nov 24 · opens Wed 9:30 AM ET \(in 2h \d+m\)$/;

const CLOSED_API_URL = apiAtHour({ portOffset: 6, simStart: CLOSED_START });

/** Signs in on the closed-market API and sends the page's API calls there; the socket stays unconnected. */
const openAtClosedHour = (page: Page, request: APIRequestContext) =>
  openOnApi(page, request, CLOSED_API_URL, 'scanhour');

async function fits(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Charts take their width from a ResizeObserver a frame or more after the resize: wait for the layout to
    // settle rather than measuring the previous width's chart.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} at ${width}px scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(E2E_SCREENSHOT_DIR, `scanners-any-hour-${name}-${width}.png`) });
  }
}

const dataRows = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('link') });

test('before the open: regular-session scanners show Tuesday, final; pre-market scanners show Wednesday live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openAtClosedHour(page, request);

  await page.goto('/biggestmovers');
  await expect(page.getByRole('heading', { name: 'Biggest Movers', level: 1 })).toBeVisible();
  await expect(page.getByText(BANNER_TUESDAY)).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('region', { name: 'Top gainers' })).toContainText('Regular · Tue, Nov 24');
  await expect(dataRows(page, 'Top gainers').first()).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  await fits(page, 'biggestmovers');

  await page.goto('/biggestmovers?session=pre-market&filters=off');
  await expect(page.getByRole('region', { name: 'Top gainers' })).toContainText('Pre-market · Wed, Nov 25');
  await expect(dataRows(page, 'Top gainers').first()).toBeVisible();
  await expect(page.getByText(BANNER_TUESDAY)).toHaveCount(0);

  await page.goto('/gappers?filters=off&minGap=1');
  await expect(
    page.getByText(/Before the open: gap = the pre-market last against the previous close · Wed, Nov 25/),
  ).toBeVisible();
  await fits(page, 'gappers');

  await page.goto('/relative-volume');
  await expect(page.getByText(/Time-of-day relative volume of the pre-market/)).toBeVisible();

  await page.goto('/vwap-deviation');
  await expect(page.getByText(BANNER_TUESDAY)).toBeVisible();
  await expect(dataRows(page, 'VWAP deviation').first()).toBeVisible();
  await fits(page, 'vwap-deviation');

  await page.goto('/breakout');
  await expect(page.getByText(BANNER_TUESDAY)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Breakouts list' })).toContainText('Regular session of Tue, Nov 24');
  await expect(dataRows(page, 'Breakouts').first()).toBeVisible();
});
