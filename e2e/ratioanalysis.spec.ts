import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `ratioanalysis-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`ratioanalysis-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('ratio analysis: ratios over the years with their formulas and the sector median, at every width', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/ratioanalysis?symbol=JPM');
  await expect(page.getByRole('heading', { name: 'Ratio Analysis', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data', { exact: true })).toBeVisible();
  const valuation = page.getByRole('table', { name: 'Valuation ratios' });
  await expect(valuation.getByRole('rowheader', { name: /P\/E.*Price ÷ diluted EPS/ })).toBeVisible();
  await expect(valuation.getByRole('columnheader', { name: 'TTM' })).toBeVisible();
  await expect(valuation.getByRole('columnheader', { name: 'Sector median' })).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, width);

  await page.getByRole('tab', { name: 'Profitability' }).click();
  const profitability = page.getByRole('table', { name: 'Profitability ratios' });
  await expect(profitability.getByRole('rowheader', { name: /Gross margin.*Gross profit ÷ revenue/ })).toBeVisible();
  await expect(profitability.getByText(/^\d+\.\d%$/).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Ticker', exact: true }).fill('MSFT');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(/MSFT · Microsoft Corporation · Information Technology/)).toBeVisible();

  // The forward P/E: the last close over the next four quarters' consensus EPS, each quarter named.
  await page.getByRole('tab', { name: 'Valuation' }).click();
  const forward = valuation.getByRole('row', { name: /^Forward P\/E/ });
  await expect(forward.getByRole('cell').nth(1)).toHaveText(/^\d+(\.\d+)?×$/); // TTM
  await expect(forward.getByRole('cell').last()).toHaveText('—'); // the oldest fiscal year: no estimates then
  await expect(page.getByLabel('Forward EPS')).toHaveText(
    /^Forward EPS \$\d+\.\d\d: the consensus of the next four reports — (Q[1-4] FY\d{4} \$\d+\.\d\d \(\w{3} \d{1,2}, \d{4}\)( \+ )?){4}\.$/,
  );
  // Peers the subscriber picks: a column each and their median, beside the sector's; kept in the URL.
  for (const peer of ['AAPL', 'GOOGL']) {
    await page.getByRole('textbox', { name: 'Peer ticker' }).fill(peer);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(valuation.getByRole('columnheader', { name: `${peer} (latest)` })).toBeVisible();
  }
  await expect(page).toHaveURL(/[?&]peers=AAPL%2CGOOGL(&|$)/);
  await expect(valuation.getByRole('columnheader', { name: 'Peer median' })).toBeVisible();
  const pe = valuation.getByRole('row', { name: /^P\/E.*Price ÷ diluted EPS/ });
  // Sector median, peer median, AAPL, GOOGL, then MSFT's TTM: every one a multiple once the peers load.
  for (let i = 0; i < 5; i++) await expect(pe.getByRole('cell').nth(i)).toHaveText(/^\d+(\.\d+)?×$/);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const path = join(E2E_SCREENSHOT_DIR, `ratioanalysis-peers-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await test.info().attach(`ratioanalysis-peers-${width}`, { path, contentType: 'image/png' });
  }
});
