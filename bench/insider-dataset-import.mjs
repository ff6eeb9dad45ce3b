// Insider data-set import benchmark (issue 15): a quarter of the SEC's Insider Transactions Data Sets
// (≈ 50,000 transactions) imported with `npm run import -- form4 <dir>` into the embedded database.
// Usage: node bench/insider-dataset-import.mjs [--transactions 50000]
// Budget: ≤ 60 s on PGlite, a second import of the same files changes nothing. Exits 1 when missed.
// The data set is generated in the SEC's exact table layout (insider-quarter.mjs).
// Nothing needs to be running: the API is built in-process on in-memory PGlite (the test harness, which
// seeds the simulated market first) and the files are posted to its import endpoint as the CLI posts them.
import { register } from 'tsx/esm/api';

register();

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
};
const TRANSACTIONS = option('transactions', 50_000);
const BUDGET = { importSeconds: 60 };

const api = (path) => new URL(`../api/src/${path}`, import.meta.url).href;
const { startTestApp, pgliteBackend, signUp, bearer, TEST_NOW } = await import(api('test/harness.ts'));
const { issueAdminToken } = await import(api('security/admin-token.ts'));
const { DEV_JWT_SECRET } = await import(api('config.ts'));
const { table } = await import(api('sources/sec/testing/insider-dataset-files.ts'));
const { insiderQuarter } = await import('./insider-quarter.mjs');

const files = insiderQuarter(table, TRANSACTIONS);
const megabytes = files.reduce((sum, f) => sum + f.text.length, 0) / 1e6;
console.log(`Data set: ${TRANSACTIONS} transactions, ${megabytes.toFixed(1)} MB of TSV`);

const t = await startTestApp(pgliteBackend);
try {
  const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
  const post = async () => {
    const started = performance.now();
    const answer = await t.request({
      method: 'POST',
      url: '/api/admin/import',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'form4', files, options: {} }),
    });
    if (answer.statusCode !== 200)
      throw new Error(`import answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    return { seconds: (performance.now() - started) / 1000, report: answer.json() };
  };
  const first = await post();
  console.log(
    `First import: ${first.seconds.toFixed(1)} s — ${first.report.inserted} new (${first.report.files[0].notes[0]})`,
  );
  const again = await post();
  console.log(
    `Same files again: ${again.seconds.toFixed(1)} s — ${again.report.inserted} new, ${again.report.unchanged} unchanged`,
  );

  // The list endpoint over what was imported, to see the rows are there and served.
  const user = bearer((await signUp(t, 'insiderbench')).access);
  const page = await t.request({
    method: 'GET',
    url: '/api/insider/trades?pageSize=50',
    headers: user,
  });
  const ok =
    first.seconds <= BUDGET.importSeconds &&
    first.report.inserted === TRANSACTIONS &&
    again.report.inserted === 0 &&
    page.statusCode === 200;
  console.log(
    `Budget: import ≤ ${BUDGET.importSeconds} s, every transaction written once, a re-import adds nothing: ${ok ? 'within' : 'MISSED'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await t.close();
}
