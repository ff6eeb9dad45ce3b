import type { TickerConsensus } from '@flowdeck/api-types';
import { Box, useTheme } from '@mui/material';
import { targetText } from '../rating-format';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 8, right: 64, top: 12, bottom: 12 };

/** The last closes as a line, with the analysts' target range (low–high band, mean line) to its right. */
export function TargetRangeChart({ consensus }: { consensus: TickerConsensus }) {
  const theme = useTheme();
  const { prices, lowTarget, highTarget, meanTarget } = consensus;
  if (prices.length < 2) return null;
  const values = [...prices.map((p) => p.close), ...[lowTarget, highTarget].filter((v): v is number => v !== null)];
  const min = Math.min(...values) * 0.97;
  const max = Math.max(...values) * 1.03;
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const plotRight = WIDTH - PAD.right;
  const x = (i: number) => PAD.left + (i / (prices.length - 1)) * (plotRight - PAD.left - 24);
  const line = prices.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.close).toFixed(1)}`).join(' ');
  const lastX = x(prices.length - 1);
  const last = prices[prices.length - 1]?.close ?? 0;
  const bandX = plotRight - 20;
  const describe = `Closes from ${prices[0]?.date} to ${prices[prices.length - 1]?.date}, last ${targetText(last)}; targets ${targetText(lowTarget)} to ${targetText(highTarget)}, mean ${targetText(meanTarget)}.`;
  return (
    <Box sx={{ width: '100%', maxWidth: WIDTH }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Price against target range. ${describe}`}
      >
        {lowTarget !== null && highTarget !== null ? (
          <>
            <rect
              x={bandX}
              width={20}
              y={y(highTarget)}
              height={Math.max(2, y(lowTarget) - y(highTarget))}
              fill={theme.palette.primary.main}
              opacity={0.25}
            />
            <line
              x1={lastX}
              x2={bandX + 20}
              y1={y(last)}
              y2={y(last)}
              stroke={theme.palette.text.secondary}
              strokeDasharray="3 3"
            />
            <text x={bandX + 24} y={y(highTarget) + 4} fontSize={11} fill={theme.palette.text.secondary}>
              {targetText(highTarget)}
            </text>
            <text x={bandX + 24} y={y(lowTarget) + 4} fontSize={11} fill={theme.palette.text.secondary}>
              {targetText(lowTarget)}
            </text>
          </>
        ) : null}
        {meanTarget !== null ? (
          <line
            x1={PAD.left}
            x2={bandX + 20}
            y1={y(meanTarget)}
            y2={y(meanTarget)}
            stroke={theme.palette.success.main}
            strokeDasharray="6 4"
          />
        ) : null}
        <path d={line} fill="none" stroke={theme.palette.primary.main} strokeWidth={1.8} />
      </svg>
    </Box>
  );
}
