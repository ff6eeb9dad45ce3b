import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatPrice } from '@flowdeck/ui-kit';
import { formatMultiple, formatSignedPercent, formatVolume } from '../../../lib/scanner-format';
import type { MoverRow } from '../api/get-biggest-movers';
import { MoveCatalysts } from './move-catalysts';
import { SymbolName } from '../../../components/symbol-name';

/** The relative volume gives way on a phone. */
const NAME_WIDTH = { xs: 110, sm: 200 };
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** The company name sits under the symbol, cut to the cell's width. */
const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** A mover's figures and the line under them that says why it moved read as one row. */
const JOINED = { '& > td': { borderBottom: 0, pb: 0.25 } } as const;
const WHY_CELL = { pt: 0, pb: 1, maxWidth: 0 } as const;

export function MoversTable({ title, rows, empty }: { title: string; rows: readonly MoverRow[]; empty: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>Symbol</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell align="right">Volume</TableCell>
            <TableCell align="right" sx={WIDE_ONLY} title="Time-of-day relative volume">
              RVOL
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>
                <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {empty}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.flatMap((row) => [
              <TableRow key={row.symbol} sx={JOINED}>
                <TableCell>
                  <SymbolName symbol={row.symbol} name={row.name} nameWidth={NAME_WIDTH} />
                </TableCell>
                <TableCell align="right" sx={NUMBER}>
                  {formatPrice(row.price)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ ...NUMBER, fontWeight: 600, color: row.changePercent >= 0 ? 'success.main' : 'error.main' }}
                >
                  {formatSignedPercent(row.changePercent)}
                </TableCell>
                <TableCell align="right" sx={NUMBER}>
                  {formatVolume(row.volume)}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, ...WIDE_ONLY }}>
                  {formatMultiple(row.relativeVolume)}
                </TableCell>
              </TableRow>,
              <TableRow key={`${row.symbol} why`}>
                <TableCell colSpan={5} sx={WHY_CELL}>
                  <MoveCatalysts catalysts={row.catalysts} />
                </TableCell>
              </TableRow>,
            ])
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
