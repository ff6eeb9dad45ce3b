import { type Page, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { E2E_API_URL, E2E_SCREENSHOT_DIR } from '../playwright.config';
import { signIn } from './support';

/** Spec §9 sizes the shell is checked against. */
const NAV_WIDTH = 260;
const NAV_COLLAPSED_WIDTH = 68;

const navRail = (page: Page) => page.getByTestId('vertical-nav').locator('.MuiDrawer-paper');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('settings') ?? '{}') as Record<string, unknown>);
}

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(mainNav(page).getByRole('link', { name: 'Options Calculator', exact: true })).toBeVisible();
}

/** A picture of the page kept after the run (see E2E_SCREENSHOT_DIR) and attached to the test's report. */
async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  // Let transitions (drawer width, theme) settle before the picture.
  await page.waitForTimeout(400);
  const path = join(E2E_SCREENSHOT_DIR, `shell-${name}.png`);
  await page.screenshot({ path, fullPage });
  await test.info().attach(`shell-${name}`, { path, contentType: 'image/png' });
}

test('the default shell: dark, vertical 260 px menu, fixed app bar, footer; light mode on toggle', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openHome(page);
  await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
  expect((await navRail(page).boundingBox())?.width).toBe(NAV_WIDTH);
  await expect(page.getByTestId('app-bar')).toHaveCSS('position', 'sticky');
  await expect(page.getByTestId('app-bar')).toHaveCSS('backdrop-filter', /blur/);
  const free = mainNav(page).getByRole('link', { name: 'Free Discord', exact: true });
  await expect(free).toHaveAttribute('target', '_blank');
  await expect(free).toHaveAttribute('rel', 'noopener noreferrer');
  // At least this user: specs on the other worker have users signed in too. The exact count is
  // online-users.spec's, in the project that runs alone.
  await expect(page.getByLabel('Online users')).toHaveText(/^[1-9]\d* online$/);
  await shoot(page, 'dark');

  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(243, 245, 250)');
  expect(await storedSettings(page)).toMatchObject({ mode: 'light' });
  await shoot(page, 'light');
});

test('the collapsed menu is a 68 px rail, opens on hover, and stays collapsed after a reload', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openHome(page);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await page.mouse.move(900, 500);
  await expect.poll(async () => (await navRail(page).boundingBox())?.width).toBe(NAV_COLLAPSED_WIDTH);
  expect(await storedSettings(page)).toMatchObject({ navCollapsed: true });

  await page.reload();
  await expect(mainNav(page).getByRole('link', { name: 'Options Calculator', exact: true })).toBeVisible();
  await page.mouse.move(900, 500);
  await expect.poll(async () => (await navRail(page).boundingBox())?.width).toBe(NAV_COLLAPSED_WIDTH);
  // Titles live in tooltips on the rail; the links keep their names.
  await expect(mainNav(page).getByText('Options Calculator', { exact: true })).toHaveCount(0);
  await shoot(page, 'collapsed');

  await navRail(page).hover();
  await expect.poll(async () => (await navRail(page).boundingBox())?.width).toBe(NAV_WIDTH);
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await page.mouse.move(900, 500);
  await expect.poll(async () => (await navRail(page).boundingBox())?.width).toBe(NAV_WIDTH);
  expect(await storedSettings(page)).toMatchObject({ navCollapsed: false });
});

test('switching to the horizontal layout, forced back to vertical below lg and restored above', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openHome(page);
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByRole('dialog', { name: 'Layout settings' }).getByRole('button', { name: 'Horizontal' }).click();
  await shoot(page, 'settings-menu');
  await page.keyboard.press('Escape');

  await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
  await expect(page.getByTestId('vertical-nav')).toHaveCount(0);
  const appBar = page.getByTestId('app-bar');
  await expect(appBar.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await shoot(page, 'horizontal');

  await appBar.getByRole('button', { name: 'Tools & Community' }).click();
  await page.getByRole('menuitem', { name: 'Options Calculator' }).click();
  await expect(page).toHaveURL(/\/options-calculator$/);
  await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
});

test.describe('below lg (1000 px wide)', () => {
  test.use({ viewport: { width: 1000, height: 800 }, hasTouch: true });

  async function swipe(page: Page, fromX: number, toX: number) {
    const cdp = await page.context().newCDPSession(page);
    const at = (x: number) => [{ x, y: 400, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(fromX) });
    for (let x = fromX + 20; x <= toX; x += 20)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('the menu is a temporary drawer: a swipe from the 20 px edge opens it, a link closes it', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    const calculator = mainNav(page).getByRole('link', { name: 'Options Calculator', exact: true });
    await expect(calculator).toBeHidden();

    // Starting outside the 20 px swipe area does nothing.
    await swipe(page, 40, 260);
    await page.waitForTimeout(500);
    await expect(calculator).toBeHidden();

    await swipe(page, 8, 260);
    await expect(calculator).toBeVisible();
    await shoot(page, 'drawer-1000');
    await calculator.click();
    await expect(page).toHaveURL(/\/options-calculator$/);
    await expect(calculator).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(calculator).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calculator).toBeHidden();
  });
});

