import type { EconomicEvent, Importance } from '@flowdeck/api-types';
import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { IMPORTANCE_LABELS, IMPORTANCE_LEVELS } from '@flowdeck/endpoints/economic-calendar';
import { LoadError, Loading, PageHeader } from '@flowdeck/ui-kit';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useEconomicCalendar } from './api/get-economic-calendar';
import { NEW_YORK, addDays, dateIn, weekLabel, zoneAbbreviation } from './calendar-time';
import { DayEvents } from './components/day-events';
import { NextRelease } from './components/next-release';
import { useCalendarView } from './hooks/use-calendar-view';

const SUBTITLE =
  'US releases that move markets — inflation, jobs, growth, spending — and FOMC decisions, with the consensus forecast and how each print compared.';

function byDay(events: EconomicEvent[]): Array<[string, EconomicEvent[]]> {
  const days = new Map<string, EconomicEvent[]>();
  for (const event of events) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  return [...days];
}

/** The Economic Calendar: a week of releases by day, filtered by importance, with a countdown to the next big one. */
export default function EconomicCalenderPage() {
  const { view, moveWeek, showWeek, setMinImportance, setNewYorkTime } = useCalendarView();
  const request = useMemo(
    () => ({ from: view.week, to: addDays(view.week, 6), minImportance: view.minImportance }),
    [view.week, view.minImportance],
  );
  const calendar = useEconomicCalendar(request);
  const refetch = calendar.refetch;
  const onDue = useCallback(() => void refetch(), [refetch]);
  const today = dateIn(Date.now(), NEW_YORK);
  const zone = zoneAbbreviation(Date.now(), view.timeZone);
  const importanceWords = view.minImportance === 1 ? 'any' : IMPORTANCE_LABELS[view.minImportance].toLowerCase();

  return (
    <Box>
      <PageHeader
        title={specNavTitle(NAV_PATHS.economicCalendar)}
        simulated={calendar.data?.simulated ?? false}
        subtitle={SUBTITLE}
      />
      <NextRelease event={calendar.data?.next ?? null} timeZone={view.timeZone} onDue={onDue} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1.5, md: 2 }}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton aria-label="Previous week" onClick={() => moveWeek(-1)} size="small">
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, minWidth: 0 }} aria-live="polite">
              {weekLabel(view.week)}
            </Typography>
            <IconButton aria-label="Next week" onClick={() => moveWeek(1)} size="small">
              <ChevronRightIcon />
            </IconButton>
            {view.week !== view.thisWeek ? (
              <Button size="small" onClick={() => showWeek(view.thisWeek)}>
                This week
              </Button>
            ) : null}
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary" id="importance-label">
                Importance
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={view.minImportance}
                aria-labelledby="importance-label"
                onChange={(_event, value: Importance | null) => {
                  if (value) setMinImportance(value);
                }}
              >
                {IMPORTANCE_LEVELS.map((level) => (
                  <ToggleButton key={level} value={level} sx={{ px: 1.25 }}>
                    {level === 1 ? 'All' : `${IMPORTANCE_LABELS[level]}${level === 2 ? '+' : ''}`}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            <FormControlLabel
              control={<Switch checked={view.newYorkTime} onChange={(_event, on) => setNewYorkTime(on)} />}
              label={<Typography variant="body2">New York time</Typography>}
            />
          </Stack>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Times in {view.newYorkTime ? 'New York time' : 'your time zone'} ({zone}). Actual figures are green when
          better than the forecast for the economy, red when worse.
        </Typography>
      </Paper>
      {calendar.isPending ? (
        <Loading label="Loading the calendar…" />
      ) : calendar.isError ? (
        <LoadError message="The calendar could not be loaded." onRetry={() => void calendar.refetch()} />
      ) : calendar.data.events.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>
            No releases of {importanceWords} importance in the week of {weekLabel(view.week)}.
          </Typography>
          {view.minImportance > 1 ? (
            <Button sx={{ mt: 1 }} onClick={() => setMinImportance(1)}>
              Show every release
            </Button>
          ) : null}
        </Paper>
      ) : (
        <Box sx={{ opacity: calendar.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {byDay(calendar.data.events).map(([date, events]) => (
            <DayEvents key={date} date={date} events={events} timeZone={view.timeZone} today={date === today} />
          ))}
        </Box>
      )}
    </Box>
  );
}
