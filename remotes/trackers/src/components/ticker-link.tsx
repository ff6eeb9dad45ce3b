import { NAV_PATHS, symbolUrl } from '@flowdeck/contract';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A ticker in a table, linked to its Stock Profile. */
export function TickerLink({ ticker }: { ticker: string }) {
  return (
    <Link component={RouterLink} to={symbolUrl(NAV_PATHS.stockProfile, ticker)} sx={{ fontWeight: 700 }}>
      {ticker}
    </Link>
  );
}
