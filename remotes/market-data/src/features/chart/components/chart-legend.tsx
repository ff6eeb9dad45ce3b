import type { BarInterval } from '@flowdeck/api-types';
import { abbreviate, formatPercent, formatPrice, formatUsd } from '@flowdeck/ui-kit';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NO_VALUE } from '../../../format';
import { formatBarTime, percentChange } from '../chart-format';
import { type BarEvents, darkPoolPrice } from '../chart-markers';
import type { PriceBar } from '../chart-series';
import type { ChartPalette } from '../hooks/use-chart-palette';

export interface ChartLegendProps {
  bar: PriceBar | null;
  /** The bar before it, for the change. */
  previous: PriceBar | null;
  vwap: number | null;
  interval: BarInterval;
  events: BarEvents | undefined;
  palette: ChartPalette;
}

function Item({ label, children, color }: { label: string; children: ReactNode; color?: string | undefined }) {
  return (
    <Typography component="span" variant="caption" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
        {label}
      </Box>
      <Box component="span" sx={{ color: color ?? 'text.primary', fontWeight: 500 }}>
        {children}
      </Box>
    </Typography>
  );
}

/**
 * OHLCV, change and session VWAP of the bar under the crosshair (else the latest), and the big trades in
 * it. It sits above the chart so it never covers a candle.
 */
export function ChartLegend({ bar, previous, vwap, interval, events, palette }: ChartLegendProps) {
  if (!bar) return <Box sx={{ minHeight: 44 }} />;
  const color = bar.close >= bar.open ? palette.bullish : palette.bearish;
  const change = previous ? percentChange(previous.close, bar.close) : null;
  const { bullish, bearish, neutral } = events?.flow ?? {};
  const darkPool = events?.darkPool ?? null;
  return (
    <Box role="group" aria-label="Bar values" sx={{ minHeight: 44, mb: 0.5 }}>
      <Stack direction="row" sx={{ columnGap: 1.5, rowGap: 0.25, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatBarTime(bar.start, interval)}
        </Typography>
        <Item label="O" color={color}>
          {formatPrice(bar.open)}
        </Item>
        <Item label="H" color={color}>
          {formatPrice(bar.high)}
        </Item>
        <Item label="L" color={color}>
          {formatPrice(bar.low)}
        </Item>
        <Item label="C" color={color}>
          {formatPrice(bar.close)}
        </Item>
        {change !== null ? (
          <Typography component="span" variant="caption" sx={{ color, fontVariantNumeric: 'tabular-nums' }}>
            {formatPercent(change)}
          </Typography>
        ) : null}
        {/* A candle opened by the live feed has no volume until the next fetch. */}
        <Item label="Vol">{bar.volume > 0 ? abbreviate(bar.volume) : NO_VALUE}</Item>
        {vwap !== null ? (
          <Item label="VWAP" color={palette.vwap}>
            {formatPrice(vwap)}
          </Item>
        ) : null}
      </Stack>
      {bullish || bearish || neutral || darkPool ? (
        <Stack direction="row" sx={{ columnGap: 1.5, flexWrap: 'wrap', alignItems: 'baseline' }}>
          {bullish ? (
            <Item label="▲ Bullish flow" color={palette.bullish}>
              {formatUsd(bullish.premium)} · {plural(bullish.trades, 'trade')}
            </Item>
          ) : null}
          {bearish ? (
            <Item label="▼ Bearish flow" color={palette.bearish}>
              {formatUsd(bearish.premium)} · {plural(bearish.trades, 'trade')}
            </Item>
          ) : null}
          {neutral ? (
            <Item label="● Neutral flow" color={palette.neutral}>
              {formatUsd(neutral.premium)} · {plural(neutral.trades, 'trade')}
            </Item>
          ) : null}
          {darkPool ? (
            <Item label="■ Dark pool" color={palette.darkPool}>
              {formatUsd(darkPool.notional)} · {plural(darkPool.prints, 'print')} @{' '}
              {formatPrice(darkPoolPrice(darkPool))}
            </Item>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
