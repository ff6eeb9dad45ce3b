// Market engine benchmark: simulated trade generation, flow/{x} latency under load, GEX and zero gamma.
// Usage: node bench/market-engine.mjs [--rate 1000] [--seconds 15]
// Exits 1 when any budget is missed (GEX and zero gamma are judged on their p95, not the median).
// Nothing needs to be running: the script starts its own API on embedded PGlite in a child process and
// loads it from this one over loopback. tsx (registered below) runs the API's TypeScript.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
};
const RATE = option('rate', 1000);
const SECONDS = option('seconds', 15);
const SEED = 42;
const BUDGET = {
  /** A whole regular session (the first-start catch-up) in at most this long. */
  generationSessionSeconds: 10,
  flowP99Ms: 25,
  gexMs: 10,
  zeroGammaMs: 50,
};

const api = (path) => new URL(`../api/src/${path}`, import.meta.url).href;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function timeIt(fn, repeat) {
  fn();
  const times = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** Child process: an API on PGlite with one regular-session hour of market data, live simulator off. */
async function serve() {
  const { buildApp } = await import(api('app.ts'));
  const { loadConfig } = await import(api('config.ts'));
  const { createGuestToken } = await import(api('security/tokens.ts'));
  const config = loadConfig({
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SIM_LIVE: 'false',
    SEED_HISTORY_DAYS: '60',
    SEED_POLITICIAN_TRADES: '0',
  });
  const app = await buildApp(config, { now: () => new Date('2025-06-13T22:30:00Z') });
  app.market.beginAt(Date.parse('2025-06-13T13:30:00Z'));
  await app.market.advanceTo(Date.parse('2025-06-13T14:30:00Z'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await createGuestToken(1, config);
  process.send({ port: app.server.address().port, token, trades: app.market.currentSession.trades.items.length });
  process.on('message', async (message) => {
    if (message === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
}

async function generation() {
  const { standaloneMarket } = await import(api('test/standalone-market.ts'));
  const { sessionTimes } = await import('../api/node_modules/@flowdeck/market-calendar/src/index.ts');
  const { SweepDetector } = await import(api('market/compute/sweeps.ts'));
  const { toFlowTrade } = await import(api('market/compute/flow-trade.ts'));
  const market = standaloneMarket({ seed: SEED, historyEnd: '2025-06-12' });
  const t = sessionTimes('2025-06-13');
  const detector = new SweepDetector();
  const volume = new Map();
  let trades = 0;
  let prints = 0;
  let darkPool = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  // The whole regular session, one simulated second at a time, as the live engine steps.
  for (let s = t.open; s < t.close; s += 1_000) {
    const events = market.advance(s, s + 1_000);
    prints += events.optionPrints.length;
    darkPool += events.darkPoolPrints.length;
    for (const print of events.optionPrints) detector.push(print);
    for (const order of detector.flush(s + 1_000)) {
      const before = volume.get(order.contract) ?? 0;
      volume.set(order.contract, before + order.size);
      toFlowTrade(order, {
        sessionDate: t.date,
        instrument: { sector: 'x', marketCap: null },
        volumeBefore: before,
        earningsAhead: false,
      });
      trades++;
    }
  }
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  return {
    trades,
    prints,
    darkPool,
    wallMs,
    cpuMs,
    tradesPerSecond: Math.round((trades / wallMs) * 1000),
    realTimeFactor: Math.round(((t.close - t.open) / wallMs) * 10) / 10,
  };
}

async function gex() {
  const om = await import('../api/node_modules/@flowdeck/options-math/src/index.ts');
  const { standaloneMarket } = await import(api('test/standalone-market.ts'));
  const { sessionTimes } = await import('../api/node_modules/@flowdeck/market-calendar/src/index.ts');
  const chain = [];
  // A synthetic 8,000-contract chain: 40 expiries × 100 strikes × calls and puts.
  for (let e = 0; e < 40; e++) {
    for (let k = 0; k < 100; k++) {
      for (const type of ['call', 'put']) {
        chain.push({
          type,
          strike: 500 + 2 * k,
          expiry: `E${String(e).padStart(2, '0')}`,
          time: (e + 1) / 250,
          volatility: 0.15 + 0.001 * k,
          openInterest: 1000 + 37 * k,
        });
      }
    }
  }
  const market = { spot: 600, rate: 0.043 };
  const synthetic = {
    contracts: chain.length,
    gex: timeIt(() => om.gammaExposure(chain, market), 30),
    zero: timeIt(() => om.zeroGammaLevel(chain, market), 15),
  };
  const sim = standaloneMarket({ seed: SEED, historyEnd: '2025-06-12', symbols: ['SPY', 'VIX'] });
  const snapshot = sim.chain('SPY', sessionTimes('2025-06-13').open + 3_600_000);
  const spyChain = snapshot.contracts.map((c) => ({
    type: c.type,
    strike: c.strike,
    expiry: c.expiry,
    time: c.time,
    volatility: c.iv,
    openInterest: c.openInterest,
  }));
  const spyMarket = { spot: snapshot.spot, rate: snapshot.rate };
  return {
    synthetic,
    spy: {
      contracts: spyChain.length,
      gex: timeIt(() => om.gammaExposure(spyChain, spyMarket), 30),
      zero: timeIt(() => om.zeroGammaLevel(spyChain, spyMarket), 15),
    },
  };
}

async function load(port, token) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const paths = [
    '/api/flow/all?limit=50',
    '/api/flow/all?limit=50&minPremium=25000',
    '/api/flow/SPY?limit=50',
    '/api/flow/all?limit=50&sweepsOnly=true&type=call',
    '/api/flow/all?limit=50&minDte=0&maxDte=7&otmOnly=true',
  ];
  const request = (path) =>
    new Promise((resolve) => {
      const start = performance.now();
      const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { authorization: token } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - start, ok: res.statusCode === 200 }));
      });
      req.on('error', () => resolve({ ms: performance.now() - start, ok: false }));
    });
  // Warm-up, then the most the server answers (16 requests in flight), then an open-loop schedule: a
  // request every 1/RATE s whatever the answers do, which is what the budget is about.
  for (let i = 0; i < 500; i++) await request(paths[i % paths.length]);
  let answered = 0;
  const capacityEnd = performance.now() + 5_000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (performance.now() < capacityEnd) {
        await request(paths[answered % paths.length]);
        answered++;
      }
    }),
  );
  const capacity = Math.round(answered / 5);
  const total = RATE * SECONDS;
  const results = [];
  const started = performance.now();
  await new Promise((resolve) => {
    let sent = 0;
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
      while (sent < due) {
        const path = paths[sent % paths.length];
        sent++;
        request(path).then((r) => {
          results.push(r);
          if (results.length === total) resolve();
        });
      }
      if (sent < total) setImmediate(tick);
    };
    tick();
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    capacity,
    requests: total,
    errors: results.filter((r) => !r.ok).length,
    achievedRate: Math.round(total / elapsed),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
  };
}

