// Earnings calendar benchmark: the first (cold) and a repeated (warm) request for a week in a reporting
// season, all companies, as the Earnings page's week view asks it. Usage: node bench/earnings-week.mjs
// Budget (bench/README.md, "Earnings"): a cold week in season ≤ 1,000 ms, warm ≤ 50 ms. Exits 1 when missed.
// The API is built in-process on embedded PGlite (the test harness); requests go through Fastify's inject.
import { register } from 'tsx/esm/api';

register();

const BUDGET = { coldMs: 1000, warmMs: 50 };
const WEEKS = [
  ['2025-04-28', '2025-05-02'],
  ['2025-05-05', '2025-05-09'],
  ['2025-07-28', '2025-08-01'],
];

const api = (path) => new URL(`../api/src/${path}`, import.meta.url).href;
const { startTestApp, pgliteBackend, signUp, bearer } = await import(api('test/harness.ts'));

const missed = [];
const t = await startTestApp(pgliteBackend);
try {
  const headers = bearer((await signUp(t, 'earnings-bench')).access);
  const get = async (from, to) => {
    const started = performance.now();
    const answer = await t.request({ method: 'GET', url: `/api/earnings/all?from=${from}&to=${to}`, headers });
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`earnings ${from}..${to} answered ${answer.statusCode}`);
    return { ms, reports: answer.json().reports.length };
  };
  for (const [from, to] of WEEKS) {
    const cold = await get(from, to);
    const warm = await get(from, to);
    const ok = cold.ms <= BUDGET.coldMs && warm.ms <= BUDGET.warmMs;
    if (!ok) missed.push(`${from}..${to}`);
    console.log(
      `week ${from}..${to}: ${cold.reports} reports, cold ${cold.ms.toFixed(0)} ms (budget ${BUDGET.coldMs}), ` +
        `warm ${warm.ms.toFixed(1)} ms (budget ${BUDGET.warmMs}) — ${ok ? 'within' : 'OVER'}`,
    );
  }
} finally {
  await t.close();
}
if (missed.length > 0) {
  console.log(`Over budget: ${missed.join(', ')}`);
  process.exit(1);
}
console.log('All within budget.');
