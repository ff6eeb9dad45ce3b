import type { AnalystRating } from '@flowdeck/api-types';
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
  Typography,
} from '@mui/material';
import { shortDate } from '../../../lib/dates';
import { actionText, changeText, rateText, signedPercent, targetChangeText } from '../rating-format';

const ACTION_COLOR: Partial<Record<AnalystRating['action'], 'success' | 'error' | 'info' | 'default'>> = {
  upgrade: 'success',
  downgrade: 'error',
  initiate: 'info',
  reinstate: 'info',
  assume: 'info',
};

export interface RatingsTableProps {
  label: string;
  ratings: readonly AnalystRating[];
  /** Market-wide lists show the ticker; a ticker's history does not repeat it. */
  showTicker: boolean;
  onTicker?: (ticker: string) => void;
}

/** Rating actions as the record lists them: date, firm, analyst, action, rating and target prior → current, upside. */
export function RatingsTable({ label, ratings, showTicker, onTicker }: RatingsTableProps) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: showTicker ? 860 : 780 }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            {showTicker ? <TableCell>Ticker</TableCell> : null}
            <TableCell>Firm</TableCell>
            <TableCell>Analyst</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Rating</TableCell>
            <TableCell align="right">Price target</TableCell>
            <TableCell align="right">Upside</TableCell>
            <TableCell align="right">Firm 3m success</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ratings.map((rating) => (
            <TableRow key={rating.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {shortDate(rating.date)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {rating.time ?? ''}
                </Typography>
              </TableCell>
              {showTicker ? (
                <TableCell>
                  {onTicker ? (
                    <Link component="button" sx={{ fontWeight: 700 }} onClick={() => onTicker(rating.ticker)}>
                      {rating.ticker}
                    </Link>
                  ) : (
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {rating.ticker}
                    </Box>
                  )}
                </TableCell>
              ) : null}
              <TableCell>{rating.firm}</TableCell>
              <TableCell>{rating.analyst ?? '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={ACTION_COLOR[rating.action] ?? 'default'}
                  label={actionText(rating)}
                />
              </TableCell>
              <TableCell>{changeText(rating.ratingPrior, rating.ratingCurrent)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {targetChangeText(rating)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {signedPercent(rating.upside)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {rateText(rating.firmRecord.successRate)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {rating.firmRecord.measured} calls
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
