import { formatSessionDay, sessionBanner } from '@flowdeck/market-calendar';
import EventIcon from '@mui/icons-material/Event';
import { Alert } from '@mui/material';
import { LIVE_LABEL, type LiveWording } from './live-badge';

/** The scanners' badge: following the live feed's new bars, or a timer. */
export const SCANNER_WORDING: LiveWording = {
  label: (status, seconds) => (status === 'live' ? LIVE_LABEL : `Refreshes every ${seconds} s`),
  help: (status) =>
    status === 'live'
      ? 'Scanned again as each one-minute bar ends.'
      : 'No live connection; the scan refreshes on a timer.',
};

export interface ScannerState {
  session: string;
  live: boolean;
  asOf: string;
}

/**
 * What a scanner shows when its figures are not moving: the closed-market banner of the live pages
 * ("Market closed · showing Tue, Nov 24 · opens …"), or, while the market trades, that the part of the
 * session shown (e.g. the pre-market after the open) has ended and its figures are final.
 */
export function ScannerNotice({ data, what }: { data: ScannerState; what: string }) {
  if (data.live) return null;
  const banner =
    sessionBanner(Date.parse(data.asOf), data.session) ??
    `${what} of ${formatSessionDay(data.session)} has ended: final figures`;
  return (
    <Alert severity="info" icon={<EventIcon fontSize="inherit" />} sx={{ mb: 1.5, py: 0 }} role="status">
      {banner}
    </Alert>
  );
}
