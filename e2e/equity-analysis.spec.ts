import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `equity-analysis-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`equity-analysis-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('equity analysis: the verdict, an edited DCF assumption moves the value, at every width', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/equity-analysis?ticker=MSFT');
  await expect(page.getByRole('heading', { name: 'Equity Analysis', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data', { exact: true })).toBeVisible();
  await expect(page.getByText(/MSFT · Microsoft Corporation/)).toBeVisible();

  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict.getByText('DCF value')).toBeVisible();
  await expect(verdict.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(verdict.getByText(/^\d \/ 9$/)).toBeVisible();
  await expect(verdict.getByText(/^\d+\.\d{2}$/)).toBeVisible();
  await expect(verdict.getByText(/(safe|grey|distress) zone/)).toBeVisible();

  await expect(page.getByRole('table', { name: 'Piotroski F-score' }).getByRole('row')).toHaveCount(11);
  await expect(
    page.getByRole('table', { name: 'Altman Z-score' }).getByText(/Retained earnings ÷ total assets/),
  ).toBeVisible();
  const multiples = page.getByRole('table', { name: 'Multiples vs peers' });
  await expect(multiples.getByText('EV/EBITDA')).toBeVisible();
  // Peers the subscriber picks: a column each, their median, and the premium read against them; kept in the URL.
  for (const peer of ['AAPL', 'GOOGL']) {
    await page.getByRole('textbox', { name: 'Peer ticker' }).fill(peer);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(multiples.getByRole('columnheader', { name: peer })).toBeVisible();
  }
  await expect(page).toHaveURL(/[?&]peers=AAPL%2CGOOGL(&|$)/);
  await expect(multiples.getByRole('columnheader', { name: 'Peer median' })).toBeVisible();
  await expect(multiples.getByText('vs peers').first()).toBeVisible();
  await page.getByRole('button', { name: 'Remove peer AAPL' }).click();
  await expect(multiples.getByRole('columnheader', { name: 'AAPL' })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]peers=GOOGL(&|$)/);
  await expect(page.getByRole('table', { name: 'Sensitivity table' }).getByRole('row')).toHaveCount(6);

  // The default discount rate is the company's WACC, built step by step from its beta on SPY.
  const capital = page.getByRole('table', { name: 'Cost of capital' });
  await expect(capital.getByRole('row', { name: /^Beta / })).toContainText(/daily returns on SPY's/);
  const wacc = capital.getByRole('row', { name: /^WACC / }).getByRole('cell');
  await expect(wacc).toHaveText(/^\d+\.\d{2}%$/);
  const rate = page.getByRole('textbox', { name: 'Discount rate' });
  const defaultRate = Number(await rate.inputValue());
  expect(Math.abs(defaultRate - parseFloat((await wacc.textContent()) ?? ''))).toBeLessThanOrEqual(0.051);
  await expect(page.getByRole('region', { name: 'Discounted cash flow' })).toContainText(
    /discount rate: the company's WACC \(\d+\.\d{2}%\)/,
  );

  const value = page.getByTestId('dcf-per-share');
  const before = await value.textContent();
  await rate.fill(String(defaultRate + 2));
  await expect(value).not.toHaveText(before ?? '');
  const toNumber = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));
  expect(toNumber(await value.textContent()), 'a higher discount rate lowers the value').toBeLessThan(toNumber(before));
  await rate.fill('1');
  await expect(page.getByRole('region', { name: 'Discounted cash flow' }).getByRole('alert')).toContainText(
    /discount rate must exceed the terminal growth/,
  );
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(value).toHaveText(before ?? '');

  for (const width of [375, 1024, 1440]) await snapshot(page, width);
  // The densest panels at phone width, close up (the full-page shot is too tall to read).
  await page.setViewportSize({ width: 375, height: 900 });
  for (const name of [
    'Discounted cash flow',
    'Cost of capital',
    'Multiples vs peers',
    'Quality scores',
    'Analysts and insiders',
  ]) {
    const path = join(E2E_SCREENSHOT_DIR, `equity-analysis-375-${name.split(' ')[0]?.toLowerCase()}.png`);
    await page.getByRole('region', { name }).screenshot({ path });
  }

  await page.getByRole('textbox', { name: 'Ticker', exact: true }).fill('NOPEX');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/ticker=NOPEX/);
  await expect(page.getByText(/NOPEX is not a listed symbol/)).toBeVisible();
});
