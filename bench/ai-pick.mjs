// AI Pick: how long the model takes after start-up, how long it holds the event loop, and how fast
// `ai-pick/{x}` and `ai-pick` answer once it is computed. In-process, embedded PGlite, default seeds
// (a year of daily bars for the whole universe), live simulator off.
// Usage: node bench/ai-pick.mjs [--requests 1000]
// Budgets (issue 20): the model for the whole universe ≤ 10 s after the close, off the start-up path;
// `ai-pick/{x}` p95 ≤ 30 ms. Exits 1 when one is missed.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const REQUESTS = Number(option('requests', 1000));
const BUDGET = { modelMs: 10_000, p95Ms: 30 };

const api = (path) => new URL(`../api/src/${path}`, import.meta.url).href;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

async function timed(base, path, headers, count, pick) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await fetch(`${base}${pick(path, i)}`, { headers });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${pick(path, i)} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

const { buildApp } = await import(api('app.ts'));
const { loadConfig } = await import(api('config.ts'));
const harness = await import(api('test/harness.ts'));
// NODE_ENV=test: no background warm-up, so the first list below times the whole computation.
const config = loadConfig({ PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', SIM_LIVE: 'false', NODE_ENV: 'test' });
const startedAt = performance.now();
const app = await buildApp(config);
const t = { app, config, request: (options) => app.inject(options) };
const { access } = await harness.signUp(t, 'bench-aipick');
const headers = { authorization: `Bearer ${access}` };
await app.listen({ port: 0, host: '127.0.0.1' });
const ready = performance.now();
const base = `http://127.0.0.1:${app.server.address().port}/api/`;

// The first list computes the model (outside tests it starts in the background once the app is ready).
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const list = await (await fetch(`${base}ai-pick?limit=50`, { headers })).json();
const modelMs = performance.now() - ready;
loop.disable();
if (list.status !== 'ready') throw new Error(`AI Pick is ${list.status}: ${list.message}`);
const symbols = [...list.top, ...list.bottom].map((r) => r.symbol);

const symbol = await timed(base, 'ai-pick/', headers, REQUESTS, (p, i) => `${p}${symbols[i % symbols.length]}`);
const filtered = await timed(base, 'ai-pick', headers, Math.ceil(REQUESTS / 4), (p, i) =>
  i % 2 === 0 ? `${p}?minScore=8` : `${p}?sector=${encodeURIComponent(list.sectors[i % list.sectors.length])}`,
);
await app.close();

const ms = (v) => `${v.toFixed(1)} ms`;
console.log(`start-up (build, seed, sign-up, listen): ${ms(ready - startedAt)}`);
console.log(`model for ${list.scored} stocks (load, features, walk-forward, track record): ${ms(modelMs)}`);
console.log(`longest event-loop stall while computing: ${ms(loop.max / 1e6)} (p99 ${ms(loop.percentile(99) / 1e6)})`);
console.log(`ai-pick/{x} × ${REQUESTS}: p50 ${ms(symbol.p50)}, p95 ${ms(symbol.p95)}, p99 ${ms(symbol.p99)}`);
console.log(
  `ai-pick (filtered) × ${Math.ceil(REQUESTS / 4)}: p50 ${ms(filtered.p50)}, p95 ${ms(filtered.p95)}, p99 ${ms(filtered.p99)}`,
);
const missed = [];
if (modelMs > BUDGET.modelMs) missed.push(`model ${ms(modelMs)} > ${BUDGET.modelMs} ms`);
if (symbol.p95 > BUDGET.p95Ms) missed.push(`ai-pick/{x} p95 ${ms(symbol.p95)} > ${BUDGET.p95Ms} ms`);
if (missed.length > 0) {
  console.log(`over budget: ${missed.join('; ')}`);
  process.exit(1);
}
console.log('within budget');
process.exit(0);
