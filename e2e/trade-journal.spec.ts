import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signIn } from './support';

/** One day in two accounts (Account column), broker column names; nets: Margin +$48.00, IRA -$10.00. */
const DAY = [
  'Trade Date,Time,Account,Symbol,Qty,Action,Price,Commission',
  '06/02/2025,09:35:00,Margin,SPY,100,Buy,500.00,1',
  '06/02/2025,09:50:00,Margin,SPY,100,Sell,500.50,1',
  '06/02/2025,09:36:00,IRA,QQQ,50,Buy,450.00,0',
  '06/02/2025,10:05:00,IRA,QQQ,50,Sell,449.80,0',
].join('\n');

async function upload(page: Page) {
  await page.getByRole('tab', { name: 'Import' }).click();
  await page.getByLabel('CSV file').setInputFiles({ name: 'day.csv', mimeType: 'text/csv', buffer: Buffer.from(DAY) });
  await page.getByRole('form', { name: 'Import executions' }).getByRole('button', { name: 'Import' }).click();
}

test('trade journal: import a two-account day, open it from the calendar, keep notes; a re-import adds nothing', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/trade-journal');
  await expect(page.getByRole('heading', { name: 'Trade Journal', level: 1 })).toBeVisible();
  await expect(page.getByText(/Your journal is empty/)).toBeVisible();

  await upload(page);
  await expect(page.getByText('4 executions imported. Accounts: IRA, Margin.')).toBeVisible();
  await upload(page);
  await expect(
    page.getByText('0 executions imported, 4 already in your journal. Accounts: IRA, Margin.'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('+$38.00').first()).toBeVisible();
  await expect(page.getByText('50.0%')).toBeVisible();
  await page.getByRole('button', { name: '2025-06-02: 2 trades, +$38.00' }).click();
  await expect(page.getByText('Closed on 2025-06-02')).toBeVisible();
  await page.getByRole('row', { name: /SPY Long, \+\$48\.00/ }).click();

  const drawer = page.getByRole('dialog', { name: 'Trade SPY' });
  await drawer.getByLabel('Setup').fill('Opening range');
  await drawer.getByLabel('Tags').fill('breakout');
  await drawer.getByLabel('Tags').press('Enter');
  await drawer.getByLabel('Planned risk ($)').fill('24');
  await drawer.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Trade notes saved')).toBeVisible();
  await expect(drawer.getByText('2.00 R')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close trade' }).click();

  await page.reload();
  await page.getByRole('tab', { name: 'Trades' }).click();
  await expect(page.getByRole('row', { name: /SPY Long/ }).getByText('breakout')).toBeVisible();

  mkdirSync('var/e2e-screenshots', { recursive: true });
  await page.getByRole('tab', { name: 'Overview' }).click();
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('img', { name: /Equity curve over 2 trades/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `var/e2e-screenshots/trade-journal-${width}.png`, fullPage: true });
  }
});
