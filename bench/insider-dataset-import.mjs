// Insider data-set import benchmark (issue 15): a quarter of the SEC's Insider Transactions Data Sets
// (≈ 50,000 transactions) imported with `npm run import -- form4 <dir>` into the embedded database.
// Usage: node bench/insider-dataset-import.mjs [--transactions 50000]
// Budget: ≤ 60 s on PGlite, a second import of the same files changes nothing. Exits 1 when missed.
// The data set is generated in the SEC's exact table layout (headers, DD-MON-YYYY dates, CRLF) with the
// proportions of a real quarter: ~2.5 transactions a filing, 1 in 5 filings with a derivative row, 1 in
// 15 submissions a Form 3 or 5 (left out), footnotes on a quarter of the rows, ~4,000 issuers.
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

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** Day `n` of the first quarter of 2025 as the data set writes it. */
const day = (n) => {
  const date = new Date(Date.UTC(2025, 0, 2 + (n % 88)));
  return `${String(date.getUTCDate()).padStart(2, '0')}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
};
const CODES = ['S', 'S', 'S', 'M', 'F', 'A', 'P', 'G', 'S', 'F'];

function dataset(transactions) {
  const tables = { SUBMISSION: [], REPORTINGOWNER: [], NONDERIV_TRANS: [], DERIV_TRANS: [], FOOTNOTES: [] };
  let made = 0;
  let sk = 1;
  for (let f = 0; made < transactions; f++) {
    const accession = `0009${String(f).padStart(6, '0')}-25-${String(f % 999_999).padStart(6, '0')}`;
    const issuer = f % 4000;
    const other = f % 15 === 14;
    tables.SUBMISSION.push({
      ACCESSION_NUMBER: accession,
      FILING_DATE: day((f % 88) + 2),
      PERIOD_OF_REPORT: day(f % 88),
      DOCUMENT_TYPE: other ? (f % 2 ? '3' : '5') : f % 20 === 0 ? '4/A' : '4',
      ISSUERCIK: String(1_500_000 + issuer),
      ISSUERNAME: `Bench Issuer ${issuer} Inc.`,
      ISSUERTRADINGSYMBOL: `B${issuer.toString(36).toUpperCase()}`,
      AFF10B5ONE: f % 3 === 0 ? '1' : '0',
    });
    tables.REPORTINGOWNER.push({
      ACCESSION_NUMBER: accession,
      RPTOWNERCIK: String(2_000_000 + (f % 30_000)),
      RPTOWNERNAME: `Insider ${f % 30_000}`,
      RPTOWNER_RELATIONSHIP: f % 5 === 0 ? 'Director' : 'Officer',
      RPTOWNER_TITLE: f % 5 === 0 ? '' : f % 7 === 0 ? 'Chief Executive Officer' : 'EVP',
    });
    if (other) continue;
    const count = 1 + (f % 4);
    for (let t = 0; t < count && made < transactions; t++, made++) {
      const code = CODES[(f + t) % CODES.length];
      const acquired = code === 'P' || code === 'M' || code === 'A';
      tables.NONDERIV_TRANS.push({
        ACCESSION_NUMBER: accession,
        NONDERIV_TRANS_SK: String(sk++),
        SECURITY_TITLE: 'Common Stock',
        TRANS_DATE: day(f % 88),
        TRANS_CODE: code,
        TRANS_SHARES: String(100 + ((f * 37 + t * 11) % 20_000)),
        TRANS_PRICEPERSHARE: code === 'G' || code === 'A' ? '0' : (10 + ((f + t) % 300) + 0.25).toFixed(2),
        TRANS_PRICEPERSHARE_FN: t % 4 === 0 ? 'F1' : '',
        TRANS_ACQUIRED_DISP_CD: acquired ? 'A' : 'D',
        SHRS_OWND_FOLWNG_TRANS: String(50_000 + (f % 9_000)),
        DIRECT_INDIRECT_OWNERSHIP: 'D',
      });
    }
    if (f % 5 === 0 && made < transactions) {
      made++;
      tables.DERIV_TRANS.push({
        ACCESSION_NUMBER: accession,
        DERIV_TRANS_SK: String(sk++),
        SECURITY_TITLE: 'Stock Option (right to buy)',
        CONV_EXERCISE_PRICE: '12.5',
        TRANS_DATE: day(f % 88),
        TRANS_CODE: 'M',
        TRANS_SHARES: '1000',
        TRANS_PRICEPERSHARE: '0',
        TRANS_ACQUIRED_DISP_CD: 'D',
        EXCERCISE_DATE: '01-JAN-2024',
        EXPIRATION_DATE: '01-JAN-2032',
        UNDLYNG_SEC_TITLE: 'Common Stock',
        UNDLYNG_SEC_SHARES: '1000',
        SHRS_OWND_FOLWNG_TRANS: '9000',
        DIRECT_INDIRECT_OWNERSHIP: 'D',
      });
    }
    tables.FOOTNOTES.push({ ACCESSION_NUMBER: accession, FOOTNOTE_ID: 'F1', FOOTNOTE_TXT: 'Weighted average price.' });
  }
  return Object.entries(tables).map(([name, rows]) => {
    const file = table(name, rows);
    return { name: `${name}.tsv`, text: file.text };
  });
}

const files = dataset(TRANSACTIONS);
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
