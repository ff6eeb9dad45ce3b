import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_MARKET_START, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `analyst-alerts-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`analyst-alerts-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('analyst alerts: filtered stream with each firm’s record; an upgrade imported while the page is open arrives live', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/analyst-alerts');
  await expect(page.getByRole('heading', { name: 'Analyst Alerts', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data', { exact: true })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const feed = page.getByRole('feed', { name: 'Analyst alerts' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(
    feed
      .getByRole('article')
      .first()
      .getByText(/ record$/),
  ).toBeVisible();

  // Only upgrades: the server's list, then live arrivals, pass the same filter.
  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/analystrating/all') && r.url().includes('action=upgrade'),
  );
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Upgrades' }).click();
  await expect(page).toHaveURL(/actions=upgrade/);
  const body = (await (await filtered).json()) as { items: Array<{ action: string }> };
  expect(body.items.every((r) => r.action === 'upgrade')).toBe(true);
  await expect(feed.getByRole('article').first()).toHaveAccessibleName(/ Upgrades /);

  for (const width of [375, 1024, 1440]) await snapshot(page, width);
  await page.setViewportSize({ width: 1440, height: 900 });

  // A firm publishes while the page is open: `npm run import` as an operator types it, against the running API.
  const analyst = `Pat Arrival ${randomUUID().slice(0, 6)}`;
  const today = E2E_MARKET_START.slice(0, 10);
  const dir = join('var', 'e2e-imports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `analyst-ratings-${analyst.replace(/\W+/g, '-')}.csv`);
  writeFileSync(
    file,
    [
      'Date,Time,Ticker,Firm,Analyst,Action,Price Target Action,Rating Prior,Rating Current,Price Target Prior,Price Target Current',
      `${today},10:29,NVDA,Goldman Sachs,${analyst},Upgrades,Raises,Neutral,Buy,150,260`,
      `${today},10:29,AAPL,Goldman Sachs,${analyst},Downgrades,Lowers,Buy,Neutral,260,200`,
    ].join('\n'),
  );
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'analyst-ratings', file], {
    env: { ...process.env, NODE_ENV: 'test', PORT: new URL(E2E_API_URL).port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/analyst-ratings: 1 file imported — 2 new/);

  const arrival = feed.getByRole('article').filter({ hasText: analyst });
  await expect(arrival).toHaveCount(1);
  await expect(arrival).toHaveAccessibleName('Goldman Sachs Upgrades NVDA, Raises target');
  await expect(arrival.getByText('New', { exact: true })).toBeVisible();
  await expect(arrival.getByText('Neutral → Buy · PT $150 → $260', { exact: false })).toBeVisible();
  await expect(arrival.getByText('Goldman Sachs record')).toBeVisible();
  await expect(arrival.getByText(/calls right over 3 months|No measured calls yet/)).toBeVisible();
  // The downgrade of the same file does not pass the filter.
  await expect(feed.getByRole('article').filter({ hasText: 'AAPL' }).filter({ hasText: analyst })).toHaveCount(0);
  await snapshot(page, 1440);
});

test('a filter saved with "Text me these alerts" texts the subscriber when a matching action arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await signIn(page, request);
  const auth = { Authorization: `Bearer ${account.access}` };
  const phone = '+14155552698';
  expect(
    (await request.post(`${E2E_API_URL}user/phone/code`, { headers: auth, data: { phone_number: phone } })).ok(),
  ).toBe(true);
  const outbox = (await (await request.get(`${E2E_API_URL}user/phone/outbox`, { headers: auth })).json()) as {
    items: Array<{ body: string }>;
  };
  const code = /^(\d{6}) /.exec(outbox.items[0]?.body ?? '')?.[1];
  expect(
    (await request.post(`${E2E_API_URL}user/update`, { headers: auth, data: { phone_number: phone, code } })).ok(),
  ).toBe(true);
  const on = await request.post(`${E2E_API_URL}user/settings/sms-alert-filter`, {
    headers: auth,
    data: { enabled: true, rules: [], maxPerDay: 25 },
  });
  expect(on.status(), await on.text()).toBe(200);

  await page.goto('/analyst-alerts?actions=upgrade&tickers=NVDA');
  await expect(page.getByRole('heading', { name: 'Analyst Alerts', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Text me these alerts' }).click();
  await expect(page.getByText('Saved as the SMS rule “Analysts: Upgrades on NVDA”.', { exact: false })).toBeVisible();

  const analyst = `Sam Texter ${randomUUID().slice(0, 6)}`;
  const dir = join('var', 'e2e-imports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `analyst-sms-${analyst.replace(/\W+/g, '-')}.csv`);
  writeFileSync(
    file,
    [
      'Date,Time,Ticker,Firm,Analyst,Action,Price Target Action,Rating Prior,Rating Current,Price Target Prior,Price Target Current',
      `${E2E_MARKET_START.slice(0, 10)},10:29,NVDA,Goldman Sachs,${analyst},Upgrades,Raises,Neutral,Buy,150,260`,
      `${E2E_MARKET_START.slice(0, 10)},10:29,NVDA,Goldman Sachs,${analyst},Reiterates,Maintains,Buy,Buy,260,260`,
    ].join('\n'),
  );
  await page.getByRole('link', { name: 'manage SMS alerts' }).click();
  await expect(page.getByRole('heading', { name: 'SMS Alerts', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('listitem', { name: 'Analysts: Upgrades on NVDA' })).toContainText('Upgrades on NVDA');
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'analyst-ratings', file], {
    env: { ...process.env, NODE_ENV: 'test', PORT: new URL(E2E_API_URL).port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/analyst-ratings: 1 file imported — 2 new/);

  // The upgrade passes the filter and is texted; the reiteration does not.
  const log = page.getByRole('region', { name: 'Delivery log' });
  const text = 'FlowDeck - Analysts: Upgrades on NVDA: NVDA upgrade: Goldman Sachs Neutral to Buy, PT $150 to $260';
  await expect(log.getByText(text).locator('visible=true').first()).toBeVisible({ timeout: 60_000 });
  await expect(log.getByText(/reiterated/)).toHaveCount(0);
});
