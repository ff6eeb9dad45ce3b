// POST excel under abuse (issue 22 point 2): 10 concurrent large bodies against one API process on
// embedded PGlite, measuring the process's resident memory (VmRSS, sampled every 50 ms), each export's
// latency, and how long GET health takes meanwhile (the event loop must stay responsive).
//
// Three runs: 10 different users at once (the fair queue runs 2, queues 8 without reading their bodies),
// 10 requests from one user (past their quota of 2, refused before the body is read), and 4 users sending
// the widest body the limits admit (each worker's heap is capped: such a body is written or answered 413).
// Budget (bench/README.md): peak RSS ≤ idle + 700 MB, health max ≤ 1 s, no 5xx; and with `--database
// postgres` (the production shape: deploy/k8s/api.yaml's pod runs on PostgreSQL), peak RSS ≤ 1 GiB, the
// pod's memory limit, measured as a whole (the API process with its export workers, which are threads).
//
// Usage: node bench/export-load.mjs [--rows 100000] [--port 8630] [--database pglite|postgres]
//   [--postgres postgres://postgres@127.0.0.1:5432/test] (a scratch database is created there and dropped).
// Exits 1 when a budget is missed.
import { execFileSync, spawn } from 'node:child_process';
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
const DATABASE = arg('database', 'pglite');
const POSTGRES = arg('postgres', 'postgres://postgres@127.0.0.1:5432/test');
/** deploy/k8s/api.yaml: `limits: { memory: 1Gi }`. */
const POD_LIMIT_MB = 1024;
const BUDGET = { rssGrowthMb: 700, healthMs: 1000, podPeakMb: DATABASE === 'postgres' ? POD_LIMIT_MB : Infinity };
if (!['pglite', 'postgres'].includes(DATABASE)) throw new Error(`--database pglite|postgres, not ${DATABASE}`);

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

/**
 * The widest body the limits admit: 100,000 rows × 50 text columns (MAX_EXPORT_COLUMNS) of short distinct
 * strings, about 59 MB — far more parsed objects per byte than any table the app shows.
 */
function widestBody() {
  const columns = Array.from({ length: 50 }, (_, c) => ({ key: `c${c}`, header: `C${c}`, type: 'text' }));
  const rows = [];
  for (let r = 0; r < ROWS; r++) {
    const row = {};
    for (let c = 0; c < columns.length; c++) row[`c${c}`] = (r * 50 + c).toString(36).slice(-3);
    rows.push(row);
  }
  return JSON.stringify({ filename: 'wide', columns, rows });
}

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

/** A scratch PostgreSQL database for this run (dropped at the end), or PGlite in memory. */
function database() {
  if (DATABASE === 'pglite') return { env: { PGLITE_DIR: 'memory://' }, drop: () => undefined };
  const name = `flowdeck_bench_export_${process.pid}`;
  const psql = (sql) => execFileSync('psql', [POSTGRES, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'inherit' });
  psql(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => psql(`drop database if exists ${name} with (force)`) };
}

const db = database();
console.log(`database: ${DATABASE}`);
const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(ROOT, 'api'),
  env: {
    ...process.env,
    PORT: String(PORT),
    ...db.env,
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
  const wide = widestBody();
  console.log(
    `body: ${ROWS.toLocaleString('en-US')} rows × ${COLUMNS.length} columns = ${(body.length / 1e6).toFixed(1)} MB`,
  );
  const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => account(i)));
  const idle = rssMb(api.pid);
  console.log(`idle RSS ${idle.toFixed(0)} MB`);
  const results = [
    await round('10 users × 1 export', tokens, body, api.pid),
    await round('1 user × 10 exports', Array(10).fill(tokens[0]), body, api.pid),
    await round(`4 users × the widest body (${(wide.length / 1e6).toFixed(1)} MB)`, tokens.slice(0, 4), wide, api.pid),
  ];
  const peak = Math.max(...results.map((r) => r.peak));
  const healthMax = Math.max(...results.map((r) => r.healthMax));
  const errors = results.reduce((n, r) => n + r.serverErrors, 0);
  const missed = [
    peak - idle > BUDGET.rssGrowthMb &&
      `peak RSS ${peak.toFixed(0)} MB is ${(peak - idle).toFixed(0)} MB above idle (> ${BUDGET.rssGrowthMb} MB)`,
    healthMax > BUDGET.healthMs && `health ${healthMax.toFixed(0)} ms > ${BUDGET.healthMs} ms`,
    errors > 0 && `${errors} answers ≥ 500 or failed`,
    peak > BUDGET.podPeakMb && `peak RSS ${peak.toFixed(0)} MB is over the pod's ${BUDGET.podPeakMb} MB`,
  ].filter(Boolean);
  console.log(missed.length ? `budgets missed: ${missed.join('; ')}` : 'within budget');
  process.exitCode = missed.length ? 1 : 0;
} finally {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
  db.drop();
}
