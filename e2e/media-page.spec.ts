import { expect, test } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { signIn } from './support';
import { E2E_MEDIA_CHANNEL_ID, E2E_YOUTUBE_FEED_PORT } from '../playwright.config';

/** YouTube's feed for the e2e API (YOUTUBE_FEED_URL): a real-format file whose stream started half an hour ago. */
const FEED = readFileSync(new URL('../api/src/modules/media/fixtures/channel-feed.xml', import.meta.url), 'utf8');
let youtube: Server;

test.beforeAll(async () => {
  youtube = createServer((req, res) => {
    // The page asks for the channel the API is configured with (MEDIA_CHANNEL_ID), not one of its own.
    if (new URL(req.url ?? '/', 'http://x').searchParams.get('channel_id') !== E2E_MEDIA_CHANNEL_ID) {
      res.writeHead(404).end();
      return;
    }
    const started = new Date(Date.now() - 30 * 60_000).toISOString();
    res.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' });
    res.end(FEED.replace('2025-06-13T21:00:00+00:00', started));
  });
  await new Promise<void>((resolve) => youtube.listen(E2E_YOUTUBE_FEED_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => youtube.close(resolve));
});

test('media page: the "may be live" card, latest videos and the privacy-enhanced player', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/media-page');
  await expect(page.getByRole('heading', { name: 'Media Page', level: 1 })).toBeVisible();
  // The public feed has no live flag: a new video without views is offered as one that may be live.
  const live = page.getByRole('region', { name: 'May be live' });
  await expect(live.getByText('LIVE: Market open — options flow & gamma levels')).toBeVisible();
  await expect(live.getByText('New · may be live')).toBeVisible();
  const list = page.getByRole('region', { name: 'Latest videos' });
  await expect(list.getByRole('button')).toHaveCount(3);

  // Nothing from YouTube loads until the viewer presses play.
  await expect(page.locator('iframe')).toHaveCount(0);
  await live.getByRole('button', { name: 'Watch' }).click();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/Qm3LiveOpn1\?/,
  );

  await list.getByRole('button', { name: /Gamma exposure explained in 12 minutes/ }).click();
  await expect(page.getByRole('heading', { name: 'Gamma exposure explained in 12 minutes', level: 2 })).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('src', /embed\/Gx7Gamma0q2\?/);

  mkdirSync('var/e2e-screenshots', { recursive: true });
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(list.getByRole('button')).toHaveCount(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `var/e2e-screenshots/media-page-${width}.png`, fullPage: true });
  }
});
