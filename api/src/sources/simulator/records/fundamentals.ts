/**
 * Simulated filings for the universe: for each company, the facts its 10-Qs and 10-Ks would hold for the last
 * ten fiscal years, consistent with its market cap and sector (revenue from the sector's price-to-sales,
 * margins, balance sheet and cash flow from the sector's typical shape, growth drawn per company). They are
 * written as the SEC writes them — Q4 only inside the 10-K, cash flow year-to-date in the 10-Qs — so the
 * simulated statements go through the same rules as imported ones. Stable: a company's history is the same
 * every time it is asked.
 */
import { fiscalYearEndMonth } from '../market/earnings-days.js';
import { unitHash } from '../market/rng.js';
import type { CompanyProfile } from '../../../modules/fundamentals/source.js';
import type { Fact } from '../../../modules/fundamentals/statements.js';

interface SectorShape {
  /** Market cap ÷ annual revenue. */
  priceToSales: number;
  grossMargin: number;
  operatingMargin: number;
  rdShare: number;
  /** Annual revenue ÷ total assets. */
  assetTurnover: number;
  equityShare: number;
  currentRatio: number;
  inventoryDays: number;
  capexShare: number;
  daShare: number;
  payout: number;
  growth: number;
}

const S = (
  priceToSales: number,
  grossMargin: number,
  operatingMargin: number,
  rdShare: number,
  assetTurnover: number,
  equityShare: number,
  currentRatio: number,
  inventoryDays: number,
  capexShare: number,
  daShare: number,
  payout: number,
  growth: number,
): SectorShape => ({
  priceToSales,
  grossMargin,
  operatingMargin,
  rdShare,
  assetTurnover,
  equityShare,
  currentRatio,
  inventoryDays,
  capexShare,
  daShare,
  payout,
  growth,
});

/** Rough medians of S&P 500 companies by sector (order: see `S`). */
const SHAPES: Record<string, SectorShape> = {
  'Information Technology': S(7, 0.62, 0.27, 0.14, 0.65, 0.45, 1.6, 35, 0.05, 0.05, 0.2, 0.11),
  'Health Care': S(3.5, 0.58, 0.16, 0.12, 0.6, 0.42, 1.5, 90, 0.04, 0.05, 0.35, 0.06),
  Financials: S(3, 0.9, 0.3, 0, 0.12, 0.12, 1.1, 0, 0.02, 0.02, 0.3, 0.05),
  'Consumer Discretionary': S(2.5, 0.38, 0.11, 0.02, 1.1, 0.3, 1.2, 60, 0.05, 0.04, 0.25, 0.08),
  'Communication Services': S(4, 0.55, 0.22, 0.08, 0.5, 0.48, 1.3, 5, 0.1, 0.08, 0.15, 0.07),
  Industrials: S(2.2, 0.32, 0.14, 0.03, 0.75, 0.32, 1.3, 70, 0.04, 0.04, 0.35, 0.05),
  'Consumer Staples': S(1.6, 0.35, 0.12, 0.01, 1.2, 0.3, 0.9, 45, 0.04, 0.03, 0.6, 0.03),
  Energy: S(1.3, 0.35, 0.14, 0, 0.7, 0.5, 1.3, 25, 0.1, 0.09, 0.4, 0.03),
  Utilities: S(2.3, 0.45, 0.2, 0, 0.22, 0.3, 0.8, 20, 0.25, 0.12, 0.65, 0.04),
  'Real Estate': S(8, 0.65, 0.3, 0, 0.12, 0.42, 1.0, 0, 0.06, 0.25, 0.8, 0.04),
  Materials: S(1.8, 0.3, 0.14, 0.01, 0.7, 0.45, 1.7, 65, 0.07, 0.06, 0.4, 0.03),
};

export const SIMULATED_YEARS = 10;
const TAX_RATE = 0.21;
const M = (n: number) => Math.round(n);

