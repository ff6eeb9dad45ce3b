import { Chip, Tooltip } from '@mui/material';
import { LiveDot } from '@flowdeck/ui-kit';
import type { MarketStreamStatus } from '../hooks/use-market-stream';

export const LIVE_LABEL = 'Live';

/** How a page words its feed's state: the badge's label and, when there is one, its tooltip. */
export interface LiveWording {
  label: (status: MarketStreamStatus, refreshSeconds: number) => string;
  help?: (status: MarketStreamStatus, refreshSeconds: number) => string;
}

/** The market pages' wording (Darkpool, Snapshot): new trades appear live, else a refresh every few seconds. */
export const MARKET_WORDING: LiveWording = {
  label: (status, seconds) =>
    status === 'live' ? LIVE_LABEL : status === 'connecting' ? 'Connecting…' : `Every ${seconds}s`,
  help: (status, seconds) =>
    status === 'live'
      ? 'New trades appear as they are reported.'
      : status === 'refused'
        ? `The live feed declined this ticker; the page refreshes every ${seconds} seconds.`
        : status === 'offline'
          ? `No live connection; the page refreshes every ${seconds} seconds.`
          : 'Joining the live feed.',
};

/**
 * Whether the page is moving with the live feed, or only with its periodic refresh: the one live-status
 * badge of the market pages, each wording it for its own data.
 */
export function LiveBadge({
  status,
  refreshSeconds,
  wording = MARKET_WORDING,
}: {
  status: MarketStreamStatus;
  refreshSeconds: number;
  wording?: LiveWording;
}) {
  const live = status === 'live';
  const label = wording.label(status, refreshSeconds);
  const chip = (
    <Chip
      // Inline, so the badge can sit in a line of text (the page header's subtitle is a paragraph).
      component="span"
      size="small"
      variant="outlined"
      color={live ? 'success' : 'default'}
      label={label}
      aria-label={`Feed status: ${label}`}
      icon={<LiveDot tone={live ? 'live' : 'off'} />}
      sx={{ '& .MuiChip-icon': { ml: 1 } }}
    />
  );
  return wording.help ? <Tooltip title={wording.help(status, refreshSeconds)}>{chip}</Tooltip> : chip;
}
