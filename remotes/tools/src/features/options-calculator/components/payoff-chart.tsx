import { memo } from 'react';
import { Box, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { type ChartPoint, type StrategyAnalysis, niceStep } from '../hooks/use-strategy-analysis';
import type { IsoDate } from '../stores/iso-date';
import {
  UNLIMITED,
  formatChange,
  formatCompactMoney,
  formatMoney,
  formatShortDate,
  formatSignedMoney,
  formatAxisPrice,
} from './format';

export interface PayoffChartProps {
  analysis: StrategyAnalysis;
  spot: number;
  valuationDate: IsoDate;
  today: IsoDate;
}

const DESKTOP_HEIGHT = 380;

/** Round prices for the x axis: about `count` steps of 1, 2, 2.5 or 5 × 10^n. */
function priceTicks(lo: number, hi: number, count: number): number[] {
  const step = niceStep((hi - lo) / count);
  const ticks: number[] = [];
  for (let tick = Math.ceil(lo / step) * step; tick <= hi + 1e-9; tick += step) ticks.push(Number(tick.toFixed(6)));
  return ticks;
}
const MOBILE_HEIGHT = 290;

function atDateLabel(valuationDate: IsoDate, today: IsoDate): string {
  return valuationDate === today ? 'Today (T+0)' : `On ${formatShortDate(valuationDate)}`;
}

function PayoffTooltip({
  active,
  payload,
  spot,
  dateLabel,
  expiryLabel,
}: Pick<TooltipContentProps, 'active' | 'payload'> & { spot: number; dateLabel: string; expiryLabel: string }) {
  const theme = useTheme();
  const point = payload?.[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  const color = (value: number) =>
    value > 0 ? theme.palette.success.main : value < 0 ? theme.palette.error.main : theme.palette.text.primary;
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1, fontVariantNumeric: 'tabular-nums' }}>
      <Typography variant="subtitle2">
        {formatMoney(point.price)}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {formatChange(spot, point.price)}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ color: color(point.expiry) }}>
        {expiryLabel}: {formatSignedMoney(point.expiry)}
      </Typography>
      <Typography variant="body2" sx={{ color: color(point.atDate) }}>
        {dateLabel}: {formatSignedMoney(point.atDate)}
      </Typography>
    </Paper>
  );
}

function LegendSwatch({
  color,
  dashed,
  label,
  area,
}: {
  color: string;
  dashed?: boolean;
  label: string;
  area?: boolean;
}) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={
          area
            ? { width: 14, height: 10, bgcolor: color, borderRadius: 0.5 }
            : { width: 18, borderTop: `2px ${dashed ? 'dashed' : 'solid'} ${color}` }
        }
      />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

/** The P/L picture: expiry payoff (green above zero, red below), the curve on the chosen date, spot and break-evens. */
export const PayoffChart = memo(function PayoffChart({ analysis, spot, valuationDate, today }: PayoffChartProps) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const { chart, payoff, expectedMove, expiryDate } = analysis;
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const curve = theme.palette.secondary.main;
  const muted = theme.palette.text.secondary;
  const dateLabel = atDateLabel(valuationDate, today);
  const expiryLabel = `At expiry (${formatShortDate(expiryDate)})`;
  const [lo, hi] = chart.domain;

  const summary = [
    `Profit and loss chart from ${formatMoney(lo)} to ${formatMoney(hi)}.`,
    payoff.breakEvens.length > 0
      ? `Break-even at ${payoff.breakEvens.map((root) => formatMoney(root)).join(' and ')}.`
      : 'No break-even.',
    `Max profit ${payoff.maxProfit.unlimited ? UNLIMITED : formatSignedMoney(payoff.maxProfit.value)},`,
    `max loss ${payoff.maxLoss.unlimited ? UNLIMITED : formatSignedMoney(payoff.maxLoss.value)}.`,
  ].join(' ');

  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <LegendSwatch color={up} label={expiryLabel} />
        <LegendSwatch color={curve} dashed label={dateLabel} />
        <LegendSwatch color={alpha(theme.palette.primary.main, 0.25)} area label="±1σ expected move" />
      </Stack>
      <Box role="img" aria-label={summary} sx={{ width: '100%', height: compact ? MOBILE_HEIGHT : DESKTOP_HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={chart.points} margin={{ top: 22, right: compact ? 8 : 20, bottom: 4, left: 0 }}>
            <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
            <XAxis
              dataKey="price"
              type="number"
              domain={[lo, hi]}
              allowDataOverflow
              ticks={priceTicks(lo, hi, compact ? 4 : 8)}
              tickFormatter={(value: number) => `$${formatAxisPrice(value)}`}
              stroke={muted}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              tickFormatter={(value: number) => formatCompactMoney(value)}
              stroke={muted}
              tick={{ fontSize: 12 }}
              width={compact ? 56 : 68}
            />
            {expectedMove > 0 ? (
              <ReferenceArea
                x1={Math.max(lo, spot - expectedMove)}
                x2={Math.min(hi, spot + expectedMove)}
                fill={theme.palette.primary.main}
                fillOpacity={0.07}
                ifOverflow="hidden"
              />
            ) : null}
            <Area
              type="linear"
              dataKey="profit"
              baseValue={0}
              stroke={up}
              strokeWidth={2}
              fill={alpha(up, 0.18)}
              connectNulls={false}
              isAnimationActive={false}
              activeDot={false}
              name="Profit at expiry"
            />
            <Area
              type="linear"
              dataKey="loss"
              baseValue={0}
              stroke={down}
              strokeWidth={2}
              fill={alpha(down, 0.18)}
              connectNulls={false}
              isAnimationActive={false}
              activeDot={false}
              name="Loss at expiry"
            />
            <Line
              type="monotone"
              dataKey="atDate"
              stroke={curve}
              strokeWidth={2}
              strokeDasharray="6 4"
              dot={false}
              isAnimationActive={false}
              name={dateLabel}
            />
            <ReferenceLine y={0} stroke={muted} strokeOpacity={0.7} />
            <ReferenceLine
              x={spot}
              stroke={theme.palette.text.primary}
              strokeDasharray="2 4"
              label={{
                value: `Spot ${formatMoney(spot)}`,
                position: 'top',
                fill: theme.palette.text.primary,
                fontSize: 12,
              }}
            />
            {payoff.breakEvens
              .filter((root) => root >= lo && root <= hi)
              .map((root) => (
                <ReferenceDot
                  key={root}
                  x={root}
                  y={0}
                  r={4.5}
                  fill={theme.palette.background.paper}
                  stroke={theme.palette.warning.main}
                  strokeWidth={2}
                  label={{
                    value: formatMoney(root),
                    position: 'bottom',
                    fill: theme.palette.warning.main,
                    fontSize: 11,
                  }}
                />
              ))}
            <Tooltip
              content={(props) => (
                <PayoffTooltip
                  active={props.active}
                  payload={props.payload}
                  spot={spot}
                  dateLabel={dateLabel}
                  expiryLabel={expiryLabel}
                />
              )}
              cursor={{ stroke: muted, strokeDasharray: '3 3' }}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
});
