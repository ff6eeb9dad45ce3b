/**
 * Simulated federal contract awards, computed on demand (stable for a company and quarter): defense and
 * aerospace companies win the most, then IT services, health care and energy; awards are spread over the
 * quarter's days, sized by the company's scale (log-uniform), with agencies, NAICS and PSC codes that fit
 * the work. Award ids are made up in the PIID pattern; nothing links to USAspending.
 */
import { SIMULATED_SOURCE } from '@flowdeck/endpoints/govcontracts';
import { addDays, isTradingDay, nextTradingDay } from '@flowdeck/market-calendar';
import { quarterDays, quartersEndingAt } from '../../../lib/quarters.js';
import { unitHash } from '../market/rng.js';
import type { GovAction } from '../../../modules/govcontracts/gov-report.js';
import type { ContractCompany } from '../../../modules/govcontracts/source.js';

interface Work {
  agencies: readonly string[];
  codes: ReadonlyArray<readonly [naics: string, psc: string]>;
  /** Awards per quarter on average for a $100B company. */
  perQuarter: number;
  /** How large its awards run against a prime defense contractor's. */
  size: number;
}

const DOD = 'Department of Defense';
const VA = 'Department of Veterans Affairs';
const HHS = 'Department of Health and Human Services';
const DHS = 'Department of Homeland Security';
const GSA = 'General Services Administration';
const DOE = 'Department of Energy';
const NASA = 'National Aeronautics and Space Administration';

const DEFENSE: Work = {
  agencies: [DOD, DOD, DOD, NASA, DHS],
  codes: [
    ['336411', '1510'],
    ['336414', '1410'],
    ['336413', '1560'],
    ['541330', 'AC13'],
  ],
  perQuarter: 9,
  size: 1,
};
const IT: Work = {
  agencies: [DOD, VA, DHS, GSA, HHS],
  codes: [
    ['541512', 'DA01'],
    ['541519', '7030'],
    ['518210', 'DB10'],
  ],
  perQuarter: 3,
  size: 0.2,
};
const HEALTH: Work = {
  agencies: [VA, HHS, DOD],
  codes: [
    ['325412', '6505'],
    ['339112', '6515'],
    ['524114', 'Q201'],
  ],
  perQuarter: 2,
  size: 0.25,
};
const ENERGY: Work = { agencies: [DOD, DOE], codes: [['324110', '9130']], perQuarter: 1.5, size: 0.3 };

function workOf(company: ContractCompany): Work | null {
  const industry = company.industry.toLowerCase();
  if (/aerospace|defense/.test(industry)) return DEFENSE;
  if (company.sector === 'Information Technology' || /professional/.test(industry)) return IT;
  if (company.sector === 'Health Care') return HEALTH;
  if (company.sector === 'Energy') return ENERGY;
  return null;
}

function pick<T>(list: readonly T[], ...key: Array<string | number>): T {
  return list[Math.floor(unitHash(...key) * list.length)] as T;
}

const onWeekday = (date: string) => (isTradingDay(date) ? date : nextTradingDay(date));

/** Awards of the `count` quarters ending with `last`, up to `today` (an action is never in the future). */
export function simulatedContracts(
  companies: readonly ContractCompany[],
  last: string,
  count: number,
  today: string,
  seed: number,
): GovAction[] {
  const actions: GovAction[] = [];
  for (const company of companies) {
    const work = workOf(company);
    if (!work || company.marketCap < 5e9) continue;
    const scale = Math.sqrt(company.marketCap / 100e9);
    for (const quarter of quartersEndingAt(last, count)) {
      const { from } = quarterDays(quarter);
      const expected = work.perQuarter * Math.min(scale, 2);
      const n = Math.floor(expected * 2 * unitHash(seed, company.symbol, quarter, 'n') + 0.5);
      for (let i = 0; i < n; i++) {
        const key = [seed, company.symbol, quarter, i] as const;
        const actionDate = onWeekday(addDays(from, Math.floor(unitHash(...key, 'day') * 90)));
        if (actionDate > today) continue;
        const [naics, psc] = pick(work.codes, ...key, 'code');
        const agency = pick(work.agencies, ...key, 'agency');
        // Log-uniform from $250K to $250M, scaled by size.
        const obligation =
          Math.round((250_000 * Math.pow(1000, unitHash(...key, 'size')) * Math.max(scale, 0.2) * work.size) / 1000) *
          1000;
        const years = 1 + Math.floor(unitHash(...key, 'years') * 5);
        const prefix = agency === DOD ? pick(['N00019', 'FA8621', 'W56HZV', 'HQ0147'], ...key, 'office') : '47QTCA';
        const piid = `${prefix}${quarter.slice(2, 4)}C${String(Math.floor(unitHash(...key, 'piid') * 10_000)).padStart(4, '0')}`;
        actions.push({
          id: `sim:${company.symbol}:${quarter}:${i}`,
          awardKey: `sim:${company.symbol}:${piid}`,
          piid,
          ticker: company.symbol,
          recipient: company.name,
          recipientUei: null,
          agency,
          actionDate,
          obligation,
          totalValue: obligation * (1 + Math.floor(unitHash(...key, 'options') * 4)),
          startDate: actionDate,
          endDate: addDays(actionDate, years * 365),
          naics,
          psc,
          url: null,
          source: SIMULATED_SOURCE,
          wholeAward: false,
        });
      }
    }
  }
  return actions;
}
