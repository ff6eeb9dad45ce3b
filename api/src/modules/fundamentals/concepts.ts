/**
 * The statement lines and the XBRL tags each is read from, in fallback order: the first tag with a value for
 * a period gives that period's figure (revenue moved from `SalesRevenueNet` to
 * `RevenueFromContractWithCustomerExcludingAssessedTax` with ASC 606; IFRS filers use `ifrs-full`).
 */
import type { FigureUnit, StatementKind } from '@flowdeck/api-types';

export interface Concept {
  id: string;
  label: string;
  statement: StatementKind;
  unit: FigureUnit;
  /** `taxonomy:Tag`, first wins. Empty for lines computed from other lines. */
  tags: readonly string[];
  /** Flows cover a period (summed into quarters and TTM); stocks are as of a date (balance sheet). */
  kind: 'flow' | 'stock';
  /** A flow that is not additive (an average share count): TTM takes the last quarter's value. */
  additive?: false;
}

export const CONCEPTS: readonly Concept[] = [
  {
    id: 'revenue',
    label: 'Revenue',
    statement: 'income',
    unit: 'money',
    kind: 'flow',
    tags: [
      'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
      'us-gaap:Revenues',
      'us-gaap:SalesRevenueNet',
      'ifrs-full:Revenue',
    ],
  },
  {
    id: 'costOfRevenue',
    label: 'Cost of revenue',
    statement: 'income',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:CostOfRevenue', 'us-gaap:CostOfGoodsAndServicesSold', 'ifrs-full:CostOfSales'],
  },
  {
    id: 'grossProfit',
    label: 'Gross profit',
    statement: 'income',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:GrossProfit', 'ifrs-full:GrossProfit'],
  },
  {
    id: 'researchAndDevelopment',
    label: 'Research and development',
    statement: 'income',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:ResearchAndDevelopmentExpense'],
  },
  {
    id: 'operatingIncome',
    label: 'Operating income',
    statement: 'income',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:OperatingIncomeLoss', 'ifrs-full:ProfitLossFromOperatingActivities'],
  },
  {
    id: 'interestExpense',
    label: 'Interest expense',
    statement: 'income',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:InterestExpense', 'ifrs-full:FinanceCosts'],
  },
  {
    id: 'incomeTax',
    label: 'Income tax',
    statement: 'income',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:IncomeTaxExpenseBenefit', 'ifrs-full:IncomeTaxExpenseContinuingOperations'],
  },
  {
    id: 'netIncome',
    label: 'Net income',
    statement: 'income',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:NetIncomeLoss', 'ifrs-full:ProfitLossAttributableToOwnersOfParent', 'ifrs-full:ProfitLoss'],
  },
  {
    id: 'epsDiluted',
    label: 'EPS (diluted)',
    statement: 'income',
    unit: 'perShare',
    kind: 'flow',
    tags: ['us-gaap:EarningsPerShareDiluted', 'ifrs-full:DilutedEarningsLossPerShare'],
  },
  {
    id: 'dilutedShares',
    label: 'Diluted shares (weighted)',
    statement: 'income',
    unit: 'shares',
    kind: 'flow',
    additive: false,
    tags: ['us-gaap:WeightedAverageNumberOfDilutedSharesOutstanding'],
  },
  {
    id: 'cash',
    label: 'Cash and equivalents',
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:CashAndCashEquivalentsAtCarryingValue', 'ifrs-full:CashAndCashEquivalents'],
  },
  {
    id: 'receivables',
    label: 'Accounts receivable',
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:AccountsReceivableNetCurrent'],
  },
  {
    id: 'inventory',
    label: 'Inventory',
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:InventoryNet', 'ifrs-full:Inventories'],
  },
  {
    id: 'currentAssets',
    label: 'Current assets',
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:AssetsCurrent', 'ifrs-full:CurrentAssets'],
  },
  {
    id: 'totalAssets',
    label: 'Total assets',
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:Assets', 'ifrs-full:Assets'],
  },
  {
    id: 'currentLiabilities',
    label: 'Current liabilities',
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:LiabilitiesCurrent', 'ifrs-full:CurrentLiabilities'],
  },
  {
    id: 'longTermDebt',
    label: 'Long-term debt',
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:LongTermDebtNoncurrent', 'us-gaap:LongTermDebt'],
  },
  {
    id: 'totalLiabilities',
    label: 'Total liabilities',
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:Liabilities', 'ifrs-full:Liabilities'],
  },
  {
    id: 'retainedEarnings',
    label: 'Retained earnings',
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:RetainedEarningsAccumulatedDeficit', 'ifrs-full:RetainedEarnings'],
  },
  {
    id: 'equity',
    label: "Shareholders' equity",
    statement: 'balance',
    unit: 'money',
    kind: 'stock',
    tags: ['us-gaap:StockholdersEquity', 'ifrs-full:EquityAttributableToOwnersOfParent'],
  },
  {
    id: 'operatingCashFlow',
    label: 'Operating cash flow',
    statement: 'cashflow',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:NetCashProvidedByUsedInOperatingActivities', 'ifrs-full:CashFlowsFromUsedInOperatingActivities'],
  },
  {
    id: 'capex',
    label: 'Capital expenditure',
    statement: 'cashflow',
    unit: 'money',
    kind: 'flow',
    tags: [
      'us-gaap:PaymentsToAcquirePropertyPlantAndEquipment',
      'ifrs-full:PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities',
    ],
  },
  {
    id: 'freeCashFlow',
    label: 'Free cash flow',
    statement: 'cashflow',
    unit: 'money',
    kind: 'flow',
    tags: [],
  },
  {
    id: 'depreciation',
    label: 'Depreciation and amortization',
    statement: 'cashflow',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:DepreciationDepletionAndAmortization', 'us-gaap:DepreciationAndAmortization'],
  },
  {
    id: 'dividendsPaid',
    label: 'Dividends paid',
    statement: 'cashflow',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:PaymentsOfDividends', 'us-gaap:PaymentsOfDividendsCommonStock'],
  },
  {
    id: 'buybacks',
    label: 'Share repurchases',
    statement: 'cashflow',
    unit: 'money',
    kind: 'flow',
    tags: ['us-gaap:PaymentsForRepurchaseOfCommonStock'],
  },
];

/** Cover-page facts (dei): shares outstanding on the cover date and the public float. */
export const SHARES_OUTSTANDING_TAG = 'dei:EntityCommonStockSharesOutstanding';
export const PUBLIC_FLOAT_TAG = 'dei:EntityPublicFloat';

/** Every tag the importer keeps (the rest of a companyfacts file is not read). */
export const KEPT_TAGS: ReadonlySet<string> = new Set([
  ...CONCEPTS.flatMap((concept) => concept.tags),
  SHARES_OUTSTANDING_TAG,
  PUBLIC_FLOAT_TAG,
]);
