import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { MARKET_CAP_BUCKET_IDS, MARKET_CAP_BUCKETS } from '@flowdeck/endpoints/earnings';
import { LoadError, Loading, PageHeader, StatCard } from '@flowdeck/ui-kit';
import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useUrlParams } from '../../hooks/use-url-params';
import { dateIn, shortDate } from '../../lib/dates';
import { useEarnings } from './api/get-earnings';
import { useWatchlist } from '../../lib/watchlist';
import { EarningsTable } from './components/earnings-table';
import { beatRate, groupByDay, readEarningsParams, stepDate, windowOf, type EarningsView } from './earnings-view';

const SUBTITLE =
  'Who reports and when, estimate against actual, and what the options market expects next to what the stock has done after its last eight reports.';

const SEASONS =
  'Reporting seasons run from mid-January to February, mid-April to May, mid-July to August and mid-October to November.';

function weekdayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  });
}

/** The Earnings calendar: a day or a week of reports for the market, a market-cap bucket, a sector or the watchlist. */
export default function EarningsPage() {
  const [params, set] = useUrlParams();
  const today = dateIn(Date.now());
  const { view, date, cap, sector, watchlist } = readEarningsParams(params, today);
  const { from, to } = windowOf(view, date);
  const list = useWatchlist(watchlist);
  const symbols = watchlist ? list.data?.join(',') : undefined;
  const request = useMemo(
    () => ({
      x: 'all',
      from,
      to,
      ...(cap ? { cap } : {}),
      ...(sector ? { sector } : {}),
      ...(symbols ? { symbols } : {}),
    }),
    [from, to, cap, sector, symbols],
  );
  const emptyWatchlist = watchlist && list.isSuccess && list.data.length === 0;
  const earnings = useEarnings(request, !watchlist || (list.isSuccess && !emptyWatchlist));

  const reports = earnings.data?.reports ?? [];
  const days = groupByDay(reports);
  const beats = beatRate(reports);
  const filters = [
    cap ? MARKET_CAP_BUCKETS[cap].label.toLowerCase() : null,
    sector,
    watchlist ? 'your watchlist' : null,
  ].filter(Boolean);
  const windowText = from === to ? weekdayLabel(from) : `${shortDate(from)} – ${shortDate(to)}`;

  return (
    <Box>
      <PageHeader
        title={specNavTitle(NAV_PATHS.earnings)}
        simulated={earnings.data?.simulated ?? false}
        subtitle={SUBTITLE}
      />
      <Paper variant="outlined" sx={{ mb: 2, p: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
          useFlexGap
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label="Calendar view"
            onChange={(_event, value: EarningsView | null) => {
              if (value) set({ view: value === 'week' ? undefined : value });
            }}
          >
            <ToggleButton value="week">Week</ToggleButton>
            <ToggleButton value="day">Day</ToggleButton>
          </ToggleButtonGroup>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button size="small" variant="outlined" onClick={() => set({ date: stepDate(view, date, -1) })}>
              {view === 'week' ? 'Previous week' : 'Previous day'}
            </Button>
            <Button size="small" onClick={() => set({ date: undefined })}>
              Today
            </Button>
            <Button size="small" variant="outlined" onClick={() => set({ date: stepDate(view, date, 1) })}>
              {view === 'week' ? 'Next week' : 'Next day'}
            </Button>
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <TextField
              select
              size="small"
              label="Market cap"
              value={cap ?? ''}
              onChange={(event) => set({ cap: event.target.value || undefined })}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value="">Any size</MenuItem>
              {MARKET_CAP_BUCKET_IDS.map((id) => (
                <MenuItem key={id} value={id}>
                  {MARKET_CAP_BUCKETS[id].label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Sector"
              value={sector ?? ''}
              onChange={(event) => set({ sector: event.target.value || undefined })}
              sx={{ minWidth: 170, maxWidth: '100%' }}
            >
              <MenuItem value="">All sectors</MenuItem>
              {(earnings.data?.sectors ?? (sector ? [sector] : [])).map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={watchlist}
                  onChange={(_event, checked) => set({ watchlist: checked ? '1' : undefined })}
                />
              }
              label="Watchlist only"
            />
          </Stack>
        </Stack>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          gap: { xs: 1, sm: 2 },
          mb: 2,
        }}
      >
        <StatCard label="Reports" value={earnings.data ? String(reports.length) : '—'} />
        <StatCard
          label="Before open"
          value={earnings.data ? String(reports.filter((r) => r.time === 'before-open').length) : '—'}
        />
        <StatCard
          label="After close"
          value={earnings.data ? String(reports.filter((r) => r.time === 'after-close').length) : '—'}
        />
        <StatCard label="EPS beat rate" value={beats === null ? '—' : `${Math.round(beats * 100)}%`} />
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.25 }}>
          {windowText}
          {filters.length > 0 ? ` · ${filters.join(' · ')}` : ''}
        </Typography>
        {emptyWatchlist ? (
          <Typography sx={{ p: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
            Your watchlist is empty: add tickers to it on the Dashboard to see only their reports.
          </Typography>
        ) : list.isError ? (
          <LoadError message="Your watchlist could not be loaded." onRetry={() => void list.refetch()} />
        ) : earnings.isPending ? (
          <Loading label="Loading earnings…" />
        ) : earnings.isError ? (
          <LoadError message="The earnings calendar could not be loaded." onRetry={() => void earnings.refetch()} />
        ) : days.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
            No company{filters.length > 0 ? ` in ${filters.join(', ')}` : ''} reports on {windowText}. {SEASONS}
          </Typography>
        ) : (
          <Box sx={{ opacity: earnings.isPlaceholderData ? 0.6 : 1 }}>
            {days.map((day) => (
              <Box key={day.date} component="section" aria-label={weekdayLabel(day.date)}>
                <Typography
                  variant="subtitle2"
                  component="h2"
                  sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
                >
                  {weekdayLabel(day.date)} · {day.reports.length} {day.reports.length === 1 ? 'report' : 'reports'}
                </Typography>
                <EarningsTable reports={day.reports} label={`Earnings on ${weekdayLabel(day.date)}`} />
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
