import { formatUsd } from '@flowdeck/ui-kit';
import type { DarkPoolPrint, DarkPoolTag } from '@flowdeck/api-types';
import {
  Box,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha, keyframes, useTheme } from '@mui/material/styles';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DARKPOOL_PATH, symbolUrl } from '../../../paths';
import {
  SIDE_LABELS,
  TAG_LABELS,
  type Tone,
  orderedTags,
  printWeight,
  reportDelayMs,
  shortVenue,
  sideTone,
} from '../../../lib/dark-pool-data';
import { formatClock, formatDelay, formatPrintPrice, formatWhole } from '../../../lib/market-format';

export const PRINTS_TABLE_LABEL = 'Dark pool prints';

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

const TAG_COLORS: Record<DarkPoolTag, ChipColor> = {
  block: 'info',
  late: 'warning',
  extended_hours: 'secondary',
  above_ask: 'success',
  below_bid: 'error',
};

const arrive = (color: string) => keyframes`
  from { background-color: ${color}; }
  to { background-color: transparent; }
`;

export interface PrintsTableProps {
  prints: readonly DarkPoolPrint[];
  /** Ids of prints that arrived live: they flash once as they appear. */
  liveIds: ReadonlySet<string>;
  /** Hide the ticker column when the page shows one ticker. */
  showTicker: boolean;
}

/** The prints feed, newest first: time, ticker, price against the NBBO, size, notional, side and tags. */
interface RowStyles {
  tone: Record<Tone, string>;
  flash: ReturnType<typeof keyframes>;
  hugeBackground: string;
  large: string;
}

/** The prints feed, newest first: time, ticker, price against the NBBO, size, notional, side and tags. */
export function PrintsTable({ prints, liveIds, showTicker }: PrintsTableProps) {
  const theme = useTheme();
  const styles = useMemo<RowStyles>(
    () => ({
      tone: { up: theme.palette.success.main, down: theme.palette.error.main, neutral: theme.palette.text.secondary },
      flash: arrive(alpha(theme.palette.primary.main, 0.35)),
      hugeBackground: alpha(theme.palette.warning.main, 0.07),
      large: theme.palette.warning.main,
    }),
    [theme],
  );

  return (
    <TableContainer sx={{ maxHeight: { xs: '70vh', lg: 760 }, overflowX: 'auto' }}>
      <Table
        size="small"
        stickyHeader
        aria-label={PRINTS_TABLE_LABEL}
        sx={{
          minWidth: showTicker ? 700 : 640,
          '& th, & td': { px: 0.75 },
          '& th:first-of-type, & td:first-of-type': { pl: { xs: 1.5, sm: 2 } },
        }}
      >
        <TableHead>
          <TableRow
            sx={{
              '& th': {
                bgcolor: 'background.paper',
                fontSize: 11,
                fontWeight: 700,
                color: 'text.secondary',
                textTransform: 'uppercase',
                letterSpacing: 0.4,
                py: 0.75,
                whiteSpace: 'nowrap',
              },
            }}
          >
            <TableCell>Time</TableCell>
            {showTicker ? <TableCell>Ticker</TableCell> : null}
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell align="right">Notional</TableCell>
            <TableCell align="right">Bid × Ask</TableCell>
            <TableCell>Side</TableCell>
            <TableCell>Venue</TableCell>
            <TableCell>Tags</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prints.map((print) => (
            <PrintRow
              key={print.id}
              print={print}
              showTicker={showTicker}
              live={liveIds.has(print.id)}
              styles={styles}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const PrintRow = memo(function PrintRow({
  print,
  showTicker,
  live,
  styles,
}: {
  print: DarkPoolPrint;
  showTicker: boolean;
  live: boolean;
  styles: RowStyles;
}) {
  const weight = printWeight(print.notional);
  const delay = reportDelayMs(print);
  return (
    <TableRow
      hover
      data-live={live ? 'true' : undefined}
      sx={{
        '& td': { py: 0.5, whiteSpace: 'nowrap', fontSize: 12.5 },
        ...(weight === 'huge' ? { bgcolor: styles.hugeBackground } : {}),
        ...(live
          ? {
              animation: `${styles.flash} 2.4s ease-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }
          : {}),
      }}
    >
      <TableCell sx={{ color: 'text.secondary' }}>
        {print.late ? (
          <Tooltip title={`Executed ${formatClock(print.executedAt)} ET, reported ${formatDelay(delay)} later`}>
            <span>{formatClock(print.time)}</span>
          </Tooltip>
        ) : (
          formatClock(print.time)
        )}
      </TableCell>
      {showTicker ? (
        <TableCell>
          <Link
            component={RouterLink}
            to={symbolUrl(DARKPOOL_PATH, print.ticker)}
            underline="hover"
            sx={{ fontWeight: 700, color: 'text.primary' }}
          >
            {print.ticker}
          </Link>
        </TableCell>
      ) : null}
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        {formatPrintPrice(print.price)}
      </TableCell>
      <TableCell align="right">{formatWhole(print.size)}</TableCell>
      <TableCell
        align="right"
        sx={{ fontWeight: weight === 'normal' ? 500 : 700, color: weight === 'normal' ? undefined : styles.large }}
      >
        {formatUsd(print.notional)}
      </TableCell>
      <TableCell align="right" sx={{ color: 'text.secondary', fontSize: '12px !important' }}>
        {formatPrintPrice(print.bid)} × {formatPrintPrice(print.ask)}
      </TableCell>
      <TableCell sx={{ color: styles.tone[sideTone(print.side)], fontWeight: 600 }}>
        {SIDE_LABELS[print.side]}
      </TableCell>
      <TableCell sx={{ color: 'text.secondary' }}>
        <Tooltip title={print.venue}>
          <span>{shortVenue(print.venue)}</span>
        </Tooltip>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {orderedTags(print.tags).map((tag) => (
            <Chip
              key={tag}
              size="small"
              variant="outlined"
              color={TAG_COLORS[tag]}
              label={tag === 'late' && delay > 0 ? `${TAG_LABELS.late} ${formatDelay(delay)}` : TAG_LABELS[tag]}
              sx={{ height: 20, fontSize: 11, fontWeight: 600, '& .MuiChip-label': { px: 0.75 } }}
            />
          ))}
        </Box>
      </TableCell>
    </TableRow>
  );
});

/** Shown instead of the table when no print matches. */
export function NoPrints({ message }: { message: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
      {message}
    </Typography>
  );
}
