// Where one endpoint's CPU goes: `node bench/profile-endpoint.mjs '<url>' [requests]` builds the API in-process
// on in-memory PGlite (default seeds, one regular-session hour of simulated flow, as bench/list-endpoints.mjs),
// signs up a subscriber, sends the GET `requests` times one after another through Fastify's inject, and
// prints the mean time per request and the 25 functions with the most self time (V8's sampling profiler).
// A tool to find the next thing to fix, not a benchmark: it has no budget.
import { Session } from 'node:inspector/promises';
import { register } from 'tsx/esm/api';

register();
const NOW = '2026-11-20T16:30:00Z';
const OPEN = Date.parse('2026-11-20T14:30:00Z');
const api = (p) => new URL(`../api/src/${p}`, import.meta.url).href;
const { buildApp } = await import(api('app.ts'));
const { loadConfig } = await import(api('config.ts'));
const harness = await import(api('test/harness.ts'));
const config = loadConfig({ PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', SIM_LIVE: 'false' });
const app = await buildApp(config, { now: () => new Date(NOW) });
app.market.beginAt(OPEN);
await app.market.advanceTo(Date.parse(NOW));
const t = { app, config, request: (o) => app.inject(o) };
const { access } = await harness.signUp(t, 'prof');
const url = process.argv[2];
const n = Number(process.argv[3] ?? 300);
const headers = harness.bearer(access);
for (let i = 0; i < 20; i++) await t.request({ method: 'GET', url, headers });
const s = new Session();
s.connect();
await s.post('Profiler.enable');
await s.post('Profiler.start');
const t0 = performance.now();
for (let i = 0; i < n; i++) {
  const r = await t.request({ method: 'GET', url, headers });
  if (r.statusCode !== 200) throw new Error(r.body);
}
const ms = (performance.now() - t0) / n;
const { profile } = await s.post('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas;
const total = dt.reduce((a, b) => a + b, 0);
const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + dt[i]));
for (const [id, us] of counts) {
  const f = byId.get(id).callFrame;
  const k = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`;
  self.set(k, (self.get(k) ?? 0) + us);
}
console.log(`${url}: ${ms.toFixed(2)} ms/request`);
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(((us / total) * 100).toFixed(1).padStart(5) + '%', k);
await app.close();
process.exit(0);
