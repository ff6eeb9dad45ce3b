// What Module Federation costs a subscriber: the same host and remote pages built two ways — federated, as the
// product ships (host + four remotes laid out by deploy/src/build-site.ts), and as ONE ordinary webpack app
// (bench/monolith/webpack.config.mjs: same source and loaders, static imports, production mode) — served side
// by side by deploy/src/serve.ts over loopback, next to one API on in-memory PGlite with the live market of
// the e2e runs. Each load is a fresh Chromium context (empty cache), signed in as a subscriber on trial, with
// the CPU throttled 4× through the DevTools protocol; it records the gzip size of every script response and
// the Largest Contentful Paint, once the page shows its own content (a load that does not is a failed run).
// After a warm-up round, median of 5 runs per page and build, the builds alternating which goes first. Budget: federated ÷ monolith ≤ 1.10 for the
// bytes and for LCP on every page. Exits 1 when a budget is missed or a run failed.
// Usage: node bench/monolith-compare.mjs [--runs 5] [--pages /home,/flow] [--site <federated site>] [--quick]
//   --site  an already laid-out federated site (npm test passes var/e2e-site); without it the host and remotes
//           are built as `npm run build` does and laid out in var/bench-federated-site.
//   --quick /home, one run, no budget judged (the render check still fails the run): run by `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, buildApps } from '../tools/run.mjs';
import { launchChromium, verifiedSubscriber } from './browser.mjs';
import { buildMonolith } from './monolith/webpack.config.mjs';

const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const QUICK = process.argv.includes('--quick');
const RUNS = Number(argument('--runs') ?? (QUICK ? 1 : 5));
const PAGES = (argument('--pages') ?? (QUICK ? '/home' : '/home,/flow,/gamma,/politicians,/options-calculator')).split(
  ',',
);
const SITE = argument('--site') ? resolve(argument('--site')) : null;
const BUDGET_RATIO = 1.1;
const CPU_SLOWDOWN = 4;
const RENDER_TIMEOUT_MS = 60_000;
/** After the page rendered and the network went quiet: late LCP candidates (a table filling in) still count. */
const SETTLE_MS = 1_500;
/** The e2e market clock (playwright.config.ts): a weekday morning, so the live pages have trades. */
const MARKET_START = '2026-11-20T15:30:00Z';
const BUILDS = ['federated', 'monolith'];
/** The host's subscribe panel (host/src/features/subscription): what a subscriber must never be measured on. */
const PAYWALL_TITLE = 'Subscribe to continue';

/** What shows that a page rendered its own content (as bench/first-visit-bytes.mjs and the e2e specs wait for). */
const RENDERED = {
  '/home': (page) => page.locator('[aria-label$=" widget"]').nth(3),
  '/flow': (page) =>
    page
      .getByRole('grid', { name: 'Options flow' })
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .nth(5),
  '/gamma': (page) =>
    page.getByRole('region', { name: 'GEX by strike' }).locator('svg.recharts-surface .recharts-bar-rectangle').first(),
  '/politicians': (page) => page.getByRole('table').first(),
  '/options-calculator': (page) => page.getByRole('heading', { name: 'Options Calculator', level: 1 }),
};
const unknown = PAGES.filter((path) => !RENDERED[path]);
if (unknown.length > 0) throw new Error(`no render check for ${unknown.join(', ')}: add one to RENDERED`);

const children = [];
const stopChildren = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopChildren);
process.on('SIGINT', () => process.exit(130));

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** Starts a long-running child, keeping the tail of its output to show if it dies. */
function startChild(label, args, cwd, env) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.label = label;
  child.tail = () => tail;
  children.push(child);
  return child;
}

