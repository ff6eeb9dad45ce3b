import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatPrice } from '@flowdeck/ui-kit';
import { Link as RouterLink } from 'react-router-dom';
import { orDash } from '../../../format';
import { formatMultiple, formatSignedPercent, formatVolume } from '../../../lib/scanner-format';
import { stockProfileUrl } from '../../../paths';
import type { GapperRow } from '../api/get-gappers';

/** Columns a phone leaves out (the gap, its fill and the relative volume stay). */
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
const HEAD = { whiteSpace: 'nowrap' } as const;
const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const signColor = (value: number | null) =>
  value === null || value === 0 ? 'text.secondary' : value > 0 ? 'success.main' : 'error.main';

export function GappersTable({ rows, empty }: { rows: readonly GapperRow[]; empty: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Gappers">
        <TableHead>
          <TableRow>
            <TableCell>Symbol</TableCell>
            <TableCell sx={FROM_MD}>Name</TableCell>
            <TableCell align="right">Gap</TableCell>
            <TableCell align="right" sx={FROM_SM} title="The open, or the pre-market last before the open">
              From
            </TableCell>
            <TableCell align="right" title="Share of the gap given back since the open">
              Fill
            </TableCell>
            <TableCell align="right" sx={{ ...FROM_SM, ...HEAD }}>
              From open
            </TableCell>
            <TableCell align="right" sx={FROM_MD}>
              Last
            </TableCell>
            <TableCell align="right" sx={{ ...FROM_MD, ...HEAD }}>
              Pre-mkt vol
            </TableCell>
            <TableCell align="right" sx={FROM_SM}>
              Volume
            </TableCell>
            <TableCell align="right" title="Time-of-day relative volume">
              RVOL
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={10}>
                <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {empty}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.symbol} hover>
                <TableCell>
                  <Link component={RouterLink} to={stockProfileUrl(row.symbol)} sx={{ fontWeight: 600 }}>
                    {row.symbol}
                  </Link>
                </TableCell>
                <TableCell
                  sx={{ ...FROM_MD, maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {row.name}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, fontWeight: 600, color: signColor(row.gapPercent) }}>
                  {formatSignedPercent(row.gapPercent)}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, ...FROM_SM }}>
                  {formatPrice(row.previousClose)} → {formatPrice(row.gapPrice)}
                </TableCell>
                <TableCell align="right" sx={NUMBER}>
                  {orDash(row.fillPercent, (v) => `${v.toFixed(0)}%`)}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, ...FROM_SM, color: signColor(row.changeFromOpenPercent) }}>
                  {formatSignedPercent(row.changeFromOpenPercent)}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, ...FROM_MD }}>
                  {formatPrice(row.last)}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, ...FROM_MD }}>
                  {formatVolume(row.preMarketVolume)}
                </TableCell>
                <TableCell align="right" sx={{ ...NUMBER, ...FROM_SM }}>
                  {formatVolume(row.volume)}
                </TableCell>
                <TableCell align="right" sx={NUMBER}>
                  {formatMultiple(row.relativeVolume)}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
