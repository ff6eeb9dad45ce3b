// JavaScript bytes (gzip) a first visit to each page loads, against a running `npm start`.
// Usage: node bench/first-visit-bytes.mjs [appUrl] [apiUrl]
import { gzipSync } from 'node:zlib';
import { launchChromium, verifiedSubscriber } from './browser.mjs';

const APP = process.argv[2] ?? 'http://localhost:3000';
const API = process.argv[3] ?? 'http://localhost:8000/api/';
const PAGES = ['/', '/login', '/refer', '/home', '/stock-profile', '/politicians', '/options-calculator'];
const BUDGET_SHELL = 350 * 1024;
const BUDGET_PAGE_REMOTE = 170 * 1024;

/**
 * What shows that a page rendered its own content (not a paywall, an error or a spinner): a run where a page
 * did not render is a failed run, whatever its bytes.
 */
const RENDERED = {
  '/': (page) => page.getByRole('heading', { level: 1 }).first(),
  '/login': (page) => page.locator('[aria-label$=" widget"]').nth(3),
  '/refer': (page) => page.getByRole('heading', { level: 1 }).first(),
  '/home': (page) => page.locator('[aria-label$=" widget"]').nth(3),
  '/stock-profile': (page) => page.getByRole('heading', { name: 'Stock Profile', level: 1 }),
  '/politicians': (page) => page.getByRole('table').first(),
  '/options-calculator': (page) => page.getByRole('heading', { name: 'Options Calculator', level: 1 }),
};

const access = await (await verifiedSubscriber(API))();
const browser = await launchChromium();
const rows = [];
let overBudget = false;
for (const path of PAGES) {
  const context = await browser.newContext();
  await context.addInitScript((t) => localStorage.setItem('_act', t), access);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // a response without a body (redirect) carries no bytes
    }
  });
  await page.goto(`${APP}${path}`, { waitUntil: 'networkidle' });
  let rendered = true;
  try {
    await RENDERED[path](page).waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByText('Subscribe to continue').waitFor({ state: 'detached', timeout: 1_000 });
  } catch {
    rendered = false;
    overBudget = true;
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  // The shell: everything but the page's own remote chunks (remote entries and ./remote modules included).
  const pageChunks = scripts
    .filter((s) => s.url.includes('/mf/') && !/remoteEntry\.js$|__federation_expose_remote/.test(s.url))
    .reduce((sum, s) => sum + s.gzip, 0);
  const shell = total - pageChunks;
  if (shell > BUDGET_SHELL || pageChunks > BUDGET_PAGE_REMOTE) overBudget = true;
  rows.push({
    page: path,
    files: scripts.length,
    'total KB gzip': (total / 1024).toFixed(1),
    'shell KB gzip': (shell / 1024).toFixed(1),
    'page remote KB gzip': (pageChunks / 1024).toFixed(1),
    rendered: rendered ? 'yes' : 'NO: failed run',
  });
  await context.close();
}
await browser.close();
console.table(rows);
console.log(
  `budget: shell ≤ ${BUDGET_SHELL / 1024} KB gzip, page remote ≤ ${BUDGET_PAGE_REMOTE / 1024} KB, every page rendered: ${overBudget ? 'OVER or not rendered' : 'within'}`,
);
process.exit(overBudget ? 1 : 0);
