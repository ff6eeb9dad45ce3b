import type { FlowTrade } from '@flowdeck/api-types';
import { SIMULATED_DATA_LABEL, formatPercent } from '@flowdeck/ui-kit';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Chip,
  Drawer,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { memo, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMarketCap } from '../../../format';
import { stockProfileUrl } from '../../../paths';
import { useContractFlow } from '../api/get-contract-flow';
import { pricePoints, summarizeContract } from '../contract-summary';
import {
  KIND_LABELS,
  SHOWN_TAGS,
  SIDE_LABELS,
  contractLabel,
  formatContracts,
  formatOptionPrice,
  formatPremium,
  formatTradeTime,
  otmPercent,
} from '../flow-format';

const CHART_WIDTH = 460;
const CHART_HEIGHT = 120;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The contract's prints today: price over time, dot size by contracts, colour by sentiment. */
function PriceChart({ trades, selectedId }: { trades: readonly FlowTrade[]; selectedId: string }) {
  const theme = useTheme();
  const points = pricePoints(trades, CHART_WIDTH, CHART_HEIGHT);
  const colour = (t: FlowTrade) =>
    t.sentiment === 'bullish'
      ? theme.palette.success.main
      : t.sentiment === 'bearish'
        ? theme.palette.error.main
        : theme.palette.text.secondary;
  const prices = trades.map((t) => t.price);
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        p: 1,
        borderRadius: 1,
        bgcolor: alpha(theme.palette.text.primary, 0.03),
        border: 1,
        borderColor: 'divider',
      }}
    >
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Price of each print today, from ${formatOptionPrice(Math.min(...prices))} to ${formatOptionPrice(Math.max(...prices))}`}
      >
        {points.map((p) => (
          <circle
            key={p.trade.id}
            cx={p.x}
            cy={p.y}
            r={p.r}
            fill={alpha(colour(p.trade), p.trade.id === selectedId ? 0.95 : 0.45)}
            stroke={p.trade.id === selectedId ? theme.palette.text.primary : 'none'}
            strokeWidth={1.5}
          />
        ))}
      </svg>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        Price per print today · dot size = contracts · green bullish, red bearish · outlined: this order
      </Typography>
    </Box>
  );
}

function History({ trade }: { trade: FlowTrade }) {
  const history = useContractFlow(trade.optionSymbol);
  if (history.isPending)
    return (
      <Box role="status" aria-label="Loading the contract's history">
        <Skeleton height={120} />
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Box>
    );
  if (history.isError)
    return (
      <Typography variant="body2" color="text.secondary">
        Could not load this contract&apos;s history.{' '}
        <Button size="small" onClick={() => void history.refetch()}>
          Retry
        </Button>
      </Typography>
    );
  const trades = history.data.items;
  const summary = summarizeContract(trades);
  return (
    <Stack spacing={1.5}>
      {history.data.source === 'simulated' ? (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={SIMULATED_DATA_LABEL}
          sx={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      {summary ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.25 }}>
          <Fact label="Orders today">{summary.trades.toLocaleString('en-US')}</Fact>
          <Fact label="Contracts">{formatContracts(summary.contracts)}</Fact>
          <Fact label="Premium">{formatPremium(summary.premium)}</Fact>
          <Fact label="Avg price">{formatOptionPrice(summary.averagePrice)}</Fact>
          <Fact label="Range">
            {formatOptionPrice(summary.low)}–{formatOptionPrice(summary.high)}
          </Fact>
          <Fact label="Ask / bid premium">
            <Box component="span" sx={{ color: 'success.main' }}>
              {Math.round(summary.askShare * 100)}%
            </Box>
            {' / '}
            <Box component="span" sx={{ color: 'error.main' }}>
              {Math.round(summary.bidShare * 100)}%
            </Box>
          </Fact>
        </Box>
      ) : null}
      {trades.length > 0 ? <PriceChart trades={trades} selectedId={trade.id} /> : null}
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Intraday history of this contract">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell align="center">Side</TableCell>
              <TableCell align="right">Size</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Premium</TableCell>
              <TableCell align="right">Volume</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {trades.map((t) => (
              <TableRow key={t.id} selected={t.id === trade.id}>
                <TableCell>{formatTradeTime(t.time)}</TableCell>
                <TableCell align="center" sx={{ color: sentimentColor(t) }}>
                  {SIDE_LABELS[t.side].short}
                </TableCell>
                <TableCell align="right">{formatContracts(t.size)}</TableCell>
                <TableCell align="right">{formatOptionPrice(t.price)}</TableCell>
                <TableCell align="right">{formatPremium(t.premium)}</TableCell>
                <TableCell align="right">{formatContracts(t.volume)}</TableCell>
              </TableRow>
            ))}
            {trades.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>No other orders in this contract today.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

function sentimentColor(t: FlowTrade): string | undefined {
  return t.sentiment === 'bullish' ? 'success.main' : t.sentiment === 'bearish' ? 'error.main' : undefined;
}

export interface TradeDetailProps {
  trade: FlowTrade | null;
  onClose: () => void;
  /** Narrows the table to this trade's ticker. */
  onShowTicker: (ticker: string) => void;
}

/** One order in full, and its contract's orders today (GET flow/all?contract=…). */
export const TradeDetail = memo(function TradeDetail({ trade: open, onClose, onShowTicker }: TradeDetailProps) {
  // The last trade stays on the drawer while it slides away.
  const [trade, setTrade] = useState(open);
  if (open && open !== trade) setTrade(open);
  return (
    <Drawer
      anchor="right"
      open={open !== null}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Trade detail', sx: { width: { xs: '100%', sm: 520 }, p: 2 } } }}
    >
      {trade ? (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
                {contractLabel(trade)}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {trade.optionSymbol}
              </Typography>
            </Box>
            <Tooltip title="Close">
              <IconButton aria-label="Close trade detail" onClick={onClose} edge="end">
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75 }}>
            <Chip
              size="small"
              label={trade.type === 'call' ? 'Call' : 'Put'}
              color={trade.type === 'call' ? 'success' : 'error'}
              variant="outlined"
            />
            <Chip size="small" label={`${SIDE_LABELS[trade.side].long} · ${trade.sentiment}`} variant="outlined" />
            <Chip size="small" label={KIND_LABELS[trade.kind]} variant="outlined" />
            {SHOWN_TAGS.filter(({ tag }) => trade.tags.includes(tag)).map(({ tag, label }) => (
              <Chip key={tag} size="small" label={label} color="warning" variant="outlined" />
            ))}
          </Stack>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
              gap: 1.25,
            }}
          >
            <Fact label="Time (ET)">{formatTradeTime(trade.time)}</Fact>
            <Fact label="Premium">{formatPremium(trade.premium)}</Fact>
            <Fact label="Size">
              {formatContracts(trade.size)} {trade.size === 1 ? 'contract' : 'contracts'}
            </Fact>
            <Fact label="Price">{formatOptionPrice(trade.price)}</Fact>
            <Fact label="Bid × ask">
              {formatOptionPrice(trade.bid)} × {formatOptionPrice(trade.ask)}
            </Fact>
            <Fact label="Spot">{formatOptionPrice(trade.spot)}</Fact>
            <Fact label="Out of the money">{formatPercent(otmPercent(trade), 1)}</Fact>
            <Fact label="Days to expiry">{trade.dte}</Fact>
            <Fact label="IV · delta">
              {(trade.iv * 100).toFixed(1)}% · {trade.delta.toFixed(2)}
            </Fact>
            <Fact label="Volume / OI">
              {formatContracts(trade.volume)} / {formatContracts(trade.openInterest)}
            </Fact>
            <Fact label="Fills">
              {trade.fills} on {trade.exchanges.join(', ') || '–'}
            </Fact>
            <Fact label="Market cap">{formatMarketCap(trade.marketCap)}</Fact>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => onShowTicker(trade.ticker)}>
              Only {trade.ticker} flow
            </Button>
            <Link
              component={RouterLink}
              to={stockProfileUrl(trade.ticker)}
              variant="body2"
              sx={{ alignSelf: 'center' }}
            >
              {trade.ticker} profile
            </Link>
          </Stack>
          <Typography variant="subtitle2" component="h3">
            This contract today
          </Typography>
          <History trade={trade} />
        </Stack>
      ) : null}
    </Drawer>
  );
});
