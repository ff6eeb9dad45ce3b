import { ALL_EARNINGS } from '@flowdeck/endpoints/earnings';
import type { WidgetProps } from '@flowdeck/contract';
import { useApi } from '@flowdeck/host-sdk';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  WidgetError,
  WidgetList,
  WidgetMessage,
  WidgetRoot,
  WidgetRow,
  WidgetSkeleton,
  WidgetTicker,
} from '../../../components/widget-parts';
import { addDays, dateIn } from '../../../lib/dates';
import { useWatchlist } from '../../../lib/watchlist';
import { earningsQueryOptions, type EarningsRequest } from '../api/get-earnings';
import { groupByDay, TIME_LABELS } from '../earnings-view';
import { EARNINGS_SCOPE_SETTING, UPCOMING_EARNINGS_TITLE, type EarningsScope } from './title';

/** How far ahead the widget looks, in days: a week or two of the market, a quarter of a watchlist. */
export const UPCOMING_WINDOW_DAYS: Readonly<Record<EarningsScope, number>> = { all: 14, watchlist: 91 };
/** The most reports listed (the first days of a busy season hold hundreds). */
export const UPCOMING_MAX_ROWS = 40;

const TIME_SHORT = { 'before-open': 'BMO', 'after-close': 'AMC', unknown: '—' } as const;

/** "Mon, Nov 30" for a YYYY-MM-DD date (no zone shift). */
function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/** The next reports not yet out: ticker and implied move, then date and session (BMO/AMC). */
export default function UpcomingEarningsWidget({ settings }: WidgetProps) {
  const scope: EarningsScope = settings[EARNINGS_SCOPE_SETTING] === 'watchlist' ? 'watchlist' : 'all';
  const watchlistOnly = scope === 'watchlist';
  const api = useApi();
  const list = useWatchlist(watchlistOnly);
  const emptyWatchlist = watchlistOnly && list.isSuccess && list.data.length === 0;
  const symbols = watchlistOnly ? list.data?.join(',') : undefined;
  const today = dateIn(Date.now());
  const request = useMemo<EarningsRequest>(
    () => ({
      x: ALL_EARNINGS,
      from: today,
      to: addDays(today, UPCOMING_WINDOW_DAYS[scope]),
      ...(symbols ? { symbols } : {}),
    }),
    [today, scope, symbols],
  );
  const earnings = useQuery({
    ...earningsQueryOptions(api, request),
    // A switch of scope shows its own answer, not the other scope's rows.
    placeholderData: undefined,
    enabled: !watchlistOnly || (list.isSuccess && !emptyWatchlist),
  });
  const upcoming = useMemo(
    () =>
      groupByDay((earnings.data?.reports ?? []).filter((report) => !report.reported))
        .flatMap((day) => day.reports)
        .slice(0, UPCOMING_MAX_ROWS),
    [earnings.data],
  );

  return (
    <WidgetRoot label={UPCOMING_EARNINGS_TITLE}>
      {watchlistOnly && list.isError ? (
        <WidgetError message="Your watchlist could not be loaded." onRetry={() => void list.refetch()} />
      ) : emptyWatchlist ? (
        <WidgetMessage>
          Your watchlist is empty: add tickers to it on the Dashboard to see their next reports.
        </WidgetMessage>
      ) : earnings.isPending ? (
        <WidgetSkeleton label="Loading upcoming earnings" />
      ) : earnings.isError ? (
        <WidgetError message="The earnings calendar could not be loaded." onRetry={() => void earnings.refetch()} />
      ) : upcoming.length === 0 ? (
        <WidgetMessage>
          {watchlistOnly
            ? `No company on your watchlist reports in the next ${UPCOMING_WINDOW_DAYS.watchlist} days.`
            : `No company reports in the next ${UPCOMING_WINDOW_DAYS.all} days: the next season starts mid-January, April, July or October.`}
        </WidgetMessage>
      ) : (
        <WidgetList label="Next earnings reports">
          {upcoming.map((report) => (
            <WidgetRow
              key={report.id}
              title={
                <>
                  <WidgetTicker ticker={report.symbol} />
                  <Box component="span" sx={{ color: 'text.secondary' }} title={report.company ?? undefined}>
                    {report.company ?? ''}
                  </Box>
                </>
              }
              titleEnd={
                report.impliedMove ? (
                  <span title="Options-implied move (at-the-money straddle)">
                    ±{(report.impliedMove.move * 100).toFixed(1)}%
                  </span>
                ) : (
                  <Box component="span" sx={{ color: 'text.disabled' }} title="No implied move yet">
                    —
                  </Box>
                )
              }
              detail={<time dateTime={report.date}>{dayLabel(report.date)}</time>}
              detailEnd={<span title={TIME_LABELS[report.time]}>{TIME_SHORT[report.time]}</span>}
            />
          ))}
        </WidgetList>
      )}
    </WidgetRoot>
  );
}
