import { formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo } from 'react';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import type { GammaExposureResponse } from '../api/get-gamma-exposure';
import { type GexLevel, niceTicks, stackLevelLabels, zeroCrossingOffset } from '../gex-data';
import { formatFromSpot, formatLevel, formatStrike } from '../gex-format';
import { ChartTooltipPanel } from './chart-tooltip';
import { levelColors } from './level-colors';

const HEIGHT = 300;
const HEIGHT_SMALL = 240;
const LABEL_ROW_HEIGHT = 15;
const FILL_OPACITY = 0.3;
const MAX_TICKS = 10;
const MAX_TICKS_SMALL = 5;

type ProfilePoint = GammaExposureResponse['profile'][number];

function ProfileTooltip({
  active,
  payload,
  spot,
  up,
  down,
}: Partial<TooltipContentProps<number, string>> & { spot: number; up: string; down: string }) {
  const point = payload?.[0]?.payload as ProfilePoint | undefined;
  if (!active || !point) return null;
  return (
    <ChartTooltipPanel
      title={`If spot were ${formatStrike(point.spot)}`}
      lines={[
        { label: 'Net GEX', value: formatUsd(point.net), color: point.net >= 0 ? up : down },
        { label: 'From spot', value: formatFromSpot(point.spot, spot) },
      ]}
    />
  );
}

function LevelLabel({
  viewBox,
  text,
  color,
  row,
}: {
  viewBox?: { x?: number; y?: number };
  text: string;
  color: string;
  row: number;
}) {
  return (
    <text
      x={viewBox?.x ?? 0}
      y={(viewBox?.y ?? 0) - 6 - row * LABEL_ROW_HEIGHT}
      textAnchor="middle"
      fill={color}
      fontSize={11}
      fontWeight={600}
    >
      {text}
    </text>
  );
}

/**
 * The GEX profile: the whole chain's net GEX re-priced at spots from 80 % to 120 % of today's. Where the
 * curve crosses zero is the zero-gamma level; the fill is green where dealers would be long gamma.
 */
export function GexProfileChart({
  profile,
  spot,
  levels,
}: {
  profile: GammaExposureResponse['profile'];
  spot: number;
  levels: readonly GexLevel[];
}) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const gradientId = `gex-profile-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const offset = useMemo(() => zeroCrossingOffset(profile.map((p) => p.net)), [profile]);
  const first = profile[0]?.spot ?? spot * 0.8;
  const last = profile.at(-1)?.spot ?? spot * 1.2;
  const marked = levels.filter((l) => (l.id === 'spot' || l.id === 'zeroGamma') && l.value >= first && l.value <= last);
  const labelRows = stackLevelLabels(marked, [first, last], small ? 0.36 : 0.16);
  const rowCount = Math.max(0, ...Object.values(labelRows)) + 1;
  const colors = levelColors(theme);
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const axis = { fill: theme.palette.text.secondary, fontSize: 11 };

  return (
    <ResponsiveContainer width="100%" height={small ? HEIGHT_SMALL : HEIGHT}>
      <ComposedChart data={profile} margin={{ top: 10 + rowCount * LABEL_ROW_HEIGHT, right: 12, bottom: 4, left: 4 }}>
        <defs>
          <linearGradient id={`${gradientId}-fill`} x1="0" y1="0" x2="0" y2="1">
            <stop offset={offset} stopColor={up} stopOpacity={FILL_OPACITY} />
            <stop offset={offset} stopColor={down} stopOpacity={FILL_OPACITY} />
          </linearGradient>
          <linearGradient id={`${gradientId}-line`} x1="0" y1="0" x2="0" y2="1">
            <stop offset={offset} stopColor={up} />
            <stop offset={offset} stopColor={down} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={theme.palette.divider} vertical={false} />
        <XAxis
          dataKey="spot"
          type="number"
          domain={[first, last]}
          ticks={niceTicks([first, last], small ? MAX_TICKS_SMALL : MAX_TICKS)}
          tickFormatter={formatStrike}
          tick={axis}
          tickLine={false}
          axisLine={{ stroke: theme.palette.divider }}
        />
        <YAxis tickFormatter={formatUsdShort} tick={axis} tickLine={false} axisLine={false} width={small ? 52 : 64} />
        <Tooltip
          content={<ProfileTooltip spot={spot} up={up} down={down} />}
          cursor={{ stroke: theme.palette.text.secondary, strokeDasharray: '3 3' }}
          isAnimationActive={false}
        />
        <ReferenceLine y={0} stroke={theme.palette.text.secondary} strokeOpacity={0.5} />
        <Area
          type="monotone"
          dataKey="net"
          name="Net GEX"
          stroke={`url(#${gradientId}-line)`}
          strokeWidth={2}
          fill={`url(#${gradientId}-fill)`}
          isAnimationActive={false}
          dot={false}
          activeDot={{ r: 3 }}
        />
        {marked.map((level) => (
          <ReferenceLine
            key={level.id}
            x={level.value}
            stroke={colors[level.id]}
            strokeDasharray={level.id === 'spot' ? undefined : '5 4'}
            label={
              <LevelLabel
                text={`${level.label} ${formatLevel(level.id, level.value)}`}
                color={colors[level.id]}
                row={labelRows[level.id] ?? 0}
              />
            }
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
