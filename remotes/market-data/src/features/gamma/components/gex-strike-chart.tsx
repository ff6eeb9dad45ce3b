import { formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import {
  type GexLevel,
  type StrikeChartRow,
  type StrikeView,
  levelsInDomain,
  niceTicks,
  stackLevelLabels,
  strikeChartRows,
  strikeDomain,
} from '../gex-data';
import type { GexStrikeRow } from '../api/get-gamma-exposure';
import { formatLevel, formatStrike } from '../gex-format';
import { ChartTooltipPanel } from './chart-tooltip';
import { levelColors } from './level-colors';

const HEIGHT = 380;
const HEIGHT_SMALL = 300;
/** Vertical room per row of level labels above the plot. */
const LABEL_ROW_HEIGHT = 15;
/** Labels nearer than this fraction of the axis stack instead of overlapping (wider on a phone). */
const LABEL_GAP = 0.1;
const LABEL_GAP_SMALL = 0.36;
const MAX_TICKS = 12;
const MAX_TICKS_SMALL = 5;

interface LevelLabelProps {
  viewBox?: { x?: number; y?: number };
  text: string;
  color: string;
  row: number;
}

function LevelLabel({ viewBox, text, color, row }: LevelLabelProps) {
  const x = viewBox?.x ?? 0;
  const y = (viewBox?.y ?? 0) - 6 - row * LABEL_ROW_HEIGHT;
  return (
    <text x={x} y={y} textAnchor="middle" fill={color} fontSize={11} fontWeight={600}>
      {text}
    </text>
  );
}

/** Recharts clones this element with the hovered row in `payload`. */
function StrikeTooltip({
  active,
  payload,
  up,
  down,
}: Partial<TooltipContentProps<number, string>> & { up: string; down: string }) {
  const row = payload?.[0]?.payload as StrikeChartRow | undefined;
  if (!active || !row) return null;
  return (
    <ChartTooltipPanel
      title={`Strike ${formatStrike(row.strike)}`}
      lines={[
        { label: 'Net GEX', value: formatUsd(row.net), color: row.net >= 0 ? up : down },
        { label: 'Call GEX', value: formatUsd(row.call), color: up },
        { label: 'Put GEX', value: formatUsd(row.put), color: down },
      ]}
    />
  );
}

/** GEX by strike as bars, with spot, the walls and zero gamma marked and labelled. */
export function GexStrikeChart({
  rows,
  levels,
  view,
}: {
  rows: readonly GexStrikeRow[];
  levels: readonly GexLevel[];
  view: StrikeView;
}) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const data = useMemo(() => strikeChartRows(rows), [rows]);
  const domain = useMemo(() => strikeDomain(rows.map((r) => r.strike)), [rows]);
  const shown = levelsInDomain(levels, domain);
  const labelRows = stackLevelLabels(shown, domain, small ? LABEL_GAP_SMALL : LABEL_GAP);
  const rowCount = Math.max(0, ...Object.values(labelRows)) + 1;
  const colors = levelColors(theme);
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const axis = { fill: theme.palette.text.secondary, fontSize: 11 };

  return (
    <ResponsiveContainer width="100%" height={small ? HEIGHT_SMALL : HEIGHT}>
      <ComposedChart
        data={data}
        stackOffset="sign"
        barCategoryGap="12%"
        margin={{ top: 10 + rowCount * LABEL_ROW_HEIGHT, right: 12, bottom: 4, left: 4 }}
      >
        <CartesianGrid stroke={theme.palette.divider} vertical={false} />
        <XAxis
          dataKey="strike"
          type="number"
          domain={domain}
          allowDataOverflow
          ticks={niceTicks(domain, small ? MAX_TICKS_SMALL : MAX_TICKS)}
          tickFormatter={formatStrike}
          tick={axis}
          tickLine={false}
          axisLine={{ stroke: theme.palette.divider }}
        />
        <YAxis tickFormatter={formatUsdShort} tick={axis} tickLine={false} axisLine={false} width={small ? 52 : 64} />
        <Tooltip
          content={<StrikeTooltip up={up} down={down} />}
          cursor={{ fill: theme.palette.action.hover }}
          isAnimationActive={false}
        />
        <ReferenceLine y={0} stroke={theme.palette.text.secondary} strokeOpacity={0.5} />
        {view === 'net' ? (
          <>
            <Bar dataKey="netPositive" name="Net GEX" stackId="gex" fill={up} isAnimationActive={false} />
            <Bar dataKey="netNegative" name="Net GEX" stackId="gex" fill={down} isAnimationActive={false} />
          </>
        ) : (
          <>
            <Bar dataKey="call" name="Call GEX" stackId="gex" fill={up} isAnimationActive={false} />
            <Bar dataKey="put" name="Put GEX" stackId="gex" fill={down} isAnimationActive={false} />
          </>
        )}
        {shown.map((level) => (
          <ReferenceLine
            key={level.id}
            x={level.value}
            stroke={colors[level.id]}
            strokeWidth={level.id === 'spot' ? 1.5 : 1.25}
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
