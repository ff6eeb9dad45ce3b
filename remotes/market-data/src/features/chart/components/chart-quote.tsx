import { formatPercent, formatPrice } from '@flowdeck/ui-kit';
import { formatSessionDay } from '@flowdeck/market-calendar';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { MarketStreamStatus } from '../../../hooks/use-market-stream';
import { percentChange } from '../chart-format';
import type { PriceBar } from '../chart-series';
import type { ChartPalette } from '../hooks/use-chart-palette';
import { LiveBadge } from '../../../components/live-badge';
import { CHART_WORDING } from './chart-wording';

/** The ticker, its last price, where it stands (against VWAP intraday, on the day for daily bars) and the feed's state. */
export function ChartQuote({
  ticker,
  last,
  previousBar,
  vwap,
  palette,
  status,
  refreshSeconds,
  finalSession = null,
}: {
  ticker: string;
  last: PriceBar | null;
  previousBar: PriceBar | null;
  vwap: number | null;
  palette: ChartPalette;
  status: MarketStreamStatus;
  refreshSeconds: number;
  /** An earlier session picked: its bars are final, nothing is live. */
  finalSession?: string | null;
}) {
  // Intraday, where price stands against VWAP is what traders read; on daily bars, the day's change.
  const versus =
    vwap !== null
      ? percentChange(vwap, last?.close ?? 0)
      : previousBar && last
        ? percentChange(previousBar.close, last.close)
        : null;
  const color = versus === null || versus === 0 ? 'text.secondary' : versus > 0 ? palette.bullish : palette.bearish;
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {ticker}
      </Typography>
      {last ? (
        <Typography
          variant="h6"
          component="p"
          aria-label={finalSession ? 'Close' : 'Last price'}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatPrice(last.close)}
        </Typography>
      ) : null}
      {versus !== null ? (
        <Typography variant="body2" sx={{ color, fontVariantNumeric: 'tabular-nums' }}>
          {formatPercent(versus)} {vwap !== null ? 'vs VWAP' : 'on the day'}
        </Typography>
      ) : null}
      <Box sx={{ alignSelf: 'center' }}>
        {finalSession ? (
          <Chip size="small" variant="outlined" label={`Final · ${formatSessionDay(finalSession)} close`} />
        ) : (
          <LiveBadge status={status} refreshSeconds={refreshSeconds} wording={CHART_WORDING} />
        )}
      </Box>
    </Stack>
  );
}
