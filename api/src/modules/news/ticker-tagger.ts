/**
 * Which universe tickers a headline is about. Rules, strongest first:
 * 1. Cashtags (`$AAPL`) and exchange-prefixed symbols (`NYSE: IBM`, `(Nasdaq:ADBE)`, `NASDAQ:MRNA` in a feed
 *    category) name a ticker outright: any universe symbol, even one that is also a word (`NYSE: ALL`).
 * 2. A company's name as it is written in news: the universe name without its legal suffix ("Apple Inc." →
 *    "Apple", "Micron Technology, Inc." → "Micron Technology", also "Micron"), case-sensitive, whole words.
 *    Names that are also everyday words ("Target", "Match", "Arm", "Block") need company context right
 *    after them (Inc., Corp., 's, shares, stock) — "price target" and "Target Corp." are told apart.
 * 3. A bare symbol in capitals ("NVDA surges"), only in mixed-case text (an all-caps headline makes every word
 *    look like a symbol), at least two letters, and not a false friend: a symbol that is also an English word
 *    or a common abbreviation ("A", "IT", "ALL", "ON", "NOW", "CEO"-like) is never tagged from plain words.
 */

export interface UniverseEntry {
  symbol: string;
  name: string;
  /** Funds and indices are tagged by symbol only (their names are descriptions: "Financial Select Sector…"). */
  assetType?: string;
}

/** Symbols that are words or abbreviations in ordinary news text: tagged only as cashtags or exchange-prefixed. */
export const FALSE_FRIENDS: ReadonlySet<string> = new Set([
  ...['A', 'I', 'IT', 'ALL', 'ON', 'NOW', 'ARE', 'AN', 'AT', 'BE', 'BY', 'DO', 'GO', 'SO', 'OR', 'IF', 'IN', 'IS'],
  ...['OF', 'TO', 'UP', 'US', 'WE', 'NO', 'ONE', 'FOR', 'NEW', 'BIG', 'KEY', 'LOW', 'COST', 'NET', 'TEAM', 'APP'],
  ...['ARM', 'SNOW', 'SHOP', 'DASH', 'POOL', 'TECH', 'GEN', 'KEYS', 'HOOD', 'COIN', 'AMP', 'ICE', 'MA', 'MS', 'PM'],
  ...['AM', 'EL', 'CI', 'HD', 'EA', 'CB', 'FI', 'BK', 'TEL', 'TER', 'DG', 'KR', 'MO', 'CL', 'PG', 'RF', 'LH', 'EW'],
  ...['GS', 'PEP', 'PAY', 'CASH', 'FAST', 'WELL', 'REAL', 'PLAY', 'LIFE', 'HAS', 'CAT', 'DE', 'ED', 'EG', 'ES', 'IP'],
  ...['AI', 'CEO', 'CFO', 'IPO', 'FDA', 'SEC', 'EPS', 'ETF', 'GDP', 'CPI', 'EV', 'UK', 'EU', 'USA', 'ESG', 'AR', 'VR'],
  ...['FY', 'Q', 'T', 'F', 'C', 'V', 'L', 'O', 'D', 'K', 'J', 'X', 'Z', 'M', 'R', 'S', 'U', 'B', 'E', 'G', 'H', 'W'],
  ...['CAN', 'OUT', 'TWO', 'SEE', 'WAY', 'TAP', 'SAFE', 'DAY', 'MAIN', 'BEST', 'OPEN', 'NICE', 'HUM', 'COOL', 'TRUE'],
  ...['LOVE', 'RIDE', 'FUN', 'FLY', 'JOB', 'WIN', 'ANY', 'AGO', 'RUN', 'GOOD', 'NYC', 'LLC', 'INC', 'CORP', 'TV'],
]);

/** Company names that are everyday words: tagged only with company context after them. */
export const AMBIGUOUS_NAMES: ReadonlySet<string> = new Set([
  ...['Target', 'Match', 'Arm', 'Block', 'Visa', 'Strategy', 'Progressive', 'Booking', 'Carnival', 'Monster'],
  ...['Fox', 'Gap', 'Ball', 'Pool', 'Tapestry', 'Genuine Parts', 'Live Nation', 'Principal', 'Corning', 'Gen'],
  ...['Oracle', 'Meta', 'Snap', 'Square', 'Apollo', 'Equity', 'Regions', 'Hartford', 'Aon', 'Chubb', 'Key'],
  ...['Dollar General', 'Dollar Tree', 'Best Buy', 'Global Payments', 'Fair Isaac', 'Universal', 'Quest', 'Nasdaq'],
]);