test('the scroll-to-top button appears after 400 px of scrolling and takes the page back up', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openHome(page);
  // Enough page to scroll, whatever the dashboard holds today.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.appendChild(spacer);
  });
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 390));
  await page.waitForTimeout(300);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 410));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('the footer shows copyright, Discord, Twitter and the referral code linking to /affiliate', async ({
  page,
  request,
}) => {
  const account = await signIn(page, request);
  const profile = await request.get(`${E2E_API_URL}getProfile/`, {
    headers: { Authorization: `Bearer ${account.access}` },
  });
  const { referral_link } = (await profile.json()) as { referral_link: string };
  const code = new URL(referral_link).searchParams.get('via');
  expect(code).toBeTruthy();

  await openHome(page);
  const footer = page.locator('footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(footer.getByRole('link', { name: 'Twitter' })).toHaveAttribute('target', '_blank');
  const codeLink = footer.getByRole('link', { name: `Referral code ${code}` });
  await expect(codeLink).toHaveAttribute('href', '/affiliate');
  await expect(codeLink).toContainText(code ?? '');
  await expect(footer).toHaveCSS('position', 'relative');
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer is hidden and the menu is behind the menu button', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(page.getByLabel('Online users')).toBeVisible();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByTestId('background-shape-dark')).toHaveCount(0);
    await shoot(page, 'phone');
  });
});

test('a new user: the avatar menu shows name, email, Access Until and Logout, no Discord Bot', async ({
  page,
  request,
}) => {
  const account = await signIn(page, request);
  await openHome(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(account.username);
  await expect(menu).toContainText(`${account.username}@example.com`);
  await expect(menu).toContainText('Access Until');
  await expect(menu).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Discord Bot' })).toHaveCount(0);
  await shoot(page, 'avatar-menu');

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

test('menus are operable from the keyboard', async ({ page, request }) => {
  await signIn(page, request);
  await openHome(page);
  await page.getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  // The first action of the menu (the name and Access Until rows are information, skipped).
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Layout settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeHidden();

  // Keyboard focus is visible: a nav link reached with Tab draws a 2 px outline.
  const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Flows' });
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const outline = await link.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline).toEqual({ style: 'solid', width: 2 });
});

test('corrupt stored settings fall back to the defaults without breaking the page', async ({ page, request }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('settings', '{"mode":"purple","navCollapsed":"yes","skin":'),
  );
  await signIn(page, request);
  await openHome(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 14, 20)');
  expect((await navRail(page).boundingBox())?.width).toBe(NAV_WIDTH);
});

test('?layout=false shows the page without the standard layout', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/options-calculator?layout=false');
  await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByTestId('app-bar')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
});

/** Spec §9 body colours of the two themes. */
const BODY_COLOR = { dark: 'rgb(11, 14, 20)', light: 'rgb(243, 245, 250)' } as const;

/**
 * What each width shows (spec §2, §4): below lg (1200) the menu is a temporary drawer behind the menu
 * button; the footer is hidden on small screens (below md, 900); the decorative background only from lg.
 */
const SHELL_AT = {
  375: { drawer: true, footer: false, background: false },
  1024: { drawer: true, footer: true, background: false },
  1440: { drawer: false, footer: true, background: true },
} as const;

for (const width of [375, 1024, 1440] as const)
  for (const mode of ['dark', 'light'] as const)
    test(`the shell at ${width} px, ${mode}: layout per width, theme applied, screenshot kept`, async ({
      page,
      request,
    }) => {
      const expected = SHELL_AT[width];
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((m) => window.localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
      await signIn(page, request);
      await page.goto('/home');
      await expect(page.getByLabel('Online users')).toBeVisible();

      // The theme applied: page colour, and the toggle offers the other mode.
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe(BODY_COLOR[mode]);
      await page.getByRole('button', { name: 'Toggle light/dark mode' }).hover();
      await expect(page.getByRole('tooltip')).toHaveText(
        mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode',
      );
      await page.mouse.move(width / 2, 600);
      await expect(page.getByRole('tooltip')).toHaveCount(0);

      const calculator = mainNav(page).getByRole('link', { name: 'Options Calculator', exact: true });
      const menuButton = page.getByRole('button', { name: 'Open navigation' });
      if (expected.drawer) {
        await expect(menuButton).toBeVisible();
        await expect(calculator).toBeHidden();
      } else {
        await expect(menuButton).toHaveCount(0);
        await expect(calculator).toBeVisible();
        expect((await navRail(page).boundingBox())?.width).toBe(NAV_WIDTH);
      }
      await expect(page.locator('footer')).toHaveCount(expected.footer ? 1 : 0);
      if (expected.footer) await expect(page.locator('footer')).toBeVisible();
      for (const part of ['shape', 'mask'])
        await expect(page.getByTestId(`background-${part}-${mode}`)).toHaveCount(expected.background ? 1 : 0);
      // The other theme's art is never drawn.
      await expect(page.getByTestId(`background-shape-${mode === 'dark' ? 'light' : 'dark'}`)).toHaveCount(0);
      // Nothing spills sideways at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // What the window shows, and the whole page (where the fixed menu and background stop at the first screen).
      await shoot(page, `${width}-${mode}`);
      await shoot(page, `${width}-${mode}-full`, { fullPage: true });

      if (expected.drawer) {
        // The drawer opens from the menu button over the page, and Escape closes it.
        await menuButton.click();
        await expect(calculator).toBeVisible();
        const paper = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
        await expect(paper).toBeVisible();
        // Whole once the slide-in has finished.
        await expect.poll(async () => (await paper.boundingBox())?.x).toBe(0);
        expect(Math.round((await paper.boundingBox())?.width ?? 0)).toBe(NAV_WIDTH);
        await shoot(page, `${width}-${mode}-drawer`);
        await page.keyboard.press('Escape');
        await expect(calculator).toBeHidden();
      }
    });
