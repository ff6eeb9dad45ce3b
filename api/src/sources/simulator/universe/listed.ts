/**
 * The listed universe beyond the hand-written core (universe-data.ts): every common stock and ETF of the
 * U.S. listed market, as the Nasdaq Trader symbol directory lists them.
 *
 * - `simulatedDirectory(n)` writes a directory of `n` more listings in the real files' format
 *   (`nasdaqlisted.txt`, `otherlisted.txt`: header, pipe-delimited rows, test issues and warrants among them,
 *   the File Creation Time footer). The default seed reads it through the same parser as
 *   `npm run import -- symbols <dir>`, so the first start and an import of the real files take one path.
 * - `listingEntry` gives a simulated listing its company facts (industry, market cap, price, float), stable per
 *   symbol; `storedEntry` rebuilds an entry from its stored row (an imported real listing keeps what the
 *   directory said and is "Unclassified" until a source classifies it).
 * - `simulatedUniverse(rows)`: what the simulator models for the stored symbols, core rows as written.
 */
import { ETF_SECTOR } from '@flowdeck/endpoints/market';
import { marketLocalTime } from '@flowdeck/market-calendar';
import { unitHash } from '../market/rng.js';
import {
  NASDAQ_LISTED_HEADER,
  OTHER_LISTED_HEADER,
  parseSymbolDirectory,
  type DirectoryListing,
} from '../../symbol-directory/parse.js';
import { INDUSTRIES, isIndustryKey, type IndustryInfo } from './industries.js';
import { universe, type UniverseEntry } from './universe.js';
import type { SymbolRow } from '../../../db/schema.js';

type IndustryKey = keyof typeof INDUSTRIES;

/** The sector and industry of a listing no source has classified yet (the directory does not say). */
export const UNCLASSIFIED = 'Unclassified';

/** Industries of the listed market beyond the large caps, by weight (small caps: biotech, banks, energy…). */
const STOCK_INDUSTRIES: ReadonlyArray<readonly [IndustryKey, number]> = [
  ['biotech', 14],
  ['banks', 10],
  ['software', 7],
  ['oilgas', 4],
  ['hcequip', 4],
  ['pharma', 3],
  ['semis', 3],
  ['capmkts', 3],
  ['machinery', 3],
  ['metals', 2.5],
  ['itserv', 2],
  ['electronic', 2],
  ['finserv', 2],
  ['insurance', 2],
  ['specret', 2],
  ['hotels', 2],
  ['hcprov', 2],
  ['chemicals', 2],
  ['lifesci', 1.5],
  ['energyequip', 1.5],
  ['electrical', 1.5],
  ['commercial', 1.5],
  ['professional', 1.5],
  ['food', 1.5],
  ['reit_spec', 1.2],
  ['reit_res', 1],
  ['reit_retail', 1],
  ['reit_hc', 0.8],
  ['reit_office', 0.8],
  ['reit_ind', 0.6],
  ['reit_hotel', 0.6],
  ['re_mgmt', 1],
  ['hardware', 1],
  ['commeq', 1],
  ['consfin', 1],
  ['autocomp', 1],
  ['textiles', 1],
  ['durables', 1],
  ['leisure', 1],
  ['interactive', 1],
  ['entertainment', 1],
  ['media', 1],
  ['aerospace', 1],
  ['building', 1],
  ['construction', 1],
  ['electric', 0.7],
  ['personal', 0.7],
  ['distributors', 0.5],
  ['broadline', 0.5],
  ['autos', 0.5],
  ['telecom', 0.5],
  ['ground', 0.5],
  ['freight', 0.5],
  ['tradingcos', 0.5],
  ['bevs', 0.5],
  ['containers', 0.5],
  ['wireless', 0.3],
  ['airlines', 0.3],
  ['household', 0.3],
  ['staplesretail', 0.3],
  ['gas', 0.3],
  ['water', 0.3],
  ['ipp', 0.3],
  ['constrmat', 0.3],
  ['multi', 0.2],
];
const ETF_INDUSTRIES: ReadonlyArray<readonly [IndustryKey, number]> = [
  ['etf_broad', 3],
  ['etf_thematic', 3],
  ['etf_bond', 3],
  ['etf_sector', 2],
  ['etf_intl', 2],
  ['etf_leveraged', 2],
  ['etf_commodity', 1],
];
/** Share of the simulated listings that are ETFs (about a fifth of the directory's stocks and ETFs). */
const ETF_SHARE = 0.2;

function weighted<T>(choices: ReadonlyArray<readonly [T, number]>, u: number): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = u * total;
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  return choices[choices.length - 1]![0];
}