/** First words never used alone as a company's short name ("Texas" for Texas Instruments). */
const COMMON_FIRST_WORDS: ReadonlySet<string> = new Set(
  (
    'general american united first universal texas fair western applied advanced analog international live ' +
    'electronic bank capital fifth northern state global principal royal best dollar genuine super arch las ' +
    'west charles henry jack monolithic palo tyler church lamb boston intuitive edwards quest walt home trade ' +
    'gen news the take warner match marsh eli thermo becton cardinal old public southern eastern pacific ' +
    'national federal digital energy health healthcare motorola keurig constellation kimberly archer brown ' +
    'hewlett fidelity raymond jones willis arthur cincinnati everest regions citizens truist huntington ' +
    'norwegian darden tractor molson church marriott hilton booking deckers mohawk ralph williams lucid ' +
    'carnival paramount electronic charter comcast verizon corning mettler west labcorp align solventum ' +
    'smucker campbell hormel tyson bunge mccormick conagra stryker medtronic danaher zimmer teledyne zebra'
  ).split(' '),
);

const LEGAL_SUFFIX =
  /(,?\s+(inc\.?|incorporated|corp\.?|corporation|company|co\.?|plc|ltd\.?|limited|holdings?|group|n\.v\.|s\.a\.|sa|llc|lp|public limited company|class [a-c]|& co\.?|and company))+$/i;

/** The name as news writes it: no "The", no legal suffix, no ".com". */
export function newsName(name: string): string {
  let out = name.trim().replace(/^the\s+/i, '');
  for (let i = 0; i < 4; i++) out = out.replace(LEGAL_SUFFIX, '').replace(/,$/, '').trim();
  return out.replace(/\.com$/i, '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface NamePattern {
  symbol: string;
  pattern: RegExp;
}

export interface TickerTagger {
  /** Tickers mentioned in the text (and in `categories`), in universe order of first mention. */
  tag(text: string, categories?: readonly string[]): string[];
}

const EXCHANGE =
  /\b(?:NASDAQ|Nasdaq|NYSE(?: American| Arca| MKT)?|Nyse|AMEX|CBOE|Cboe|TSX|OTC(?:QX|QB)?|NasdaqGS|NasdaqGM)\s*:\s*([A-Z][A-Z0-9]{0,5}(?:[.-][A-Z])?)\b/g;
const CASHTAG = /\$([A-Z][A-Z0-9]{0,5}(?:\.[A-Z])?)\b/g;
const BARE = /\b([A-Z][A-Z0-9]{1,5}(?:\.[A-Z])?)\b/g;
const CONTEXT = String.raw`(?=(?:'s|’s|\s+(?:Inc|Corp|Corporation|Company|Co|Group|Holdings|shares|stock|Platforms|Technologies)\b))`;

export function createTickerTagger(universe: readonly UniverseEntry[]): TickerTagger {
  const symbols = new Set(universe.map((u) => u.symbol));
  const patterns: NamePattern[] = [];
  for (const { symbol, name, assetType } of universe) {
    if (assetType !== undefined && assetType !== 'stock') continue;
    const full = name.trim();
    const short = newsName(full);
    const forms = new Set<string>();
    const add = (form: string) => {
      if (form.length < 3) return;
      forms.add(AMBIGUOUS_NAMES.has(form) ? `${escape(form)}${CONTEXT}` : escape(form));
    };
    forms.add(escape(full));
    add(short);
    const words = short.split(/\s+/);
    const first = words[0] ?? '';
    if (
      words.length > 1 &&
      first.length >= 5 &&
      /^[A-Z][a-z]/.test(first) &&
      !COMMON_FIRST_WORDS.has(first.toLowerCase())
    )
      add(first);
    // A name in capitals ("NVIDIA", "QUALCOMM") is also how the company writes itself in headlines.
    patterns.push({
      symbol,
      pattern: new RegExp(`(?<![\\w$])(?:${[...forms].join('|')})(?![\\w&])`, 'g'),
    });
  }

  return {
    tag(text, categories = []) {
      const found = new Map<string, number>();
      const note = (symbol: string, at: number) => {
        if (symbols.has(symbol) && !found.has(symbol)) found.set(symbol, at);
        else if (found.has(symbol) && at < (found.get(symbol) as number)) found.set(symbol, at);
      };
      const scan = (source: string, offset: number) => {
        for (const m of source.matchAll(CASHTAG)) note(m[1] as string, offset + (m.index ?? 0));
        for (const m of source.matchAll(EXCHANGE)) note((m[1] as string).replace('-', '.'), offset + (m.index ?? 0));
      };
      scan(text, 0);
      categories.forEach((c, i) => scan(c, text.length + i));
      for (const { symbol, pattern } of patterns) {
        if (found.has(symbol)) continue;
        pattern.lastIndex = 0;
        const m = pattern.exec(text);
        if (m) note(symbol, m.index);
      }
      if (/[a-z]/.test(text)) {
        for (const m of text.matchAll(BARE)) {
          const symbol = m[1] as string;
          if (FALSE_FRIENDS.has(symbol)) continue;
          note(symbol, m.index ?? 0);
        }
      }
      return [...found.entries()].sort((a, b) => a[1] - b[1]).map(([symbol]) => symbol);
    },
  };
}
