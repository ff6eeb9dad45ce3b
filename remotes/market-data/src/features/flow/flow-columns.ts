import type { FlowTrade } from '@flowdeck/api-types';
import { KIND_LABELS, SIDE_LABELS, contractLabel, marketWallClock, otmPercent, tagsText } from './flow-format';
import type { SortKey } from './flow-rows';

export type FlowColumnId =
  | 'time'
  | 'ticker'
  | 'contract'
  | 'expiry'
  | 'dte'
  | 'strike'
  | 'cp'
  | 'side'
  | 'spot'
  | 'otm'
  | 'size'
  | 'price'
  | 'bidAsk'
  | 'premium'
  | 'volume'
  | 'oi'
  | 'kind'
  | 'tags'
  | 'iv'
  | 'delta'
  | 'sector';

/** Cell types of POST excel (api/src/modules/export/schemas.ts). */
export type ExportType = 'text' | 'number' | 'integer' | 'money' | 'percent' | 'date' | 'datetime';
export type ExportValue = string | number | null;

export interface FlowColumn {
  id: FlowColumnId;
  /** Header text on screen. */
  label: string;
  /** Full name: the column chooser, tooltips and the export's header. */
  title: string;
  /** Width in pixels on screen. */
  width: number;
  align: 'left' | 'right' | 'center';
  /** Shown until the user chooses otherwise. */
  defaultVisible: boolean;
  /** Columns the table can be sorted by. */
  sortKey?: SortKey;
  exportType: ExportType;
  /** The cell as CSV and Excel hold it: raw numbers, New York wall-clock time. */
  exportValue: (t: FlowTrade) => ExportValue;
}

