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

test("snapshot: one ticker's session at a glance, moving with live trades", async ({ page, request }) => {
  const errors = watchConsole(page);
  await signIn(page, request);
  await page.goto('/snapshot?symbol=SPY');

  await expect(page.getByRole('heading', { name: 'Snapshot', level: 1 })).toBeVisible();
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote.getByRole('heading', { name: 'SPY' })).toBeVisible();
  await expect(quote.getByLabel('Last price')).toHaveText(/^\d[\d,]*\.\d{2}$/);
  await expect(page.getByText('Simulated data')).toBeVisible();

  // Premiums, sentiment and put/call from the session so far.
  await expect(page.getByRole('group', { name: 'Call premium', exact: true })).toContainText(/\$[\d.]+[KMB]/);
  await expect(page.getByRole('group', { name: 'Put premium', exact: true })).toContainText(/\$[\d.]+[KMB]/);
  await expect(page.getByRole('group', { name: 'Bullish', exact: true })).toContainText(/\d+\.\d%/);
  await expect(page.getByRole('group', { name: 'Put/Call', exact: true })).toContainText(/\d\.\d{2}/);
  // Gamma levels and the dark-pool ladder.
  const gamma = page.getByRole('list', { name: 'Gamma levels' });
  for (const level of ['Call wall', 'Spot', 'Put wall']) await expect(gamma).toContainText(level);
  await expect(page.getByRole('table', { name: 'SPY dark pool levels' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top contracts' }).getByRole('row')).toHaveCount(11);
  await expect(
    page
      .getByRole('img', { name: /Cumulative net call and put premium/ })
      .locator('svg')
      .first(),
  ).toBeVisible();

  // Live: SPY trades options every few seconds; new ones lead the recent trades.
  await expect(page.getByLabel('Feed status: Live')).toBeVisible();
  const trades = page.getByRole('table', { name: 'Recent trades' });
  await expect(trades.locator('tr[data-live="true"]').first()).toBeVisible({ timeout: 45_000 });
  await expect(trades.getByRole('row').nth(1)).toHaveAttribute('data-live', 'true');
  expect(errors).toEqual([]);
});

test('snapshot: the search switches ticker and an unknown one is shown in place', async ({ page, request }) => {
  const errors = watchConsole(page);
  await signIn(page, request);
  await page.goto('/snapshot');

  // No ticker in the URL: the default one.
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote.getByRole('heading', { name: 'AAPL' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Search symbols' }).fill('nvda');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/snapshot\?symbol=NVDA$/);
  await expect(quote.getByRole('heading', { name: 'NVDA' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'NVDA dark pool levels' })).toBeVisible();

  await page.goto('/snapshot?symbol=ZZZZZ');
  const unknown = page.getByRole('region', { name: 'Unknown ticker' });
  await expect(unknown).toContainText('“ZZZZZ”');
  await expect(page.getByRole('region', { name: 'Quote' })).toHaveCount(0);
  await unknown.getByRole('button', { name: 'QQQ' }).click();
  await expect(page).toHaveURL(/\/snapshot\?symbol=QQQ$/);
  await expect(quote.getByRole('heading', { name: 'QQQ' })).toBeVisible();
  // The API's 404 for the unknown ticker is logged by Chromium; nothing else may be.
  expect(errors.filter((e) => !/\/flow\/snapshot\/v2\/ZZZZZ$/.test(e))).toEqual([]);
});
