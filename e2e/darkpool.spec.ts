import { type Page, expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Errors the page logged while the test ran: a healthy page logs none. Two come from the shell on every
 * page, not from this one, and are left to the host's own tests: the browser's complaint about the
 * remotes' subresource-integrity digests, and the missing favicon.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = `${message.text()} ${message.location().url}`.trim();
    if (message.type() !== 'error' || /valid digest in the 'integrity' attribute|\/favicon\.ico$/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('darkpool: every ticker by default, with live prints arriving while the page is open', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await signIn(page, request);
  await page.goto('/darkpool');

  await expect(page.getByRole('heading', { name: 'Darkpool', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  const prints = page.getByRole('table', { name: 'Dark pool prints' });
  // The simulator has been trading since the open: a full first page, with tickers, NBBO and notional.
  await expect(prints.getByRole('row').nth(100)).toBeAttached();
  await expect(prints.getByRole('columnheader', { name: 'Ticker' })).toBeVisible();
  await expect(prints.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(/^\$[\d.]+[KMB]?$/);
  await expect(prints.getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText(/^[\d,.]+ × [\d,.]+$/);
  const ranking = page.getByRole('table', { name: 'Tickers by notional' });
  await expect(ranking.getByRole('link')).toHaveCount(10);
  await expect(page.getByRole('group', { name: 'Notional', exact: true })).toContainText(/\$[\d.]+[MB]/);

  // Live: the room is joined and new prints are added on top while we watch.
  await expect(page.getByLabel('Feed status: Live')).toBeVisible();
  await expect(prints.locator('tr[data-live="true"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/\d+ arrived live/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('darkpool: switching to one ticker shows its feed and price levels', async ({ page, request }) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await signIn(page, request);
  await page.goto('/darkpool');

  // The leader by notional prints often enough to see a live print for it alone.
  const leader = page.getByRole('table', { name: 'Tickers by notional' }).getByRole('link').first();
  const ticker = (await leader.textContent())?.trim() ?? '';
  expect(ticker).toMatch(/^[A-Z.]+$/);
  await leader.click();
  await expect(page).toHaveURL(new RegExp(`/darkpool\\?symbol=${ticker}$`));
  const levels = page.getByRole('table', { name: `${ticker} price levels` });
  await expect(levels.getByRole('row').nth(1)).toBeVisible();
  await expect(levels.getByText('VWAP')).toBeVisible();
  await expect(page.getByRole('group', { name: 'DP VWAP', exact: true })).toContainText(/\d+\.\d{2}/);
  const prints = page.getByRole('table', { name: 'Dark pool prints' });
  await expect(prints.getByRole('columnheader', { name: 'Ticker' })).toHaveCount(0);
  await expect(prints.locator('tr[data-live="true"]').first()).toBeVisible({ timeout: 120_000 });

  // The search box switches ticker; All tickers goes back.
  await page.getByRole('combobox', { name: 'Search symbols' }).fill('nvda');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/darkpool\?symbol=NVDA$/);
  await expect(page.getByRole('table', { name: 'NVDA price levels' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'All tickers' }).click();
  await expect(page).toHaveURL(/\/darkpool$/);
  await expect(page.getByRole('table', { name: 'Tickers by notional' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('darkpool: an unknown ticker is shown in place', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/darkpool?symbol=ZZZZZ');

  const unknown = page.getByRole('region', { name: 'Unknown ticker' });
  await expect(unknown).toBeVisible();
  await expect(unknown).toContainText('“ZZZZZ”');
  await expect(page.getByRole('table', { name: 'Dark pool prints' })).toHaveCount(0);
  await unknown.getByRole('button', { name: 'Show all tickers' }).click();
  await expect(page).toHaveURL(/\/darkpool$/);
  await expect(page.getByRole('table', { name: 'Dark pool prints' })).toBeVisible();
});
