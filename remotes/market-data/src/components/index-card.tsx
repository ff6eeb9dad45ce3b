import { formatPercent, formatPrice } from '@flowdeck/ui-kit';
import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { CompanyProfileResponse } from '../api/get-company-profile';
import { orDash } from '../format';
import { useValueColor } from '../hooks/use-value-color';
import { SPARKLINE_CLOSES } from '../lib/index-symbols';
import { stockProfileUrl } from '../paths';
import { Sparkline } from './sparkline';

const SPARKLINE_HEIGHT = 48;
const SPARKLINE_HEIGHT_COMPACT = 28;
/** A compact card (the dashboard widget) pads less, so two fit side by side in a 250 px card. */
const COMPACT_CONTENT_SX = { p: 1.25, '&:last-child': { pb: 1.25 } } as const;

/**
 * One index ETF: last price, move on the day and its last month of closes. Opens its profile.
 * `compact`: tighter padding, a smaller price and a shorter line (the Market overview widget).
 */
export function IndexCard({
  symbol,
  result,
  compact = false,
}: {
  symbol: string;
  result: UseQueryResult<CompanyProfileResponse>;
  compact?: boolean;
}) {
  const theme = useTheme();
  const colorOf = useValueColor();
  const sparklineHeight = compact ? SPARKLINE_HEIGHT_COMPACT : SPARKLINE_HEIGHT;
  const contentSx = compact ? COMPACT_CONTENT_SX : undefined;

  if (result.isPending)
    return (
      <Card variant="outlined" role="status" aria-label={`Loading ${symbol}`}>
        <CardContent sx={contentSx}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {symbol}
          </Typography>
          <Skeleton width="70%" />
          <Skeleton width="45%" height={40} />
          <Skeleton variant="rounded" height={sparklineHeight} />
        </CardContent>
      </Card>
    );

  if (result.isError)
    return (
      <Card variant="outlined">
        <CardContent sx={contentSx}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {symbol}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            Could not load {symbol}.
          </Typography>
          <Button size="small" onClick={() => void result.refetch()}>
            Retry
          </Button>
        </CardContent>
      </Card>
    );

  const { profile, quote, bars } = result.data;
  const changePercent = quote?.changePercent ?? null;
  const closes = bars.slice(-SPARKLINE_CLOSES).map((bar) => bar.close);
  // The line takes the day's colour (red on a down day, none on a flat one), as the change beside it.
  const dayColor = colorOf(changePercent ?? 0) ?? theme.palette.text.secondary;
  return (
    <Card variant="outlined" component="article" aria-label={`${symbol} ${profile.name}`}>
      <CardActionArea component={RouterLink} to={stockProfileUrl(symbol)} sx={{ height: '100%' }}>
        <CardContent sx={contentSx}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {symbol}
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: colorOf(changePercent ?? 0), fontVariantNumeric: 'tabular-nums' }}
            >
              {orDash(changePercent, (v) => formatPercent(v))}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {profile.name}
          </Typography>
          <Typography
            variant={compact ? 'h6' : 'h5'}
            component="p"
            sx={{ my: compact ? 0.25 : 0.5, fontVariantNumeric: 'tabular-nums' }}
          >
            {orDash(quote?.last, formatPrice)}
          </Typography>
          <Box sx={{ mt: compact ? 0.5 : 1 }}>
            <Sparkline
              values={closes}
              height={sparklineHeight}
              color={dayColor}
              label={`${symbol} last ${closes.length} closes`}
            />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
