// Every list endpoint under load on the embedded default (PGlite): autocannon, 50 connections, loopback.
// Usage: node bench/list-endpoints.mjs [--seconds 15] [--connections 50] [--only <name,…>] [--quick]
// Budget (issue 21): each list endpoint answers ≥ 1,000 req/s with p99 ≤ 100 ms. Exits 1 when one misses
// it, when one answers anything but 200, or when a paged GET route of the OpenAPI document is not in the
// list below (a new list endpoint cannot escape the benchmark). `--quick` runs each for 2 s and judges
// only the answers and the coverage (CI's smoke run: the budgets need idle cores).
// Nothing needs to be running: the script starts its own API on in-memory PGlite (default seeds, one
// regular-session hour of flow, live simulator off) in a child process and loads it from this one.
import { register } from 'tsx/esm/api';
import { serveToParent, startApiChild } from './api-child.mjs';

register();

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const QUICK = argv.includes('--quick');
const SECONDS = Number(option('seconds', QUICK ? 2 : 15));
const CONNECTIONS = Number(option('connections', 50));
const ONLY = option('only', '')
  .split(',')
  .filter((s) => s !== '');
const BUDGET = { reqPerSecond: 1000, p99Ms: 100 };

/** The session the API serves: Friday 13 June 2025, 09:30–10:30 New York, seen from that evening. */
const NOW = '2025-06-13T22:30:00Z';
const OPEN = '2025-06-13T13:30:00Z';
const HOUR_IN = '2025-06-13T14:30:00Z';

/**
 * Every GET route that answers a list of rows, with the query a page sends most. `who` is the token:
 * subscriber (trial running) for the paid lists, the same user for its own lists.
 */
const ENDPOINTS = [
  { name: 'flow', path: '/api/flow/all?limit=50' },
  { name: 'flow (filtered)', path: '/api/flow/all?limit=50&minPremium=25000&type=call' },
  { name: 'darkpool', path: '/api/darkpool/all?limit=50' },
  { name: 'net-flow', path: '/api/net-flow' },
  { name: 'biggestMovers/gainers', path: '/api/biggestMovers/gainers' },
  { name: 'biggestMovers/losers', path: '/api/biggestMovers/losers' },
  { name: 'gappers', path: '/api/gappers' },
  { name: 'relative-volume', path: '/api/relative-volume' },
  { name: 'vwap-deviation', path: '/api/vwap-deviation' },
  { name: 'breakout', path: '/api/breakout' },
  { name: 'breakdown', path: '/api/breakdown' },
  { name: 'screener/{x}', path: '/api/screener/top-gainers' },
  { name: 'chart bars', path: '/api/chart/bars/SPY?interval=1d' },
  { name: 'politician/trades', path: '/api/politician/trades?pageSize=25&sort=amount' },
  { name: 'politician/trades (filtered)', path: '/api/politician/trades?pageSize=25&party=D&type=purchase' },
  { name: 'politician/politicians', path: '/api/politician/politicians' },
  { name: 'insider/trades', path: '/api/insider/trades?pageSize=50' },
  { name: 'insider/trades (cluster buys)', path: '/api/insider/trades?pageSize=50&preset=cluster-buys' },
  { name: 'insider/{x}', path: '/api/insider/AAPL' },
  { name: 'analystrating/all', path: '/api/analystrating/all' },
  { name: 'ai-pick', path: '/api/ai-pick' },
  { name: 'analystrating/{x}', path: '/api/analystrating/AAPL' },
  { name: 'filing/all', path: '/api/filing/all' },
  { name: 'lobbying/all', path: '/api/lobbying/all' },
  { name: 'govcontract/all', path: '/api/govcontract/all' },
  { name: 'news/all', path: '/api/news/all' },
  { name: 'institutional-tracker/positions', path: '/api/institutional-tracker/positions?cik=9000106' },
  { name: 'disclosure-timeline/{x}', path: '/api/disclosure-timeline/AAPL' },
  { name: 'economic-calander', path: '/api/economic-calander?from=2025-06-09&to=2025-06-20' },
  { name: 'stock-split-calander', path: '/api/stock-split-calander/all?from=2025-01-01&to=2025-12-31' },
  { name: 'courses', path: '/api/courses' },
  { name: 'journal/trades', path: '/api/journal/trades' },
  { name: 'journal/executions', path: '/api/journal/executions' },
  { name: 'user/sessions', path: '/api/user/sessions' },
  { name: 'messageBot/history', path: '/api/messageBot/history' },
  { name: 'messageBot/history/{kind}', path: '/api/messageBot/history/flow' },
];
/** Query parameters that make a GET route a paged list. */
const PAGING = ['page', 'pageSize', 'limit', 'cursor'];

