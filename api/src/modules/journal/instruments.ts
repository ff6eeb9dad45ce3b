/**
 * What a journal symbol names: a stock, or one option contract. Brokers write options in several forms;
 * every form is read into one canonical key (the OCC symbol without its padding), so the same contract
 * from two files is one position.
 */

/** Shares per standard equity option contract: option P/L is price × quantity × this. */
export const OPTION_MULTIPLIER = 100;

export type OptionRight = 'C' | 'P';

export interface StockInstrument {
  kind: 'stock';
  /** Canonical key: the ticker, upper case. */
  symbol: string;
  underlying: string;
  multiplier: 1;
}

export interface OptionInstrument {
  kind: 'option';
  /** Canonical key: OCC root + yymmdd + C/P + strike × 1000 on 8 digits, without padding (AAPL261218C00250000). */
  symbol: string;
  underlying: string;
  /** yyyy-mm-dd */
  expiry: string;
  right: OptionRight;
  strike: number;
  multiplier: typeof OPTION_MULTIPLIER;
}

export type Instrument = StockInstrument | OptionInstrument;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const TICKER = /^[A-Z][A-Z0-9.\-/]{0,9}$/;

function option(underlying: string, year: number, month: number, day: number, right: string, strike: number) {
  if (month < 1 || month > 12 || day < 1 || day > 31 || !(strike > 0) || (right !== 'C' && right !== 'P')) return null;
  const yy = String(year % 100).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  const strikeCode = String(Math.round(strike * 1000)).padStart(8, '0');
  if (strikeCode.length > 8) return null;
  const instrument: OptionInstrument = {
    kind: 'option',
    symbol: `${underlying}${yy}${mm}${dd}${right}${strikeCode}`,
    underlying,
    expiry: `${2000 + (year % 100)}-${mm}-${dd}`,
    right,
    strike: Math.round(strike * 1000) / 1000,
    multiplier: OPTION_MULTIPLIER,
  };
  return instrument;
}

const fullYear = (year: string): number => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * Reads a symbol as a stock or an option. Options are accepted as:
 * - OCC: `AAPL  261218C00250000` (root padded to 6) or without padding, `AAPL261218C00250000`;
 * - thinkorswim: `.AAPL261218C250` (strike as written, decimals allowed);
 * - Schwab/Fidelity style: `AAPL 12/18/2026 250.00 C` (also `Call`/`Put`, two-digit years);
 * - IBKR style: `AAPL 18DEC26 250 C`.
 * Returns null for anything else (the caller names the line).
 */
export function parseInstrument(raw: string): Instrument | null {
  const text = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!text) return null;
  const compact = raw.trim().toUpperCase();

  const occ = /^([A-Z][A-Z0-9.]{0,5})\s*(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/.exec(compact);
  if (occ) {
    const [, root = '', yy, mm, dd, right = '', strike] = occ;
    return option(root, fullYear(yy ?? ''), Number(mm), Number(dd), right, Number(strike) / 1000);
  }
  const tos = /^\.([A-Z][A-Z0-9.]{0,5})(\d{2})(\d{2})(\d{2})([CP])(\d+(?:\.\d+)?)$/.exec(compact);
  if (tos) {
    const [, root = '', yy, mm, dd, right = '', strike] = tos;
    return option(root, fullYear(yy ?? ''), Number(mm), Number(dd), right, Number(strike));
  }
  const slashed = /^([A-Z][A-Z0-9.]{0,5}) (\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4}) \$?(\d+(?:\.\d+)?) (C|P|CALL|PUT)$/.exec(
    text,
  );
  if (slashed) {
    const [, root = '', mm, dd, yyyy = '', strike, right = ''] = slashed;
    return option(root, fullYear(yyyy), Number(mm), Number(dd), right.charAt(0), Number(strike));
  }
  const ibkr = /^([A-Z][A-Z0-9.]{0,5}) (\d{1,2})([A-Z]{3})(\d{2}) (\d+(?:\.\d+)?) (C|P|CALL|PUT)$/.exec(text);
  if (ibkr) {
    const [, root = '', dd, mon = '', yy = '', strike, right = ''] = ibkr;
    const month = MONTHS.indexOf(mon) + 1;
    if (month === 0) return null;
    return option(root, fullYear(yy), month, Number(dd), right.charAt(0), Number(strike));
  }
  if (TICKER.test(text)) return { kind: 'stock', symbol: text, underlying: text, multiplier: 1 };
  return null;
}

/** `AAPL 18 Dec 2026 250 C` for an option, the ticker for a stock. */
export function describeInstrument(instrument: Instrument): string {
  if (instrument.kind === 'stock') return instrument.symbol;
  const [year, month, day] = instrument.expiry.split('-');
  const monthName = MONTHS[Number(month) - 1] ?? '';
  const label = monthName.charAt(0) + monthName.slice(1).toLowerCase();
  return `${instrument.underlying} ${Number(day)} ${label} ${year} ${instrument.strike} ${instrument.right}`;
}
