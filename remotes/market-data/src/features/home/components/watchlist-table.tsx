import { abbreviate, formatPercent, formatPrice } from '@flowdeck/ui-kit';
import {
  Button,
  Link,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CompanyProfileResponse } from '../../../api/get-company-profile';
import { NO_VALUE, formatMarketCap, formatRelativeVolume, orDash } from '../../../format';
import { useValueColor } from '../../../hooks/use-value-color';
import { stockProfileUrl } from '../../../paths';

export interface WatchlistRow {
  symbol: string;
  result: UseQueryResult<CompanyProfileResponse>;
}

/** Columns that give way on phones. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMN_COUNT = 6;
/** Volume at 1.5× its 30-day average or more stands out. */
const HIGH_RELATIVE_VOLUME = 1.5;

/** The watchlist: one row per ticker, each loading on its own; a row opens the ticker's profile. */
export function WatchlistTable({ rows }: { rows: readonly WatchlistRow[] }) {
  const navigate = useNavigate();
  const colorOf = useValueColor();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Watchlist" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Symbol</TableCell>
            <TableCell align="right">Last</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Volume
            </TableCell>
            <TableCell align="right" title="Today's volume against its 30-day average">
              Rel. vol
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Market cap
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ symbol, result }) => {
            if (result.isPending)
              return (
                <TableRow key={symbol} aria-label={`Loading ${symbol}`}>
                  <TableCell sx={{ fontWeight: 700 }}>{symbol}</TableCell>
                  <TableCell colSpan={COLUMN_COUNT - 1}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              );
            if (result.isError)
              return (
                <TableRow key={symbol}>
                  <TableCell sx={{ fontWeight: 700 }}>{symbol}</TableCell>
                  <TableCell colSpan={COLUMN_COUNT - 1}>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                      Could not load {symbol}.
                    </Typography>
                    <Button size="small" onClick={() => void result.refetch()}>
                      Retry
                    </Button>
                  </TableCell>
                </TableRow>
              );
            const { profile, quote } = result.data;
            const changePercent = quote?.changePercent ?? null;
            const relative = quote && quote.averageVolume30d > 0 ? quote.volume / quote.averageVolume30d : 0;
            return (
              <TableRow
                key={symbol}
                hover
                onClick={() => void navigate(stockProfileUrl(symbol))}
                sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
              >
                <TableCell sx={{ maxWidth: { xs: 120, sm: 260 } }}>
                  <Link
                    component={RouterLink}
                    to={stockProfileUrl(symbol)}
                    underline="hover"
                    color="inherit"
                    sx={{ fontWeight: 700 }}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {symbol}
                  </Link>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {profile.name}
                  </Typography>
                </TableCell>
                <TableCell align="right">{orDash(quote?.last, formatPrice)}</TableCell>
                <TableCell align="right" sx={{ color: colorOf(changePercent ?? 0), fontWeight: 600 }}>
                  {orDash(changePercent, (v) => formatPercent(v))}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {orDash(quote?.volume, abbreviate)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: relative >= HIGH_RELATIVE_VOLUME ? 700 : undefined }}>
                  {quote ? formatRelativeVolume(quote.volume, quote.averageVolume30d) : NO_VALUE}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {formatMarketCap(profile.marketCap)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