async function until(url, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited (${child.exitCode}):\n${child.tail()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${child.label} not ready at ${url} after ${timeoutMs / 1000} s:\n${child.tail()}`);
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Where a script's bytes belong, to say where the federated build's extra bytes go. */
function kindOf(build, url) {
  const path = new URL(url).pathname;
  if (build === 'monolith') return path === '/main.js' ? 'main.js' : 'chunks';
  if (!path.startsWith('/mf/')) return path === '/main.js' ? 'host main.js' : 'host chunks';
  if (path.endsWith('/remoteEntry.js')) return 'remote entries';
  return path.includes('__federation_expose_remote') ? 'remote ./remote' : 'remote chunks';
}

/** One load of `path` in a fresh context: script bytes and LCP, or why the page did not render. */
async function measure(browser, build, origin, path, token) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((access) => localStorage.setItem('_act', access), token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = [];
    const bodies = [];
    const refused = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(
          (body) => scripts.push({ kind: kindOf(build, response.url()), gzip: gzipSync(body, { level: 9 }).length }),
          () => {}, // a response without a body (redirect) carries no bytes
        ),
      );
    });
    const failed = (why) => ({
      failed: `${build} ${path} ${why}${refused.length > 0 ? ` (refused: ${refused.join(', ')})` : ''}`,
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
    try {
      await RENDERED[path](page).waitFor({ state: 'visible', timeout: RENDER_TIMEOUT_MS });
    } catch (error) {
      return failed(`did not render its content: ${error.message.split('\n')[0]}`);
    }
    // When the page's own content showed (not judged: LCP may land on the shell, e.g. the footer's text).
    const contentMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const lcp = await page.evaluate(
      () =>
        new Promise((done) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1);
            const element = entry.element;
            const label = element
              ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`
              : '(removed)';
            done({ ms: entry.startTime, element: label });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => done(null), 5_000);
        }),
    );
    if (!lcp) return failed('had no Largest Contentful Paint');
    // Still the page at the end: not the paywall (a 402 swaps it in) nor an error boundary.
    if ((await page.getByText(PAYWALL_TITLE).count()) > 0 || !(await RENDERED[path](page).isVisible()))
      return failed('gave way to the paywall or an error after it rendered');
    await Promise.all(bodies);
    const byKind = {};
    for (const { kind, gzip } of scripts) byKind[kind] = (byKind[kind] ?? 0) + gzip;
    return { bytes: scripts.reduce((sum, s) => sum + s.gzip, 0), files: scripts.length, byKind, lcp, contentMs };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

// 1. The two builds: the federated one as `npm run build` makes it (unless given), the monolith below.
let started = performance.now();
let federatedSite = SITE;
if (!federatedSite) {
  federatedSite = join(ROOT, 'var', 'bench-federated-site');
  buildApps();
  const laidOut = spawnSync(process.execPath, ['--import', 'tsx', 'src/build-site.ts'], {
    cwd: join(ROOT, 'deploy'),
    env: { ...process.env, SITE_DIR: federatedSite },
    stdio: 'inherit',
  });
  if (laidOut.status !== 0) throw new Error('laying out the federated site failed');
  console.log(`federated build laid out in ${seconds(started)}`);
}
// 2. One API and a static server per build, on free loopback ports; the API seeds while the monolith builds.
const [apiPort, federatedPort, monolithPort] = [await freePort(), await freePort(), await freePort()];
const API = `http://127.0.0.1:${apiPort}/api/`;
const ORIGINS = { federated: `http://127.0.0.1:${federatedPort}`, monolith: `http://127.0.0.1:${monolithPort}` };
const api = startChild('API', ['--import', 'tsx', 'src/main.ts'], join(ROOT, 'api'), {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  PGLITE_DIR: 'memory://',
  NODE_ENV: 'test',
  APP_ORIGIN: ORIGINS.federated,
  CORS_ORIGINS: ORIGINS.monolith,
  SIM_LIVE: 'true',
  SIM_START: MARKET_START,
});
const monolithSite = join(ROOT, 'var', 'bench-monolith');
console.log(`federated site: ${federatedSite}\nbuilding the monolith into ${monolithSite}`);
started = performance.now();
await buildMonolith(monolithSite);
console.log(`monolith built in ${seconds(started)}`);
started = performance.now();
const servers = BUILDS.map((build) =>
  startChild(`${build} static server`, ['--import', 'tsx', 'src/serve.ts'], join(ROOT, 'deploy'), {
    PORT: String(build === 'federated' ? federatedPort : monolithPort),
    HOST: '127.0.0.1',
    SITE_DIR: build === 'federated' ? federatedSite : monolithSite,
    API_URL: API,
    SOCIAL_SIGN_IN: 'off',
  }),
);
await Promise.all([
  until(`${API}health`, api),
  ...servers.map((server, index) => until(`${ORIGINS[BUILDS[index]]}/env.js`, server)),
]);
const token = await verifiedSubscriber(API);
console.log(`API and static servers ready ${seconds(started)} after the build`);

