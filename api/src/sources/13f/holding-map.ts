/**
 * A 13F holding → the universe's ticker: by CUSIP where the reviewed table knows it, by the issuer's
 * normalised name otherwise (the shared name map, after EDGAR's abbreviations are spelled out). When both
 * answer and disagree, the holding maps to none: a wrong ticker is worse than none.
 */
import { universe } from '../simulator/universe/universe.js';
import { createNameMapper, normaliseEntityName, shippedNameMapper, type NameMapper } from '../entity-names/name-map.js';
import { REVIEWED_CUSIPS } from './cusips.js';

export type HoldingMatch =
  | { kind: 'mapped'; ticker: string; by: 'cusip' | 'name' }
  | { kind: 'unmapped' }
  | { kind: 'ambiguous'; tickers: string[] }
  | { kind: 'conflict'; cusipTicker: string; nameTicker: string };

/** EDGAR's 13F issuer names are abbreviated to fit 28 characters; the words as the listing writes them. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  HLDGS: 'HOLDINGS',
  HLDG: 'HOLDING',
  INTL: 'INTERNATIONAL',
  SYS: 'SYSTEMS',
  MTR: 'MOTOR',
  ELEC: 'ELECTRIC',
  PWR: 'POWER',
  COS: 'COMPANIES',
  GRP: 'GROUP',
  MACHS: 'MACHINES',
  INDS: 'INDUSTRIES',
  SVCS: 'SERVICES',
  FINL: 'FINANCIAL',
  TECHNOLOGIE: 'TECHNOLOGIES',
  PPTYS: 'PROPERTIES',
  MGMT: 'MANAGEMENT',
};

/** "CISCO SYS INC" → "cisco systems"; "CHEVRON CORP NEW" → "chevron"; "FORD MTR CO DEL" → "ford motor". */
export function normaliseIssuerName(issuer: string): string {
  const words = issuer
    .toUpperCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word);
  // "NEW" (a successor company) and "DEL" (incorporated in Delaware) follow the name on EDGAR.
  while (words.length > 1 && ['NEW', 'DEL', '/DE/', '/DE'].includes(words[words.length - 1] ?? '')) words.pop();
  return normaliseEntityName(words.join(' '));
}

export interface HoldingMapper {
  match(cusip: string, issuer: string): HoldingMatch;
}

export function createHoldingMapper(
  cusips: ReadonlyArray<readonly [string, string]>,
  names: NameMapper,
  listed: ReadonlySet<string>,
): HoldingMapper {
  const byCusip = new Map(cusips.filter(([, ticker]) => listed.has(ticker)));
  return {
    match(cusip, issuer) {
      const fromCusip = byCusip.get(cusip.toUpperCase());
      const fromName = names.match(normaliseIssuerName(issuer));
      if (fromCusip) {
        if (fromName.kind === 'mapped' && fromName.ticker !== fromCusip)
          return { kind: 'conflict', cusipTicker: fromCusip, nameTicker: fromName.ticker };
        return { kind: 'mapped', ticker: fromCusip, by: 'cusip' };
      }
      if (fromName.kind === 'mapped') return { kind: 'mapped', ticker: fromName.ticker, by: 'name' };
      return fromName;
    },
  };
}

let shipped: HoldingMapper | null = null;

/** The product's mapper: the reviewed CUSIPs, the reviewed names and the universe (stocks and ETFs). */
export function shippedHoldingMapper(): HoldingMapper {
  if (!shipped) {
    const entries = universe().filter((entry) => entry.assetType !== 'index');
    const etfs = entries.filter((entry) => entry.assetType === 'etf');
    const stockNames = shippedNameMapper();
    // ETFs are held in 13Fs too; their names join the stock names' lookup.
    const etfNames = createNameMapper({ reviewed: [], listed: etfs.map(({ symbol, name }) => ({ symbol, name })) });
    const names: NameMapper = {
      match(name) {
        const stock = stockNames.match(name);
        return stock.kind === 'unmapped' ? etfNames.match(name) : stock;
      },
    };
    shipped = createHoldingMapper(REVIEWED_CUSIPS, names, new Set(entries.map((entry) => entry.symbol)));
  }
  return shipped;
}