function monthEnd(year: number, month: number): string {
  // Month arithmetic through Date.UTC wraps years; day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function addDaysTo(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a sector has financial statements of this shape (ETFs and indices file none). */
export function hasSimulatedFundamentals(sector: string): boolean {
  return sector in SHAPES;
}

/**
 * The simulated facts of one company, filed up to `today` (ISO date). With `through` after today, the
 * filings still to come up to that date are added, as the company will report them: the history stays the
 * same, and the quarters ahead carry on its growth (what the consensus estimates of the Earnings calendar and
 * the forward P/E are drawn from). With `firstFiscalYear`, the facts of earlier fiscal years are not drawn: the
 * later ones are the same as in the whole history (AI Pick asks for the years its bars cover, of 5,000 companies).
 */
export function simulatedFacts(
  company: CompanyProfile,
  today: string,
  seed: number,
  through = today,
  firstFiscalYear = -Infinity,
): Fact[] {
  const shape = SHAPES[company.sector];
  if (!shape) return [];
  const h = (...parts: Array<string | number>) => unitHash(seed, 'fundamentals', company.symbol, ...parts);
  const jitter = (name: string, spread: number) => 1 + (h(name) - 0.5) * 2 * spread;

  const fiscalEndMonth = fiscalYearEndMonth(company.symbol, seed);
  const growth = Math.max(-0.04, shape.growth * jitter('growth', 0.9) + (h('growth-extra') - 0.5) * 0.08);
  const grossMargin = Math.min(0.92, shape.grossMargin * jitter('gross', 0.2));
  const operatingMargin = Math.min(grossMargin - 0.05, shape.operatingMargin * jitter('operating', 0.45));
  const ttmRevenue = company.marketCap / (shape.priceToSales * jitter('ps', 0.35));
  const seasonality = [0.97, 0.99, 1.0, 1.04].map((s, i) => s + (h('season', i) - 0.5) * 0.04);
  const equityShare = shape.equityShare * jitter('equity', 0.3);
  const debtShare = 0.35 + h('debt') * 0.3;
  const buybackRate = h('buyback') * 0.02;

  // Quarters back from the last one whose 10-Q (40 days) or 10-K (60 days) is out by today.
  const quarters: Array<{ start: string; end: string; fiscalYear: number; q: number }> = [];
  const todayYear = Number(today.slice(0, 4));
  for (let year = Number(through.slice(0, 4)) + 1; year >= todayYear - SIMULATED_YEARS - 1; year--) {
    for (let q = 4; q >= 1; q--) {
      const end = monthEnd(year - 1, fiscalEndMonth + q * 3);
      const start = dayAfter(monthEnd(year - 1, fiscalEndMonth + (q - 1) * 3));
      quarters.push({ start, end, fiscalYear: year, q });
    }
  }
  // Asked for every fact of a quarter: date arithmetic once per quarter (it dominated drawing a company).
  const filedDays = new Map<string, string>();
  const filed = (end: string, q: number) => {
    const key = `${end}|${q === 4 ? 'K' : 'Q'}`;
    let day = filedDays.get(key);
    if (day === undefined) filedDays.set(key, (day = addDaysTo(end, q === 4 ? 55 : 38)));
    return day;
  };
  const available = quarters
    .filter((quarter) => filed(quarter.end, quarter.q) <= today)
    .sort((a, b) => a.end.localeCompare(b.end));
  const shown = available.slice(-(SIMULATED_YEARS * 4 + 3));
  // Whole fiscal years only at the start, so every year shown has its four quarters.
  while (shown.length > 0 && shown[0]!.q !== 1) shown.shift();
  const count = shown.length;
  const ahead = quarters
    .filter((quarter) => filed(quarter.end, quarter.q) > today && filed(quarter.end, quarter.q) <= through)
    .sort((a, b) => a.end.localeCompare(b.end));

  const facts: Fact[] = [];
  const accnOf = (fiscalYear: number, q: number) => `SIM-${company.symbol}-${fiscalYear}${q === 4 ? 'FY' : `Q${q}`}`;
  const push = (tag: string, unit: string, start: string | null, end: string, val: number, fy: number, q: number) =>
    facts.push({
      tag: `us-gaap:${tag}`,
      unit,
      start,
      end,
      val,
      accn: accnOf(fy, q),
      form: q === 4 ? '10-K' : '10-Q',
      filed: filed(end, q),
    });

  let shares = company.sharesOutstanding * (1 + buybackRate * (count / 4));
  const yearToDate = new Map<string, number>();
  [...shown, ...ahead].forEach((quarter, index) => {
    if (quarter.fiscalYear < firstFiscalYear) {
      // Not drawn, but the share count carries on as if it were, so the years drawn are the same.
      shares *= 1 - buybackRate / 4;
      return;
    }
    // Quarters back from the last one filed by today (negative for the quarters ahead).
    const back = count - 1 - index;
    const noise = (name: string, spread: number) => 1 + (h(name, quarter.end) - 0.5) * 2 * spread;
    const revenue = M(
      ((ttmRevenue / 4) * (seasonality[quarter.q - 1] ?? 1) * noise('rev', 0.03)) / (1 + growth) ** (back / 4),
    );
    const gross = M(revenue * grossMargin * noise('gm', 0.02));
    const rd = M(revenue * shape.rdShare * noise('rd', 0.05));
    const operating = M(revenue * operatingMargin * noise('om', 0.12));
    const assets = M((revenue * 4) / (shape.assetTurnover * noise('turn', 0.03)));
    const equity = M(assets * equityShare);
    const liabilities = assets - equity;
    // Retained earnings: most of the equity of a mature company, less where capital was raised or paid out.
    const retained = M(equity * (0.9 - shape.payout * 0.6) * noise('re', 0.05));
    const debt = M(liabilities * debtShare);
    const interest = M((debt * 0.045) / 4);
    const pretax = operating - interest;
    const tax = M(Math.max(0, pretax) * TAX_RATE);
    const net = pretax - tax;
    shares *= 1 - buybackRate / 4;
    const diluted = M(shares * 1.01);
    const eps = Math.round((net / diluted) * 100) / 100;
    const da = M(revenue * shape.daShare * noise('da', 0.05));
    const ocf = M(net + da + revenue * 0.02 * (noise('wc', 1) - 1));
    const capex = M(revenue * shape.capexShare * noise('capex', 0.15));
    const dividends = M(Math.max(0, net) * shape.payout);
    const buybacks = M(Math.max(0, ocf - capex - dividends) * Math.min(1, buybackRate * 40));
    const currentAssets = M(assets * 0.35);
    const cash = M(currentAssets * 0.4);
    const receivables = M(revenue * (55 / 91));
    const inventory = M((revenue - gross) * (shape.inventoryDays / 91));
    const currentLiabilities = M(currentAssets / (shape.currentRatio * noise('cr', 0.08)));

    const { fiscalYear: fy, q } = quarter;
    const yearStart = shown.find((x) => x.fiscalYear === fy && x.q === 1)?.start ?? quarter.start;
    const flows: Array<[string, number, 'income' | 'cash']> = [
      ['Revenues', revenue, 'income'],
      ['CostOfRevenue', revenue - gross, 'income'],
      ['GrossProfit', gross, 'income'],
      ['ResearchAndDevelopmentExpense', rd, 'income'],
      ['OperatingIncomeLoss', operating, 'income'],
      ['InterestExpense', interest, 'income'],
      ['IncomeTaxExpenseBenefit', tax, 'income'],
      ['NetIncomeLoss', net, 'income'],
      ['NetCashProvidedByUsedInOperatingActivities', ocf, 'cash'],
      ['PaymentsToAcquirePropertyPlantAndEquipment', capex, 'cash'],
      ['DepreciationDepletionAndAmortization', da, 'cash'],
      ['PaymentsOfDividends', dividends, 'cash'],
      ['PaymentsForRepurchaseOfCommonStock', buybacks, 'cash'],
    ];
    for (const [tag, value, statement] of flows) {
      if (tag === 'ResearchAndDevelopmentExpense' && shape.rdShare === 0) continue;
      const key = `${tag}|${fy}`;
      const toDate = (yearToDate.get(key) ?? 0) + value;
      yearToDate.set(key, toDate);
      // 10-Qs: income statement for the quarter, cash flow year to date; the 10-K: the year only.
      if (q === 4) push(tag, 'USD', yearStart, quarter.end, toDate, fy, q);
      else if (statement === 'income') push(tag, 'USD', quarter.start, quarter.end, value, fy, q);
      else push(tag, 'USD', yearStart, quarter.end, toDate, fy, q);
    }
    const epsKey = `eps|${fy}`;
    yearToDate.set(epsKey, (yearToDate.get(epsKey) ?? 0) + eps);
    if (q === 4)
      push(
        'EarningsPerShareDiluted',
        'USD/shares',
        yearStart,
        quarter.end,
        Math.round(yearToDate.get(epsKey)! * 100) / 100,
        fy,
        q,
      );
    else push('EarningsPerShareDiluted', 'USD/shares', quarter.start, quarter.end, eps, fy, q);
    if (q !== 4)
      push('WeightedAverageNumberOfDilutedSharesOutstanding', 'shares', quarter.start, quarter.end, diluted, fy, q);
    else push('WeightedAverageNumberOfDilutedSharesOutstanding', 'shares', yearStart, quarter.end, diluted, fy, q);
    for (const [tag, value] of [
      ['CashAndCashEquivalentsAtCarryingValue', cash],
      ['AccountsReceivableNetCurrent', receivables],
      ['InventoryNet', inventory],
      ['AssetsCurrent', currentAssets],
      ['Assets', assets],
      ['LiabilitiesCurrent', currentLiabilities],
      ['LongTermDebtNoncurrent', debt],
      ['Liabilities', liabilities],
      ['StockholdersEquity', equity],
      ['RetainedEarningsAccumulatedDeficit', retained],
    ] as const) {
      if (tag === 'InventoryNet' && value === 0) continue;
      push(tag, 'USD', null, quarter.end, value, fy, q);
    }
  });
  const last = shown.at(-1);
  if (last) {
    const cover = addDaysTo(last.end, 25);
    facts.push({
      tag: 'dei:EntityCommonStockSharesOutstanding',
      unit: 'shares',
      start: null,
      end: cover <= today ? cover : today,
      val: company.sharesOutstanding,
      accn: accnOf(last.fiscalYear, last.q),
      form: last.q === 4 ? '10-K' : '10-Q',
      filed: filed(last.end, last.q),
    });
  }
  return facts;
}
