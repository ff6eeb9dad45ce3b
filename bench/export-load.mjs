// POST excel under abuse (issue 22 point 2): 10 concurrent large bodies against one API process on
// embedded PGlite, measuring the process's resident memory (VmRSS, sampled every 50 ms), each export's
// latency, and how long GET health takes meanwhile (the event loop must stay responsive).
//
// Two runs: 10 different users at once (the fair queue runs 2, queues 8 without reading their bodies),
// and 10 requests from one user (past their quota of 2, refused before the body is read).
// Budget (bench/README.md): peak RSS ≤ idle + 700 MB (the k8s limit is 1 GiB), health max ≤ 1 s, no 5xx.
//
// Usage: node bench/export-load.mjs [--rows 100000] [--port 8630]. Exits 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const ROWS = Number(arg('rows', 100_000));
const PORT = Number(arg('port', process.env.BENCH_API_PORT ?? 8630));
const API = `http://127.0.0.1:${PORT}/api/`;
const BUDGET = { rssGrowthMb: 700, healthMs: 1000 };

const COLUMNS = [
  ['time', 'datetime'],
  ['ticker', 'text'],
  ['expiry', 'date'],
  ['strike', 'number'],
  ['size', 'integer'],
  ['premium', 'money'],
  ['iv', 'percent'],
  ['opening', 'boolean'],
  ['side', 'text'],
  ['sector', 'text'],
  ['price', 'number'],
  ['volume', 'integer'],
  ['oi', 'integer'],
  ['delta', 'number'],
  ['note', 'text'],
].map(([key, type]) => ({ key, header: key.toUpperCase(), type }));

function largeBody() {
  const rows = [];
  for (let i = 0; i < ROWS; i++)
    rows.push({
      time: '2026-11-20T15:30:00',
      ticker: 'AAPL',
      expiry: '2026-12-18',
      strike: 190 + (i % 40),
      size: 100 + i,
      premium: 125000.5 + i,
      iv: 0.4123,
      opening: i % 2 === 0,
      side: 'ask',
      sector: 'Information Technology',
      price: 189.45,
      volume: 12000 + i,
      oi: 34000,
      delta: 0.5123,
      note: 'Sweep above the ask, unusual volume',
    });
  return JSON.stringify({ filename: 'flow', columns: COLUMNS, rows });
}

const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

async function until(url, what) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start`);
}

async function account(n) {
  const username = `bench_${process.pid}_${n}`;
  const password = 'bench-pass-123';
  const form = (fields) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  await fetch(`${API}register/`, form({ username, email: `${username}@example.com`, password, password2: password }));
  const { access } = await (await fetch(`${API}token/`, form({ username, password }))).json();
  return access;
}

async function round(label, tokens, body, pid) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  let healthMax = 0;
  let running = true;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${API}health`);
      healthMax = Math.max(healthMax, performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      const res = await fetch(`${API}excel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      }).catch((error) => ({ status: `error ${error.cause?.code ?? error.message}` }));
      if (res.arrayBuffer) await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    }),
  );
  const total = performance.now() - started;
  running = false;
  await health;
  clearInterval(sampler);
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const ok = answers
    .filter((a) => a.status === 200)
    .map((a) => a.ms)
    .sort((x, y) => x - y);
  console.log(
    `${label}: ${JSON.stringify(statuses)} in ${(total / 1000).toFixed(1)} s; 200s took ${ok
      .map((ms) => (ms / 1000).toFixed(1))
      .join(', ')} s; peak RSS ${peak.toFixed(0)} MB; health max ${healthMax.toFixed(0)} ms`,
  );
  return {
    peak,
    healthMax,
    serverErrors: answers.filter((a) => typeof a.status !== 'number' || a.status >= 500).length,
  };
}

const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(ROOT, 'api'),
  env: {
    ...process.env,
    PORT: String(PORT),
    PGLITE_DIR: 'memory://',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SIM_LIVE: 'false',
    SEED_HISTORY_DAYS: '60',
    SEED_POLITICIAN_TRADES: '100',
  },
  stdio: 'inherit',
});
try {
  await until(`${API}health`, 'API');
  const body = largeBody();
  console.log(
    `body: ${ROWS.toLocaleString('en-US')} rows × ${COLUMNS.length} columns = ${(body.length / 1e6).toFixed(1)} MB`,
  );
  const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => account(i)));
  const idle = rssMb(api.pid);
  console.log(`idle RSS ${idle.toFixed(0)} MB`);
  const results = [
    await round('10 users × 1 export', tokens, body, api.pid),
    await round('1 user × 10 exports', Array(10).fill(tokens[0]), body, api.pid),
  ];
  const peak = Math.max(...results.map((r) => r.peak));
  const healthMax = Math.max(...results.map((r) => r.healthMax));
  const errors = results.reduce((n, r) => n + r.serverErrors, 0);
  const missed = [
    peak - idle > BUDGET.rssGrowthMb &&
      `peak RSS ${peak.toFixed(0)} MB is ${(peak - idle).toFixed(0)} MB above idle (> ${BUDGET.rssGrowthMb} MB)`,
    healthMax > BUDGET.healthMs && `health ${healthMax.toFixed(0)} ms > ${BUDGET.healthMs} ms`,
    errors > 0 && `${errors} answers ≥ 500 or failed`,
  ].filter(Boolean);
  console.log(missed.length ? `budgets missed: ${missed.join('; ')}` : 'within budget');
  process.exitCode = missed.length ? 1 : 0;
} finally {
  api.kill('SIGTERM');
}
