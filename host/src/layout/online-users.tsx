import { Chip, Tooltip } from '@mui/material';
import { LiveDot } from '@flowdeck/ui-kit';
import { useActiveUsers } from '../realtime/active-users';

const ONLINE_USERS_LABEL = 'Online users';
const ONLINE_USERS_RECONNECTING_LABEL = 'Online users: reconnecting';

/**
 * Spec §2: the live number of signed-in users (ACTIVE_USERS over the page's socket). While the socket is
 * down the count is shown as unknown rather than a stale number, until the next ACTIVE_USERS.
 */
export function OnlineUsers() {
  const { count, reconnecting } = useActiveUsers();
  const live = count !== null;
  return (
    <Tooltip title={reconnecting ? 'Reconnecting to live updates…' : 'Signed-in traders online now'}>
      <Chip
        role="status"
        aria-label={reconnecting ? ONLINE_USERS_RECONNECTING_LABEL : ONLINE_USERS_LABEL}
        aria-live="polite"
        size="small"
        variant="outlined"
        icon={<LiveDot tone={live ? 'live' : reconnecting ? 'waiting' : 'off'} />}
        label={live ? `${count} online` : '— online'}
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, px: 0.5, '& .MuiChip-icon': { ml: 1 } }}
      />
    </Tooltip>
  );
}
