import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SIMULATED_DATA_LABEL } from './page-header';

/** One event as the timeline draws it (the `disclosure-timeline/{x}` event, structurally). */
export interface TimelineEventView {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  source: string;
  title: string;
  summary: string | null;
  direction: 'buy' | 'sell' | 'neutral';
  amount: number | null;
  url: string | null;
  simulated: boolean;
  inCluster: boolean;
}

export interface TimelineClusterView {
  start: string;
  end: string;
  sources: string[];
  eventIds: string[];
}

export interface DisclosureTimelineViewProps {
  /** Newest first. */
  events: readonly TimelineEventView[];
  clusters: readonly TimelineClusterView[];
  /** What each source key is called ("insider" → "Insider"). */
  sourceLabels: Readonly<Record<string, string>>;
  /** Why the list is empty (the window, the sources, the ticker). */
  emptyText: string;
  /** The cluster rule in words, shown under the badge count. */
  ruleText?: string;
  /** Events per source over the whole window: drawn as the legend of source chips. */
  counts?: Readonly<Record<string, number>>;
  /** The months scroll inside this height (px), so a busy ticker does not make the page endless. */
  maxHeight?: number;
}

/** The badge every cluster band carries. */
export const SMART_MONEY_CLUSTER_LABEL = 'Smart-money cluster';

