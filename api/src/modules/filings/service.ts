/**
 * The Filings feed: imported EDGAR filings and the simulated feed, merged newest first. A ticker with
 * imported filings shows only those (the real ones replace the simulation). Paging reads only as many rows
 * of each side as the page needs.
 */
import type { Filing, FilingFeed, FilingFormGroup } from '@flowdeck/api-types';
import {
  ALL_FILINGS,
  FILING_FORM_GROUPS,
  FILINGS_DEFAULT_PAGE_SIZE,
  SIMULATED_FILING_DAYS,
  SIMULATED_SOURCE,
} from '@flowdeck/endpoints/filings';
import type { FilingQuery } from '@flowdeck/endpoints/filings/contracts';
import { addDays, marketLocalTime } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { edgarCompanyFormsUrl, filingItems, formGroup, formLabel } from '../../sources/sec/filing-forms.js';
import { createFilingRepository, type SecFilingRow } from './repository.js';
import type { FilingSource, SourceFiling } from './source.js';

/** The deepest row a request may page to: the feed is for reading, not for export. */
export const FILINGS_MAX_DEPTH = 10_000;

function fromImported(row: SecFilingRow): Filing {
  return {
    id: row.id,
    cik: row.cik,
    ticker: row.ticker,
    company: row.company,
    form: row.form,
    formGroup: formGroup(row.form),
    formLabel: formLabel(row.form),
    items: filingItems(row.form, row.items),
    filingDate: row.filing_date,
    reportDate: row.report_date,
    acceptedAt: row.accepted_at,
    accessionNumber: row.accession,
    documentUrl: row.document_url,
    indexUrl: row.index_url,
    source: row.source,
  };
}

function fromSimulated(filing: SourceFiling): Filing {
  return {
    id: filing.id,
    cik: null,
    ticker: filing.symbol,
    company: filing.company,
    form: filing.form,
    formGroup: formGroup(filing.form),
    formLabel: formLabel(filing.form),
    items: filingItems(filing.form, filing.items),
    filingDate: filing.filingDate,
    reportDate: filing.reportDate,
    acceptedAt: filing.acceptedAt,
    accessionNumber: null,
    documentUrl: null,
    indexUrl: edgarCompanyFormsUrl(filing.symbol, filing.form),
    source: SIMULATED_SOURCE,
  };
}

/** Newest first: filing date, then acceptance time (unknown last), then id. */
export function compareFilings(a: Filing, b: Filing): number {
  return (
    b.filingDate.localeCompare(a.filingDate) ||
    (b.acceptedAt ?? '').localeCompare(a.acceptedAt ?? '') ||
    b.id.localeCompare(a.id)
  );
}

const emptyCounts = (): Record<FilingFormGroup, number> =>
  Object.fromEntries(FILING_FORM_GROUPS.map((group) => [group, 0])) as Record<FilingFormGroup, number>;

export function createFilingService(db: Kysely<Database>, source: FilingSource, now: () => Date) {
  const repo = createFilingRepository(db);
  const reads = readCacheFor(db);

  return {
    async feed(x: string, query: FilingQuery): Promise<FilingFeed> {
      const ticker = x === ALL_FILINGS.toUpperCase() ? null : x;
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? FILINGS_DEFAULT_PAGE_SIZE;
      const depth = Math.min(page * pageSize, FILINGS_MAX_DEPTH);
      const group = (query.form as FilingFormGroup | undefined) ?? null;
      const scope = { ticker, from: query.from ?? null, to: query.to ?? null };
      const clock = now();
      const today = marketLocalTime(clock).date;
      const acceptedBy = clock.toISOString();

      const stocks = await reads.read(['symbols'], 'filing companies', () => repo.stocks());
      const company = ticker ? (stocks.find((s) => s.symbol === ticker)?.name ?? null) : null;
      const real = await reads.read(['sec_filings'], 'filing tickers', () => repo.importedTickers());
      const key = JSON.stringify([scope, group, depth]);
      const [imported, importedCounts] = await Promise.all([
        reads.read(['sec_filings'], `filings ${key}`, () => repo.newest(scope, group, depth)),
        reads.read(['sec_filings'], `filing counts ${JSON.stringify(scope)}`, () => repo.countsByGroup(scope)),
      ]);
      const all = await reads.read(['symbols'], `simulated filings ${today}`, async () =>
        source.filings(stocks, addDays(today, -SIMULATED_FILING_DAYS), today).map(fromSimulated).sort(compareFilings),
      );
      const simulated = all.filter(
        (filing) =>
          (filing.acceptedAt ?? '') <= acceptedBy &&
          !real.has(filing.ticker ?? '') &&
          (!ticker || filing.ticker === ticker) &&
          (!scope.from || filing.filingDate >= scope.from) &&
          (!scope.to || filing.filingDate <= scope.to),
      );

      const counts = emptyCounts();
      for (const [name, n] of importedCounts)
        if ((FILING_FORM_GROUPS as readonly string[]).includes(name)) counts[name as FilingFormGroup] += n;
      for (const filing of simulated) counts[filing.formGroup]++;
      const shown = group ? simulated.filter((filing) => filing.formGroup === group) : simulated;
      const merged = [...imported.map(fromImported), ...shown.slice(0, depth)].sort(compareFilings);
      const total = group ? counts[group] : Object.values(counts).reduce((sum, n) => sum + n, 0);
      return {
        x: ticker ?? ALL_FILINGS,
        company,
        filings: merged.slice((page - 1) * pageSize, Math.min(page * pageSize, depth)),
        total,
        page,
        pageSize,
        counts,
        simulated: simulated.length > 0,
      };
    },
  };
}
