// Scanners benchmark (issue 14): every scanner recomputed after a one-minute bar over a synthetic universe.
// Usage: node --expose-gc bench/scanners.mjs [--symbols 5000] [--history 63] [--minutes 10]
// Exits 1 when the per-minute recompute misses its budget: ≤ 200 ms of one core, judged on the median CPU
// time of the measured minutes (at 10:00 and near the close, the worse); wall-clock times are printed beside.
// Nothing needs to be running: the scanner service runs in this process (tsx runs its TypeScript) against
// an engine and a repository made here, with a generated universe ("S0000"…) whose minute bars come from a
// cheap deterministic generator — the simulator's own path building is not measured here.
import { register } from 'tsx/esm/api';

register();

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
};
const SYMBOLS = option('symbols', 5000);
/** Earlier sessions with minute bars (the relative-volume history reads up to 63). */
const HISTORY = option('history', 63);
const MINUTES = option('minutes', 10);
/** Time each scanner on its own (sequentially) instead of all of them together. */
const PARTS = argv.includes('--parts');
const BUDGET = { perMinuteMs: 200 };
const MINUTE_MS = 60_000;
const SECTORS = ['Technology', 'Financials', 'Health Care', 'Energy', 'Industrials', 'Utilities'];

const api = (path) => new URL(`../api/src/${path}`, import.meta.url).href;
const { createScannerService } = await import(api('modules/scanners/service.ts'));
/** The compact store (absent from the scanners before it: the bench also runs against them, for the figures before). */
const { MinuteStore } = await import(api('modules/scanners/compute/minute-store.ts')).catch(() => ({}));
const calendar = await import('../api/node_modules/@flowdeck/market-calendar/src/index.ts');
const { sessionTimes, sessionsEndingAt, previousTradingDay } = calendar;

/** Friday 2025-06-13; the measured minutes start at 10:00 New York. */
const DATE = '2025-06-13';
const TIMES = sessionTimes(DATE);

