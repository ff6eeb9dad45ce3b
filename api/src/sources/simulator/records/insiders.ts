/**
 * Deterministic simulated Form 4 filings for the universe: real companies, fictional insiders (officers,
 * directors, a fund holding 10%), a plausible mix of codes — mostly sales, grants, tax withholdings and
 * exercises, few open-market purchases, sometimes by several insiders within a week — filed mostly within
 * the two business days the SEC allows. Prices are filled from the daily bars after insertion (seed.ts).
 */
import { addDays, isTradingDay, type IsoDate } from '@flowdeck/market-calendar';
import type { InsiderCode } from '@flowdeck/api-types';
import { rngFor, type Rng } from '../market/rng.js';
import type { Form4Owner, Form4Transaction } from '../../sec/form4-parser.js';
import type { InsiderFilingInput } from '../../sec/insider-store.js';
import type { FilingCompany, InsiderFilingSource } from '../../../modules/insiders/source.js';

/** Fictional CIKs start at 9 000 000 000: real EDGAR CIKs are far below, so none can collide. */
const SIMULATED_CIK_BASE = 9_000_000_000;

const FIRST = [
  'Avery',
  'Jordan',
  'Morgan',
  'Casey',
  'Riley',
  'Quinn',
  'Harper',
  'Rowan',
  'Elliot',
  'Sydney',
  'Dana',
  'Blake',
  'Cameron',
  'Reese',
  'Parker',
  'Emerson',
  'Hayden',
  'Kendall',
  'Logan',
  'Marlow',
  'Noel',
  'Sawyer',
  'Tatum',
  'Wren',
];
const LAST = [
  'Ashford',
  'Bellamy',
  'Calloway',
  'Draper',
  'Ellery',
  'Fairbanks',
  'Garrick',
  'Hollis',
  'Iverson',
  'Jessup',
  'Kincaid',
  'Lowell',
  'Merriweather',
  'Northcott',
  'Oakes',
  'Pemberton',
  'Quill',
  'Radcliffe',
  'Stroud',
  'Thorne',
  'Underhill',
  'Vance',
  'Whitlock',
  'Yardley',
];
const FUND = [
  'Harborview Capital Partners LP',
  'Northgate Value Fund LP',
  'Stonebridge Holdings LLC',
  'Ridgeline Strategic Investors LP',
];
const OFFICERS = [
  'Chief Executive Officer',
  'Chief Financial Officer',
  'Chief Operating Officer',
  'General Counsel',
  'Chief Technology Officer',
];

/** Codes and weights of a typical quarter of Form 4 rows (sales and compensation dominate). */
const CODES: readonly InsiderCode[] = ['S', 'A', 'F', 'M', 'P', 'G'];
const CODE_WEIGHTS = [0.36, 0.18, 0.17, 0.13, 0.12, 0.04];

interface Insider {
  owner: Form4Owner;
  /** Shares held before the window. */
  holding: number;
}

function personName(rng: Rng): string {
  return `${LAST[rng.int(0, LAST.length - 1)]} ${FIRST[rng.int(0, FIRST.length - 1)]}`;
}

function rosterFor(seed: number, company: FilingCompany, index: number): Insider[] {
  const rng = rngFor(seed, 'insider-roster', company.symbol);
  const scale = Math.max(1, Math.log10(Math.max(company.marketCap, 1e8)) - 7);
  const people: Insider[] = [];
  const cik = (n: number) => String(SIMULATED_CIK_BASE + index * 100 + n);
  const officer = (n: number, title: string, director = false): Insider => ({
    owner: {
      cik: cik(n),
      name: personName(rng),
      isDirector: director,
      isOfficer: true,
      isTenPercentOwner: false,
      isOther: false,
      officerTitle: title,
      otherText: null,
    },
    holding: Math.round(rng.uniform(20_000, 400_000) * scale),
  });
  people.push(officer(1, rng.chance(0.3) ? 'President and CEO' : 'Chief Executive Officer', rng.chance(0.7)));
  people.push(officer(2, rng.chance(0.2) ? 'EVP, Chief Financial Officer' : 'Chief Financial Officer'));
  const extraOfficers = rng.int(1, 3);
  for (let i = 0; i < extraOfficers; i++) people.push(officer(3 + i, OFFICERS[2 + i] ?? 'Officer'));
  const directors = rng.int(3, 5);
  for (let i = 0; i < directors; i++) {
    people.push({
      owner: {
        cik: cik(10 + i),
        name: personName(rng),
        isDirector: true,
        isOfficer: false,
        isTenPercentOwner: false,
        isOther: false,
        officerTitle: null,
        otherText: null,
      },
      holding: Math.round(rng.uniform(5_000, 80_000) * scale),
    });
  }
  if (rng.chance(0.25)) {
    people.push({
      owner: {
        cik: cik(50),
        name: FUND[rng.int(0, FUND.length - 1)] ?? 'Fund LP',
        isDirector: false,
        isOfficer: false,
        isTenPercentOwner: true,
        isOther: false,
        officerTitle: null,
        otherText: null,
      },
      holding: Math.round(rng.uniform(5e6, 3e7) * scale),
    });
  }
  return people;
}