const api = (path) => new URL(`../api/src/${path}`, import.meta.url).href;

/** Child process: the API, a signed-up user with a running trial, the bot add-on and a few journal executions. */
async function serve() {
  const { buildApp } = await import(api('app.ts'));
  const { loadConfig } = await import(api('config.ts'));
  const harness = await import(api('test/harness.ts'));
  const config = loadConfig({ PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', SIM_LIVE: 'false' });
  const app = await buildApp(config, { now: () => new Date(NOW) });
  app.market.beginAt(Date.parse(OPEN));
  await app.market.advanceTo(Date.parse(HOUR_IN));
  const t = { app, config, request: (options) => app.inject(options) };
  const { access } = await harness.signUp(t, 'bench-reader');
  // The Discord add-on, so the bot's history answers (402 without it).
  await app.db.updateTable('users').set({ bot_sub: true }).where('username', '=', 'bench-reader').execute();
  const csv = [
    'Date,Time,Symbol,Quantity,Price,Side',
    ...Array.from({ length: 40 }, (_, i) => {
      const day = String(2 + (i % 20)).padStart(2, '0');
      return [
        `2025-06-${day},09:${String(31 + (i % 20)).padStart(2, '0')}:00,AAPL,100,${190 + i},Buy`,
        `2025-06-${day},15:${String(10 + (i % 20)).padStart(2, '0')}:00,AAPL,100,${191 + i},Sell`,
      ].join('\n');
    }),
  ].join('\n');
  const imported = await t.request({
    method: 'POST',
    url: '/api/journal/import',
    headers: harness.bearer(access),
    payload: { fileName: 'bench.csv', text: csv },
  });
  if (imported.statusCode !== 200) throw new Error(`journal import: ${imported.body}`);
  const openapi = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
  await serveToParent(app, { token: `Bearer ${access}`, openapi });
}

/** Paged GET routes of the OpenAPI document that the list above does not load. */
function unbenchmarked(openapi) {
  const covered = ENDPOINTS.map((e) => new URL(e.path, 'http://x').pathname);
  const missing = [];
  for (const [path, operations] of Object.entries(openapi.paths ?? {})) {
    const parameters = operations.get?.parameters ?? [];
    if (!parameters.some((p) => p.in === 'query' && PAGING.includes(p.name))) continue;
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
    if (!covered.some((c) => pattern.test(c))) missing.push(path);
  }
  return missing;
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const { port, token, openapi, stop } = await startApiChild(import.meta.url);
  const failures = [];
  const missing = unbenchmarked(openapi);
  if (missing.length > 0) failures.push(`paged routes not benchmarked: ${missing.join(', ')}`);

  const endpoints = ENDPOINTS.filter((e) => ONLY.length === 0 || ONLY.includes(e.name));
  const rows = [];
  for (const endpoint of endpoints) {
    // Warm-up: the first answers compile code paths and fill caches; the budget is about the steady state.
    for (let i = 0; i < 20; i++) {
      const answer = await fetch(`http://127.0.0.1:${port}${endpoint.path}`, { headers: { authorization: token } });
      await answer.arrayBuffer();
    }
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${endpoint.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: token },
    });
    const reqPerSecond = Math.round(result.requests.total / SECONDS);
    const bad = result.non2xx + result.errors + result.timeouts;
    const within = reqPerSecond >= BUDGET.reqPerSecond && result.latency.p99 <= BUDGET.p99Ms;
    if (bad > 0) failures.push(`${endpoint.name}: ${bad} answers were not 200`);
    if (result.requests.total === 0) failures.push(`${endpoint.name}: no answer within the run`);
    if (!QUICK && !within) failures.push(`${endpoint.name}: over budget`);
    rows.push({
      endpoint: endpoint.name,
      'req/s': reqPerSecond,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'KB/req': Math.round(result.throughput.total / Math.max(1, result.requests.total) / 102.4) / 10,
      'not 200': bad,
      verdict: QUICK ? '(quick run)' : within ? 'within' : 'OVER',
    });
  }
  stop();
  console.table(rows);
  console.log(
    `budget per endpoint: ≥ ${BUDGET.reqPerSecond} req/s and p99 ≤ ${BUDGET.p99Ms} ms at ${CONNECTIONS} connections for ${SECONDS} s (PGlite, loopback)`,
  );
  console.log(failures.length === 0 ? 'every endpoint within budget' : `FAILED:\n- ${failures.join('\n- ')}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

if (argv.includes('--serve')) await serve();
else await main();
