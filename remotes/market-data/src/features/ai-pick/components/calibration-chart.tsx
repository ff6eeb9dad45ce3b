import type { AiPickCalibrationBucket } from '@flowdeck/api-types';
import { Box, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { CartesianGrid, ComposedChart, Line, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from 'recharts';

const percent = (v: number) => `${Math.round(v * 100)}%`;

/**
 * Calibration: for each band of predicted probability, how often its stocks did beat SPY. A calibrated model
 * sits on the diagonal; a model without an edge puts every band near the base rate.
 */
export function CalibrationChart({ buckets }: { buckets: readonly AiPickCalibrationBucket[] }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const tick = { fill: theme.palette.text.secondary, fontSize: 11 };
  const points = buckets
    .filter((b) => b.count > 0 && b.meanPredicted !== null && b.observed !== null)
    .map((b) => ({ predicted: b.meanPredicted ?? 0, observed: b.observed ?? 0, count: b.count }));
  if (points.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No outcome is known yet to check the probabilities against.
      </Typography>
    );
  const lo = Math.max(0, Math.floor(Math.min(...points.map((p) => Math.min(p.predicted, p.observed))) * 10) / 10);
  const hi = Math.min(1, Math.ceil(Math.max(...points.map((p) => Math.max(p.predicted, p.observed))) * 10) / 10);
  return (
    <Box role="img" aria-label="Calibration: predicted probability against how often it happened">
      <ResponsiveContainer width="100%" height={small ? 220 : 260}>
        <ComposedChart margin={{ top: 8, right: 8, bottom: 16, left: 4 }}>
          <CartesianGrid stroke={theme.palette.divider} />
          <XAxis
            type="number"
            dataKey="predicted"
            domain={[lo, hi]}
            tickFormatter={percent}
            tick={tick}
            label={{
              value: 'Predicted',
              position: 'insideBottom',
              offset: -8,
              fill: theme.palette.text.secondary,
              fontSize: 11,
            }}
          />
          <YAxis type="number" dataKey="observed" domain={[lo, hi]} tickFormatter={percent} tick={tick} width={40} />
          <Tooltip
            contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
            formatter={(v, name) => (typeof v === 'number' && name !== 'count' ? percent(v) : String(v))}
          />
          <Line
            data={[
              { predicted: lo, observed: lo },
              { predicted: hi, observed: hi },
            ]}
            dataKey="observed"
            name="Perfect calibration"
            stroke={theme.palette.text.secondary}
            strokeDasharray="4 3"
            dot={false}
            isAnimationActive={false}
            legendType="none"
            tooltipType="none"
          />
          <Scatter data={points} name="Observed" fill={theme.palette.info.main} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