/** Two business days after the trade, sometimes later (a late filer). */
function filingDateFor(rng: Rng, trade: IsoDate): IsoDate {
  const lag = rng.chance(0.88) ? rng.int(1, 2) : rng.int(3, 25);
  let day = trade;
  for (let n = 0; n < lag;) {
    day = addDays(day, 1);
    if (isTradingDay(day)) n++;
  }
  return day;
}

function transaction(rng: Rng, code: InsiderCode, tradeDate: IsoDate, insider: Insider, row: number): Form4Transaction {
  const base = Math.max(100, insider.holding);
  const fraction =
    code === 'P' ? rng.uniform(0.01, 0.25) : code === 'A' ? rng.uniform(0.03, 0.3) : rng.uniform(0.01, 0.2);
  const shares = Math.max(10, Math.round(base * fraction));
  const acquired = code === 'P' || code === 'A' || code === 'M';
  insider.holding = acquired ? insider.holding + shares : Math.max(0, insider.holding - shares);
  return {
    table: 'nonDerivative',
    row,
    securityTitle: 'Common Stock',
    transactionDate: tradeDate,
    formType: '4',
    code,
    equitySwapInvolved: false,
    shares: acquired ? shares : Math.min(shares, base),
    // Market prices come from the daily bars (seed.ts); grants and gifts carry no price.
    pricePerShare: code === 'A' || code === 'G' ? 0 : null,
    acquiredDisposed: acquired ? 'A' : 'D',
    sharesOwnedAfter: insider.holding,
    directOrIndirect: insider.owner.isTenPercentOwner || rng.chance(0.08) ? 'I' : 'D',
    natureOfOwnership: insider.owner.isTenPercentOwner ? 'By fund' : null,
    conversionOrExercisePrice: null,
    exerciseDate: null,
    expirationDate: null,
    underlyingSecurityTitle: null,
    underlyingSecurityShares: null,
    footnotes: {},
  };
}

/**
 * Filings for each company over the trading days `sessions` (oldest first), about `perCompany` each on
 * average, bigger companies more. Every tenth purchase brings a second insider of the company buying within
 * days: the clusters the page's preset finds.
 */
export function generateInsiderFilings(
  input: Parameters<InsiderFilingSource['filings']>[0] & { seed: number },
): InsiderFilingInput[] {
  const { seed, companies, sessions } = input;
  const asOf = sessions[sessions.length - 1];
  if (!asOf) return [];
  const filings: InsiderFilingInput[] = [];
  companies.forEach((company, index) => {
    const rng = rngFor(seed, 'insider-filings', company.symbol);
    const roster = rosterFor(seed, company, index);
    const issuer = { cik: String(SIMULATED_CIK_BASE + 90_000_000 + index), name: company.name, ticker: company.symbol };
    const count = Math.max(2, Math.round(input.perCompany * rng.uniform(0.5, 1.5)));
    const add = (insider: Insider, tradeDate: IsoDate, codes: InsiderCode[], plan: boolean): void => {
      const transactions = codes.map((code, i) => transaction(rng, code, tradeDate, insider, i + 1));
      const filingDate = filingDateFor(rng, tradeDate);
      // Not filed yet on the last session: not public, so not shown.
      if (filingDate > asOf) return;
      filings.push({
        id: `sim:${company.symbol}:${filings.length + 1}`,
        source: 'simulated',
        accession: null,
        documentType: '4',
        issuer,
        owners: [insider.owner],
        periodOfReport: tradeDate,
        filingDate,
        aff10b5One: plan,
        remarks: null,
        filingUrl: null,
        transactions,
        footnotes: {},
      });
    };
    // Events first, then written in date order, so each insider's holdings run forward in time.
    const events: { day: number; insider: Insider; codes: InsiderCode[]; plan: boolean }[] = [];
    for (let n = 0; n < count; n++) {
      const day = rng.int(0, sessions.length - 1);
      const insider = roster[rng.int(0, roster.length - 1)];
      if (!insider) continue;
      const code = rng.weighted(CODES, CODE_WEIGHTS);
      // Exercises come with the sale or withholding of the shares received; sales are often planned (10b5-1).
      const codes: InsiderCode[] = code === 'M' ? ['M', rng.chance(0.6) ? 'S' : 'F'] : [code];
      events.push({ day, insider, codes, plan: code === 'S' || code === 'M' ? rng.chance(0.55) : false });
      if (code === 'P' && rng.chance(0.35)) {
        const other = roster[rng.int(0, roster.length - 1)];
        const later = Math.min(sessions.length - 1, day + rng.int(0, 4));
        if (other && other !== insider) events.push({ day: later, insider: other, codes: ['P'], plan: false });
      }
    }
    events.sort((a, b) => a.day - b.day);
    for (const e of events) add(e.insider, sessions[e.day] ?? asOf, e.codes, e.plan);
  });
  return filings;
}