/** Every column of the table, in display order. */
export const FLOW_COLUMNS: readonly FlowColumn[] = [
  {
    id: 'time',
    label: 'Time',
    title: 'Time (ET)',
    width: 64,
    align: 'left',
    defaultVisible: true,
    sortKey: 'time',
    exportType: 'datetime',
    exportValue: (t) => marketWallClock(t.time),
  },
  {
    id: 'ticker',
    label: 'Ticker',
    title: 'Ticker',
    width: 72,
    align: 'left',
    defaultVisible: true,
    exportType: 'text',
    exportValue: (t) => t.ticker,
  },
  {
    id: 'contract',
    label: 'Contract',
    title: 'Contract (ticker, strike, call or put, expiry)',
    width: 124,
    align: 'left',
    defaultVisible: false,
    exportType: 'text',
    exportValue: (t) => contractLabel(t),
  },
  {
    id: 'expiry',
    label: 'Expiry',
    title: 'Expiry',
    width: 72,
    align: 'left',
    defaultVisible: true,
    exportType: 'date',
    exportValue: (t) => t.expiry,
  },
  {
    id: 'dte',
    label: 'DTE',
    title: 'Days to expiry',
    width: 48,
    align: 'right',
    defaultVisible: false,
    exportType: 'integer',
    exportValue: (t) => t.dte,
  },
  {
    id: 'strike',
    label: 'Strike',
    title: 'Strike',
    width: 64,
    align: 'right',
    defaultVisible: true,
    exportType: 'number',
    exportValue: (t) => t.strike,
  },
  {
    id: 'cp',
    label: 'C/P',
    title: 'Call or put',
    width: 48,
    align: 'center',
    defaultVisible: true,
    exportType: 'text',
    exportValue: (t) => (t.type === 'call' ? 'Call' : 'Put'),
  },
  {
    id: 'side',
    label: 'Side',
    title: 'Side (fill against the quote)',
    width: 48,
    align: 'center',
    defaultVisible: true,
    exportType: 'text',
    exportValue: (t) => SIDE_LABELS[t.side].long,
  },
  {
    id: 'spot',
    label: 'Spot',
    title: 'Underlying price',
    width: 72,
    align: 'right',
    defaultVisible: true,
    exportType: 'number',
    exportValue: (t) => t.spot,
  },
  {
    id: 'otm',
    label: 'OTM',
    title: 'Out of the money (% of spot)',
    width: 60,
    align: 'right',
    defaultVisible: false,
    exportType: 'percent',
    exportValue: (t) => Number((otmPercent(t) / 100).toFixed(4)),
  },
  {
    id: 'size',
    label: 'Size',
    title: 'Size (contracts)',
    width: 64,
    align: 'right',
    defaultVisible: true,
    sortKey: 'size',
    exportType: 'integer',
    exportValue: (t) => t.size,
  },
  {
    id: 'price',
    label: 'Price',
    title: 'Price per share',
    width: 60,
    align: 'right',
    defaultVisible: true,
    exportType: 'number',
    exportValue: (t) => t.price,
  },
  {
    id: 'bidAsk',
    label: 'Bid × Ask',
    title: 'Bid × ask when it printed',
    width: 96,
    align: 'right',
    defaultVisible: false,
    exportType: 'text',
    exportValue: (t) => `${t.bid.toFixed(2)} x ${t.ask.toFixed(2)}`,
  },
  {
    id: 'premium',
    label: 'Premium',
    title: 'Premium',
    width: 78,
    align: 'right',
    defaultVisible: true,
    sortKey: 'premium',
    exportType: 'money',
    exportValue: (t) => t.premium,
  },
  {
    id: 'volume',
    label: 'Volume',
    title: "Contract's volume today",
    width: 68,
    align: 'right',
    defaultVisible: true,
    exportType: 'integer',
    exportValue: (t) => t.volume,
  },
  {
    id: 'oi',
    label: 'OI',
    title: 'Open interest',
    width: 68,
    align: 'right',
    defaultVisible: true,
    exportType: 'integer',
    exportValue: (t) => t.openInterest,
  },
  {
    id: 'kind',
    label: 'Type',
    title: 'Type (sweep, block, split, multi-leg)',
    width: 68,
    align: 'center',
    defaultVisible: true,
    exportType: 'text',
    exportValue: (t) => KIND_LABELS[t.kind],
  },
  {
    id: 'tags',
    label: 'Tags',
    title: 'Tags',
    width: 168,
    align: 'left',
    defaultVisible: true,
    exportType: 'text',
    exportValue: (t) => tagsText(t.tags),
  },
  {
    id: 'iv',
    label: 'IV',
    title: 'Implied volatility',
    width: 60,
    align: 'right',
    defaultVisible: false,
    exportType: 'percent',
    exportValue: (t) => t.iv,
  },
  {
    id: 'delta',
    label: 'Delta',
    title: 'Delta',
    width: 56,
    align: 'right',
    defaultVisible: false,
    exportType: 'number',
    exportValue: (t) => t.delta,
  },
  {
    id: 'sector',
    label: 'Sector',
    title: 'Sector',
    width: 150,
    align: 'left',
    defaultVisible: false,
    exportType: 'text',
    exportValue: (t) => t.sector,
  },
];

export const DEFAULT_VISIBLE_COLUMNS: readonly FlowColumnId[] = FLOW_COLUMNS.filter((c) => c.defaultVisible).map(
  (c) => c.id,
);

/** Phones: the contract in one column, so the table fits 390 px without sideways scrolling. */
export const NARROW_DEFAULT_COLUMNS: readonly FlowColumnId[] = ['time', 'contract', 'side', 'premium'];

const COLUMN_IDS = new Set<string>(FLOW_COLUMNS.map((c) => c.id));

/** The chosen columns in display order; unknown ids (an older saved choice) are ignored. */
export function visibleColumns(chosen: readonly string[]): FlowColumn[] {
  const set = new Set(chosen.filter((id) => COLUMN_IDS.has(id)));
  return FLOW_COLUMNS.filter((c) => set.has(c.id));
}
