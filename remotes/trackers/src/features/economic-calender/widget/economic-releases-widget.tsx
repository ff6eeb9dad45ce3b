import type { EconomicEvent, Importance, Surprise } from '@flowdeck/api-types';
import type { WidgetProps } from '@flowdeck/contract';
import { useApi } from '@flowdeck/host-sdk';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import {
  WidgetError,
  WidgetList,
  WidgetMessage,
  WidgetRoot,
  WidgetRow,
  WidgetSkeleton,
} from '../../../components/widget-parts';
import { economicCalendarQueryOptions } from '../api/get-economic-calendar';
import { NEW_YORK, addDays, dateIn, formatFigure, timeIn } from '../calendar-time';
import { ImportanceMeter } from '../components/importance-meter';
import { DEFAULT_RELEASE_IMPORTANCE, ECONOMIC_RELEASES_TITLE, RELEASE_IMPORTANCE_SETTING } from './title';

/** Days looked back for the latest prints and ahead for the next releases (the endpoint allows 62 in all). */
export const RELEASES_DAYS_BACK = 7;
export const RELEASES_DAYS_AHEAD = 14;
/** Rows per part. */
const MAX_ROWS = 10;

const SURPRISE_COLOR: Readonly<Record<Surprise, string>> = {
  beat: 'success.main',
  miss: 'error.main',
  inline: 'text.primary',
};

function importanceOf(value: string | undefined): Importance {
  const level = Number(value ?? DEFAULT_RELEASE_IMPORTANCE);
  return level === 1 || level === 3 ? level : 2;
}

function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || NEW_YORK;
}

/** "Tue, Nov 24, 8:30 AM" (or "Thu, Nov 26, all day") in the user's zone. */
function whenLabel(event: EconomicEvent, timeZone: string): string {
  const day = new Date(`${event.date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `${day}, ${event.allDay ? 'all day' : timeIn(event.time, timeZone)}`;
}

function ReleaseRow({ event, timeZone }: { event: EconomicEvent; timeZone: string }) {
  const actual = formatFigure(event.actual, event.unit, event.decimals);
  const forecast = formatFigure(event.forecast, event.unit, event.decimals);
  return (
    <WidgetRow
      title={
        <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, minWidth: 0 }}>
          <Box component="span" sx={{ flexShrink: 0, alignSelf: 'center' }}>
            <ImportanceMeter importance={event.importance} />
          </Box>
          <Box
            component="span"
            title={event.title}
            sx={{
              fontWeight: event.importance === 3 ? 700 : 500,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {event.title}
          </Box>
        </Box>
      }
      titleEnd={
        event.actual === null ? null : (
          <Box
            component="span"
            aria-label={`Actual ${actual}`}
            title="Actual"
            sx={{ fontWeight: 700, color: event.surprise ? SURPRISE_COLOR[event.surprise] : undefined }}
          >
            {actual}
          </Box>
        )
      }
      detail={<time dateTime={event.time}>{whenLabel(event, timeZone)}</time>}
      detailEnd={event.forecast === null ? null : <span aria-label={`Forecast ${forecast}`}>Fcst {forecast}</span>}
    />
  );
}

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="overline"
        component="h3"
        color="text.secondary"
        sx={{ display: 'block', px: 1.5, pt: 0.5, lineHeight: 2 }}
      >
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** The next releases (soonest first) and the latest prints (newest first), actual against forecast. */
export default function EconomicReleasesWidget({ settings }: WidgetProps) {
  const minImportance = importanceOf(settings[RELEASE_IMPORTANCE_SETTING]);
  const api = useApi();
  const today = dateIn(Date.now(), NEW_YORK);
  const request = useMemo(
    () => ({ from: addDays(today, -RELEASES_DAYS_BACK), to: addDays(today, RELEASES_DAYS_AHEAD), minImportance }),
    [today, minImportance],
  );
  const calendar = useQuery(economicCalendarQueryOptions(api, request));
  const timeZone = localZone();
  // The calendar is fetched again every minute: "now" moves with each answer.
  const now = calendar.dataUpdatedAt || Date.now();
  const { upcoming, latest } = useMemo(() => {
    const events = calendar.data?.events ?? [];
    const due = (event: EconomicEvent) => Date.parse(event.time);
    return {
      upcoming: events
        .filter((event) => event.actual === null && due(event) > now)
        .sort((a, b) => due(a) - due(b))
        .slice(0, MAX_ROWS),
      latest: events
        .filter((event) => event.actual !== null || due(event) <= now)
        .sort((a, b) => due(b) - due(a))
        .slice(0, MAX_ROWS),
    };
  }, [calendar.data, now]);

  return (
    <WidgetRoot label={ECONOMIC_RELEASES_TITLE}>
      {calendar.isPending ? (
        <WidgetSkeleton label="Loading economic releases" />
      ) : calendar.isError ? (
        <WidgetError message="The economic calendar could not be loaded." onRetry={() => void calendar.refetch()} />
      ) : upcoming.length === 0 && latest.length === 0 ? (
        <WidgetMessage>
          No US release at this importance in the last {RELEASES_DAYS_BACK} or the next {RELEASES_DAYS_AHEAD} days: pick
          a lower importance in the widget&apos;s settings.
        </WidgetMessage>
      ) : (
        <>
          <Part heading="Upcoming">
            {upcoming.length === 0 ? (
              <WidgetMessage>Nothing scheduled in the next {RELEASES_DAYS_AHEAD} days.</WidgetMessage>
            ) : (
              <WidgetList label="Upcoming releases">
                {upcoming.map((event) => (
                  <ReleaseRow key={event.id} event={event} timeZone={timeZone} />
                ))}
              </WidgetList>
            )}
          </Part>
          <Part heading="Latest">
            {latest.length === 0 ? (
              <WidgetMessage>Nothing released in the last {RELEASES_DAYS_BACK} days.</WidgetMessage>
            ) : (
              <WidgetList label="Latest releases">
                {latest.map((event) => (
                  <ReleaseRow key={event.id} event={event} timeZone={timeZone} />
                ))}
              </WidgetList>
            )}
          </Part>
        </>
      )}
    </WidgetRoot>
  );
}
