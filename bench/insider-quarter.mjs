// A generated quarter of the SEC's insider-transaction data sets, for the insider benchmarks.
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** Day `n` of quarter `q` (0 = the first quarter of 2021) as the data set writes it. */
const dayOf = (q, n) => {
  const date = new Date(Date.UTC(2021 + Math.floor(q / 4), (q % 4) * 3, 2 + n));
  return `${String(date.getUTCDate()).padStart(2, '0')}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
};
const CODES = ['S', 'S', 'S', 'M', 'F', 'A', 'P', 'G', 'S', 'F'];

/**
 * One quarter of the SEC's Insider Transactions Data Sets, as files in the SEC's table layout (`table` writes
 * the headers, CRLF), with a real quarter's proportions: ~2.5 transactions a filing, a derivative row on 1
 * filing in 5, 1 submission in 15 a Form 3 or 5, footnotes on a quarter of the rows, ~4,000 issuers and
 * 30,000 insiders. `quarter` (0–99) keeps accession numbers and dates apart between quarters.
 */
export function insiderQuarter(table, transactions, quarter = 0) {
  const day = (n) => dayOf(quarter, n);
  const tables = { SUBMISSION: [], REPORTINGOWNER: [], NONDERIV_TRANS: [], DERIV_TRANS: [], FOOTNOTES: [] };
  let made = 0;
  let sk = 1;
  for (let f = 0; made < transactions; f++) {
    const accession = `00${String(quarter).padStart(2, '0')}${String(f).padStart(6, '0')}-25-${String(f % 999_999).padStart(6, '0')}`;
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
