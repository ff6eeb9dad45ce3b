import type { EquityPoint } from '@flowdeck/endpoints/journal';
import { formatDate, formatUsdShort } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPl } from '../journal-format';

/** Cumulative net P/L after each closed trade. */
export function EquityCurve({ points }: { points: readonly EquityPoint[] }) {
  const theme = useTheme();
  const data = [
    { at: points[0]?.at ?? '', cumulative: 0, index: 0 },
    ...points.map((p, i) => ({ at: p.at, cumulative: p.cumulative, index: i + 1 })),
  ];
  const last = points[points.length - 1]?.cumulative ?? 0;
  const color = last >= 0 ? theme.palette.success.main : theme.palette.error.main;
  return (
    <Box
      role="img"
      aria-label={`Equity curve over ${points.length} trades, ending at ${formatPl(last)}`}
      sx={{ height: 240 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis dataKey="index" tick={{ fontSize: 11, fill: theme.palette.text.secondary }} />
          <YAxis
            tickFormatter={formatUsdShort}
            width={56}
            tick={{ fontSize: 11, fill: theme.palette.text.secondary }}
          />
          <ReferenceLine y={0} stroke={theme.palette.text.disabled} />
          <Tooltip
            formatter={(value) => [formatPl(Number(value)), 'Cumulative']}
            labelFormatter={(_label, payload) => {
              const at = payload?.[0]?.payload?.at as string | undefined;
              return at ? formatDate(at) : '';
            }}
            contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
          />
          <Area
            type="monotone"
            dataKey="cumulative"
            stroke={color}
            fill={color}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </Box>
  );
}
