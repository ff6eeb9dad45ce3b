import type { EconomicEvent, Surprise } from '@flowdeck/api-types';
import { Box, Chip, Link, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { dayHeading, formatFigure, timeIn } from '../calendar-time';
import { ImportanceMeter } from './importance-meter';

const SURPRISE_COLOR: Record<Surprise, string> = { beat: 'success.main', miss: 'error.main', inline: 'text.primary' };

function surpriseText(event: EconomicEvent): string | undefined {
  if (!event.surprise || !event.better) return undefined;
  const rule = event.better === 'higher' ? 'higher is better' : 'lower is better';
  if (event.surprise === 'inline') return `In line with the forecast (${rule})`;
  return `${event.surprise === 'beat' ? 'Beat' : 'Missed'} the forecast (${rule})`;
}

/** Desktop columns; on phones each release is a small card. */
const COLUMNS = { md: '88px minmax(0, 1fr) 56px repeat(3, 84px)' };

function Figure({ label, value, color, hint }: { label: string; value: string; color?: string; hint?: string }) {
  const figure = (
    <Typography
      variant="body2"
      aria-label={`${label} ${value}`}
      sx={{ textAlign: { md: 'right' }, fontVariantNumeric: 'tabular-nums', color, fontWeight: color ? 700 : 400 }}
    >
      <Box component="span" sx={{ display: { md: 'none' }, color: 'text.secondary', fontWeight: 400, mr: 0.5 }}>
        {label}
      </Box>
      {value}
    </Typography>
  );
  return hint ? <Tooltip title={hint}>{figure}</Tooltip> : figure;
}

function EventRow({ event, timeZone }: { event: EconomicEvent; timeZone: string }) {
  const released = event.actual !== null;
  const hasFigures = released || event.forecast !== null || event.previous !== null;
  return (
    <Box
      data-testid="economic-event"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', md: COLUMNS.md },
        gridTemplateAreas: {
          xs: '"time title meter" "figures figures figures"',
          md: '"time title meter actual forecast previous"',
        },
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'center',
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ gridArea: 'time', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {event.allDay ? 'All day' : timeIn(event.time, timeZone)}
      </Typography>
      <Stack sx={{ gridArea: 'title', minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: event.importance === 3 ? 700 : 500, overflowWrap: 'anywhere' }}>
            {event.title}
          </Typography>
          {event.fomc?.projections && event.fomc.day === 2 ? (
            <Chip size="small" label="Projections" variant="outlined" color="primary" />
          ) : null}
          {event.fomc?.day === 2 ? <Chip size="small" label="Press conference 2:30 PM ET" variant="outlined" /> : null}
        </Stack>
        {event.source !== 'Simulated data' ? (
          <Typography variant="caption" color="text.secondary">
            {event.sourceUrl ? (
              <Link href={event.sourceUrl} target="_blank" rel="noopener noreferrer">
                {event.source}
              </Link>
            ) : (
              event.source
            )}
          </Typography>
        ) : null}
      </Stack>
      <Box sx={{ gridArea: 'meter', justifySelf: { xs: 'end', md: 'center' } }}>
        <ImportanceMeter importance={event.importance} />
      </Box>
      <Stack
        direction="row"
        spacing={2}
        sx={{ gridArea: { xs: 'figures', md: 'auto' }, display: { xs: hasFigures ? 'flex' : 'none', md: 'contents' } }}
      >
        <Box sx={{ gridArea: { md: 'actual' } }}>
          <Figure
            label="Actual"
            value={released ? formatFigure(event.actual, event.unit, event.decimals) : '—'}
            color={event.surprise ? SURPRISE_COLOR[event.surprise] : undefined}
            hint={surpriseText(event)}
          />
        </Box>
        <Box sx={{ gridArea: { md: 'forecast' } }}>
          <Figure label="Forecast" value={formatFigure(event.forecast, event.unit, event.decimals)} />
        </Box>
        <Box sx={{ gridArea: { md: 'previous' } }}>
          <Figure label="Previous" value={formatFigure(event.previous, event.unit, event.decimals)} />
        </Box>
      </Stack>
    </Box>
  );
}

/** One day's releases under its heading. */
export function DayEvents({
  date,
  events,
  timeZone,
  today,
}: {
  date: string;
  events: EconomicEvent[];
  timeZone: string;
  today: boolean;
}) {
  const headingId = `economic-day-${date}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 2, overflow: 'hidden' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.25, bgcolor: 'action.hover' }}>
        <Typography id={headingId} variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
          {dayHeading(date)}
        </Typography>
        {today ? <Chip size="small" color="primary" label="Today" /> : null}
      </Stack>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: COLUMNS.md,
          columnGap: 2,
          px: 2,
          py: 0.75,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {['Time', 'Release', 'Impact', 'Actual', 'Forecast', 'Previous'].map((heading, index) => (
          <Typography
            key={heading}
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: index >= 3 ? 'right' : index === 2 ? 'center' : 'left' }}
          >
            {heading}
          </Typography>
        ))}
      </Box>
      {events.map((event) => (
        <EventRow key={event.id} event={event} timeZone={timeZone} />
      ))}
    </Paper>
  );
}
