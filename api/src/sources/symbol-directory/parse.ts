/**
 * The Nasdaq Trader symbol directory (nasdaqtrader.com/trader.aspx?id=symboldirdefs), the public list of
 * every U.S. listed security, in its two pipe-delimited files:
 * - `nasdaqlisted.txt`: Symbol|Security Name|Market Category|Test Issue|Financial Status|Round Lot Size|ETF|NextShares
 * - `otherlisted.txt`: ACT Symbol|Security Name|Exchange|CQS Symbol|ETF|Round Lot Size|Test Issue|NASDAQ Symbol
 * Each has a header row and ends with a `File Creation Time: MMDDYYYYHH:MM` row (a file without it was cut
 * short and is refused). Test issues are dropped; of the rest, common stock (ADRs included) and ETFs are
 * kept, and units, warrants, rights, notes, debentures and preferred shares are counted and left out.
 */
import { ImportRefusal } from '../import/importer.js';

export const NASDAQ_LISTED_HEADER =
  'Symbol|Security Name|Market Category|Test Issue|Financial Status|Round Lot Size|ETF|NextShares';
export const OTHER_LISTED_HEADER =
  'ACT Symbol|Security Name|Exchange|CQS Symbol|ETF|Round Lot Size|Test Issue|NASDAQ Symbol';

/** otherlisted.txt's exchange codes. */
export const OTHER_EXCHANGES = {
  A: 'NYSE American',
  N: 'NYSE',
  P: 'NYSE Arca',
  Z: 'Cboe BZX',
  V: 'IEX',
} as const;
export type ListingExchange = 'NASDAQ' | (typeof OTHER_EXCHANGES)[keyof typeof OTHER_EXCHANGES];

/** nasdaqlisted.txt's market tiers. */
export const NASDAQ_MARKET_CATEGORIES = {
  Q: 'Global Select Market',
  G: 'Global Market',
  S: 'Capital Market',
} as const;

export interface DirectoryListing {
  /** Line in the file (1-based). */
  line: number;
  /** As the directory writes it (Nasdaq symbol, or the ACT symbol: a class after a dot, BRK.B). */
  symbol: string;
  /** The issuer, without the security's description (" - Common Stock", " Class A Ordinary Shares"…). */
  name: string;
  /** The directory's whole Security Name. */
  securityName: string;
  exchange: ListingExchange;
  kind: 'stock' | 'etf';
  /** Nasdaq's tier (Q, G, S); null on other exchanges. */
  marketCategory: keyof typeof NASDAQ_MARKET_CATEGORIES | null;
  /** Nasdaq's financial status code (N normal, D deficient, E delinquent, Q bankrupt…); null elsewhere. */
  financialStatus: string | null;
  roundLot: number;
}

export interface SymbolDirectoryFile {
  format: 'nasdaqlisted' | 'otherlisted';
  /** The footer's File Creation Time, New York local time (YYYY-MM-DDTHH:MM). */
  createdAt: string;
  listings: DirectoryListing[];
  /** Rows left out: test issues, and securities that are neither common stock nor an ETF. */
  testIssues: number;
  otherSecurities: number;
}

/** Directory symbols this product takes: letters, with a share class after a dot. */
const SYMBOL = /^[A-Z]{1,5}(\.[A-Z])?$/;
/** What a security name says when it is not common stock or an ETF. */
const NOT_COMMON =
  /\b(warrants?|rights?|units?|subunits?|notes|debentures?|preferred|preference|trust preferred|depositary shares?,? each representing a \d)/i;
/** The description after the issuer in otherlisted names. */
const SECURITY_SUFFIX =
  /\s+((new\s+)?(class [a-z]\s+)?(common stock|common shares|ordinary shares?|american depositary shares|shares of beneficial interest)\b.*)$/i;

function nyDateTime(file: string, line: number, text: string): string {
  const match = /^File Creation Time:\s*(\d{2})(\d{2})(\d{4})\s?(\d{2}):(\d{2})/.exec(text);
  if (!match) throw new ImportRefusal(file, `line ${line}`, `"${text.slice(0, 40)}" is not a File Creation Time row`);
  const [, month, day, year, hour, minute] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}`;
  const parsed = new Date(`${iso}:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 16) !== iso)
    throw new ImportRefusal(
      file,
      `line ${line}`,
      `File Creation Time ${month}${day}${year}${hour}:${minute} is not a date`,
    );
  return iso;
}

