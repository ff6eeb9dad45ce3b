import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('politician tracker: trades from the API, filtered by party through the URL', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/politicians');
  await expect(page.getByRole('heading', { name: 'Politician Tracker', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  const table = page.getByRole('table', { name: 'Politician trades' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/politician/trades') && r.url().includes('party=R'),
  );
  await page.getByRole('combobox', { name: 'Party' }).click();
  await page.getByRole('option', { name: 'Republican' }).click();
  const body = (await (await filtered).json()) as { items: Array<{ party: string }>; total: number };
  expect(body.total).toBeGreaterThan(0);
  expect(body.items.every((trade) => trade.party === 'R')).toBe(true);
  await expect(page).toHaveURL(/party=R/);
  await expect(table.getByText('R · ', { exact: false }).first()).toBeVisible();
});

test('politician tracker: a politician opens a summary with their latest trades', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/politicians');
  const table = page.getByRole('table', { name: 'Politician trades' });
  const first = table.getByRole('row').nth(1).getByRole('button').first();
  const name = (await first.innerText()).trim();
  await first.click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Latest trades' }).getByRole('row').nth(1)).toBeVisible();
});
