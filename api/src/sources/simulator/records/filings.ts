/**
 * The simulated filing feed, computed on demand (stable: a company files the same forms on the same days
 * every time it is asked): earnings 8-Ks (items 2.02 and 9.01) on the day the earnings calendar says each
 * fiscal quarter is reported (simulator/earnings-days.ts), the 10-Q or 10-K days later, other 8-Ks now and then, Form 4s and the 144 notices before insider sales, 13G
 * amendments in February and the odd S-1. Filed on trading days, accepted between 06:00 and 22:00 New York.
 */
import { addDays, isTradingDay, marketLocalTime, nextTradingDay, type IsoDate } from '@flowdeck/market-calendar';
import { earningsDay, fiscalYearEndMonth, quarterEnds } from '../market/earnings-days.js';
import { unitHash } from '../market/rng.js';
import type { FilingCompany, SourceFiling } from '../../../modules/filings/source.js';

/** Chances per trading day and company. */
const FORM_4_CHANCE = 0.04;
const FORM_144_CHANCE = 0.012;
const OTHER_8K_CHANCE = 0.008;
/** Chance per company and year of a registration statement. */
const S1_CHANCE_PER_YEAR = 0.02;
/** The latest a quarter's 10-K follows its end: the report (up to ~2 months) and 12 days. */
const LATEST_FILING_DAYS = 80;

/** 8-Ks outside earnings, with the items they carry. */
const OTHER_8K_ITEMS = ['5.02', '7.01,9.01', '8.01', '1.01,2.03', '8.01,9.01', '5.02,9.01', '1.01'] as const;

const ACCEPT_MINUTES = { first: 6 * 60, span: 16 * 60 } as const;

const offsetCache = new Map<IsoDate, number>();

/** New York's offset from UTC on a date, in hours (4 in summer, 5 in winter). */
function newYorkOffsetHours(date: IsoDate): number {
  const cached = offsetCache.get(date);
  if (cached !== undefined) return cached;
  const noonUtc = new Date(`${date}T17:00:00Z`);
  const offset = marketLocalTime(noonUtc).minutes === 12 * 60 ? 5 : 4;
  offsetCache.set(date, offset);
  return offset;
}

function acceptedAt(date: IsoDate, minutes: number): string {
  const utc = Date.parse(`${date}T00:00:00Z`) + (minutes + newYorkOffsetHours(date) * 60) * 60_000;
  return new Date(utc).toISOString();
}

const calendarQuarterEnds = (from: IsoDate, to: IsoDate): IsoDate[] => {
  const ends: IsoDate[] = [];
  const first = Number(from.slice(0, 4)) - 1;
  for (let year = first; year <= Number(to.slice(0, 4)); year++)
    for (const end of ['03-31', '06-30', '09-30', '12-31']) ends.push(`${year}-${end}`);
  return ends;
};

const onTradingDay = (date: IsoDate): IsoDate => (isTradingDay(date) ? date : nextTradingDay(date));

/** Every simulated filing of the companies dated from `from` to `to` (inclusive), unordered. */
export function simulatedFilings(
  companies: readonly FilingCompany[],
  from: IsoDate,
  to: IsoDate,
  seed: number,
): SourceFiling[] {
  const filings: SourceFiling[] = [];
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isTradingDay(day)) days.push(day);
  for (const company of companies) {
    const ids = new Set<string>();
    const add = (form: string, date: IsoDate, items = '', reportDate: IsoDate | null = null) => {
      if (date < from || date > to) return;
      const key = `sim:${company.symbol}:${date}:${form}`;
      const id = ids.has(key) ? `${key}:${items}` : key;
      ids.add(id);
      const minute =
        ACCEPT_MINUTES.first + Math.floor(unitHash(seed, company.symbol, date, form, 'at') * ACCEPT_MINUTES.span);
      filings.push({
        id,
        symbol: company.symbol,
        company: company.name,
        form,
        items,
        filingDate: date,
        reportDate,
        acceptedAt: acceptedAt(date, minute),
      });
    };
    // The earnings 8-K on the report's day (the calendar's, the day the price moves), its 10-Q or 10-K after.
    const fiscalEndMonth = fiscalYearEndMonth(company.symbol, seed);
    for (const end of quarterEnds(fiscalEndMonth, addDays(from, -LATEST_FILING_DAYS), to)) {
      const { date: earnings, annual } = earningsDay(company.symbol, fiscalEndMonth, end, seed);
      add('8-K', earnings, '2.02,9.01', earnings);
      add(annual ? '10-K' : '10-Q', onTradingDay(addDays(earnings, annual ? 12 : 3)), '', end);
    }
    for (const end of calendarQuarterEnds(from, to))
      if (end.endsWith('03-31')) {
        const meeting = onTradingDay(addDays(end, 60 + Math.floor(unitHash(seed, company.symbol, end, 'agm') * 30)));
        add('8-K', meeting, '5.07', meeting);
      }
    for (const day of days) {
      const roll = (what: string) => unitHash(seed, company.symbol, day, what);
      if (roll('4') < FORM_4_CHANCE) add('4', day, '', addDays(day, -1 - Math.floor(roll('4-lag') * 2)));
      if (roll('144') < FORM_144_CHANCE) add('144', day);
      if (roll('8-K') < OTHER_8K_CHANCE) {
        const items = OTHER_8K_ITEMS[Math.floor(roll('items') * OTHER_8K_ITEMS.length)] as string;
        add('8-K', day, items, day);
      }
      if (day.slice(5, 7) === '02' && day.slice(8) <= '14' && roll('13G') < 0.12) add('SC 13G/A', day);
      if (roll('S-1') < S1_CHANCE_PER_YEAR / 252) add('S-1', day);
    }
  }
  return filings;
}
