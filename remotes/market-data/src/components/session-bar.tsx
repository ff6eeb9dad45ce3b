import { MARKET_CLOSED_LABEL, formatSessionDay, sessionBanner } from '@flowdeck/market-calendar';
import EventIcon from '@mui/icons-material/Event';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { type MarketSession, useTick } from '../hooks/use-market-session';

export const SESSION_PICKER_LABEL = 'Session';
/** The countdown to the open moves by the minute. */
const BANNER_TICK_MS = 30_000;

/** "Tue, Nov 24" for the newest of the sessions, "Tue, Nov 24 (latest)". */
export function sessionOptionLabel(session: string, index: number): string {
  return index === 0 ? `${formatSessionDay(session)} (latest)` : formatSessionDay(session);
}

/** What the page says when its link names a session the market does not keep. */
export function invalidSessionMessage(param: string, sessions: readonly string[] | undefined): string {
  const count = sessions?.length ?? 5;
  return `There is no session on "${param}" to show: pick one of the last ${count} sessions.`;
}

/**
 * The live pages' one session banner and picker: when the market is closed (or an earlier session is
 * picked) it says which session is shown and when the market opens — text from the market calendar's
 * `sessionBanner`, on the market's clock — and the picker moves between the last sessions, in the URL.
 */
export function SessionBar({ session }: { session: MarketSession }) {
  useTick(BANNER_TICK_MS);
  const { status, invalid, param, shown, setSession } = session;
  if (!status) return null;
  const banner = invalid ? null : sessionBanner(session.marketNow(), shown);
  const sessions = status.sessions;
  const select = (
    <TextField
      select
      size="small"
      label={SESSION_PICKER_LABEL}
      value={invalid ? '' : (shown ?? '')}
      onChange={(event) => setSession(event.target.value === sessions[0] ? null : event.target.value)}
      sx={{ minWidth: 190 }}
    >
      {sessions.map((date, index) => (
        <MenuItem key={date} value={date}>
          {sessionOptionLabel(date, index)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, mb: 1.5, alignItems: { xs: 'stretch', sm: 'center' } }}
      data-testid="session-bar"
    >
      {invalid && param !== undefined ? (
        <Alert
          severity="error"
          sx={{ flex: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => setSession(null)}>
              Latest session
            </Button>
          }
        >
          {invalidSessionMessage(param, sessions)}
        </Alert>
      ) : banner ? (
        <Alert
          severity={banner.startsWith(MARKET_CLOSED_LABEL) ? 'info' : 'warning'}
          icon={<EventIcon fontSize="inherit" />}
          sx={{ flex: 1, py: 0 }}
          role="status"
          action={
            param !== undefined ? (
              <Button color="inherit" size="small" onClick={() => setSession(null)}>
                Latest session
              </Button>
            ) : undefined
          }
        >
          {banner}
        </Alert>
      ) : (
        <Box sx={{ flex: 1 }} />
      )}
      {select}
    </Stack>
  );
}
