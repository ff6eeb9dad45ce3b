import { formatUsd } from '@flowdeck/ui-kit';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import type { Ladder } from '../lib/dark-pool-data';
import { formatCount, formatLevelPrice, formatPrintPrice, formatWhole } from '../lib/market-format';

export interface LadderMarkStyle {
  label: string;
  color: string;
}

/**
 * Dark-pool notional by price as a ladder: highest price on top, one bar per bucket, the biggest
 * levels in the accent colour, and chips on the rows holding marked prices (VWAP, the last print, gamma
 * levels…). Drawn as a table so every figure can be read and found.
 */
export function PriceLadder({
  ladder,
  label,
  marks,
  emptyText = 'No prints yet.',
}: {
  ladder: Ladder;
  label: string;
  marks: Record<string, LadderMarkStyle>;
  emptyText?: string;
}) {
  const theme = useTheme();
  if (ladder.rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  const keyColor = theme.palette.warning.main;
  const barColor = alpha(theme.palette.primary.main, 0.55);
  const cents = ladder.step < 1;
  return (
    <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', '& td, & th': { borderBottom: 'none' } }}>
      {/* No prints column where the side panels are narrowest (lg); the row's tooltip always has the count. */}
      <TableHead>
        <TableRow
          sx={{
            '& th': {
              fontSize: 11,
              fontWeight: 700,
              color: 'text.secondary',
              textTransform: 'uppercase',
              py: 0.5,
              px: 0.75,
            },
          }}
        >
          <TableCell sx={{ width: 64 }}>Price</TableCell>
          <TableCell aria-label="Share of the biggest level" />
          <TableCell align="right" sx={{ width: 74 }}>
            Notional
          </TableCell>
          <TableCell align="right" sx={{ width: 46, display: { xs: 'table-cell', lg: 'none', xl: 'table-cell' } }}>
            Prints
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ladder.rows.map((row) => {
          const price = cents ? formatPrintPrice(row.price) : formatLevelPrice(row.price);
          return (
            <Tooltip
              key={row.price}
              placement="left"
              title={`${formatPrintPrice(row.price)} – ${formatPrintPrice(row.upper)}: ${formatUsd(row.notional)} · ${formatWhole(row.size)} shares · ${row.prints} prints`}
            >
              <TableRow
                hover
                data-key-level={row.key ? 'true' : undefined}
                sx={{ '& td': { py: 0.25, px: 0.75, fontSize: 12.5, fontVariantNumeric: 'tabular-nums', height: 24 } }}
              >
                <TableCell sx={{ fontWeight: row.key ? 700 : 500, color: row.key ? keyColor : 'text.primary' }}>
                  {price}
                </TableCell>
                <TableCell>
                  {/* Marks that do not fit beside the bar wrap under it rather than cover the figures. */}
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                    <Box sx={{ flex: '1 0 40px', position: 'relative', height: 14 }}>
                      <Box
                        aria-hidden
                        sx={{
                          position: 'absolute',
                          inset: 0,
                          right: 'auto',
                          width: `${Math.max(row.share * 100, row.notional > 0 ? 1.5 : 0)}%`,
                          bgcolor: row.key ? keyColor : barColor,
                          borderRadius: 0.5,
                          transition: 'width 400ms ease-out',
                        }}
                      />
                    </Box>
                    {row.marks.map((id) => {
                      const mark = marks[id];
                      return mark ? (
                        <Chip
                          key={id}
                          size="small"
                          label={mark.label}
                          sx={{
                            height: 18,
                            flexShrink: 0,
                            fontSize: 10.5,
                            fontWeight: 700,
                            color: mark.color,
                            borderColor: mark.color,
                            bgcolor: alpha(mark.color, 0.12),
                            '& .MuiChip-label': { px: 0.6 },
                          }}
                          variant="outlined"
                        />
                      ) : null;
                    })}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ color: row.notional > 0 ? 'text.primary' : 'text.disabled' }}>
                  {row.notional > 0 ? formatUsd(row.notional) : '–'}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ color: 'text.secondary', display: { xs: 'table-cell', lg: 'none', xl: 'table-cell' } }}
                >
                  {row.prints > 0 ? formatCount(row.prints) : ''}
                </TableCell>
              </TableRow>
            </Tooltip>
          );
        })}
      </TableBody>
    </Table>
  );
}
