import type { MarketQuote } from '@flowdeck/api-types';
import { formatPercent, formatPrice } from '@flowdeck/ui-kit';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { orDash } from '../../../format';
import { useValueColor } from '../../../hooks/use-value-color';
import { DARKPOOL_PATH, stockProfileUrl, symbolUrl } from '../../../paths';
import { formatCount } from '../../../lib/market-format';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
        {label}
      </Box>
      {value}
    </Box>
  );
}

/** The ticker's name, last price and move (live), the session's range and volume, and where to go next. */
export function QuoteBar({ quote }: { quote: MarketQuote }) {
  const color = useValueColor()(quote.change);
  return (
    <Paper variant="outlined" component="section" aria-label="Quote" sx={{ px: 2, py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1, md: 3 }}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {quote.symbol}
          </Typography>
          <Typography
            aria-label="Last price"
            sx={{ fontSize: 24, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatPrice(quote.last)}
          </Typography>
          <Typography aria-label="Change" sx={{ color, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {quote.change > 0 ? '+' : ''}
            {formatPrice(quote.change)} ({formatPercent(quote.changePercent)})
          </Typography>
          <Typography color="text.secondary" noWrap sx={{ maxWidth: { xs: '100%', md: 320 } }}>
            {quote.name}
          </Typography>
        </Stack>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', rowGap: 0.5, fontSize: 13, fontVariantNumeric: 'tabular-nums', alignItems: 'center' }}
        >
          <Stat label="O" value={orDash(quote.open, formatPrice)} />
          <Stat label="H" value={orDash(quote.high, formatPrice)} />
          <Stat label="L" value={orDash(quote.low, formatPrice)} />
          <Stat label="Vol" value={formatCount(quote.volume)} />
          <Link component={RouterLink} to={symbolUrl(DARKPOOL_PATH, quote.symbol)} underline="hover">
            Dark pool
          </Link>
          <Link component={RouterLink} to={stockProfileUrl(quote.symbol)} underline="hover">
            Profile
          </Link>
        </Stack>
      </Stack>
    </Paper>
  );
}