/** One colour per source, readable on light and dark paper. */
export const DISCLOSURE_SOURCE_COLORS: Readonly<Record<string, string>> = {
  politician: '#7e57c2',
  insider: '#1e88e5',
  '13f': '#00897b',
  lobbying: '#f4511e',
  contract: '#6d4c41',
  filing: '#546e7a',
};
const TIMELINE_MAX_HEIGHT = 640;
const FALLBACK_COLOR = '#757575';
const CLUSTER_COLOR = '#f9a825';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { maximumFractionDigits: amount >= 1000 ? 0 : 2 })}`;

interface Band {
  start: string;
  end: string;
  sources: string[];
}

/** Overlapping clusters as one band each: the stretch a reader sees highlighted. */
export function clusterBands(clusters: readonly TimelineClusterView[]): Band[] {
  const sorted = [...clusters].sort((a, b) => a.start.localeCompare(b.start));
  const bands: Band[] = [];
  for (const cluster of sorted) {
    const last = bands.at(-1);
    if (last && cluster.start <= last.end) {
      if (cluster.end > last.end) last.end = cluster.end;
      last.sources = [...new Set([...last.sources, ...cluster.sources])];
    } else bands.push({ start: cluster.start, end: cluster.end, sources: [...cluster.sources] });
  }
  return bands;
}

type Row = { kind: 'event'; event: TimelineEventView } | { kind: 'band'; band: Band; events: TimelineEventView[] };

/** Months newest first, each with its events and, where a cluster falls, the band that holds them. */
function monthRows(events: readonly TimelineEventView[], bands: readonly Band[]) {
  const months: Array<{ month: string; rows: Row[] }> = [];
  for (const event of events) {
    const month = event.date.slice(0, 7);
    let group = months.at(-1);
    if (!group || group.month !== month) {
      group = { month, rows: [] };
      months.push(group);
    }
    const band = bands.find((b) => event.date >= b.start && event.date <= b.end);
    const last = group.rows.at(-1);
    if (band && last?.kind === 'band' && last.band === band) last.events.push(event);
    else if (band) group.rows.push({ kind: 'band', band, events: [event] });
    else group.rows.push({ kind: 'event', event });
  }
  return months;
}

/** A source's chip; in the legend it is also a switch that shows or hides the source's events. */
function SourceChip({
  source,
  label,
  pressed,
  onToggle,
}: {
  source: string;
  label: string;
  pressed?: boolean;
  onToggle?: () => void;
}) {
  const color = DISCLOSURE_SOURCE_COLORS[source] ?? FALLBACK_COLOR;
  const off = pressed === false;
  return (
    <Chip
      size="small"
      label={label}
      variant="outlined"
      {...(onToggle ? { onClick: onToggle, 'aria-pressed': !off, title: off ? `Show ${label}` : `Hide ${label}` } : {})}
      sx={{
        borderColor: color,
        color,
        fontWeight: 600,
        height: 22,
        opacity: off ? 0.45 : 1,
        textDecoration: off ? 'line-through' : 'none',
      }}
    />
  );
}

function EventRow({ event, labels }: { event: TimelineEventView; labels: Readonly<Record<string, string>> }) {
  const color = DISCLOSURE_SOURCE_COLORS[event.source] ?? FALLBACK_COLOR;
  return (
    <Box
      component="li"
      data-cluster={event.inCluster ? 'true' : undefined}
      sx={{ position: 'relative', pl: 3, py: 0.75, listStyle: 'none', minWidth: 0 }}
    >
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: 4, top: 14, width: 10, height: 10, borderRadius: '50%', bgcolor: color }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 48 }}>
          {DAY.format(utc(event.date))}
        </Typography>
        <SourceChip source={event.source} label={labels[event.source] ?? event.source} />
        {event.direction !== 'neutral' ? (
          <Chip
            size="small"
            label={event.direction === 'buy' ? 'Buy' : 'Sell'}
            color={event.direction === 'buy' ? 'success' : 'error'}
            sx={{ height: 22 }}
          />
        ) : null}
        {event.amount !== null ? (
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {dollars(event.amount)}
          </Typography>
        ) : null}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
        {event.url ? (
          <Link href={event.url} target="_blank" rel="noopener noreferrer">
            {event.title}
          </Link>
        ) : (
          event.title
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {[event.summary, event.simulated ? SIMULATED_DATA_LABEL : 'Imported'].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/**
 * One ticker's disclosures on a vertical timeline grouped by month: a coloured chip per source, buy/sell,
 * amounts, links out to the filings, and each smart-money cluster drawn as a highlighted band with its badge.
 */
export function DisclosureTimelineView({
  events,
  clusters,
  sourceLabels,
  emptyText,
  ruleText,
  counts,
  maxHeight = TIMELINE_MAX_HEIGHT,
}: DisclosureTimelineViewProps) {
  // Sources the reader switched off in the legend: their events leave the list (clusters are the API's, over all sources).
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  if (events.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  const shown = hidden.size === 0 ? events : events.filter((event) => !hidden.has(event.source));
  const shownIds = new Set(shown.map((event) => event.id));
  const bands = clusterBands(clusters.filter((cluster) => cluster.eventIds.some((id) => shownIds.has(id))));
  const label = (source: string) => sourceLabels[source] ?? source;
  const toggle = (source: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(source)) next.delete(source);
      else next.add(source);
      return next;
    });
  return (
    <Box sx={{ minWidth: 0 }}>
      {counts ? (
        <Stack
          direction="row"
          spacing={0.75}
          useFlexGap
          aria-label="Events per source"
          sx={{ flexWrap: 'wrap', rowGap: 0.75, mb: 1 }}
        >
          {Object.entries(counts)
            .filter(([, n]) => n > 0)
            .map(([source, n]) => (
              <SourceChip
                key={source}
                source={source}
                label={`${label(source)} ${n}`}
                pressed={!hidden.has(source)}
                onToggle={() => toggle(source)}
              />
            ))}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {clusters.length > 0 ? (
          <Chip
            size="small"
            label={`${clusters.length} × ${SMART_MONEY_CLUSTER_LABEL}`}
            sx={{ bgcolor: CLUSTER_COLOR, color: '#000' }}
          />
        ) : (
          <Typography variant="body2">No smart-money cluster in this window.</Typography>
        )}
        {ruleText ? (
          <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 240px', minWidth: 0 }}>
            {ruleText}
          </Typography>
        ) : null}
      </Stack>
      <Box role="region" tabIndex={0} aria-label="Disclosures by month" sx={{ maxHeight, overflowY: 'auto', pr: 0.5 }}>
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            Every source is switched off: switch one on above.
          </Typography>
        ) : null}
        {monthRows(shown, bands).map(({ month, rows }) => (
          <Box component="section" key={month} aria-label={MONTH.format(utc(`${month}-01`))} sx={{ mb: 1.5 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {MONTH.format(utc(`${month}-01`))}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 0.75 }}>
              {rows.map((row) =>
                row.kind === 'event' ? (
                  <EventRow key={row.event.id} event={row.event} labels={sourceLabels} />
                ) : (
                  <Box
                    key={`${row.band.start}-${row.events[0]?.id}`}
                    component="li"
                    role="group"
                    aria-label={`${SMART_MONEY_CLUSTER_LABEL} ${row.band.start} to ${row.band.end}`}
                    sx={{
                      listStyle: 'none',
                      my: 0.5,
                      ml: -0.25,
                      borderLeft: 4,
                      borderColor: CLUSTER_COLOR,
                      bgcolor: 'rgba(249, 168, 37, 0.12)',
                      borderRadius: '0 4px 4px 0',
                      py: 0.5,
                      minWidth: 0,
                    }}
                  >
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap', px: 1, rowGap: 0.5 }}
                    >
                      <Chip
                        size="small"
                        label={SMART_MONEY_CLUSTER_LABEL}
                        sx={{ bgcolor: CLUSTER_COLOR, color: '#000', fontWeight: 600, height: 22 }}
                      />
                      <Typography variant="caption">
                        {DAY.format(utc(row.band.start))}
                        {row.band.end !== row.band.start ? ` – ${DAY.format(utc(row.band.end))}` : ''} ·{' '}
                        {row.band.sources.map(label).join(', ')}
                      </Typography>
                    </Stack>
                    <Box component="ul" sx={{ m: 0, p: 0 }}>
                      {row.events.map((event) => (
                        <EventRow key={event.id} event={event} labels={sourceLabels} />
                      ))}
                    </Box>
                  </Box>
                ),
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
