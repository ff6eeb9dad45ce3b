import { type Locator, type Page, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

/**
 * Issue 13, "Defects seen": one check per defect outside the market-data remote, each looked at on a
 * phone, a small laptop and a desktop.
 */
const WIDTHS = [375, 1024, 1440] as const;
/** Spec §9 breakpoints the layout turns on. */
const MD = 900;
const LG = 1200;

async function shoot(page: Page, name: string, width: number, { fullPage = false } = {}) {
  await page.waitForTimeout(400);
  const path = join(E2E_SCREENSHOT_DIR, `defects-${name}-${width}.png`);
  await page.screenshot({ path, fullPage });
  await test.info().attach(`defects-${name}-${width}`, { path, contentType: 'image/png' });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found as Box;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('/favicon.ico is served and the page links it', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await icon.body();
  // An ICO file: reserved 0, type 1.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an unknown path keeps the app layout and Back to Home goes to /home', async ({ page, request }) => {
      await signIn(page, request);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByTestId('app-bar')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      if (width >= LG) await expect(mainNav(page)).toBeVisible();
      else await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
      await shoot(page, '404', width);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });

    test('the avatar menu leads to Account settings and to Billing', async ({ page, request }) => {
      await signIn(page, request);
      await page.goto('/home');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Billing' })).toBeVisible();
      await shoot(page, 'avatar-menu', width);
      await page.getByRole('menuitem', { name: 'Account settings' }).click();
      await expect(page).toHaveURL(/\/account-settings$/);
      await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Billing' }).click();
      await expect(page).toHaveURL(/\/account-settings\?tab=billing$/);
      await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
      await shoot(page, 'billing', width);
    });

    test('the scroll-to-top button never covers the footer referral code', async ({ page, request }) => {
      await signIn(page, request);
      await page.goto('/home');
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      // Enough page to scroll, whatever the dashboard holds: the footer then sits at the very bottom.
      await page.evaluate(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '3000px';
        document.querySelector('main')?.appendChild(spacer);
      });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = page.getByRole('button', { name: 'Scroll to top' });
      await expect(button).toBeVisible();
      if (width >= MD) {
        const code = page.locator('footer').getByRole('link', { name: /^Referral code / });
        await expect(code).toBeVisible();
        await page.waitForTimeout(400);
        expect(overlaps(await box(button), await box(code))).toBe(false);
      } else {
        // Spec §2: no footer on small screens.
        await expect(page.locator('footer')).toHaveCount(0);
      }
      await shoot(page, 'scroll-top', width);
    });

    test('the decorative candlesticks are never behind the page content', async ({ page, request }) => {
      await signIn(page, request);
      await page.goto('/home');
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      const shape = page.getByTestId('background-shape-dark');
      if (width < LG) {
        await expect(shape).toHaveCount(0);
      } else {
        await expect(shape).toHaveCount(1);
        const main = await box(page.getByRole('main'));
        const art = await box(shape);
        expect(art.y).toBeGreaterThanOrEqual(main.y + main.height);
        expect(overlaps(art, main)).toBe(false);
      }
      await shoot(page, 'background', width, { fullPage: true });
    });

    test('the Politician Tracker shows every column, Filed after included, with the menu open', async ({
      page,
      request,
    }) => {
      await signIn(page, request);
      await page.goto('/politicians');
      const table = page.getByRole('table', { name: 'Politician trades' });
      // The first load of the trackers remote and its trades can be slow on a busy machine.
      await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 45_000 });
      const header = table.getByRole('columnheader', { name: /Filed after/ });
      if (width >= LG) {
        await expect(mainNav(page)).toBeVisible();
        const cell = await box(header);
        expect(cell.x + cell.width).toBeLessThanOrEqual(width);
        // The whole table fits: nothing to scroll sideways to.
        const fits = await table.evaluate((el) => {
          const container = el.parentElement as HTMLElement;
          return container.scrollWidth <= container.clientWidth;
        });
        expect(fits).toBe(true);
      }
      await shoot(page, 'politicians', width);
    });

    test('the Options Calculator shows its Symbol placeholder whole', async ({ page, request }) => {
      await signIn(page, request);
      await page.goto('/options-calculator');
      const symbol = page.getByLabel('Symbol (optional)');
      await expect(symbol).toBeVisible({ timeout: 45_000 });
      await expect(symbol).toHaveValue('');
      const label = page.locator('label', { hasText: 'Symbol (optional)' });
      await expect(label).toBeVisible();
      const clipped = await label.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(clipped).toBe(false);
      await symbol.scrollIntoViewIfNeeded();
      await shoot(page, 'calculator', width);
    });

    test('Checkout shows one yearly saving on the toggle and on every plan card', async ({ page, request }) => {
      await signIn(page, request);
      await page.goto('/checkout');
      const yearly = page.getByRole('button', { name: /^Yearly/ });
      await expect(yearly).toBeVisible();
      const toggle = /−(\d+)%/.exec((await yearly.innerText()).replace(/\s+/g, ' '))?.[1];
      expect(toggle).toBeTruthy();
      const cards = page.getByText(/^Save \d+%$/);
      await expect(cards.first()).toBeVisible();
      const savings = await cards.allInnerTexts();
      expect(savings.length).toBeGreaterThan(1);
      for (const saving of savings) expect(saving).toBe(`Save ${toggle}%`);
      await shoot(page, 'checkout', width);
    });
  });
}
