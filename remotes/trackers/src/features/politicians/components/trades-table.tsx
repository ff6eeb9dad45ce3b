import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  Box,
  Button,
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import { formatDate } from '@flowdeck/ui-kit';
import type { PoliticianId, PoliticianTrade, SortOrder, TradeSortKey } from '../api/types';
import { FILED_AFTER_HELP, OWNER_LABELS, PAGE_SIZE_OPTIONS } from '../constants';
import { assetName, formatAmountRange } from '../format';
import { FiledAfter } from './filed-after';
import { PartyChip } from './party-chip';
import { TradeTypeChip } from './trade-type-chip';

interface Column {
  id: string;
  label: string;
  sortKey?: TradeSortKey;
  align?: 'right';
  help?: string;
}

const COLUMNS: Column[] = [
  { id: 'politician', label: 'Politician', sortKey: 'politician' },
  { id: 'ticker', label: 'Ticker', sortKey: 'ticker' },
  { id: 'asset', label: 'Asset' },
  { id: 'type', label: 'Type' },
  { id: 'owner', label: 'Owner' },
  { id: 'amount', label: 'Amount', sortKey: 'amount' },
  { id: 'traded', label: 'Traded', sortKey: 'transactionDate' },
  { id: 'disclosed', label: 'Disclosed', sortKey: 'disclosureDate' },
  { id: 'filedAfter', label: 'Filed after', sortKey: 'filedAfterDays', help: FILED_AFTER_HELP },
];

const SKELETON_ROWS = 8;
/** The politician column stays in view while the rest of a wide table scrolls sideways. */
const STICKY_CELL = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;
/**
 * Wide enough that no column wraps, narrow enough to fit beside the open 260 px menu at 1440 px (the
 * content is then about 1130 px wide): narrower screens scroll the table sideways.
 */
const TABLE_MIN_WIDTH = 960;
/** Cell padding, 8 px a side: the MUI default (16 px) pushed 'Filed after' off-screen at 1440 px with the menu open. */
const CELL_PADDING_X = 1;
/** The asset name is cut (its full text is its title) rather than widening the table. */
const ASSET_MAX_WIDTH = 200;
/** A long name wraps onto a second line rather than widening the table (names come from the data). */
const POLITICIAN_MAX_WIDTH = 180;

export interface TradesTableProps {
  trades: PoliticianTrade[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  sort: TradeSortKey;
  order: SortOrder;
  /** True while a new page, sort or filter loads behind the rows still shown. */
  refreshing: boolean;
  onSort: (key: TradeSortKey) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onPoliticianClick: (id: PoliticianId) => void;
  onClearFilters: () => void;
}

function HeaderLabel({ column }: { column: Column }) {
  if (!column.help) return <>{column.label}</>;
  return (
    <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center', display: 'inline-flex' }}>
      <span>{column.label}</span>
      <Tooltip title={column.help}>
        <InfoOutlinedIcon sx={{ fontSize: 15 }} color="action" aria-label={column.help} aria-hidden={false} />
      </Tooltip>
    </Stack>
  );
}

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <TableRow key={row}>
          {COLUMNS.map((column) => (
            <TableCell key={column.id}>
              <Skeleton variant="text" width={column.id === 'politician' || column.id === 'asset' ? 140 : 64} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
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
      <TableCell sx={{ ...STICKY_CELL, maxWidth: POLITICIAN_MAX_WIDTH }}>
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

/** The disclosed trades, sorted and paged by the server. */
export function TradesTable({
  trades,
  total,
  page,
  pageSize,
  sort,
  order,
  refreshing,
  onSort,
  onPageChange,
  onPageSizeChange,
  onPoliticianClick,
  onClearFilters,
}: TradesTableProps) {
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 2 }}>
        {refreshing ? <LinearProgress aria-label="Updating trades" sx={{ height: 2 }} /> : null}
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label="Politician trades"
          sx={{ minWidth: TABLE_MIN_WIDTH, '& th, & td': { px: CELL_PADDING_X } }}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => {
                const active = column.sortKey === sort;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={active ? order : false}
                    sx={{
                      ...(column.id === 'politician' ? STICKY_CELL : {}),
                      whiteSpace: 'nowrap',
                      fontWeight: 600,
                      color: 'text.secondary',
                    }}
                  >
                    {column.sortKey ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? order : 'asc'}
                        onClick={() => column.sortKey && onSort(column.sortKey)}
                      >
                        <HeaderLabel column={column} />
                      </TableSortLabel>
                    ) : (
                      <HeaderLabel column={column} />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {trades === undefined ? (
              <SkeletonRows />
            ) : trades.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ py: 8, textAlign: 'center', borderBottom: 0 }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    No trades match these filters
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    Try a wider date range or fewer filters.
                  </Typography>
                  <Button variant="outlined" onClick={onClearFilters}>
                    Clear filters
                  </Button>
                </TableCell>
              </TableRow>
            ) : (
              trades.map((trade) => <TradeRow key={trade.id} trade={trade} onPoliticianClick={onPoliticianClick} />)
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page - 1, Math.max(0, Math.ceil(total / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_event, next) => onPageChange(next + 1)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage="Rows"
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
        }}
      />
    </Box>
  );
}
