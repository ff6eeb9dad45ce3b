import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('options calculator: a straddle breaks even at the strike ± the premium paid', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/options-calculator');
  await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Straddle' }).click();
  await expect(page.getByRole('group', { name: /^Leg \d+$/ })).toHaveCount(2);

  const figure = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=..').getByRole('heading').innerText();
  const money = (text: string) => Number(text.replace(/[$,+]/g, ''));
  // Results render a moment after the legs (deferred): wait until both figures describe the straddle.
  const mismatch = async () => {
    const debitPerShare = money(await figure('Net debit')) / 100;
    const [lower = NaN, upper = NaN] = (await figure('Break-evens')).split(' · ').map(money);
    return Math.max(Math.abs(lower - (100 - debitPerShare)), Math.abs(upper - (100 + debitPerShare)));
  };
  await expect.poll(mismatch).toBeLessThan(0.05);
  await expect(page.getByRole('img', { name: /Profit and loss chart/ })).toBeVisible();
});

test('options calculator: raising the implied volatility raises the option price', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/options-calculator');
  const table = page.getByRole('table', { name: 'Legs and greeks' });
  const price = async () =>
    Number((await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).replace(/[$,]/g, ''));
  const before = await price();
  const iv = page.getByRole('textbox', { name: 'Implied volatility' });
  await iv.fill('60');
  await expect.poll(price).toBeGreaterThan(before);
});
