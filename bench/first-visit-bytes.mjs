// JavaScript bytes (gzip) a first visit to each page loads, against a running `npm start`.
// Usage: node bench/first-visit-bytes.mjs [appUrl] [apiUrl]
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

const APP = process.argv[2] ?? 'http://localhost:3000';
const API = process.argv[3] ?? 'http://localhost:8000/api/';
const PAGES = ['/', '/login', '/refer', '/home', '/stock-profile', '/politicians', '/options-calculator'];
const BUDGET_SHELL = 500 * 1024;
const BUDGET_PAGE_REMOTE = 170 * 1024;

async function token() {
  const username = `bench_${randomUUID().slice(0, 8)}`;
  const password = 'Bench-pass-1';
  const form = (data) => ({ method: 'POST', body: new URLSearchParams(data) });
  const registered = await fetch(
    `${API}register/`,
    form({ username, email: `${username}@example.com`, password, password2: password }),
  );
  if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${API}token/`, form({ username, password }));
  return (await login.json()).access;
}

const access = await token();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
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
  });
  await context.close();
}
await browser.close();
console.table(rows);
console.log(
  `budget: shell ≤ ${BUDGET_SHELL / 1024} KB gzip, page remote ≤ ${BUDGET_PAGE_REMOTE / 1024} KB: ${overBudget ? 'OVER' : 'within'}`,
);
process.exit(overBudget ? 1 : 0);
