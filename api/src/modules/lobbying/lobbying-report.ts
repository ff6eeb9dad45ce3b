/**
 * The Lobbying report from a set of filings, pure: amendments resolved (the latest report of a client by a
 * registrant for a quarter counts, once), spend per quarter, top spenders and biggest changes, and the
 * issues, registrants, lobbyists and government entities of the quarter.
 */
import type { LobbyingChange, LobbyingFiling, LobbyingReport, LobbyingSpend, LobbyingTally } from '@flowdeck/api-types';
import { LOBBYING_MAX_FILINGS, LOBBYING_QUARTERS_SHOWN, LOBBYING_TOP } from '@flowdeck/endpoints/lobbying';
import { quartersEndingAt, shiftQuarter } from '../../lib/quarters.js';

export interface LobbyingRecord extends LobbyingFiling {
  /** When the report was posted: of several for one client, registrant and quarter, the latest counts. */
  postedAt: string | null;
}

/** One report per client, registrant and quarter: an amendment replaces what it amends. */
export function latestReports(records: readonly LobbyingRecord[]): LobbyingRecord[] {
  const latest = new Map<string, LobbyingRecord>();
  for (const record of records) {
    const key = `${record.registrant.toLowerCase()}|${record.client.toLowerCase()}|${record.quarter}`;
    const kept = latest.get(key);
    const newer =
      !kept ||
      (record.postedAt ?? '') > (kept.postedAt ?? '') ||
      ((record.postedAt ?? '') === (kept.postedAt ?? '') && record.id > kept.id);
    if (newer) latest.set(key, record);
  }
  return [...latest.values()];
}

const amountOf = (filing: LobbyingFiling) => filing.amount ?? 0;

function tally(entries: Iterable<{ name: string; amount: number }>, byFilings = false): LobbyingTally[] {
  const totals = new Map<string, LobbyingTally>();
  for (const { name, amount } of entries) {
    const total = totals.get(name) ?? { name, filings: 0, amount: 0 };
    total.filings++;
    total.amount += amount;
    totals.set(name, total);
  }
  return [...totals.values()]
    .sort((a, b) =>
      byFilings
        ? b.filings - a.filings || b.amount - a.amount || a.name.localeCompare(b.name)
        : b.amount - a.amount || b.filings - a.filings || a.name.localeCompare(b.name),
    )
    .slice(0, LOBBYING_TOP);
}

function spendByTicker(
  filings: readonly LobbyingFiling[],
  quarter: string,
): Map<string, { amount: number; filings: number }> {
  const totals = new Map<string, { amount: number; filings: number }>();
  for (const filing of filings) {
    if (filing.quarter !== quarter || !filing.ticker) continue;
    const total = totals.get(filing.ticker) ?? { amount: 0, filings: 0 };
    total.amount += amountOf(filing);
    total.filings++;
    totals.set(filing.ticker, total);
  }
  return totals;
}

const toFiling = ({ postedAt: _posted, ...filing }: LobbyingRecord): LobbyingFiling => filing;

/** The filings of one quarter among `records` (one client's amendments resolved), as a report lists them. */
export function quarterFilings(records: readonly LobbyingRecord[], quarter: string): LobbyingFiling[] {
  return latestReports(records)
    .filter((record) => record.quarter === quarter)
    .map(toFiling);
}

export function lobbyingReport(input: {
  x: string;
  ticker: string | null;
  /** Names of the companies, by ticker. */
  companies: ReadonlyMap<string, string>;
  records: readonly LobbyingRecord[];
  quarter: string | null;
  /** The quarter to show when no filing says which (the latest whose reports are due). */
  fallbackQuarter: string;
  simulated: boolean;
}): LobbyingReport {
  const all = latestReports(input.records);
  const inScope = input.ticker ? all.filter((filing) => filing.ticker === input.ticker) : all;
  const quarters = [...new Set(inScope.map((filing) => filing.quarter))].sort().reverse();
  const quarter = input.quarter ?? quarters[0] ?? input.fallbackQuarter;
  const previousQuarter = shiftQuarter(quarter, -1);
  const company = (ticker: string) => input.companies.get(ticker) ?? ticker;

  const spendByQuarter = quartersEndingAt(quarter, LOBBYING_QUARTERS_SHOWN).map((q) => {
    const of = inScope.filter((filing) => filing.quarter === q);
    return { quarter: q, amount: of.reduce((sum, filing) => sum + amountOf(filing), 0), filings: of.length };
  });
  const current = spendByTicker(all, quarter);
  const previous = spendByTicker(all, previousQuarter);
  const topSpenders: LobbyingSpend[] = [...current]
    .map(([ticker, total]) => ({ ticker, company: company(ticker), ...total }))
    .sort((a, b) => b.amount - a.amount || a.ticker.localeCompare(b.ticker))
    .slice(0, LOBBYING_TOP);
  const biggestChanges: LobbyingChange[] = [...new Set([...current.keys(), ...previous.keys()])]
    .map((ticker) => {
      const now = current.get(ticker)?.amount ?? 0;
      const before = previous.get(ticker)?.amount ?? 0;
      return {
        ticker,
        company: company(ticker),
        previous: before,
        current: now,
        change: now - before,
        changePct: before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null,
      };
    })
    .filter((row) => row.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.ticker.localeCompare(b.ticker))
    .slice(0, LOBBYING_TOP);

  const ofQuarter = inScope.filter((filing) => filing.quarter === quarter);
  return {
    x: input.x,
    company: input.ticker ? (input.companies.get(input.ticker) ?? null) : null,
    quarter,
    previousQuarter,
    quarters,
    spendByQuarter,
    topSpenders,
    biggestChanges,
    issues: tally(
      ofQuarter.flatMap((filing) =>
        [...new Set(filing.issues.map((issue) => issue.name))].map((name) => ({ name, amount: amountOf(filing) })),
      ),
    ),
    registrants: tally(ofQuarter.map((filing) => ({ name: filing.registrant, amount: amountOf(filing) }))),
    lobbyists: tally(
      ofQuarter.flatMap((filing) => filing.lobbyists.map((name) => ({ name, amount: amountOf(filing) }))),
      true,
    ),
    governmentEntities: tally(
      ofQuarter.flatMap((filing) => filing.governmentEntities.map((name) => ({ name, amount: amountOf(filing) }))),
      true,
    ),
    filings: ofQuarter
      .sort((a, b) => amountOf(b) - amountOf(a) || a.id.localeCompare(b.id))
      .slice(0, LOBBYING_MAX_FILINGS)
      .map(toFiling),
    simulated: input.simulated,
  };
}