const gc = globalThis.gc ?? (() => {});
const memory = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** A small fast hash → [0, 1). */
function unit(a, b, c) {
  let h = (a * 374761393 + b * 668265263 + c * 2246822519) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const symbols = Array.from({ length: SYMBOLS }, (_, i) => `S${String(i).padStart(4, '0')}`);
const instruments = symbols.map((symbol, i) => ({
  symbol,
  name: `Synthetic ${i}`,
  sector: SECTORS[i % SECTORS.length],
  assetType: i % 10 === 0 ? 'etf' : 'stock',
  marketCap: 1e9 + i * 1e6,
}));
const bySymbol = new Map(instruments.map((s) => [s.symbol, s]));
const slot = new Map(symbols.map((s, i) => [s, i]));
/** Sessions counted back from DATE (0: DATE). */
const dayIndex = new Map(
  sessionsEndingAt(DATE, 300)
    .reverse()
    .map((d, i) => [d, i]),
);

/** A symbol's price level on session `d` (sessions counted back from DATE). */
const levelOf = (s, d) => 20 + (s % 200) - d * 0.01;

/**
 * Price at the end of minute `i` of a session: a slow wave with noise, the same whoever asks first. The
 * wave's size varies by symbol (0.5–5 %) against daily ranges of ±3 %: about a third of the universe breaks
 * its 20-day high or low at some point of the day, more than on a real day.
 */
function priceAt(s, d, i) {
  const amplitude = 0.005 + 0.045 * ((s * 0.618034) % 1);
  const wave = amplitude * Math.sin((i + 13 * s) / 45);
  return Math.round(levelOf(s, d) * (1 + wave + 0.002 * (unit(s, d, i) - 0.5)) * 1e4) / 1e4;
}

/**
 * One symbol's bars of the minutes starting at `from` or later and ended by `until`: every regular minute,
 * extended minutes that traded (as the simulator stores them).
 */
function minuteBarsBetween(symbol, date, from, until) {
  const s = slot.get(symbol) ?? 0;
  const d = dayIndex.get(date) ?? 0;
  const times = sessionTimes(date);
  const count = Math.round((times.postClose - times.preOpen) / MINUTE_MS);
  const bars = [];
  const volumeBase = 2000 + (s % 97) * 300;
  for (let i = Math.max(0, Math.ceil((from - times.preOpen) / MINUTE_MS)); i < count; i++) {
    const time = times.preOpen + i * MINUTE_MS;
    if (time + MINUTE_MS > until) break;
    const regular = time >= times.open && time < times.close;
    const u = unit(s, d + 1000, i);
    const volume = regular
      ? Math.round(volumeBase * (0.5 + u * 1.5))
      : u < 0.35
        ? 0
        : Math.round(volumeBase * 0.05 * u);
    if (!regular && volume === 0) continue;
    const open = i === 0 ? priceAt(s, d, -1) : priceAt(s, d, i - 1);
    const close = priceAt(s, d, i);
    const high = Math.max(open, close) * 1.001;
    const low = Math.min(open, close) * 0.999;
    bars.push({ symbol, time, open, high, low, close, volume, vwap: (open + high + low + close) / 4 });
  }
  return bars;
}

const historyDays = new Set(sessionsEndingAt(previousTradingDay(DATE), HISTORY));
let marketTime = TIMES.open;
const engine = {
  source: {
    kind: 'simulated',
    minuteBars: (symbol, date, until) => engine.source.minuteBarsBetween(symbol, date, -Infinity, until),
    // The simulator's read of a stretch of a session (older scanners read every bar again instead).
    minuteBarsBetween: (symbol, date, from, until) =>
      date === DATE || historyDays.has(date) ? minuteBarsBetween(symbol, date, from, until) : [],
    quotes: () => symbols.map((symbol, i) => ({ symbol, prevClose: levelOf(i, 1), last: levelOf(i, 0) })),
  },
  get marketTime() {
    return marketTime;
  },
  allInstruments: () => instruments,
  instrument: (symbol) => bySymbol.get(symbol),
};
const dailyDays = sessionsEndingAt(previousTradingDay(DATE), 60);
const repository = {
  async dailyBarsSince() {
    const rows = [];
    for (const [i, symbol] of symbols.entries())
      for (const [d, date] of dailyDays.entries()) {
        const close = levelOf(i, dailyDays.length - d);
        rows.push({ symbol, date, open: close, high: close * 1.03, low: close * 0.97, close, volume: 1e6 });
      }
    return rows;
  },
  splitsUpTo: async () => [],
  historyExtremes: async () =>
    symbols.map((symbol, i) => ({ symbol, since: '2020-01-02', sessions: 1300, high: 400 + i, low: 1 })),
  dailyRangesOf: async () => [],
};

const service = createScannerService({ engine, repository, now: () => marketTime });

/** Every scanner the pages and the alert watch read at a minute. */
async function everyScanner() {
  if (PARTS) return partsTimed();
  await Promise.all([
    service.movers('gainers', 'regular', true, 100),
    service.movers('losers', 'regular', true, 100),
    service.gappers('up', 2, true, 100),
    service.gappers('down', 2, true, 100),
    service.relativeVolume(true, 100),
    service.vwapDeviation('above', true, 100),
    service.vwapDeviation('below', true, 100),
    service.breaks('up', undefined, false, true, 100),
    service.breaks('down', undefined, false, true, 100),
  ]);
}

async function partsTimed() {
  const t = {};
  const time = async (k, f) => {
    const s0 = performance.now();
    await f();
    t[k] = (t[k] ?? 0) + performance.now() - s0;
  };
  await time('first(scan)', () => service.gappers('up', 2, true, 100));
  await time('movers', () => service.movers('gainers', 'regular', true, 100));
  await time('movers', () => service.movers('losers', 'regular', true, 100));
  await time('gappers', () => service.gappers('down', 2, true, 100));
  await time('rvol', () => service.relativeVolume(true, 100));
  await time('vwap', () => service.vwapDeviation('above', true, 100));
  await time('vwap', () => service.vwapDeviation('below', true, 100));
  await time('breaks', () => service.breaks('up', undefined, false, true, 100));
  await time('breaks', () => service.breaks('down', undefined, false, true, 100));
  console.log(
    Object.entries(t)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', '),
  );
}

