import { type Page, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const WIDTHS = [375, 1024, 1440] as const;

async function shoot(page: Page, name: string) {
  const path = join(E2E_SCREENSHOT_DIR, `insiders-${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(`insiders-${name}`, { path, contentType: 'image/png' });
}

test('insider trading: presets filter on the server, an insider opens their history, no sideways page scroll', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/insiders');
  await expect(page.getByRole('heading', { name: 'Insider Trading', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  const table = page.getByRole('table', { name: 'Insider transactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/insider/trades') && r.url().includes('preset=sales-100k'),
  );
  await page.getByRole('button', { name: '$100k+ sales' }).click();
  const body = (await (await filtered).json()) as { items: Array<{ code: string; value: number }>; total: number };
  expect(body.total).toBeGreaterThan(0);
  expect(body.items.every((t) => t.code === 'S' && t.value >= 100_000)).toBe(true);
  await expect(page).toHaveURL(/preset=sales-100k/);
  await expect(table.getByText('S - Sale').first()).toBeVisible();
  await expect(table.getByText('A - Grant')).toHaveCount(0);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways page scroll at ${width}px`).toBeLessThanOrEqual(0);
    await shoot(page, `list-${width}`);
  }

  const insider = table.getByRole('row').nth(1).getByRole('cell').nth(4).getByRole('button');
  const name = (await insider.innerText()).trim();
  await insider.click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('table', { name: 'History transactions' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(/history=\d+/);
  await shoot(page, 'history-1440');
});
