import { formatUsd } from '@flowdeck/ui-kit';
import type { FlowTag, FlowTrade, Sentiment } from '@flowdeck/api-types';
import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { alpha, keyframes, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { SIDE_LABELS, sideTone } from '../../../lib/dark-pool-data';
import { formatClock, formatPrintPrice, formatWhole } from '../../../lib/market-format';
import { TRADE_KIND_LABELS, contractLabel } from '../snapshot-data';
import { TABLE_HEAD_SX } from './top-contracts';
import { noneThisSession } from '../../../lib/session-empty';

export const RECENT_TRADES_LABEL = 'Recent trades';

/** Tags worth a chip in a narrow table; the rest are in the flow page's full view. */
const SHOWN_TAGS: Partial<Record<FlowTag, string>> = {
  unusual: 'Unusual',
  opening: 'Opening',
  vol_gt_oi: 'Vol>OI',
  zero_dte: '0DTE',
  earnings: 'Earnings',
};

const arrive = (color: string) => keyframes`
  from { background-color: ${color}; }
  to { background-color: transparent; }
`;

/** The ticker's latest options trades, newest first; trades that arrive live flash once. */
export function RecentTrades({
  trades,
  liveIds,
  trading,
}: {
  trades: readonly FlowTrade[];
  liveIds: ReadonlySet<string>;
  trading: boolean;
}) {
  const theme = useTheme();
  const styles = useMemo(
    () => ({
      sentiment: {
        bullish: theme.palette.success.main,
        bearish: theme.palette.error.main,
        neutral: theme.palette.text.primary,
      } satisfies Record<Sentiment, string>,
      side: { up: theme.palette.success.main, down: theme.palette.error.main, neutral: theme.palette.text.secondary },
      flash: arrive(alpha(theme.palette.primary.main, 0.35)),
    }),
    [theme],
  );
  if (trades.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {noneThisSession('options trades', trading)}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ maxHeight: { xs: '60vh', lg: 520 }, overflowX: 'auto' }}>
      <Table size="small" stickyHeader aria-label={RECENT_TRADES_LABEL} sx={{ minWidth: 700 }}>
        <TableHead>
          <TableRow sx={{ ...TABLE_HEAD_SX, '& th': { ...TABLE_HEAD_SX['& th'], bgcolor: 'background.paper' } }}>
            <TableCell>Time</TableCell>
            <TableCell>Contract</TableCell>
            <TableCell>Side</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Premium</TableCell>
            <TableCell align="right">Spot</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Tags</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trades.map((trade) => {
            const live = liveIds.has(trade.id);
            return (
              <TableRow
                key={trade.id}
                hover
                data-live={live ? 'true' : undefined}
                sx={{
                  '& td': { py: 0.5, fontSize: 13, whiteSpace: 'nowrap' },
                  ...(live
                    ? {
                        animation: `${styles.flash} 2.4s ease-out`,
                        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                      }
                    : {}),
                }}
              >
                <TableCell sx={{ color: 'text.secondary' }}>{formatClock(trade.time)}</TableCell>
                <TableCell sx={{ fontWeight: 700, color: trade.type === 'call' ? 'success.main' : 'error.main' }}>
                  {contractLabel(trade)}
                </TableCell>
                <TableCell sx={{ color: styles.side[sideTone(trade.side)], fontWeight: 600 }}>
                  {SIDE_LABELS[trade.side]}
                </TableCell>
                <TableCell align="right">{formatWhole(trade.size)}</TableCell>
                <TableCell align="right">{formatPrintPrice(trade.price)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, color: styles.sentiment[trade.sentiment] }}>
                  {formatUsd(trade.premium)}
                </TableCell>
                <TableCell align="right" sx={{ color: 'text.secondary' }}>
                  {formatPrintPrice(trade.spot)}
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{TRADE_KIND_LABELS[trade.kind]}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    {trade.tags.map((tag) =>
                      SHOWN_TAGS[tag] ? (
                        <Chip
                          key={tag}
                          size="small"
                          variant="outlined"
                          label={SHOWN_TAGS[tag]}
                          color={tag === 'unusual' ? 'warning' : 'default'}
                          sx={{ height: 20, fontSize: 11, fontWeight: 600, '& .MuiChip-label': { px: 0.75 } }}
                        />
                      ) : null,
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
