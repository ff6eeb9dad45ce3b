import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Link, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { formatDate, formatPercent, formatThousands } from '@flowdeck/ui-kit';
import { type PagedColumn, PagedTable, type PagedTableState, stickyCellSx } from '../../../components/paged-table';
import type { InsiderSort, InsiderTrade } from '../api/types';
import { LATE_FILING_DAYS, PAGE_SIZE_OPTIONS, SOURCE_LABELS } from '../constants';
import {
  formatDeltaOwned,
  formatQuantity,
  formatSharePrice,
  formatTradeValue,
  tradeSide,
  tradeTypeLabel,
} from '../format';

const COLUMNS: PagedColumn<InsiderSort>[] = [
  { id: 'filed', label: 'Filing date', sortKey: 'filingDate' },
  { id: 'traded', label: 'Trade date', sortKey: 'tradeDate' },
  { id: 'ticker', label: 'Ticker', sortKey: 'ticker' },
  { id: 'company', label: 'Company' },
  { id: 'insider', label: 'Insider' },
  { id: 'title', label: 'Title' },
  { id: 'type', label: 'Trade type' },
  { id: 'price', label: 'Price', sortKey: 'price', align: 'right' },
  { id: 'qty', label: 'Qty', sortKey: 'shares', align: 'right' },
  { id: 'owned', label: 'Owned', align: 'right' },
  { id: 'delta', label: 'ΔOwn', align: 'right', help: 'Change in the insider’s holdings of this security' },
  { id: 'value', label: 'Value', sortKey: 'value', align: 'right' },
  { id: 'd1', label: '1d', align: 'right', help: 'Price change from the trade day’s close to 1 trading day later' },
  { id: 'w1', label: '1w', align: 'right', help: '5 trading days later' },
  { id: 'm1', label: '1m', align: 'right', help: '21 trading days later' },
  { id: 'm6', label: '6m', align: 'right', help: '126 trading days later' },
];

const TABLE_MIN_WIDTH = 1500;
const NAME_MAX_WIDTH = 180;

/** The page's paging, sort and refresh state, and the rows of the page shown. */
export interface InsiderTradesTableProps extends Omit<PagedTableState<InsiderSort>, 'pageSizeOptions'> {
  trades: InsiderTrade[] | undefined;
  onOpenHistory: (x: string) => void;
}

function filedAfterLabel(days: number): string {
  if (days === 0) return 'filed the same day';
  return days === 1 ? 'filed 1 day later' : `filed ${days} days later`;
}

function Change({ value }: { value: number | null }) {
  if (value === null)
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  return (
    <Typography
      variant="body2"
      sx={{
        color: value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.secondary',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {formatPercent(value, 1)}
    </Typography>
  );
}

function TypeChip({ trade }: { trade: InsiderTrade }) {
  const side = tradeSide(trade.code);
  return (
    <Chip
      size="small"
      label={tradeTypeLabel(trade.code)}
      color={side === 'buy' ? 'success' : side === 'sell' ? 'error' : 'default'}
      variant={side === 'other' ? 'outlined' : 'filled'}
    />
  );
}

function Source({ trade }: { trade: InsiderTrade }) {
  if (trade.filingUrl === null) {
    return (
      <Typography variant="caption" color="text.secondary">
        {SOURCE_LABELS[trade.source]}
      </Typography>
    );
  }
  return (
    <Link href={trade.filingUrl} target="_blank" rel="noopener noreferrer" variant="caption" underline="hover">
      {SOURCE_LABELS[trade.source]} on EDGAR
      <OpenInNewIcon sx={{ fontSize: 12, ml: 0.25, verticalAlign: 'middle' }} />
    </Link>
  );
}

function TradeRow({ trade, onOpenHistory }: { trade: InsiderTrade; onOpenHistory: (x: string) => void }) {
  const late = trade.filingDelayDays > LATE_FILING_DAYS;
  const footnotes = trade.footnotes.map((f) => `${f.id}: ${f.text}`).join('\n');
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Box>{formatDate(trade.filingDate)}</Box>
        <Source trade={trade} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Box>{formatDate(trade.tradeDate)}</Box>
        <Typography variant="caption" color={late ? 'warning.main' : 'text.secondary'}>
          {filedAfterLabel(trade.filingDelayDays)}
        </Typography>
      </TableCell>
      <TableCell sx={{ ...stickyCellSx, whiteSpace: 'nowrap' }}>
        {trade.ticker ? (
          <Link
            component="button"
            type="button"
            underline="hover"
            sx={{ fontWeight: 700, fontFamily: 'monospace' }}
            onClick={() => trade.ticker && onOpenHistory(trade.ticker)}
          >
            {trade.ticker}
          </Link>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell sx={{ maxWidth: NAME_MAX_WIDTH }}>
        <Typography variant="body2" noWrap title={trade.company}>
          {trade.company}
        </Typography>
      </TableCell>
      <TableCell sx={{ maxWidth: NAME_MAX_WIDTH }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          underline="hover"
          color="inherit"
          sx={{ textAlign: 'left', fontWeight: 600 }}
          onClick={() => onOpenHistory(String(Number(trade.insiderCik)))}
        >
          {trade.insider}
        </Link>
      </TableCell>
      <TableCell sx={{ maxWidth: NAME_MAX_WIDTH }}>
        <Typography variant="body2" noWrap title={trade.title} color="text.secondary">
          {trade.title}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <TypeChip trade={trade} />
        {trade.plan10b51 ? <Chip size="small" label="10b5-1" variant="outlined" sx={{ ml: 0.5 }} /> : null}
        {trade.table === 'derivative' ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} title={trade.securityTitle}>
            Derivative
          </Typography>
        ) : null}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {footnotes ? (
          <Tooltip title={<Box sx={{ whiteSpace: 'pre-line' }}>{footnotes}</Box>}>
            <span>
              {formatSharePrice(trade.price)}
              <sup>{trade.footnotes.map((f) => f.id).join(',')}</sup>
            </span>
          </Tooltip>
        ) : (
          formatSharePrice(trade.price)
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatQuantity(trade)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {trade.sharesOwnedAfter === null ? '—' : formatThousands(trade.sharesOwnedAfter)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatDeltaOwned(trade)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
        {formatTradeValue(trade)}
      </TableCell>
      <TableCell align="right">
        <Change value={trade.priceChange.d1} />
      </TableCell>
      <TableCell align="right">
        <Change value={trade.priceChange.w1} />
      </TableCell>
      <TableCell align="right">
        <Change value={trade.priceChange.m1} />
      </TableCell>
      <TableCell align="right">
        <Change value={trade.priceChange.m6} />
      </TableCell>
    </TableRow>
  );
}

/** OpenInsider's columns, sorted and paged by the server; the ticker stays in view while the table scrolls. */
export function InsiderTradesTable({ trades, onOpenHistory, ...state }: InsiderTradesTableProps) {
  return (
    <PagedTable
      label="Insider transactions"
      updatingLabel="Updating transactions"
      columns={COLUMNS}
      stickyColumn="ticker"
      minWidth={TABLE_MIN_WIDTH}
      rows={trades}
      renderRow={(trade) => <TradeRow key={trade.id} trade={trade} onOpenHistory={onOpenHistory} />}
      empty={{
        title: 'No insider transactions match these filters',
        hint: 'Try a wider date range, another preset or fewer filters.',
      }}
      state={{ ...state, pageSizeOptions: PAGE_SIZE_OPTIONS }}
    />
  );
}