console.log(`Scanners over ${SYMBOLS} synthetic symbols, ${HISTORY} sessions of history (${DATE})`);
const base = memory();
// At 04:00 no minute has ended: the Relative Volume page's first request of the day builds its history.
marketTime = TIMES.preOpen;
let start = performance.now();
let cpuStart = process.cpuUsage();
await service.relativeVolume(true, 100);
const historyMs = performance.now() - start;
const historyCpu = cpuMs(process.cpuUsage(cpuStart));
const afterHistory = memory();
console.log(
  `cold relative-volume history (first request of the day, 04:00): ${historyMs.toFixed(0)} ms (CPU ${historyCpu.toFixed(0)} ms), held ${mb(afterHistory - base)} with the day's store`,
);
if (MinuteStore) {
  const before = memory();
  const store = new MinuteStore(TIMES, SYMBOLS);
  const bytes = memory() - before;
  console.log(`one session's store (${store.size} symbols; every scan of the day reads it): ${mb(bytes)}`);
}
// The other scanners' first requests: the movers' regular tab shows the last session before the open.
start = performance.now();
cpuStart = process.cpuUsage();
await everyScanner();
console.log(
  `every other scanner's first request at 04:00 (the last session's bars and history): ${(performance.now() - start).toFixed(0)} ms (CPU ${cpuMs(process.cpuUsage(cpuStart)).toFixed(0)} ms)`,
);

marketTime = TIMES.open + 30 * MINUTE_MS;
start = performance.now();
cpuStart = process.cpuUsage();
await everyScanner();
console.log(
  `first request at 10:00 (the day's bars from 04:00): ${(performance.now() - start).toFixed(0)} ms (CPU ${cpuMs(process.cpuUsage(cpuStart)).toFixed(0)} ms)`,
);

function cpuMs(used) {
  return (used.user + used.system) / 1000;
}

/** Every scanner at each of `instants`: wall-clock and CPU time (user + system, all of the process's threads). */
async function minutes(instants) {
  const wall = [];
  const cpu = [];
  for (const instant of instants) {
    marketTime = instant;
    const cpuAt = process.cpuUsage();
    const wallAt = performance.now();
    await everyScanner();
    wall.push(performance.now() - wallAt);
    cpu.push(cpuMs(process.cpuUsage(cpuAt)));
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return { wall: median(wall), wallMax: Math.max(...wall), cpu: median(cpu), cpuMax: Math.max(...cpu) };
}
const report = (label, r) =>
  console.log(
    `${label}: CPU median ${r.cpu.toFixed(1)} ms (max ${r.cpuMax.toFixed(1)}), wall median ${r.wall.toFixed(1)} ms (max ${r.wallMax.toFixed(1)})`,
  );

const morning = await minutes(Array.from({ length: MINUTES }, (_, m) => TIMES.open + (31 + m) * MINUTE_MS));
report(`every scanner after a new minute (10:01…10:${String(MINUTES).padStart(2, '0')})`, morning);

// Late in the session: a minute's recompute with six hours of bars behind it.
marketTime = TIMES.close - (MINUTES + 1) * MINUTE_MS;
await everyScanner();
const late = await minutes(Array.from({ length: MINUTES }, (_, m) => TIMES.close - (MINUTES - m) * MINUTE_MS));
report('every scanner after a new minute near the close', late);
const held = memory();
console.log(`held in all near the close (history, the day's bars, the cached scans): ${mb(held - base)}`);

// The budget is of one core: judged on CPU time, which a loaded machine does not inflate as it does wall time.
const worst = Math.max(morning.cpu, late.cpu);
const within = worst <= BUDGET.perMinuteMs;
console.log(
  `verdict: per-minute recompute ${worst.toFixed(1)} ms of CPU (median, the worse stretch) against ≤ ${BUDGET.perMinuteMs} ms — ${within ? 'WITHIN' : 'OVER'}`,
);
if (!globalThis.gc) console.log('(run with node --expose-gc for exact memory figures)');
process.exit(within ? 0 : 1);
