/** The SEC's one-letter transaction code of a Form 4 row (P purchase, S sale, A grant, F tax withholding…). */
export type InsiderCode =
  'P' | 'S' | 'V' | 'A' | 'D' | 'F' | 'I' | 'M' | 'C' | 'E' | 'H' | 'O' | 'X' | 'G' | 'L' | 'W' | 'Z' | 'J' | 'K' | 'U';

/** Where a row came from: the simulated seed, a Form 4 XML, or the SEC's quarterly data sets. */
export type InsiderSource = 'simulated' | 'form4' | 'sec-dataset';

/** One reported transaction (GET insider/trades, insider/{x}), as OpenInsider's columns show it. */
export interface InsiderTrade {
  id: number;
  filingId: string;
  source: InsiderSource;
  /** The EDGAR filing (or the issuer's Form 4 list when the accession number is unknown); null for simulated rows. */
  filingUrl: string | null;
  filingDate: string;
  tradeDate: string;
  /** Calendar days from the trade to the filing. */
  filingDelayDays: number;
  ticker: string | null;
  company: string;
  issuerCik: string;
  insiderCik: string;
  insider: string;
  /** The officer title as filed, else the relationship ("Director", "10% Owner"). */
  title: string;
  isDirector: boolean;
  isOfficer: boolean;
  isTenPercentOwner: boolean;
  isCeo: boolean;
  isCfo: boolean;
  code: InsiderCode;
  table: 'nonDerivative' | 'derivative';
  securityTitle: string;
  acquiredDisposed: 'A' | 'D';
  price: number | null;
  shares: number | null;
  sharesOwnedAfter: number | null;
  /** Change in holdings in percent; null when the insider held nothing before (a new position). */
  deltaOwnedPct: number | null;
  /** Shares × price, in dollars (0 when there is no price). */
  value: number;
  directOrIndirect: 'D' | 'I';
  /** The 10b5-1 box; null when the form predates it. */
  plan10b51: boolean | null;
  /** Close-to-close change after the trade, in percent; null while the bars do not reach that far. */
  priceChange: { d1: number | null; w1: number | null; m1: number | null; m6: number | null };
  footnotes: { id: string; field: string; text: string }[];
}

export interface InsiderTradesPage {
  items: InsiderTrade[];
  /** Matching rows, counted up to `totalCap`; `totalCapped` says there are more. */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

export interface InsiderCount {
  trades: number;
  insiders: number;
  companies: number;
  openMarketBuys: number;
  openMarketSells: number;
  latestFiling: string | null;
  /** Rows per source, so the page can say how much is simulated. */
  sources: Partial<Record<InsiderSource, number>>;
}

/** One insider's or one company's history (GET insider/{x}: a CIK names an insider, a ticker a company). */
export interface InsiderHistory {
  kind: 'insider' | 'company';
  key: string;
  name: string;
  /** The insider's companies, or the company's insiders, with their open-market totals. */
  related: {
    key: string;
    name: string;
    title: string;
    buys: number;
    sells: number;
    buyValue: number;
    sellValue: number;
  }[];
  /** One page of the transactions, newest first (trade date, then filing order). */
  trades: InsiderTrade[];
  page: number;
  pageSize: number;
  /** Every transaction of the insider or company, of any code. */
  total: number;
  hasMore: boolean;
}
