import { Link, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { formatDate } from '@flowdeck/ui-kit';
import { type PagedColumn, PagedTable, type PagedTableState, stickyCellSx } from '../../../components/paged-table';
import type { PoliticianId, PoliticianTrade, TradeSortKey } from '../api/types';
import { FILED_AFTER_HELP, OWNER_LABELS, PAGE_SIZE_OPTIONS } from '../constants';
import { assetName, formatAmountRange } from '../format';
import { FiledAfter } from './filed-after';
import { PartyChip } from './party-chip';
import { TradeTypeChip } from './trade-type-chip';

const COLUMNS: PagedColumn<TradeSortKey>[] = [
  { id: 'politician', label: 'Politician', sortKey: 'politician', skeletonWidth: 140 },
  { id: 'ticker', label: 'Ticker', sortKey: 'ticker' },
  { id: 'asset', label: 'Asset', skeletonWidth: 140 },
  { id: 'type', label: 'Type' },
  { id: 'owner', label: 'Owner' },
  { id: 'amount', label: 'Amount', sortKey: 'amount' },
  { id: 'traded', label: 'Traded', sortKey: 'transactionDate' },
  { id: 'disclosed', label: 'Disclosed', sortKey: 'disclosureDate' },
  { id: 'filedAfter', label: 'Filed after', sortKey: 'filedAfterDays', help: FILED_AFTER_HELP },
];

/**
 * Wide enough that no column wraps, narrow enough to fit beside the open 260 px menu at 1440 px (the
 * content is then about 1130 px wide): narrower screens scroll the table sideways.
 */
const TABLE_MIN_WIDTH = 960;
/** The asset name is cut (its full text is its title) rather than widening the table. */
const ASSET_MAX_WIDTH = 200;
/** A long name wraps onto a second line rather than widening the table (names come from the data). */
const POLITICIAN_MAX_WIDTH = 180;

/** The page's paging, sort and refresh state, and the rows of the page shown. */
export interface TradesTableProps extends Omit<PagedTableState<TradeSortKey>, 'pageSizeOptions' | 'totalCapped'> {
  trades: PoliticianTrade[] | undefined;
  onPoliticianClick: (id: PoliticianId) => void;
}

function TradeRow({
  trade,
  onPoliticianClick,
}: {
  trade: PoliticianTrade;
  onPoliticianClick: (id: PoliticianId) => void;
}) {
  return (
    <TableRow hover>
      <TableCell sx={{ ...stickyCellSx, maxWidth: POLITICIAN_MAX_WIDTH }}>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 600, textAlign: 'left' }}
            onClick={() => onPoliticianClick(trade.politicianId)}
          >
            {trade.politician}
          </Link>
          <PartyChip party={trade.party} chamber={trade.chamber} state={trade.state} district={trade.district} />
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 700, fontFamily: 'monospace', letterSpacing: 0.3 }}>
          {trade.ticker || '—'}
        </Typography>
      </TableCell>
      <TableCell sx={{ maxWidth: ASSET_MAX_WIDTH }}>
        <Typography variant="body2" noWrap title={trade.assetDescription} color="text.secondary">
          {assetName(trade.assetDescription)}
        </Typography>
      </TableCell>
      <TableCell>
        <TradeTypeChip type={trade.type} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{OWNER_LABELS[trade.owner] ?? trade.owner}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={trade.amountLabel}>
          <span>{formatAmountRange(trade.amountMin, trade.amountMax)}</span>
        </Tooltip>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(trade.transactionDate)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(trade.disclosureDate)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <FiledAfter days={trade.filedAfterDays} />
      </TableCell>
    </TableRow>
  );
}

/** The disclosed trades, sorted and paged by the server (the trackers' filter table). */
export function TradesTable({ trades, onPoliticianClick, ...state }: TradesTableProps) {
  return (
    <PagedTable
      label="Politician trades"
      updatingLabel="Updating trades"
      columns={COLUMNS}
      stickyColumn="politician"
      minWidth={TABLE_MIN_WIDTH}
      rows={trades}
      renderRow={(trade) => <TradeRow key={trade.id} trade={trade} onPoliticianClick={onPoliticianClick} />}
      empty={{ title: 'No trades match these filters', hint: 'Try a wider date range or fewer filters.' }}
      state={{ ...state, pageSizeOptions: PAGE_SIZE_OPTIONS }}
    />
  );
}
