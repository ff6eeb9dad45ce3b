// Fundamentals benchmark: importing SEC company facts for 500 companies, and fundamentals/{x} under 50
// concurrent clients. Usage: node bench/fundamentals.mjs [--companies 500] [--requests 2000]
// Exits 1 when a budget is missed. The files go 25 to a request (each its own transaction). Nothing needs to be running: the API is built in-process on embedded
// PGlite (the test harness) and requests go through Fastify's inject (routing, guard, validation,
// handler and JSON serialisation; no socket). tsx (registered below) runs the API's TypeScript.
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
};
const COMPANIES = option('companies', 500);
const REQUESTS = option('requests', 2000);
const CONCURRENCY = 50;
const BUDGET = { importSeconds: 60, fundamentalsP95Ms: 30 };

const api = (path) => new URL(`../api/src/${path}`, import.meta.url).href;
const { startTestApp, pgliteBackend, signUp, bearer, TEST_NOW } = await import(api('test/harness.ts'));
const { issueAdminToken } = await import(api('security/admin-token.ts'));
const { DEV_JWT_SECRET } = await import(api('config.ts'));

// A real companyfacts file holds hundreds of tags the statements do not read: the fixture's statement tags,
// its ten years repeated, and 300 other tags of 40 facts each, so a file weighs what a large filer's does.
const fixture = JSON.parse(
  readFileSync(new URL('../api/src/sources/companyfacts/fixtures/CIK0001999999.json', import.meta.url), 'utf8'),
);
function companyFile(index) {
  const doc = structuredClone(fixture);
  doc.cik = 1_000_000 + index;
  doc.entityName = `Bench Company ${index}`;
  for (const concept of Object.values(doc.facts['us-gaap']))
    for (const list of Object.values(concept.units))
      for (const fact of [...list])
        for (let back = 1; back <= 7; back++) {
          const shift = (date) => `${Number(date.slice(0, 4)) - back * 2}${date.slice(4)}`;
          list.push({
            ...fact,
            ...(fact.start ? { start: shift(fact.start) } : {}),
            end: shift(fact.end),
            filed: shift(fact.filed),
            accn: `${String(doc.cik).padStart(10, '0')}-${fact.accn.slice(11, 13)}-${String(back).padStart(6, '0')}`,
          });
        }
  for (let t = 0; t < 300; t++)
    doc.facts['us-gaap'][`OtherTag${t}`] = {
      label: `Other tag ${t}`,
      description: 'Not read by the statements.',
      units: {
        USD: Array.from({ length: 40 }, (_, i) => ({
          end: `${2010 + Math.floor(i / 4)}-${String(((i % 4) + 1) * 3).padStart(2, '0')}-28`,
          val: i * 1000 + t,
          accn: `0001999999-${String(10 + (i % 15)).padStart(2, '0')}-${String(i).padStart(6, '0')}`,
          fy: 2010 + Math.floor(i / 4),
          fp: 'Q1',
          form: '10-Q',
          filed: `${2010 + Math.floor(i / 4)}-12-01`,
        })),
      },
    };
  return { name: `BENCH${index}.json`, text: JSON.stringify(doc) };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const fmt = (ms) => `${ms.toFixed(1)} ms`;
const missed = [];
const verdict = (ok, name) => (ok ? 'met' : (missed.push(name), 'MISSED'));

const t = await startTestApp(pgliteBackend);
try {
  const files = Array.from({ length: COMPANIES }, (_, i) => companyFile(i));
  const megabytes = files.reduce((s, f) => s + f.text.length, 0) / 1e6;
  const admin = bearer(await issueAdminToken(DEV_JWT_SECRET, TEST_NOW));
  // One request per 25 files: a single JSON body of 500 large files would pass V8's longest string.
  const started = performance.now();
  let inserted = 0;
  for (let i = 0; i < files.length; i += 25) {
    const answer = await t.request({
      method: 'POST',
      url: '/api/admin/import',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'companyfacts', files: files.slice(i, i + 25), options: {} }),
    });
    if (answer.statusCode !== 200)
      throw new Error(`import answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    inserted += answer.json().inserted;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `companyfacts import: ${COMPANIES} files (${megabytes.toFixed(0)} MB, ${inserted} facts kept) in ${seconds.toFixed(1)} s — budget ≤ ${BUDGET.importSeconds} s: ${verdict(seconds <= BUDGET.importSeconds, 'import')}`,
  );

  const headers = bearer((await signUp(t, 'bench')).access);
  // Half the requests for imported companies, half for the universe's simulated ones.
  const universe = ['AAPL', 'MSFT', 'NVDA', 'JPM', 'XOM', 'JNJ', 'WMT', 'CAT', 'NEE', 'PLD'];
  const symbols = [...files.slice(0, 50).map((f) => f.name.replace('.json', '')), ...universe];
  for (const symbol of symbols) await t.request({ method: 'GET', url: `/api/fundamentals/${symbol}`, headers });
  const times = [];
  let next = 0;
  let errors = 0;
  async function client() {
    while (next < REQUESTS) {
      const symbol = symbols[next++ % symbols.length];
      const start = performance.now();
      const r = await t.request({ method: 'GET', url: `/api/fundamentals/${symbol}`, headers });
      times.push(performance.now() - start);
      if (r.statusCode !== 200) errors++;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `fundamentals/{x}: ${REQUESTS} requests, ${CONCURRENCY} in flight, ${errors} errors: p50 ${fmt(percentile(times, 50))}, p95 ${fmt(p95)}, max ${fmt(times.at(-1))} — budget p95 ≤ ${BUDGET.fundamentalsP95Ms} ms: ${verdict(p95 <= BUDGET.fundamentalsP95Ms && errors === 0, 'fundamentals/{x}')}`,
  );
} finally {
  await t.close();
}
console.log(missed.length === 0 ? 'every budget met' : `budgets missed: ${missed.join(', ')}`);
process.exitCode = missed.length === 0 ? 0 : 1;