const FIRST =
  'Apex|Arbor|Ardent|Argent|Atlas|Aurora|Beacon|Birch|Blue Ridge|Boulder|Bright|Cardinal|Cascade|Cedar|Clear|Coastal|Copper|Crescent|Crown|Delta|Eagle|Echo|Elm|Ember|Evergreen|Falcon|First|Frontier|Granite|Great Plains|Harbor|Hawthorn|Heritage|Highland|Horizon|Iron|Juniper|Keystone|Lake|Liberty|Lumen|Maple|Meridian|Mesa|Midland|Nova|Oak|Orion|Pacific|Peak|Pine|Pioneer|Prairie|Quarry|Redwood|Ridge|River|Sable|Sage|Sierra|Silver|Summit|Sun|Terra|Tidewater|Trinity|Union|Valley|Vanguard|Vector|Vista|Willow|Zenith'.split(
    '|',
  );
const SECOND = '||||Point|Creek|Bay|Stone|Gate|Field|Park|Bridge|Hill|Spring|Star|Line|Path|Crest|Rock|Wave'.split('|');
const ETF_THEMES: Partial<Record<IndustryKey, readonly string[]>> = {
  etf_broad: ['Total Market', 'Large Cap Core', 'Mid Cap', 'Small Cap Value', 'Equal Weight', 'Quality Factor'],
  etf_thematic: ['Clean Energy', 'Robotics', 'Cybersecurity', 'Genomics', 'Cloud Computing', 'Water Resources'],
  etf_bond: ['Short Treasury', 'Aggregate Bond', 'High Yield Bond', 'Municipal Bond', 'Floating Rate', 'TIPS'],
  etf_sector: ['Financials', 'Health Care', 'Energy', 'Industrials', 'Technology', 'Utilities'],
  etf_intl: ['Emerging Markets', 'Developed ex-US', 'Europe', 'Japan', 'India', 'Latin America'],
  etf_leveraged: ['2x Daily Semiconductor', '3x Daily Small Cap', '-1x Daily S&P 500', '2x Daily Biotech'],
  etf_commodity: ['Gold Trust', 'Silver Trust', 'Oil Fund', 'Natural Gas Fund', 'Copper Fund'],
};
const SUFFIXES: Partial<Record<string, readonly string[]>> = {
  biotech: ['Therapeutics, Inc.', 'Biosciences, Inc.', 'Bio, Inc.', 'Oncology, Inc.'],
  pharma: ['Pharmaceuticals, Inc.', 'Pharma Corp.'],
  banks: ['Bancorp, Inc.', 'Bankshares, Inc.', 'Financial Corporation', 'Community Bancorp'],
  software: ['Software, Inc.', 'Technologies, Inc.', 'Systems, Inc.', 'Labs, Inc.'],
  semis: ['Semiconductor Corp.', 'Microsystems, Inc.'],
  oilgas: ['Energy, Inc.', 'Resources Corp.', 'Petroleum Corporation'],
  metals: ['Mining Corp.', 'Metals, Inc.', 'Gold Corp.'],
  insurance: ['Insurance Holdings, Inc.', 'Assurance Group'],
};
const REIT_SUFFIXES = ['Realty Trust', 'Properties, Inc.', 'REIT, Inc.'];
const GENERIC_SUFFIXES = ['Holdings, Inc.', 'Group, Inc.', 'Corporation', 'Industries, Inc.', 'Inc.', 'Co.'];

/** The first words of a simulated company's name. */
function stemOf(index: number): string {
  const first = FIRST[Math.floor(unitHash('listed-first', index) * FIRST.length)]!;
  const second = SECOND[Math.floor(unitHash('listed-second', index) * SECOND.length)]!;
  return second === '' ? first : `${first} ${second}`;
}

