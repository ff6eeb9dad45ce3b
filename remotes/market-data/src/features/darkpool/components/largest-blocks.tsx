import { formatUsd } from '@flowdeck/ui-kit';
import type { DarkPoolPrint } from '@flowdeck/api-types';
import { Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { SIDE_LABELS, type Tone, sideTone } from '../../../lib/dark-pool-data';
import { formatClock, formatCount, formatDelay, formatPrintPrice } from '../../../lib/market-format';
import { noneThisSession } from '../../../lib/session-empty';

export const LARGEST_BLOCKS_LABEL = 'Largest blocks';

/** The session's biggest block prints for one ticker: where size traded off-exchange, biggest first. */
export function LargestBlocks({ blocks, trading }: { blocks: readonly DarkPoolPrint[]; trading: boolean }) {
  const theme = useTheme();
  const tone: Record<Tone, string> = {
    up: theme.palette.success.main,
    down: theme.palette.error.main,
    neutral: theme.palette.text.secondary,
  };
  if (blocks.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, px: 2 }}>
        {noneThisSession('block prints', trading)}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={LARGEST_BLOCKS_LABEL} sx={{ '& td, & th': { px: 0.75 } }}>
      <TableHead>
        <TableRow
          sx={{
            '& th': { fontSize: 11, fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', py: 0.5 },
            '& th:first-of-type': { pl: 2 },
          }}
        >
          <TableCell>Time</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell align="right">Shares</TableCell>
          <TableCell align="right">Notional</TableCell>
          <TableCell>Side</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {blocks.map((print) => (
          <TableRow
            key={print.id}
            hover
            sx={{ '& td': { py: 0.5, fontSize: 12.5, whiteSpace: 'nowrap' }, '& td:first-of-type': { pl: 2 } }}
          >
            <TableCell sx={{ color: 'text.secondary' }}>
              {print.late ? (
                <Tooltip title={`Executed ${formatClock(print.executedAt)} ET`}>
                  <span>
                    {formatClock(print.time)}{' '}
                    <Typography component="span" variant="caption" color="warning.main">
                      late {formatDelay(Date.parse(print.time) - Date.parse(print.executedAt))}
                    </Typography>
                  </span>
                </Tooltip>
              ) : (
                formatClock(print.time)
              )}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatPrintPrice(print.price)}
            </TableCell>
            <TableCell align="right">{formatCount(print.size)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'warning.main' }}>
              {formatUsd(print.notional)}
            </TableCell>
            <TableCell sx={{ color: tone[sideTone(print.side)], fontWeight: 600 }}>{SIDE_LABELS[print.side]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
