// The price model asks, for every stock and session, whether the session trades on a quarterly report
// (sources/simulator/market/earnings-days.ts reportReactingOn): a first start seeds years of bars for the whole universe.
// Usage: node bench/report-days.mjs [--sessions 1500]
// Budget: every stock of the universe over 1,500 sessions ≤ 1 s, first ask included.
import { register } from 'tsx/esm/api';

register();

const argv = process.argv.slice(2);
const at = argv.indexOf('--sessions');
const SESSIONS = at >= 0 ? Number(argv[at + 1]) : 1500;
const BUDGET_MS = 1000;
const api = (path) => new URL(`../api/src/${path}`, import.meta.url).href;

const { reportReactingOn } = await import(api('sources/simulator/market/earnings-days.ts'));
const { universe } = await import(api('sources/simulator/universe/universe.ts'));
const stocks = universe()
  .filter((entry) => entry.assetType === 'stock')
  .map((entry) => entry.symbol);
// Weekdays back from a day (holidays included: the lookup's cost does not depend on them).
const sessions = [];
for (let day = Date.parse('2026-11-25'); sessions.length < SESSIONS; day -= 86_400_000) {
  const weekday = new Date(day).getUTCDay();
  if (weekday !== 0 && weekday !== 6) sessions.unshift(new Date(day).toISOString().slice(0, 10));
}

const time = () => {
  const started = performance.now();
  let reports = 0;
  for (const symbol of stocks) for (const date of sessions) if (reportReactingOn(symbol, date, 42) !== null) reports++;
  return { ms: performance.now() - started, reports };
};
const first = time();
const again = time();
console.log(
  `${stocks.length} stocks × ${sessions.length} sessions: first ${first.ms.toFixed(0)} ms, again ${again.ms.toFixed(0)} ms, ${first.reports} report sessions`,
);
const within = first.ms <= BUDGET_MS && first.reports === again.reports && first.reports > 0;
console.log(within ? `within budget (≤ ${BUDGET_MS} ms)` : `OVER BUDGET (≤ ${BUDGET_MS} ms)`);
process.exitCode = within ? 0 : 1;