// 3. The loads: per run and page, both builds one after the other, the first of the two alternating.
started = performance.now();
const browser = await launchChromium();
const results = Object.fromEntries(PAGES.map((path) => [path, { federated: [], monolith: [] }]));
const failures = [];
// Run 0 warms the API up (its first answers are the slowest) and is not counted; --quick has none.
for (let run = QUICK ? 1 : 0; run <= RUNS; run++) {
  for (const path of PAGES) {
    for (const build of run % 2 === 1 ? BUILDS : [...BUILDS].reverse()) {
      const result = await measure(browser, build, ORIGINS[build], path, await token());
      if (result.failed) failures.push(`${run === 0 ? 'warm-up' : `run ${run}`}: ${result.failed}`);
      else if (run > 0) results[path][build].push(result);
    }
  }
  console.log(`${run === 0 ? 'warm-up' : `run ${run} of ${RUNS}`} done (${seconds(started)})`);
}
await browser.close();

// 4. Medians, ratios, verdicts.
let over = false;
const rows = [];
const details = [];
for (const path of PAGES) {
  const { federated, monolith } = results[path];
  if (federated.length === 0 || monolith.length === 0) continue;
  const figure = (runs, pick) => median(runs.map(pick));
  const bytes = { federated: figure(federated, (r) => r.bytes), monolith: figure(monolith, (r) => r.bytes) };
  const lcp = { federated: figure(federated, (r) => r.lcp.ms), monolith: figure(monolith, (r) => r.lcp.ms) };
  const bytesRatio = bytes.federated / bytes.monolith;
  const lcpRatio = lcp.federated / lcp.monolith;
  const within = bytesRatio <= BUDGET_RATIO && lcpRatio <= BUDGET_RATIO;
  if (!QUICK && !within) over = true;
  rows.push({
    page: path,
    'federated KB gzip': kb(bytes.federated),
    'monolith KB gzip': kb(bytes.monolith),
    'bytes ratio': bytesRatio.toFixed(2),
    'federated LCP ms': lcp.federated.toFixed(0),
    'monolith LCP ms': lcp.monolith.toFixed(0),
    'LCP ratio': lcpRatio.toFixed(2),
    verdict: QUICK ? '(quick: not judged)' : within ? 'within' : 'OVER',
  });
  for (const build of BUILDS) {
    const first = results[path][build][0];
    const kinds = Object.entries(first.byKind)
      .map(([kind, size]) => `${kind} ${kb(size)}`)
      .join(', ');
    const lcps = results[path][build].map((r) => r.lcp.ms.toFixed(0)).join(' ');
    const content = median(results[path][build].map((r) => r.contentMs)).toFixed(0);
    details.push(
      `${path} ${build}: ${first.files} scripts (${kinds} KB); LCP runs ${lcps} ms on ${first.lcp.element}; content shown at ${content} ms`,
    );
  }
}
console.log(
  `\nFederated vs monolith, CPU ${CPU_SLOWDOWN}× slower, empty cache, median of ${RUNS} (${seconds(started)}):`,
);
console.table(rows);
console.log(details.join('\n'));
for (const failure of failures) console.error(`✖ failed run: ${failure}`);
console.log(
  QUICK
    ? `quick run: budget not judged; ${failures.length === 0 ? 'every page rendered' : 'a page did not render'}`
    : `budget: federated ÷ monolith ≤ ${BUDGET_RATIO.toFixed(2)} for bytes and LCP on every page: ${over ? 'OVER' : 'within'}${failures.length ? ', with failed runs' : ''}`,
);
process.exit(over || failures.length > 0 ? 1 : 0);