async function main() {
  const fmt = (ms) => `${ms.toFixed(2)} ms`;
  const missed = [];
  /** Notes a budget's outcome and says it. */
  const verdict = (ok, budget) => {
    if (!ok) missed.push(budget);
    return ok ? 'within budget' : 'OVER BUDGET';
  };

  const g = await generation();
  console.log(
    `generation: ${g.trades} flow trades (${g.prints} option prints, ${g.darkPool} dark-pool prints) for one regular session ` +
      `in ${(g.wallMs / 1000).toFixed(1)} s, ${g.realTimeFactor}× real time, ${g.tradesPerSecond} trades/s — ` +
      `budget ≤ ${BUDGET.generationSessionSeconds} s a session: ${verdict(g.wallMs <= BUDGET.generationSessionSeconds * 1000, 'generation')}`,
  );

  const x = await gex();
  for (const [label, r] of [
    ['synthetic', x.synthetic],
    ['SPY', x.spy],
  ]) {
    const gexP95 = percentile(r.gex, 95);
    const zeroP95 = percentile(r.zero, 95);
    console.log(
      `GEX (${label}, ${r.contracts} contracts): median ${fmt(percentile(r.gex, 50))}, p95 ${fmt(gexP95)} — budget p95 ≤ ${BUDGET.gexMs} ms: ${verdict(gexP95 <= BUDGET.gexMs, `GEX (${label})`)}; ` +
        `zero gamma (81 re-pricings): median ${fmt(percentile(r.zero, 50))}, p95 ${fmt(zeroP95)} — budget p95 ≤ ${BUDGET.zeroGammaMs} ms: ${verdict(zeroP95 <= BUDGET.zeroGammaMs, `zero gamma (${label})`)}`,
    );
  }

  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'inherit' });
  const { port, token, trades } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
  const l = await load(port, token);
  console.log(
    `flow/{x}: at most ${l.capacity} req/s answered (16 in flight); at ${RATE} req/s for ${SECONDS} s over ${trades} trades (achieved ${l.achievedRate} req/s, ${l.errors} errors): ` +
      `p50 ${fmt(l.p50)}, p95 ${fmt(l.p95)}, p99 ${fmt(l.p99)}, max ${fmt(l.max)} — budget p99 ≤ ${BUDGET.flowP99Ms} ms: ${verdict(l.p99 <= BUDGET.flowP99Ms && l.errors === 0, 'flow/{x}')}`,
  );
  child.send('stop');
  console.log(missed.length === 0 ? 'every budget met' : `budgets missed: ${missed.join(', ')}`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

if (argv.includes('--serve')) await serve();
else await main();
