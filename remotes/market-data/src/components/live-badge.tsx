import { Box, Chip, Tooltip } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { MarketStreamStatus } from '../hooks/use-market-stream';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.3; }
  100% { opacity: 1; }
`;

export const LIVE_LABEL = 'Live';

/**
 * Whether the page is moving with the live feed, or only with its periodic refresh. Shared by the
 * Darkpool and Snapshot pages.
 */
export function LiveBadge({ status, refreshSeconds }: { status: MarketStreamStatus; refreshSeconds: number }) {
  const live = status === 'live';
  const label = live ? LIVE_LABEL : status === 'connecting' ? 'Connecting…' : `Every ${refreshSeconds}s`;
  const help = live
    ? 'New trades appear as they are reported.'
    : status === 'refused'
      ? `The live feed declined this ticker; the page refreshes every ${refreshSeconds} seconds.`
      : status === 'offline'
        ? `No live connection; the page refreshes every ${refreshSeconds} seconds.`
        : 'Joining the live feed.';
  return (
    <Tooltip title={help}>
      <Chip
        // Inline, so the badge can sit in a line of text (the page header's subtitle is a paragraph).
        component="span"
        size="small"
        variant="outlined"
        color={live ? 'success' : 'default'}
        label={label}
        aria-label={`Feed status: ${label}`}
        icon={
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: live ? 'success.main' : 'text.disabled',
              animation: live ? `${pulse} 1.6s ease-in-out infinite` : 'none',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        }
        sx={{ '& .MuiChip-icon': { ml: 1 } }}
      />
    </Tooltip>
  );
}
