import type { StockSplit } from '@flowdeck/api-types';
import { NAV_PATHS, symbolUrl } from '@flowdeck/contract';
import { formatPrice } from '@flowdeck/ui-kit';
import {
  Box,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { shortDate } from '../../../lib/dates';

function RatioChip({ split }: { split: StockSplit }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={split.type === 'forward' ? 'success' : 'warning'}
      label={`${split.ratio} ${split.type}`}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}

function SymbolCell({ split }: { split: StockSplit }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={symbolUrl(NAV_PATHS.stockProfile, split.symbol)} sx={{ fontWeight: 700 }}>
        {split.symbol}
      </Link>
      {split.company ? (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {split.company}
        </Typography>
      ) : null}
    </Stack>
  );
}

const dateOrDash = (date: string | null) => (date ? shortDate(date) : '—');
const priceOrDash = (price: number | null) => (price === null ? '—' : `$${formatPrice(price)}`);

function SourceText({ split }: { split: StockSplit }) {
  return (
    <Typography variant="caption" color="text.secondary">
      {split.sourceUrl ? (
        <Link href={split.sourceUrl} target="_blank" rel="noopener noreferrer">
          {split.source}
        </Link>
      ) : (
        split.source
      )}
    </Typography>
  );
}

/** Splits as a table from tablet width, as cards on phones. */
export function SplitsTable({ splits, upcoming }: { splits: StockSplit[]; upcoming: boolean }) {
  return (
    <>
      <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" aria-label="Stock splits">
          <TableHead>
            <TableRow>
              <TableCell>Ex-date</TableCell>
              <TableCell>Symbol</TableCell>
              <TableCell>Ratio</TableCell>
              <TableCell>Announced</TableCell>
              <TableCell>Payable</TableCell>
              <TableCell align="right">Last price</TableCell>
              {upcoming ? <TableCell align="right">After split</TableCell> : null}
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {splits.map((split) => (
              <TableRow key={split.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{shortDate(split.exDate)}</TableCell>
                <TableCell>
                  <SymbolCell split={split} />
                </TableCell>
                <TableCell>
                  <RatioChip split={split} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateOrDash(split.announcedDate)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateOrDash(split.payableDate)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {priceOrDash(split.price)}
                </TableCell>
                {upcoming ? (
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {priceOrDash(split.priceAfter)}
                  </TableCell>
                ) : null}
                <TableCell>
                  <SourceText split={split} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack component="ul" aria-label="Stock splits" sx={{ display: { xs: 'flex', md: 'none' }, m: 0, p: 0 }}>
        {splits.map((split) => (
          <Box
            component="li"
            key={split.id}
            sx={{ listStyle: 'none', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <SymbolCell split={split} />
              <RatioChip split={split} />
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Ex-date {shortDate(split.exDate)}
              {split.payableDate ? ` · payable ${shortDate(split.payableDate)}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Last {priceOrDash(split.price)}
              {upcoming && split.priceAfter !== null ? ` → ${priceOrDash(split.priceAfter)} after` : ''}
            </Typography>
            <SourceText split={split} />
          </Box>
        ))}
      </Stack>
    </>
  );
}