function flag(file: string, line: number, field: string, value: string): boolean {
  if (value === 'Y') return true;
  if (value === 'N') return false;
  throw new ImportRefusal(file, `line ${line}`, `${field} is "${value}", not Y or N`);
}

function issuerName(securityName: string, format: SymbolDirectoryFile['format']): string {
  const dash = securityName.indexOf(' - ');
  const name =
    format === 'nasdaqlisted' && dash > 0 ? securityName.slice(0, dash) : securityName.replace(SECURITY_SUFFIX, '');
  return name.replace(/\s+/g, ' ').trim() || securityName.trim();
}

/** One directory file; throws ImportRefusal naming the line for anything that is not the format. */
export function parseSymbolDirectory(file: string, text: string): SymbolDirectoryFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  const header = lines[0]?.trim() ?? '';
  const format =
    header === NASDAQ_LISTED_HEADER ? 'nasdaqlisted' : header === OTHER_LISTED_HEADER ? 'otherlisted' : null;
  if (format === null)
    throw new ImportRefusal(
      file,
      'line 1',
      `not a symbol directory header: expected "${NASDAQ_LISTED_HEADER}" (nasdaqlisted.txt) or "${OTHER_LISTED_HEADER}" (otherlisted.txt)`,
    );
  const footer = lines[lines.length - 1] ?? '';
  if (lines.length < 2 || !footer.startsWith('File Creation Time'))
    throw new ImportRefusal(
      file,
      `line ${lines.length + 1}`,
      'the "File Creation Time" row that ends the file is missing: the file was cut short',
    );
  const createdAt = nyDateTime(file, lines.length, footer);
  const result: SymbolDirectoryFile = { format, createdAt, listings: [], testIssues: 0, otherSecurities: 0 };
  const seen = new Set<string>();
  for (let i = 1; i < lines.length - 1; i++) {
    const line = i + 1;
    const raw = lines[i] ?? '';
    if (raw.trim() === '') continue;
    const cells = raw.split('|').map((cell) => cell.trim());
    if (cells.length !== 8) throw new ImportRefusal(file, `line ${line}`, `${cells.length} fields, not 8`);
    const [symbolCell = '', securityName = ''] = cells;
    const testCell = (format === 'nasdaqlisted' ? cells[3] : cells[6]) ?? '';
    const etfCell = (format === 'nasdaqlisted' ? cells[6] : cells[4]) ?? '';
    const lotCell = cells[5] ?? '';
    if (symbolCell === '') throw new ImportRefusal(file, `line ${line}`, 'the symbol is empty');
    if (seen.has(symbolCell)) throw new ImportRefusal(file, `line ${line}`, `${symbolCell} is listed twice`);
    seen.add(symbolCell);
    if (flag(file, line, 'Test Issue', testCell)) {
      result.testIssues += 1;
      continue;
    }
    const etf = flag(file, line, 'ETF', etfCell);
    const roundLot = Number(lotCell);
    if (!Number.isInteger(roundLot) || roundLot <= 0)
      throw new ImportRefusal(file, `line ${line}`, `Round Lot Size "${lotCell}" is not a positive whole number`);
    let exchange: ListingExchange = 'NASDAQ';
    let marketCategory: DirectoryListing['marketCategory'] = null;
    let financialStatus: string | null = null;
    if (format === 'nasdaqlisted') {
      const category = cells[2] ?? '';
      if (!Object.prototype.hasOwnProperty.call(NASDAQ_MARKET_CATEGORIES, category))
        throw new ImportRefusal(file, `line ${line}`, `Market Category "${category}" is not Q, G or S`);
      marketCategory = category as keyof typeof NASDAQ_MARKET_CATEGORIES;
      financialStatus = cells[4] || null;
    } else {
      const code = cells[2] ?? '';
      if (!Object.prototype.hasOwnProperty.call(OTHER_EXCHANGES, code))
        throw new ImportRefusal(file, `line ${line}`, `Exchange "${code}" is not one of A, N, P, Z, V`);
      exchange = OTHER_EXCHANGES[code as keyof typeof OTHER_EXCHANGES];
    }
    if (!SYMBOL.test(symbolCell) || (!etf && NOT_COMMON.test(securityName))) {
      result.otherSecurities += 1;
      continue;
    }
    result.listings.push({
      line,
      symbol: symbolCell,
      name: issuerName(securityName, format),
      securityName,
      exchange,
      kind: etf ? 'etf' : 'stock',
      marketCategory,
      financialStatus,
      roundLot,
    });
  }
  return result;
}
