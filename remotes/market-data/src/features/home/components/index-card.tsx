import { formatPercent, formatPrice } from '@flowdeck/ui-kit';
import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { CompanyProfileResponse } from '../../../api/get-company-profile';
import { orDash } from '../../../format';
import { useValueColor } from '../../../hooks/use-value-color';
import { stockProfileUrl } from '../../../paths';
import { SPARKLINE_CLOSES } from '../market-symbols';
import { Sparkline } from './sparkline';

const SPARKLINE_HEIGHT = 48;

/** One index ETF: last price, move on the day and its last month of closes. Opens its profile. */
export function IndexCard({ symbol, result }: { symbol: string; result: UseQueryResult<CompanyProfileResponse> }) {
  const theme = useTheme();
  const colorOf = useValueColor();

  if (result.isPending)
    return (
      <Card variant="outlined" role="status" aria-label={`Loading ${symbol}`}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {symbol}
          </Typography>
          <Skeleton width="70%" />
          <Skeleton width="45%" height={40} />
          <Skeleton variant="rounded" height={SPARKLINE_HEIGHT} />
        </CardContent>
      </Card>
    );

  if (result.isError)
    return (
      <Card variant="outlined">
        <CardContent>
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
        <CardContent>
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
          <Typography variant="h5" component="p" sx={{ my: 0.5, fontVariantNumeric: 'tabular-nums' }}>
            {orDash(quote?.last, formatPrice)}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <Sparkline
              values={closes}
              height={SPARKLINE_HEIGHT}
              color={dayColor}
              label={`${symbol} last ${closes.length} closes`}
            />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
