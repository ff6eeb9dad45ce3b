import { memo } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import type { PlMatrix as PlMatrixData } from '../hooks/use-strategy-analysis';
import type { IsoDate } from '../stores/iso-date';
import { formatChange, formatCompactMoney, formatMoney, formatShortDate } from './format';

export interface PlMatrixProps {
  matrix: PlMatrixData;
  spot: number;
  /** The first expiry, marked in the header. */
  expiry: IsoDate;
  today: IsoDate;
}

/** Strongest cell tint; weaker P/L fades towards the paper colour. */
const MAX_TINT = 0.55;
const MIN_TINT = 0.06;

const CELL_SX = {
  plain: { whiteSpace: 'nowrap', borderLeft: 1, borderLeftColor: 'background.paper' },
  spot: { whiteSpace: 'nowrap', borderLeft: 1, borderLeftColor: 'background.paper', fontWeight: 700 },
} as const;

/** P/L by price (rows) and date (columns), tinted green for profit and red for loss. */
export const PlMatrix = memo(function PlMatrix({ matrix, spot, expiry, today }: PlMatrixProps) {
  const theme = useTheme();
  const largest = Math.max(1e-9, ...matrix.values.flat().map(Math.abs));
  const tint = (value: number) => {
    if (Math.abs(value) < 0.005) return undefined;
    const strength = MIN_TINT + (MAX_TINT - MIN_TINT) * Math.min(1, Math.abs(value) / largest);
    return alpha(value > 0 ? theme.palette.success.main : theme.palette.error.main, strength);
  };
  const dateLabel = (date: IsoDate) =>
    date === today ? 'Today' : date === expiry ? `${formatShortDate(date)} exp` : formatShortDate(date);

  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label="Profit and loss by price and date" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3, bgcolor: 'background.paper' }}>Price</TableCell>
            {matrix.dates.map((date) => (
              <TableCell key={date} align="right" sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}>
                {dateLabel(date)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {matrix.prices.map((price, row) => {
            const isSpot = price === spot;
            return (
              <TableRow key={price} selected={isSpot}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    position: 'sticky',
                    left: 0,
                    zIndex: 1,
                    bgcolor: 'background.paper',
                    whiteSpace: 'nowrap',
                    fontWeight: isSpot ? 700 : undefined,
                  }}
                >
                  {formatMoney(price)}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
                    {isSpot ? 'spot' : formatChange(spot, price)}
                  </Typography>
                </TableCell>
                {matrix.dates.map((date, column) => {
                  const value = matrix.values[row]?.[column] ?? 0;
                  return (
                    <TableCell
                      key={date}
                      align="right"
                      // Inline: a class per tint would add a style rule per cell.
                      style={{ backgroundColor: tint(value) }}
                      sx={CELL_SX[isSpot ? 'spot' : 'plain']}
                    >
                      {formatCompactMoney(value, true)}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