/** The whole name: the stem and what the industry's companies call themselves. */
function nameOf(index: number, stem: string, key: IndustryKey, etf: boolean): string {
  if (etf) {
    const themes = ETF_THEMES[key] ?? ['Equity'];
    return `${stem} ${themes[Math.floor(unitHash('listed-theme', index) * themes.length)]} ETF`;
  }
  const suffixes = key.startsWith('reit_') ? REIT_SUFFIXES : (SUFFIXES[key] ?? GENERIC_SUFFIXES);
  return `${stem} ${suffixes[Math.floor(unitHash('listed-suffix', index) * suffixes.length)]}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A ticker from the name's initials, then letters from a hash, until it is free. */
function symbolFor(index: number, name: string, length: number, taken: Set<string>): string {
  const initials = name
    .split(/[\s,.-]+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('');
  for (let attempt = 0; ; attempt++) {
    // Two initials while they leave room, then one, then none.
    let symbol = initials.slice(0, Math.max(0, Math.min(2, length) - Math.floor(attempt / 20)));
    for (let k = 0; symbol.length < length; k++)
      symbol += LETTERS[Math.floor(unitHash('listed-symbol', index, attempt, k) * LETTERS.length)];
    if (!taken.has(symbol)) {
      taken.add(symbol);
      return symbol;
    }
  }
}

/**
 * A directory of `count` listings beyond the core, in the real files' format. About one row in forty is a
 * test issue or a warrant, as in the real files, which the parser leaves out; `count` counts the rest.
 */
export function simulatedDirectory(count: number, createdAt: Date): { nasdaqlisted: string; otherlisted: string } {
  const taken = new Set(universe().map((entry) => entry.symbol));
  const nasdaq = [NASDAQ_LISTED_HEADER];
  const other = [OTHER_LISTED_HEADER];
  for (let index = 0; index < count; index++) {
    const etf = unitHash('listed-etf', index) < ETF_SHARE;
    const onNasdaq = unitHash('listed-exchange', index) < (etf ? 0.3 : 0.6);
    const stem = stemOf(index);
    const symbol = symbolFor(index, stem, onNasdaq ? 4 : 3, taken);
    // The industry follows from the symbol, as `listingEntry` reads it back (the directory does not say).
    const name = nameOf(index, stem, modelIndustry(symbol, '', etf), etf);
    if (onNasdaq) {
      const tier = weighted(
        [
          ['Q', 3],
          ['G', 2],
          ['S', 4],
        ] as const,
        unitHash('listed-tier', index),
      );
      nasdaq.push(`${symbol}|${name}${etf ? '' : ' - Common Stock'}|${tier}|N|N|100|${etf ? 'Y' : 'N'}|N`);
      if (index % 40 === 7) nasdaq.push(`${symbol}W|${name} - Warrant|${tier}|N|N|100|N|N`);
    } else {
      const exchange = etf
        ? weighted(
            [
              ['P', 8],
              ['Z', 2],
            ] as const,
            unitHash('listed-venue', index),
          )
        : weighted(
            [
              ['N', 8],
              ['A', 2],
            ] as const,
            unitHash('listed-venue', index),
          );
      other.push(
        `${symbol}|${name}${etf ? '' : ' Common Stock'}|${exchange}|${symbol}|${etf ? 'Y' : 'N'}|100|N|${symbol}`,
      );
    }
  }
  nasdaq.push('ZVZZT|NASDAQ TEST STOCK|G|Y|N|100||N');
  other.push('ZTST|Test Stock Common Stock|N|ZTST|N|100|Y|ZTST');
  // The footer's time is New York local time, as the directory writes it: MMDDYYYYHH:MM.
  const { date, minutes } = marketLocalTime(createdAt);
  const [year, month, day] = date.split('-');
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const footer = `File Creation Time: ${month}${day}${year}${hhmm}|||||||`;
  return {
    nasdaqlisted: `${[...nasdaq, footer].join('\r\n')}\r\n`,
    otherlisted: `${[...other, footer].join('\r\n')}\r\n`,
  };
}

/** The listings of the simulated directory, read by the symbol directory's parser. */
export function simulatedListings(count: number, createdAt: Date): DirectoryListing[] {
  const files = simulatedDirectory(count, createdAt);
  return [
    ...parseSymbolDirectory('nasdaqlisted.txt', files.nasdaqlisted).listings,
    ...parseSymbolDirectory('otherlisted.txt', files.otherlisted).listings,
  ];
}

/** Industry keys by industry name (what a stored row keeps). */
const KEY_BY_INDUSTRY = new Map<string, IndustryKey>();
for (const key of Object.keys(INDUSTRIES) as IndustryKey[])
  if (!KEY_BY_INDUSTRY.has(INDUSTRIES[key].name)) KEY_BY_INDUSTRY.set(INDUSTRIES[key].name, key);

/** The price model's industry for a row: its own, or for an unclassified listing one chosen per symbol. */
function modelIndustry(symbol: string, industry: string, etf: boolean): IndustryKey {
  const known = KEY_BY_INDUSTRY.get(industry);
  if (known && isIndustryKey(known)) return known;
  return weighted(etf ? ETF_INDUSTRIES : STOCK_INDUSTRIES, unitHash('listed-model-industry', symbol));
}

/** Company size of a listing without reported figures: log-uniform from $50 million to $40 billion. */
function simulatedCap(symbol: string, etf: boolean): number {
  const [low, high] = etf ? [2e7, 2e10] : [5e7, 4e10];
  return Math.round(Math.exp(Math.log(low) + (Math.log(high) - Math.log(low)) * unitHash('listed-cap', symbol) ** 1.4));
}

/** A share price of $1.50 to $250, stable per symbol; smaller companies tend to trade lower. */
function simulatedPrice(symbol: string): number {
  const u = 0.5 * unitHash('listed-cap', symbol) + 0.5 * unitHash('listed-price', symbol);
  return Math.round(Math.exp(Math.log(1.5) + Math.log(250 / 1.5) * u) * 100) / 100;
}

function description(name: string, symbol: string, exchange: string, industry: IndustryInfo | null): string {
  return industry
    ? `${name} ${industry.blurb}. It trades on the ${exchange} under the symbol ${symbol}.`
    : `${name} trades on the ${exchange} under the symbol ${symbol}. It is listed in the Nasdaq Trader symbol directory; no source has classified its business yet.`;
}

/**
 * A simulated listing's company facts, stable per symbol. `classified` false keeps a real listing's own
 * facts only: sector and industry "Unclassified" (ETF for funds), no market cap or share counts.
 */
export function listingEntry(listing: DirectoryListing, classified: boolean): UniverseEntry {
  const etf = listing.kind === 'etf';
  const key = modelIndustry(listing.symbol, '', etf);
  const industry = INDUSTRIES[key];
  const price = simulatedPrice(listing.symbol);
  const cap = classified ? simulatedCap(listing.symbol, etf) : null;
  const shares = cap === null ? null : Math.round(cap / price);
  return {
    symbol: listing.symbol,
    name: listing.name,
    exchange: listing.exchange,
    assetType: listing.kind,
    sector: classified || etf ? industry.sector : UNCLASSIFIED,
    industry: classified ? industry.name : etf ? ETF_SECTOR : UNCLASSIFIED,
    industryKey: key,
    marketCap: cap,
    referencePrice: price,
    sharesOutstanding: shares,
    floatShares:
      shares === null ? null : Math.round(shares * (etf ? 1 : 0.6 + 0.38 * unitHash('float', listing.symbol))),
    description: description(listing.name, listing.symbol, listing.exchange, classified ? industry : null),
    ceo: null,
    headquarters: null,
    founded: null,
    employees: null,
    website: null,
  };
}

/** The columns of a stored symbol row the simulator models a listing from. */
export const STORED_LISTING_COLUMNS = [
  'symbol',
  'name',
  'exchange',
  'asset_type',
  'sector',
  'industry',
  'market_cap',
  'shares_outstanding',
  'float_shares',
] as const;
export type StoredListing = Pick<SymbolRow, (typeof STORED_LISTING_COLUMNS)[number]>;

/**
 * The entry the simulator models for a stored row outside the core. A row without share counts (an imported
 * real listing) is modelled with a simulated float so it trades; the stored row keeps its nulls.
 */
export function storedEntry(row: StoredListing): UniverseEntry {
  const etf = row.asset_type === 'etf';
  const key = modelIndustry(row.symbol, row.industry, etf);
  const price = simulatedPrice(row.symbol);
  const cap = row.market_cap ?? simulatedCap(row.symbol, etf);
  const shares = row.shares_outstanding ?? Math.round(cap / price);
  const float = row.float_shares ?? Math.round(shares * (etf ? 1 : 0.8));
  return {
    symbol: row.symbol,
    name: row.name,
    exchange: row.exchange,
    assetType: row.asset_type,
    sector: row.sector,
    industry: row.industry,
    industryKey: key,
    marketCap: cap,
    referencePrice: price,
    sharesOutstanding: shares,
    floatShares: float,
    description: '',
    ceo: null,
    headquarters: null,
    founded: null,
    employees: null,
    website: null,
  };
}

/**
 * The universe the simulator models for the stored symbols: the stored core rows as written and in the core's
 * order (the simulator's streams were set in it), then the other rows in the order given.
 */
export function simulatedUniverse(rows: readonly StoredListing[]): UniverseEntry[] {
  const stored = new Set(rows.map((row) => row.symbol));
  const core = universe().filter((entry) => stored.has(entry.symbol));
  const inCore = new Set(core.map((entry) => entry.symbol));
  return [...core, ...rows.filter((row) => !inCore.has(row.symbol)).map(storedEntry)];
}
