import { type Page, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const frame = (page: Page, title: string) => page.getByRole('region', { name: `${title} widget` });

/** The next save of the dashboard document, with what the page sent. */
function nextSave(page: Page) {
  return page.waitForResponse(
    (r) => r.url() === `${E2E_API_URL}user/settings/dashboard-config` && r.request().method() === 'POST',
  );
}

/** Scrolls the page a screen at a time so every widget comes into view once (widgets load when visible). */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function box(page: Page, title: string) {
  const rect = await frame(page, title).boundingBox();
  expect(rect, `${title} is on the page`).not.toBeNull();
  return rect as { x: number; y: number; width: number; height: number };
}

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

test('the default dashboard: widgets of every remote with real data, linked symbols, screenshots', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Custom Dashboard', level: 1 })).toBeVisible({ timeout: 60_000 });
  // market-data, trackers and tools widgets, each with its own data.
  await expect(frame(page, 'Market overview').getByRole('article', { name: /^SPY / })).toContainText(/\d+\.\d\d/);
  await expect(page.getByRole('table', { name: 'Watchlist' }).getByRole('button', { name: 'NVDA' })).toBeVisible();
  await scrollThrough(page);
  await expect(frame(page, 'Insider buys').getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(frame(page, 'Politician trades').getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });

  // Watchlist and GEX levels share link group 1: picking NVDA in one moves the other, and it is saved.
  const saved = nextSave(page);
  await page.getByRole('table', { name: 'Watchlist' }).getByRole('button', { name: 'NVDA' }).click();
  expect((await saved).status()).toBe(200);
  await expect(frame(page, 'GEX levels').getByText(/^NVDA · /)).toBeVisible();
  await page.reload();
  await expect(frame(page, 'GEX levels').getByText(/^NVDA · /)).toBeVisible({ timeout: 60_000 });

  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await scrollThrough(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `no sideways scrolling at ${width}px`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(E2E_SCREENSHOT_DIR, `dashboard-${width}.png`), fullPage: true });
  }
});

test('a layout per breakpoint, saved and restored; one column without dragging on phones', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/home');
  await expect(frame(page, 'Market overview')).toBeVisible({ timeout: 60_000 });
  const before = await box(page, 'Market overview');

  // Resize the market overview by its corner handle on the wide grid.
  const handle = page
    .locator('.react-grid-item', { has: frame(page, 'Market overview') })
    .locator('.react-resizable-handle');
  const corner = await handle.boundingBox();
  expect(corner).not.toBeNull();
  const saved = nextSave(page);
  await page.mouse.move((corner?.x ?? 0) + 5, (corner?.y ?? 0) + 5);
  await page.mouse.down();
  await page.mouse.move((corner?.x ?? 0) - 150, (corner?.y ?? 0) + 85, { steps: 10 });
  await page.mouse.up();
  const body = (await (await saved).json()) as { dashboards: Array<{ layouts: Record<string, unknown[]> }> };
  expect(Object.keys(body.dashboards[0]?.layouts ?? {}).sort()).toEqual(['lg', 'md', 'sm']);
  await page.reload();
  await expect(frame(page, 'Market overview')).toBeVisible({ timeout: 60_000 });
  const after = await box(page, 'Market overview');
  expect(after.width).toBeLessThan(before.width - 50);
  expect(after.height).toBeGreaterThan(before.height + 30);

  // The medium grid keeps its own layout: the wide grid's change does not squeeze it.
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect.poll(async () => (await box(page, 'Market overview')).width).toBeGreaterThan(after.width - 10);

  // Phones: one column, no drag handles.
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.locator('.widget-drag-handle')).toHaveCount(0);
  const overview = await box(page, 'Market overview');
  const watchlist = await box(page, 'Watchlist');
  expect(Math.abs(overview.x - watchlist.x)).toBeLessThan(2);
  expect(watchlist.y).toBeGreaterThan(overview.y + overview.height - 1);
});

test('add and remove widgets, several named dashboards, all kept across a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/home');
  await expect(frame(page, 'Market overview')).toBeVisible({ timeout: 60_000 });

  let saved = nextSave(page);
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page
    .getByRole('dialog', { name: 'Add widget' })
    .getByRole('button', { name: /Position P\/L/ })
    .click();
  expect((await saved).status()).toBe(200);
  await expect(frame(page, 'Position P/L')).toBeVisible();

  saved = nextSave(page);
  await frame(page, 'Market tide').getByRole('button', { name: 'Remove Market tide' }).click();
  await saved;
  await expect(frame(page, 'Market tide')).toHaveCount(0);

  await page.getByRole('button', { name: 'Dashboard options' }).click();
  await page.getByRole('menuitem', { name: 'New dashboard' }).click();
  await page.getByRole('textbox', { name: 'Dashboard name' }).fill('Earnings week');
  saved = nextSave(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await saved;
  await expect(page.getByRole('tab', { name: 'Earnings week' })).toHaveAttribute('aria-selected', 'true');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Earnings week' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: 'Main' }).click();
  await expect(frame(page, 'Position P/L')).toBeVisible();
  await expect(frame(page, 'Market tide')).toHaveCount(0);
});

test('a remote that cannot load: its widgets say so with Retry, every other widget works', async ({ page }) => {
  test.setTimeout(180_000);
  let broken = true;
  await page.route('**/mf/trackers/**', (route) =>
    broken ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback(),
  );
  await page.goto('/home');
  await expect(frame(page, 'Market overview').getByRole('article', { name: /^SPY / })).toBeVisible({
    timeout: 60_000,
  });
  const news = frame(page, 'News');
  await news.scrollIntoViewIfNeeded();
  await expect(news.getByText(/^News is unavailable right now\./)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Watchlist' }).getByRole('button', { name: 'NVDA' })).toBeVisible();
  broken = false;
  await news.getByRole('button', { name: 'Retry' }).click();
  await expect(news.getByRole('region', { name: 'News' })).toBeVisible({ timeout: 30_000 });
});

test('a widget that crashes stays inside its frame; Retry brings it back', async ({ page }) => {
  test.setTimeout(180_000);
  // A malformed answer makes the GEX levels widget throw while rendering.
  let broken = true;
  await page.route('**/api/gamma-exposure**', (route) =>
    broken
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"ticker":"SPY","spot":600}' })
      : route.fallback(),
  );
  page.on('pageerror', () => {});
  await page.goto('/home');
  const gex = frame(page, 'GEX levels');
  await expect(gex.getByText('GEX levels stopped working.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Watchlist' }).getByRole('button', { name: 'NVDA' })).toBeVisible();
  await expect(frame(page, 'Market overview').getByRole('article', { name: /^SPY / })).toBeVisible();
  broken = false;
  await gex.getByRole('button', { name: 'Retry' }).click();
  await expect(gex.getByText(/^SPY · all expiries/)).toBeVisible({ timeout: 30_000 });
});
