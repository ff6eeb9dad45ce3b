import { Box, Chip, Tooltip } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { MarketStreamStatus } from '../../../hooks/use-market-stream';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.35; }
  100% { opacity: 1; }
`;

export interface LiveStatusProps {
  status: MarketStreamStatus;
  /** Seconds between fetches of the bars, said when the live feed is not there. */
  refreshSeconds: number;
}

/** Whether the last candle moves with the live feed, or only with the periodic refresh. */
export function LiveStatus({ status, refreshSeconds }: LiveStatusProps) {
  const live = status === 'live';
  const label = live ? 'Live' : status === 'connecting' ? 'Connecting…' : `Refreshes every ${refreshSeconds} s`;
  const help = live
    ? 'Trades move the last candle as they print; bars are fetched again every few seconds.'
    : status === 'refused'
      ? 'The live feed declined this ticker; the chart refreshes on a timer.'
      : status === 'offline'
        ? 'No live connection; the chart refreshes on a timer.'
        : 'Joining the live feed for this ticker.';
  return (
    <Tooltip title={help}>
      <Chip
        size="small"
        variant="outlined"
        color={live ? 'success' : 'default'}
        label={label}
        icon={
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: live ? 'success.main' : 'text.disabled',
              animation: live ? `${pulse} 2s ease-in-out infinite` : 'none',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        }
        sx={{ '& .MuiChip-icon': { ml: 1 } }}
      />
    </Tooltip>
  );
}
