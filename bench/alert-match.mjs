// SMS/Discord alert rule engine (issue 18): one event matched against 100,000 active rules.
//
// 10,000 subscribers with 10 rules each (flow rules on saved filters of 1–5 tickers, one user in fifty
// watching every ticker above a premium; price levels; percent moves; insider and politician trades on
// watched tickers; economic releases) over a 500-symbol universe. Times `offer` (index lookup by kind and
// symbol, each candidate's predicate, grouping and cooldown bookkeeping) for 5,000 events: flow prints,
// price ticks and insider filings in the mix the live market produces (premiums log-uniform, $1K–$3M).
// Budget (bench/README.md): p95 ≤ 5 ms.
//
// Usage: node bench/alert-match.mjs [--events 5000] [--users 10000]. Exits 1 when the budget is missed.
import { register } from 'tsx/esm/api';

register();

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
};
const USERS = option('users', 10_000);
const EVENTS = option('events', 5_000);
const BUDGET_P95_MS = 5;
const api = (path) => new URL(`../api/src/${path}`, import.meta.url).href;

const { alertFilterSchema } = await import(api('modules/account/schemas.ts'));
const { compileRules } = await import(api('modules/alerts/signals.ts'));
const { createAlertEngine } = await import(api('modules/alerts/engine.ts'));
const { flowSignal, priceSignal, disclosedTradeSignal } = await import(api('modules/alerts/adapters.ts'));
const { flowTrade } = await import(api('market/compute/test-trades.ts'));

let seed = 42;
const random = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const letter = (i) => String.fromCharCode(65 + (i % 26));
const SYMBOLS = Array.from(
  { length: 500 },
  (_, i) => `${letter(i)}${letter(Math.floor(i / 26))}${letter(Math.floor(i / 676) + 7)}`,
);
// Liquid names trade far more often than the tail: events and rules both lean to the first 50.
const pick = () => SYMBOLS[random() < 0.6 ? Math.floor(random() * 50) : Math.floor(random() * SYMBOLS.length)];
const template = alertFilterSchema.parse({ id: 'f', name: 'f' });

const started = performance.now();
const subscribers = [];
for (let userId = 1; userId <= USERS; userId += 1) {
  const filters = new Map();
  const rules = [];
  for (let f = 0; f < 3; f += 1) {
    const id = `f${f}`;
    const everyTicker = userId % 50 === 0 && f === 0;
    const tickers = everyTicker ? [] : Array.from({ length: 1 + Math.floor(random() * 5) }, pick);
    filters.set(id, {
      ...template,
      id,
      name: id,
      tickers: [...new Set(tickers)],
      minPremium: everyTicker ? 500_000 : 50_000,
    });
    rules.push({ id: `flow-${f}`, name: `Flow ${f}`, enabled: true, kind: 'flow', filterId: id });
  }
  for (let p = 0; p < 3; p += 1)
    rules.push({
      id: `px-${p}`,
      name: 'Level',
      enabled: true,
      kind: 'price',
      symbol: pick(),
      direction: p % 2 ? 'below' : 'above',
      level: 100 + p,
    });
  rules.push({ id: 'mv', name: 'Move', enabled: true, kind: 'move', symbol: pick(), percent: 5 });
  rules.push({
    id: 'ins',
    name: 'Insiders',
    enabled: true,
    kind: 'insider',
    symbols: [pick(), pick(), pick()],
    direction: 'buy',
  });
  rules.push({
    id: 'pol',
    name: 'Congress',
    enabled: true,
    kind: 'politician',
    symbols: [pick(), pick()],
    direction: 'any',
  });
  rules.push({ id: 'eco', name: 'Releases', enabled: true, kind: 'economic', minImportance: 'high' });
  subscribers.push({
    userId,
    phone: `+1${2_000_000_000 + userId}`,
    timeZone: 'America/New_York',
    quietHours: null,
    maxPerDay: 25,
    rules: compileRules(rules, { userId, filters }),
  });
}
const engine = createAlertEngine();
engine.setSubscribers(subscribers);
const buildMs = performance.now() - started;

const T0 = Date.UTC(2026, 2, 10, 14, 0);
const events = [];
for (let i = 0; i < EVENTS; i += 1) {
  const roll = random();
  const symbol = pick();
  if (roll < 0.9)
    events.push(
      flowSignal(
        flowTrade({
          id: `b${i}`,
          ticker: symbol,
          premium: Math.round(10 ** (3 + random() * 3.5)),
          time: new Date(T0 + i).toISOString(),
        }),
      ),
    );
  else if (roll < 0.99) events.push(priceSignal(symbol, 99.5 + random(), 99.5 + random() * 2, T0 + i));
  else
    events.push(
      disclosedTradeSignal('insider', {
        id: `i${i}`,
        ticker: symbol,
        who: 'Insider',
        direction: 'buy',
        amount: '$1M',
        at: T0 + i,
      }),
    );
}

// Warm up the JIT on other events, then time each offer.
for (let i = 0; i < 500; i += 1) engine.offer({ ...events[i % events.length], key: `warm${i}` }, T0);
const times = new Float64Array(EVENTS);
for (let i = 0; i < EVENTS; i += 1) {
  const at = performance.now();
  engine.offer(events[i], T0 + i);
  times[i] = performance.now() - at;
}
times.sort();
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const p95 = pct(95);
console.log(
  `rules indexed: ${engine.ruleCount.toLocaleString('en-US')} (${USERS.toLocaleString('en-US')} users), built in ${(buildMs / 1000).toFixed(1)} s`,
);
console.log(`events: ${EVENTS.toLocaleString('en-US')}; rule matches: ${engine.stats.matched.toLocaleString('en-US')}`);
console.log(
  `offer latency: p50 ${pct(50).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, p99 ${pct(99).toFixed(3)} ms, max ${times[times.length - 1].toFixed(3)} ms`,
);
const ok = p95 <= BUDGET_P95_MS;
console.log(
  ok ? `within budget (p95 ≤ ${BUDGET_P95_MS} ms)` : `budget missed: p95 ${p95.toFixed(3)} ms > ${BUDGET_P95_MS} ms`,
);
process.exit(ok ? 0 : 1);
