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
  const path = join(E2E_SCREENSHOT_DIR, `news-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`news-${width}`, { path, contentType: 'image/png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
}

test('news: simulated headlines with tickers, sentiment, source and time; filters; a headline imported while the page is open arrives live', async ({
  page,
  request,
}) => {
  // Six sessions share two cores here: the remote, the socket and the import CLI all start slowly.
  test.setTimeout(300_000);
  await signIn(page, request);
  await page.goto('/news');
  // The remote's first load is slow on a busy machine: the page gets longer than the default to appear.
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Simulated data', { exact: true })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const feed = page.getByRole('feed', { name: 'Headlines' });
  // The newest simulated headline (other specs import wire headlines into the same feed).
  const first = feed
    .getByRole('article')
    .filter({ hasText: / ET · Simulated data/ })
    .first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first.getByLabel(/^Sentiment: (Positive|Negative|Neutral)$/)).toBeVisible();
  await expect(first.getByRole('link', { name: /stock profile$/ }).first()).toBeVisible();
  await expect(first.getByText(/ ET · Simulated data$/)).toBeVisible();

  // Negative only: the server's list and the cards agree.
  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/news/all') && r.url().includes('sentiment=negative'),
  );
  await page.getByRole('combobox', { name: 'Sentiment' }).click();
  await page.getByRole('option', { name: 'Negative' }).click();
  await expect(page).toHaveURL(/sentiment=negative/);
  const body = (await (await filtered).json()) as { items: Array<{ sentiment: string }> };
  expect(body.items.length).toBeGreaterThan(0);
  expect(body.items.every((i) => i.sentiment === 'negative')).toBe(true);
  await expect(feed.getByLabel('Sentiment: Positive')).toHaveCount(0);

  // Older pages by cursor.
  const before = await feed.getByRole('article').count();
  await page.getByRole('button', { name: 'Load older headlines' }).click();
  await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThan(before);

  await page.goto('/news');
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  for (const width of [375, 1024, 1440]) await snapshot(page, width);
  await page.setViewportSize({ width: 1440, height: 900 });

  // A wire publishes while the page is open: its saved feed imported with `npm run import -- news`.
  const tag = randomUUID().slice(0, 8);
  await page.getByRole('textbox', { name: 'Search headlines' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByText('No headline passes these filters.', { exact: false })).toBeVisible();
  const dir = join('var', 'e2e-imports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `news-${tag}.rss.xml`);
  const published = new Date(Date.parse(E2E_MARKET_START) + 60_000).toUTCString();
  writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>E2E Wire</title><link>https://wire.example/</link><description>Test wire</description>
<item><title>NVIDIA Corporation (NASDAQ: NVDA) beats estimates and raises guidance ${tag}</title>
<link>https://wire.example/news/${tag}</link><guid isPermaLink="false">e2e-${tag}</guid>
<pubDate>${published}</pubDate><description>Record data-center revenue.</description></item>
</channel></rss>`,
  );
  const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'news', file], {
    env: { ...process.env, NODE_ENV: 'test', PORT: new URL(E2E_API_URL).port, HOST: '127.0.0.1' },
  });
  expect(stdout).toMatch(/news: 1 file imported — 1 new/);

  const arrival = feed.getByRole('article').filter({ hasText: tag });
  await expect(arrival).toHaveCount(1);
  await expect(arrival.getByText('New', { exact: true })).toBeVisible();
  await expect(arrival.getByText('Major', { exact: true })).toBeVisible();
  await expect(arrival.getByLabel('Sentiment: Positive')).toBeVisible();
  await expect(arrival.getByRole('link', { name: 'NVDA stock profile' })).toBeVisible();
  await expect(arrival.getByText(/ ET · E2E Wire$/)).toBeVisible();
  await snapshot(page, 1440);
});
