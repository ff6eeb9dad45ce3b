// The listed universe's cost (issue 14: "the bigger universe does not break the first start … the API's memory
// stays under 1 GiB"): the API as `npm start` runs it (api/src/main.ts: embedded PGlite, live simulator), on a
// fresh data directory, once per universe size.
// Usage: node bench/listed-universe.mjs [--symbols 0,5000] [--seconds 90]
//   --symbols: SEED_LISTED_SYMBOLS per run (0: the hand-written core of 573); --seconds: how long the API is
//   watched after its first AI Pick model (the heaviest work after a start), for the steady state.
// Per run: the seed's time and rows, the time to "FlowDeck API ready", the first AI Pick model's time, the
// API's peak resident memory, alone and with its children (VmRSS every 200 ms), and GET /api/health every 500 ms (the event loop's
// responsiveness) before and after that model. Exits 1 when the largest size misses a budget (bench/README.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const SIZES = String(option('symbols', '0,5000')).split(',').map(Number);
const SECONDS = Number(option('seconds', 90));
const BUDGET = { peakRssMb: 1024, startSeconds: 300, aiPickSeconds: 10, healthP99Ms: 100 };
const apiDir = fileURLToPath(new URL('../api/', import.meta.url));

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};
/** The process and its descendants (the API migrates and seeds an embedded database in a child first). */
const treeRssMb = (pid) => {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while being read.
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parents)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
  }
  let total = 0;
  for (const member of tree) total += rssMb(member);
  return total;
};
const health = (port) =>
  new Promise((resolve) => {
    const start = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - start));
    });
    request.on('error', () => resolve(null));
    request.on('timeout', () => request.destroy());
  });
const p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))];
};

async function run(size) {
  const dir = mkdtempSync(path.join(tmpdir(), 'listed-universe-'));
  const port = await freePort();
  const started = performance.now();
  // tsx's loader in this process, not `npx tsx`: the RSS sampled is the API's own.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, SEED_LISTED_SYMBOLS: String(size), PGLITE_DIR: dir, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const result = {
    size,
    seed: null,
    readyS: null,
    aiPickS: null,
    peakRssMb: 0,
    peakTreeRssMb: 0,
    healthBefore: [],
    healthAfter: [],
  };
  let aiPickAt = null;
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (entry.msg === 'reference data ready') result.seed = entry;
      if (entry.msg === 'FlowDeck API ready') result.readyS = (performance.now() - started) / 1000;
      if (entry.msg === 'AI Pick model computed') {
        result.aiPickS = entry.ms / 1000;
        aiPickAt = performance.now();
      }
    }
  });
  const sampler = setInterval(() => {
    result.peakRssMb = Math.max(result.peakRssMb, rssMb(child.pid));
    result.peakTreeRssMb = Math.max(result.peakTreeRssMb, treeRssMb(child.pid));
  }, 200);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    if (aiPickAt !== null && performance.now() - aiPickAt > SECONDS * 1000) break;
    if (performance.now() - started > 15 * 60_000) break;
    if (result.readyS !== null) {
      const ms = await health(port);
      if (ms !== null) (aiPickAt === null ? result.healthBefore : result.healthAfter).push(ms);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  clearInterval(sampler);
  child.kill('SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
  return result;
}

const results = [];
for (const size of SIZES) {
  const r = await run(size);
  results.push(r);
  const fmt = (value, digits = 1) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));
  console.log(
    [
      `SEED_LISTED_SYMBOLS=${size}: ${r.seed?.symbolsInserted ?? '?'} symbols, ${r.seed?.barsInserted ?? '?'} daily bars seeded in ${fmt((r.seed?.ms ?? NaN) / 1000)} s`,
      `  API ready after ${fmt(r.readyS)} s; first AI Pick model ${fmt(r.aiPickS)} s; peak RSS ${fmt(r.peakRssMb, 0)} MB (the API), ${fmt(r.peakTreeRssMb, 0)} MB (with its children)`,
      `  GET /api/health p99 ${fmt(p99(r.healthBefore), 0)} ms until that model (${r.healthBefore.length} calls), ${fmt(p99(r.healthAfter), 0)} ms for ${SECONDS} s after (${r.healthAfter.length} calls)`,
    ].join('\n'),
  );
}
const largest = results[results.length - 1];
const misses = [
  largest.peakTreeRssMb > BUDGET.peakRssMb &&
    `peak RSS ${largest.peakTreeRssMb.toFixed(0)} MB (with its children) > ${BUDGET.peakRssMb} MB`,
  (largest.readyS ?? Infinity) > BUDGET.startSeconds && `start ${largest.readyS} s > ${BUDGET.startSeconds} s`,
  (largest.aiPickS ?? Infinity) > BUDGET.aiPickSeconds && `AI Pick ${largest.aiPickS} s > ${BUDGET.aiPickSeconds} s`,
  (p99(largest.healthAfter) ?? Infinity) > BUDGET.healthP99Ms &&
    `health p99 ${p99(largest.healthAfter)?.toFixed(0)} ms > ${BUDGET.healthP99Ms} ms after the AI Pick model`,
].filter(Boolean);
console.log(misses.length === 0 ? 'WITHIN the budgets' : `OVER: ${misses.join('; ')}`);
process.exit(misses.length === 0 ? 0 : 1);
