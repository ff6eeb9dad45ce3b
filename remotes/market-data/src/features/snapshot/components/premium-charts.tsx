import { formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import type { PremiumByExpiry, PremiumByStrike } from '@flowdeck/api-types';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatLevelPrice } from '../../../lib/market-format';
import { type StrikeBar, expiryLabel, nearestExpiries, strikeBars } from '../snapshot-data';
import { ChartKey, ChartTooltip } from './chart-tooltip';
import { noneThisSession } from '../../../lib/session-empty';

const HEIGHT = 220;
/** Expiries shown: the near ones, where positioning moves price. */
export const EXPIRIES_SHOWN = 8;

const axisMoney = (value: number) => formatUsdShort(Math.abs(value));

function StrikeTooltip({
  active,
  payload,
  up,
  down,
}: Partial<TooltipContentProps<number, string>> & { up: string; down: string }) {
  const row = payload?.[0]?.payload as StrikeBar | undefined;
  if (!active || !row) return null;
  return (
    <ChartTooltip
      title={`Strike ${formatLevelPrice(row.strike)}`}
      lines={[
        { label: 'Calls', value: formatUsd(row.callPremium), color: up },
        { label: 'Puts', value: formatUsd(-row.putPremium), color: down },
        { label: 'Calls − puts', value: formatUsd(row.callPremium + row.putPremium, { signed: true }) },
      ]}
    />
  );
}

/** The strikes with the most premium: calls above the axis, puts below, spot marked. */
export function StrikePremiumChart({
  byStrike,
  spot,
  trading,
}: {
  byStrike: readonly PremiumByStrike[];
  spot: number | null;
  trading: boolean;
}) {
  const theme = useTheme();
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const rows = useMemo(() => strikeBars(byStrike), [byStrike]);
  if (rows.length === 0) return <Empty trading={trading} />;
  // The category axis can only mark a strike it has: the one nearest spot.
  const nearest =
    spot === null
      ? null
      : rows.reduce((best, row) => (Math.abs(row.strike - spot) < Math.abs(best.strike - spot) ? row : best)).strike;
  const axis = { fontSize: 11, fill: theme.palette.text.secondary };
  return (
    <Box role="img" aria-label="Premium by strike, calls above and puts below">
      <ChartKey
        items={[
          { label: 'Call premium', color: up },
          { label: 'Put premium', color: down },
          { label: 'Nearest spot', color: theme.palette.info.main, line: true },
        ]}
      />
      <Box sx={{ height: HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} stackOffset="sign" margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
            <CartesianGrid stroke={theme.palette.divider} vertical={false} />
            <XAxis
              dataKey="strike"
              tickFormatter={formatLevelPrice}
              tick={axis}
              stroke={theme.palette.divider}
              minTickGap={8}
            />
            <YAxis tickFormatter={axisMoney} tick={axis} width={58} stroke={theme.palette.divider} />
            <Tooltip content={<StrikeTooltip up={up} down={down} />} cursor={{ fill: theme.palette.action.hover }} />
            <ReferenceLine y={0} stroke={theme.palette.text.disabled} />
            {nearest !== null ? (
              <ReferenceLine x={nearest} stroke={theme.palette.info.main} strokeDasharray="4 3" />
            ) : null}
            <Bar dataKey="callPremium" stackId="premium" fill={up} isAnimationActive={false} />
            <Bar dataKey="putPremium" stackId="premium" fill={down} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

function ExpiryTooltip({
  active,
  payload,
  up,
  down,
}: Partial<TooltipContentProps<number, string>> & { up: string; down: string }) {
  const row = payload?.[0]?.payload as (PremiumByExpiry & { label: string }) | undefined;
  if (!active || !row) return null;
  return (
    <ChartTooltip
      title={`${row.label} · ${row.dte} DTE`}
      lines={[
        { label: 'Calls', value: formatUsd(row.callPremium), color: up },
        { label: 'Puts', value: formatUsd(row.putPremium), color: down },
        { label: 'Net call', value: formatUsd(row.net.netCallPremium, { signed: true }) },
        { label: 'Net put', value: formatUsd(row.net.netPutPremium, { signed: true }) },
      ]}
    />
  );
}

/** Call and put premium for the nearest expiries. */
export function ExpiryPremiumChart({ byExpiry, trading }: { byExpiry: readonly PremiumByExpiry[]; trading: boolean }) {
  const theme = useTheme();
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const rows = useMemo(
    () =>
      nearestExpiries(byExpiry, EXPIRIES_SHOWN).map((row) => ({
        ...row,
        label: expiryLabel(row.expiry),
      })),
    [byExpiry],
  );
  if (rows.length === 0) return <Empty trading={trading} />;
  const axis = { fontSize: 11, fill: theme.palette.text.secondary };
  return (
    <Box role="img" aria-label="Call and put premium by expiry">
      <ChartKey
        items={[
          { label: 'Call premium', color: up },
          { label: 'Put premium', color: down },
        ]}
      />
      <Box sx={{ height: HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} barGap={1}>
            <CartesianGrid stroke={theme.palette.divider} vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ ...axis, fontSize: 10 }}
              stroke={theme.palette.divider}
              interval={0}
              angle={-35}
              textAnchor="end"
              height={40}
            />
            <YAxis tickFormatter={axisMoney} tick={axis} width={58} stroke={theme.palette.divider} />
            <Tooltip content={<ExpiryTooltip up={up} down={down} />} cursor={{ fill: theme.palette.action.hover }} />
            <Bar dataKey="callPremium" fill={up} isAnimationActive={false} radius={[2, 2, 0, 0]} />
            <Bar dataKey="putPremium" fill={down} isAnimationActive={false} radius={[2, 2, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

function Empty({ trading }: { trading: boolean }) {
  return (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
      {noneThisSession('options trades', trading)}
    </Typography>
  );
}
