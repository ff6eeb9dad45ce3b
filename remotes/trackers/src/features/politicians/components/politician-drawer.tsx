import CloseIcon from '@mui/icons-material/Close';
import {
  Avatar,
  Box,
  Button,
  Chip,
  Drawer,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { LoadError, StatCard, formatDate, formatThousands } from '@flowdeck/ui-kit';
import { usePolitician } from '../api/get-politician';
import type { PoliticianSummary, PoliticianTrade } from '../api/types';
import { PARTY_COLORS, PARTY_LABELS, PROFILE_TRADES_COUNT } from '../constants';
import { formatAmountRange, initials, seatLabel } from '../format';
import { FiledAfter } from './filed-after';
import { TradeTypeChip } from './trade-type-chip';

export interface PoliticianDrawerProps {
  /** The politician whose summary is open, or null when the panel is closed. */
  politicianId: string | null;
  onClose: () => void;
  onShowAllTrades: (politician: PoliticianSummary) => void;
  onTickerClick: (ticker: string) => void;
}

const DRAWER_WIDTH = 560;
const TITLE_ID = 'politician-drawer-title';

function BuySellSplit({ purchases, sales }: { purchases: number; sales: number }) {
  const total = purchases + sales;
  const buyShare = total > 0 ? Math.round((purchases / total) * 100) : 0;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
          {formatThousands(purchases)} buys
        </Typography>
        <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
          {formatThousands(sales)} sells
        </Typography>
      </Stack>
      <Box
        role="img"
        aria-label={`${buyShare}% of buys and sells are buys`}
        sx={{
          height: 6,
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: total > 0 ? 'error.main' : 'action.disabledBackground',
        }}
      >
        <Box sx={{ width: `${buyShare}%`, height: '100%', bgcolor: 'success.main' }} />
      </Box>
    </Box>
  );
}

function Summary({ politician }: { politician: PoliticianSummary }) {
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, 1fr)' }}>
        <StatCard label="Trades" value={formatThousands(politician.trades)} />
        <StatCard label="Last trade" value={politician.lastTrade ? formatDate(politician.lastTrade) : '—'} />
        <Box sx={{ gridColumn: 'span 2' }}>
          <StatCard
            label="Estimated volume"
            value={formatAmountRange(politician.volumeMin, politician.volumeMax)}
            hint="Disclosures give amount brackets, so volume is a range."
          />
        </Box>
      </Box>
      <BuySellSplit purchases={politician.purchases} sales={politician.sales} />
    </Stack>
  );
}

function LatestTrades({ trades }: { trades: PoliticianTrade[] }) {
  if (trades.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No trades disclosed yet.
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Latest trades" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Traded</TableCell>
            <TableCell>Ticker</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Amount</TableCell>
            <TableCell>Filed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trades.slice(0, PROFILE_TRADES_COUNT).map((trade) => (
            <TableRow key={trade.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(trade.transactionDate)}</TableCell>
              <TableCell sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{trade.ticker || '—'}</TableCell>
              <TableCell>
                <TradeTypeChip type={trade.type} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAmountRange(trade.amountMin, trade.amountMax)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <FiledAfter days={trade.filedAfterDays} compact />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function DrawerSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading politician">
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={180} />
    </Stack>
  );
}

/** A side panel with one politician's trading summary and latest trades. */
export function PoliticianDrawer({ politicianId, onClose, onShowAllTrades, onTickerClick }: PoliticianDrawerProps) {
  const { data, isPending, isError, refetch } = usePolitician(politicianId);
  const politician = data?.politician;
  const color = politician ? PARTY_COLORS[politician.party] : undefined;

  return (
    <Drawer
      anchor="right"
      open={politicianId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': TITLE_ID,
          sx: { width: { xs: '100%', sm: DRAWER_WIDTH }, p: { xs: 2, sm: 3 } },
        },
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
        {politician && color ? (
          <Avatar sx={{ width: 44, height: 44, fontWeight: 700, bgcolor: alpha(color, 0.18), color }}>
            {initials(politician.name)}
          </Avatar>
        ) : null}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={TITLE_ID} variant="h6" component="h2" noWrap>
            {politician?.name ?? 'Politician'}
          </Typography>
          {politician ? (
            <Typography variant="body2" sx={{ color }}>
              {PARTY_LABELS[politician.party]} · {politician.chamber} ·{' '}
              {seatLabel(politician.state, politician.chamber === 'House' ? politician.district : null)}
            </Typography>
          ) : null}
        </Box>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>

      {isError ? (
        <LoadError message="This politician's trades could not be loaded." onRetry={() => void refetch()} />
      ) : isPending || !data ? (
        <DrawerSkeleton />
      ) : (
        <Stack spacing={3}>
          <Summary politician={data.politician} />
          {data.politician.topTickers.length > 0 ? (
            <Box>
              <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="subtitle2" component="h3">
                  Top tickers
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Pick one to filter the trades
                </Typography>
              </Stack>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {data.politician.topTickers.map((ticker) => (
                  <Chip
                    key={ticker}
                    label={ticker}
                    size="small"
                    variant="outlined"
                    onClick={() => onTickerClick(ticker)}
                    sx={{ fontFamily: 'monospace', fontWeight: 700 }}
                  />
                ))}
              </Stack>
            </Box>
          ) : null}
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Latest trades
            </Typography>
            <LatestTrades trades={data.trades} />
          </Box>
          <Button variant="contained" onClick={() => onShowAllTrades(data.politician)}>
            Show all trades by {data.politician.name}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
