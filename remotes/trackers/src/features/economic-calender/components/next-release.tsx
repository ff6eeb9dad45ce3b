import type { EconomicEvent } from '@flowdeck/api-types';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { countdown, dayHeading, dateIn, timeIn, zoneAbbreviation } from '../calendar-time';

/** The next high-importance release and a live countdown to it; tells the page when it is due. */
export function NextRelease({
  event,
  timeZone,
  onDue,
}: {
  event: EconomicEvent | null;
  timeZone: string;
  onDue: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const due = event ? Date.parse(event.time) : null;
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const passed = due !== null && now >= due;
  useEffect(() => {
    if (passed) onDue();
  }, [passed, onDue]);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Next high-importance release">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <AccessTimeIcon color="primary" sx={{ display: { xs: 'none', sm: 'block' } }} />
        {event && due !== null ? (
          <>
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                Next high-importance release
              </Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {event.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {dayHeading(dateIn(due, timeZone))} · {timeIn(event.time, timeZone)} {zoneAbbreviation(due, timeZone)}
              </Typography>
            </Stack>
            <Typography
              variant="h5"
              component="p"
              aria-live="off"
              sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, whiteSpace: 'nowrap' }}
            >
              {passed ? 'Released' : `in ${countdown(due - now)}`}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No high-importance release is scheduled in the next six weeks.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
