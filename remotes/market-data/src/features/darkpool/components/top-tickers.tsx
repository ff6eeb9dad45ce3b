import { formatUsd } from '@flowdeck/ui-kit';
import type { DarkPoolTicker } from '@flowdeck/api-types';
import { Box, Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DARKPOOL_PATH, symbolUrl } from '../../../paths';
import { formatCount, formatPrintPrice, formatShare } from '../../../lib/market-format';
import { noneThisSession } from '../../../lib/session-empty';

export const TOP_TICKERS_LABEL = 'Tickers by notional';
/** Rows shown before "Show all": enough to see who leads without pushing the feed off a phone. */
export const TOP_TICKERS_COLLAPSED = 10;

/** The session's tickers ranked by dark-pool notional, each a link to its own feed and levels. */
export function TopTickers({
  tickers,
  total,
  trading,
}: {
  tickers: readonly DarkPoolTicker[];
  total: number;
  trading: boolean;
}) {
  const theme = useTheme();
  const [expanded, setExpanded] = useState(false);
  if (tickers.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {noneThisSession('prints', trading)}
      </Typography>
    );
  }
  const shown = expanded ? tickers : tickers.slice(0, TOP_TICKERS_COLLAPSED);
  const max = Math.max(...tickers.map((t) => t.notional));
  const bar = alpha(theme.palette.primary.main, 0.8);
  return (
    <>
      <Table size="small" aria-label={TOP_TICKERS_LABEL} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow
            sx={{
              '& th': { fontSize: 11, fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', py: 0.5 },
            }}
          >
            <TableCell sx={{ width: 28 }}>#</TableCell>
            <TableCell>Ticker</TableCell>
            <TableCell align="right">Notional</TableCell>
            <TableCell align="right">Share</TableCell>
            <TableCell align="right">Prints</TableCell>
            <TableCell align="right">VWAP</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row, index) => (
            <TableRow
              key={row.ticker}
              hover
              sx={{
                '& td': { py: 0.5, fontSize: 13, whiteSpace: 'nowrap' },
              }}
            >
              <TableCell sx={{ color: 'text.secondary' }}>{index + 1}</TableCell>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={symbolUrl(DARKPOOL_PATH, row.ticker)}
                  underline="hover"
                  sx={{ fontWeight: 700, color: 'text.primary' }}
                >
                  {row.ticker}
                </Link>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatUsd(row.notional)}
                {/* Notional against the leader, as a thin bar under the figure. */}
                <Box aria-hidden sx={{ height: 3, mt: 0.25, borderRadius: 2, bgcolor: 'action.hover' }}>
                  <Box
                    sx={{ width: `${(row.notional / max) * 100}%`, height: '100%', borderRadius: 2, bgcolor: bar }}
                  />
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ color: 'text.secondary' }}>
                {total > 0 ? formatShare(row.notional / total) : '–'}
              </TableCell>
              <TableCell align="right">{formatCount(row.prints)}</TableCell>
              <TableCell align="right" sx={{ color: 'text.secondary' }}>
                {formatPrintPrice(Math.round(row.vwap * 100) / 100)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {tickers.length > TOP_TICKERS_COLLAPSED ? (
        <Box sx={{ textAlign: 'center', pt: 1 }}>
          <Button size="small" onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show top 10' : `Show all ${tickers.length}`}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
