/**
 * Simulated LDA reports, computed on demand (stable for a company and quarter): large companies lobby
 * in-house every quarter and hire one to three outside firms; spend grows with size (the square root of
 * market cap) and drifts from quarter to quarter; issues follow the company's sector. The people and firms
 * are fictional; the issue codes and government entities are the LDA's own.
 */
import type { LobbyingIssue } from '@flowdeck/api-types';
import { SIMULATED_SOURCE } from '@flowdeck/endpoints/lobbying';
import { quartersEndingAt } from '../../../lib/quarters.js';
import { unitHash } from '../market/rng.js';
import type { LobbyingRecord } from '../../../modules/lobbying/lobbying-report.js';
import type { LobbyingCompany } from '../../../modules/lobbying/source.js';

/** Companies below this market cap lobby rarely: the simulator leaves them out. */
const MIN_MARKET_CAP = 20e9;
/** In-house spend per quarter for each $√billion of market cap. */
const IN_HOUSE_PER_ROOT_BILLION = 60_000;
const OUTSIDE_FEE = { min: 30_000, span: 220_000 } as const;

/** LDA general issue codes and their display names (the subset the simulator uses). */
const ISSUES: Readonly<Record<string, string>> = {
  TAX: 'Taxation/Internal Revenue Code',
  BUD: 'Budget/Appropriations',
  TRD: 'Trade (Domestic & Foreign)',
  DEF: 'Defense',
  AER: 'Aerospace',
  HCR: 'Health Issues',
  MMM: 'Medicare/Medicaid',
  PHA: 'Pharmacy',
  CPI: 'Computer Industry',
  SCI: 'Science/Technology',
  TEC: 'Telecommunications',
  CPT: 'Copyright/Patent/Trademark',
  PRV: 'Privacy',
  FIN: 'Financial Institutions/Investments/Securities',
  BAN: 'Banking',
  ENG: 'Energy/Nuclear',
  ENV: 'Environmental/Superfund',
  FUE: 'Fuel/Gas/Additives',
  TRA: 'Transportation',
  LBR: 'Labor Issues/Antitrust/Workplace',
  CSP: 'Consumer Issues/Safety/Protection',
  RET: 'Retirement',
  INS: 'Insurance',
  UTI: 'Utilities',
  RES: 'Real Estate/Land Use/Conservation',
  FOO: 'Food Industry (Safety, Labeling, etc.)',
};

const SECTOR_ISSUES: Readonly<Record<string, readonly string[]>> = {
  'Information Technology': ['CPI', 'SCI', 'TRD', 'PRV', 'CPT'],
  'Health Care': ['HCR', 'MMM', 'PHA', 'CPT'],
  Financials: ['FIN', 'BAN', 'RET', 'INS'],
  'Consumer Discretionary': ['CSP', 'TRD', 'LBR', 'TRA'],
  'Communication Services': ['TEC', 'PRV', 'CPT', 'CSP'],
  Industrials: ['DEF', 'AER', 'TRA', 'BUD'],
  'Consumer Staples': ['FOO', 'TRD', 'CSP', 'LBR'],
  Energy: ['ENG', 'ENV', 'FUE'],
  Utilities: ['UTI', 'ENG', 'ENV'],
  'Real Estate': ['RES', 'FIN'],
  Materials: ['ENV', 'TRD', 'ENG'],
};

const ENTITIES = [
  'SENATE',
  'HOUSE OF REPRESENTATIVES',
  'Treasury - Dept of',
  'Commerce - Dept of (DOC)',
  'Defense - Dept of (DOD)',
  'Health & Human Services - Dept of (HHS)',
  'Federal Trade Commission (FTC)',
  'Securities & Exchange Commission (SEC)',
  'Energy - Dept of',
  'White House Office',
] as const;

const FIRMS = [
  'Capitol Ridge Partners',
  'Harbor Street Strategies',
  'Meridian Public Affairs',
  'Northgate Advocacy Group',
  'Potomac Crest Consulting',
  'Union Square Government Relations',
  'Keystone Policy Advisors',
  'Bluewater Strategies',
] as const;

