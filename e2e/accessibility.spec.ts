import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * axe's findings that block a release: serious and critical ones (WCAG 2.1 A and AA rules), on the whole page
 * or on the parts `include` selects (one axe run over the full dashboard takes 10–20 s on the 2-core VM).
 */
async function blockingViolations(page: Page, include: string[] = []) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of include) axe = axe.include(selector);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}

async function openHome(page: Page, mode: 'dark' | 'light', stored: Record<string, unknown> = {}) {
  await page.addInitScript((settings) => window.localStorage.setItem('settings', JSON.stringify(settings)), {
    ...stored,
    mode,
  });
  await page.goto('/home');
  await expect(page.getByLabel('Online users')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Watchlist' }).getByRole('button', { name: 'NVDA' })).toBeVisible();
  // Let the theme and the drawer transitions settle: axe reads computed colours.
  await page.waitForTimeout(500);
}

for (const mode of ['dark', 'light'] as const) {
  test(`the shell has no serious or critical axe violation, ${mode} theme`, async ({ page, request }) => {
    await signIn(page, request);
    await openHome(page, mode);
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test(`the phone drawer has no serious or critical axe violation, ${mode} theme`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, request);
    await openHome(page, mode);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.waitForTimeout(400);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test(`the horizontal layout and its menus have no serious or critical axe violation, ${mode} theme`, async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await openHome(page, mode);
    await page.getByRole('button', { name: 'Layout settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Layout settings' });
    await settings.getByRole('button', { name: 'Horizontal' }).click();
    await page.waitForTimeout(300);
    // The page under the layout is the shell test's (above): here, the settings, the bar and its menus.
    expect(await blockingViolations(page, ['[role="dialog"]', '[data-testid="app-bar"]'])).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    await page.waitForTimeout(400);
    expect(await blockingViolations(page, ['[data-testid="app-bar"]'])).toEqual([]);

    await page.getByTestId('app-bar').getByRole('button', { name: 'Tools & Community' }).click();
    await expect(page.getByRole('menuitem', { name: 'Options Calculator' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await blockingViolations(page, ['[data-testid="app-bar"]', '[role="menu"]'])).toEqual([]);
  });

  test(`the collapsed 68 px rail has no serious or critical axe violation, ${mode} theme`, async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await openHome(page, mode, { navCollapsed: true });
    await page.mouse.move(900, 500);
    const rail = page.getByTestId('vertical-nav').locator('.MuiDrawer-paper');
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(68);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test(`at 1024 px (below lg) the shell and its drawer have no serious or critical axe violation, ${mode} theme`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signIn(page, request);
    await openHome(page, mode);
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.waitForTimeout(400);
    expect(await blockingViolations(page)).toEqual([]);
  });
}
