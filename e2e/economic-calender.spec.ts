import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);
const FIXTURE = 'api/src/sources/calendars/fixtures/bls-release-calendar.ics';

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `economic-calender-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`economic-calender-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('economic calendar: an FOMC week by day, filtered by importance, at every width', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/economic-calender?week=2026-12-07&tz=et');
  await expect(page.getByRole('heading', { name: 'Economic Calender', level: 1 })).toBeVisible();
  await expect(page.getByText('Simulated data')).toBeVisible();
  await expect(page.getByText('Dec 7 – Dec 13, 2026')).toBeVisible();
  const decision = page.getByRole('region', { name: 'Wednesday, December 9' });
  await expect(decision.getByText('FOMC rate decision, statement and economic projections')).toBeVisible();
  await expect(decision.getByText('2:00 PM')).toBeVisible();
  await expect(decision.getByText('Projections', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tuesday, December 8' }).getByText('All day')).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, width);

  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/economic-calander') && r.url().includes('minImportance=3'),
  );
  await page.getByRole('button', { name: 'High' }).click();
  expect((await filtered).status()).toBe(200);
  await expect(page).toHaveURL(/importance=3/);
  await expect(page.getByText('Unemployment Insurance Weekly Claims')).toHaveCount(0);
  await expect(decision.getByText('FOMC rate decision, statement and economic projections')).toBeVisible();
});

test('economic calendar: a BLS calendar imported with the command replaces the simulated release', async ({
  page,
  request,
}) => {
  const port = new URL(E2E_API_URL).port;
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'calendar-ics', FIXTURE], {
    env: { ...process.env, NODE_ENV: 'test', PORT: port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/calendar-ics: 1 file imported — \d+ new/);
  expect(stdout).not.toMatch(/No API was running/);

  await signIn(page, request);
  await page.goto('/economic-calender?week=2026-08-10&tz=et');
  const wednesday = page.getByRole('region', { name: 'Wednesday, August 12' });
  await expect(wednesday.getByText('Consumer Price Index for July 2026')).toHaveCount(1);
  await expect(wednesday.getByRole('link', { name: 'BLS' })).toHaveAttribute(
    'href',
    'https://www.bls.gov/schedule/news_release/cpi.htm',
  );
});
