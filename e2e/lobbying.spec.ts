import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

const run = promisify(execFile);
const LDA_FILINGS = 'api/src/sources/lda/fixtures/lda-filings.json';

async function snapshot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const path = join(E2E_SCREENSHOT_DIR, `lobbying-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`lobbying-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('lobbying: LDA filings imported with the command show for the mapped company, amendment counted once', async ({
  page,
  request,
}) => {
  const port = new URL(E2E_API_URL).port;
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'lda', LDA_FILINGS], {
    env: { ...process.env, NODE_ENV: 'test', PORT: port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/lda: 1 file imported/);
  expect(stdout).toMatch(/clients: 2 mapped, 1 unmapped, 0 ambiguous/);

  await signIn(page, request);
  await page.goto('/lobbying?symbol=LMT&quarter=2025-Q1');
  await expect(page.getByRole('heading', { name: 'Lobbying', level: 1 })).toBeVisible();
  const filings = page.getByRole('table', { name: 'Lobbying filings' });
  const firm = filings.getByRole('row', { name: /CAPITOL RIDGE PARTNERS LLC/ });
  await expect(firm.getByText('$130.00K')).toBeVisible();
  await expect(firm.getByText('1A · Q1 2025')).toBeVisible();
  await expect(firm.getByRole('link', { name: 'Senate LDA' })).toHaveAttribute(
    'href',
    /lda\.senate\.gov\/filings\/public\/filing\//,
  );
  await expect(filings.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Lobbyists' }).getByText('ROBERT J. HALE')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Government entities' }).getByText('Defense - Dept of (DOD)'),
  ).toBeVisible();
  for (const width of [375, 1024, 1440]) await snapshot(page, width);
});

test('lobbying: the simulated market shows top spenders and the biggest changes', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/lobbying');
  await expect(page.getByText('Simulated data').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top spenders' }).getByRole('row').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Biggest changes' }).getByRole('row').first()).toBeVisible();
  const spender = page.getByRole('table', { name: 'Top spenders' }).getByRole('link').first();
  const ticker = (await spender.innerText()).trim();
  await page.getByRole('textbox', { name: 'Ticker' }).fill(ticker);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`symbol=${ticker.replace('.', '\\.')}`));
  await expect(
    page.getByRole('table', { name: 'Lobbying filings' }).getByRole('link', { name: ticker }).first(),
  ).toBeVisible();
});
