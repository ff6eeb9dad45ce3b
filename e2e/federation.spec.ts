import { expect, test } from '@playwright/test';
import { navLink, signIn } from './support';

/**
 * Every react-dom that loads registers its renderer with the DevTools hook. A stand-in hook counts
 * them: more than one means a remote brought its own React.
 */
async function countRenderers(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          id += 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
}

test('one react-dom serves a page that shows all four remotes', async ({ page, request }) => {
  await signIn(page, request);
  const renderers = await countRenderers(page);
  const remoteScripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/mf/') && response.url().endsWith('.js')) remoteScripts.push(response.url());
  });

  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Custom Dashboard', level: 1 })).toBeVisible();
  await navLink(page, 'Stock Profile').click();
  await expect(page.getByRole('heading', { name: 'Stock Profile', level: 1 })).toBeVisible();
  await navLink(page, 'Politician Tracker').click();
  await expect(page.getByRole('heading', { name: 'Politician Tracker', level: 1 })).toBeVisible();
  await navLink(page, 'Options Calculator').click();
  await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
  // The fourth remote's page is public and reached in the same document.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/refer?via=e2e_code');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: /invited you/ })).toBeVisible();

  expect(await renderers()).toBe(1);
  for (const remote of ['market-data', 'trackers', 'tools', 'account'])
    expect(remoteScripts.some((url) => url.includes(`/mf/${remote}/`))).toBe(true);
});

test("a remote's MUI components follow the host's theme when it switches", async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/options-calculator');
  await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
  const remotePaper = page.locator('main .MuiPaper-root').first();
  await expect(remotePaper).toBeVisible();
  const background = () => remotePaper.evaluate((el) => getComputedStyle(el).backgroundColor);
  const dark = await background();
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect.poll(background).not.toBe(dark);
  expect(await background()).toBe('rgb(255, 255, 255)');
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect.poll(background).toBe(dark);
});
