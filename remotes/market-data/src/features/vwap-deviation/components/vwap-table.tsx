import { formatPrice } from '@flowdeck/ui-kit';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { orDash } from '../../../format';
import { formatSignedPercent, formatVolume } from '../../../lib/scanner-format';
import type { VwapRow } from '../api/get-vwap-deviation';
import { SymbolName } from '../../../components/symbol-name';

const NAME_WIDTH = { xs: 110, sm: 220 };
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** "+2.35σ". */
function formatSigma(value: number): string {
  const text = `${Math.abs(value).toFixed(2)}σ`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

export interface VwapTableProps {
  rows: readonly VwapRow[];
  selected: string | null;
  empty: string;
  onSelect: (symbol: string) => void;
}

export function VwapTable({ rows, selected, empty, onSelect }: VwapTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="VWAP deviation">
        <TableHead>
          <TableRow>
            <TableCell>Symbol</TableCell>
            <TableCell align="right">Dev σ</TableCell>
            <TableCell align="right">Dev %</TableCell>
            <TableCell align="right" sx={FROM_SM}>
              Last
            </TableCell>
            <TableCell align="right" sx={FROM_SM}>
              VWAP
            </TableCell>
            <TableCell align="right" sx={FROM_MD}>
              σ
            </TableCell>
            <TableCell align="right" sx={FROM_MD}>
              Volume
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
            rows.map((row) => {
              const color = row.deviationPercent >= 0 ? 'success.main' : 'error.main';
              return (
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
                  <TableCell align="right" sx={{ ...NUMBER, fontWeight: 700, color }}>
                    {orDash(row.deviationSigma, formatSigma)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...NUMBER, color }}>
                    {formatSignedPercent(row.deviationPercent)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...NUMBER, ...FROM_SM }}>
                    {formatPrice(row.last)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...NUMBER, ...FROM_SM }}>
                    {formatPrice(row.vwap)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...NUMBER, ...FROM_MD }}>
                    {row.sigma.toFixed(2)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...NUMBER, ...FROM_MD }}>
                    {formatVolume(row.volume)}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