const FIRST_NAMES = ['Alex', 'Jordan', 'Morgan', 'Taylor', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Drew'];
const LAST_NAMES = [
  'Whitfield',
  'Okafor',
  'Lindqvist',
  'Brennan',
  'Castillo',
  'Nakamura',
  'Adeyemi',
  'Harlow',
  'Petrov',
];

function pick<T>(list: readonly T[], ...key: Array<string | number>): T {
  return list[Math.floor(unitHash(...key) * list.length)] as T;
}

function people(seed: number, who: string, count: number): string[] {
  const names = new Set<string>();
  for (let i = 0; names.size < count && i < count * 4; i++)
    names.add(`${pick(FIRST_NAMES, seed, who, i, 'first')} ${pick(LAST_NAMES, seed, who, i, 'last')}`);
  return [...names];
}

function issuesFor(seed: number, company: LobbyingCompany, who: string, quarter: string): LobbyingIssue[] {
  const pool = [...(SECTOR_ISSUES[company.sector] ?? []), 'TAX', 'BUD', 'TRD'];
  const codes = new Set<string>();
  const count = 1 + Math.floor(unitHash(seed, company.symbol, who, quarter, 'issues') * 3);
  for (let i = 0; codes.size < count && i < 10; i++) codes.add(pick(pool, seed, company.symbol, who, quarter, i));
  return [...codes].map((code) => ({ code, name: ISSUES[code] ?? code, description: null }));
}

/** The simulated reports of the `count` quarters ending with `last` (whose reports are due). */
export function simulatedLobbying(
  companies: readonly LobbyingCompany[],
  last: string,
  count: number,
  seed: number,
): LobbyingRecord[] {
  const records: LobbyingRecord[] = [];
  const quarters = quartersEndingAt(last, count);
  for (const company of companies) {
    if (company.marketCap < MIN_MARKET_CAP) continue;
    const base = IN_HOUSE_PER_ROOT_BILLION * Math.sqrt(company.marketCap / 1e9);
    const firms = Math.floor(unitHash(seed, company.symbol, 'firms') * 4);
    const trend = (unitHash(seed, company.symbol, 'trend') - 0.5) * 0.12;
    quarters.forEach((quarter, i) => {
      const drift = 1 + trend * (i - count + 1) + (unitHash(seed, company.symbol, quarter, 'noise') - 0.5) * 0.3;
      const add = (registrant: string, amount: number, who: string, lobbyists: number) =>
        records.push({
          id: `sim:${company.symbol}:${quarter}:${who}`,
          ticker: company.symbol,
          client: company.name,
          registrant,
          quarter,
          filingType: `Q${quarter.slice(-1)}`,
          amount: Math.round((amount * drift) / 1000) * 1000,
          issues: issuesFor(seed, company, who, quarter),
          lobbyists: people(seed, `${company.symbol}:${who}`, lobbyists),
          governmentEntities: [
            ...new Set([0, 1, 2].map((n) => pick(ENTITIES, seed, company.symbol, who, quarter, n, 'entity'))),
          ],
          filingUrl: null,
          source: SIMULATED_SOURCE,
          postedAt: null,
        });
      add(company.name, base, 'in-house', 2 + Math.floor(unitHash(seed, company.symbol, 'staff') * 4));
      const hired = [...new Set(Array.from({ length: firms }, (_, f) => pick(FIRMS, seed, company.symbol, 'firm', f)))];
      for (const [f, firm] of hired.entries()) {
        const fee = OUTSIDE_FEE.min + Math.floor(unitHash(seed, company.symbol, firm, 'fee') * OUTSIDE_FEE.span);
        add(firm, fee, `firm-${f}`, 1 + Math.floor(unitHash(seed, company.symbol, firm, 'people') * 3));
      }
    });
  }
  return records;
}
