import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatPrice } from '@flowdeck/ui-kit';
import { formatMultiple, formatSignedPercent, formatVolume } from '../../../lib/scanner-format';
import { orDash } from '../../../format';
import type { RelativeVolumeRow } from '../api/get-relative-volume';
import { SymbolName } from '../../../components/symbol-name';

const NAME_WIDTH = { xs: 110, sm: 220 };
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface RelativeVolumeTableProps {
  rows: readonly RelativeVolumeRow[];
  selected: string | null;
  empty: string;
  onSelect: (symbol: string) => void;
}

/** Ranked by time-of-day RVOL; a row's click shows its volume curve. */
export function RelativeVolumeTable({ rows, selected, empty, onSelect }: RelativeVolumeTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Relative volume">
        <TableHead>
          <TableRow>
            <TableCell>Symbol</TableCell>
            <TableCell align="right">RVOL</TableCell>
            <TableCell align="right" sx={FROM_SM}>
              Volume
            </TableCell>
            <TableCell align="right" sx={{ ...FROM_SM, whiteSpace: 'nowrap' }}>
              Usual by now
            </TableCell>
            <TableCell align="right" title="Volume so far today ÷ average daily volume" sx={{ whiteSpace: 'nowrap' }}>
              ÷ Avg day
            </TableCell>
            <TableCell align="right" sx={FROM_MD}>
              Last
            </TableCell>
            <TableCell align="right" sx={FROM_MD}>
              Change
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7}>
                <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {empty}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={row.symbol}
                hover
                selected={row.symbol === selected}
                aria-selected={row.symbol === selected}
                onClick={() => onSelect(row.symbol)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>
                  <SymbolName symbol={row.symbol} name={row.name} nameWidth={NAME_WIDTH} inClickableRow />
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, fontWeight: 700 }}>
                  {formatMultiple(row.relativeVolume)}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, ...FROM_SM }}>
                  {formatVolume(row.volume)}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, ...FROM_SM }}>
                  {formatVolume(row.usualVolume)}
                </TableCell>
                <TableCell align="right" sx={NUMBER}>
                  {formatMultiple(row.dailyRatio)}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, ...FROM_MD }}>
                  {orDash(row.last, formatPrice)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ ...NUMBER, ...FROM_MD, color: row.changePercent >= 0 ? 'success.main' : 'error.main' }}
                >
                  {formatSignedPercent(row.changePercent)}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
