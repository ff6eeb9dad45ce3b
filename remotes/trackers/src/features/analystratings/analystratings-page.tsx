import type { AnalystUpdateMessage, RatingAction } from '@flowdeck/api-types';
import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import {
  ALL_RATINGS,
  ANALYST_SOCKET_EVENTS,
  INITIATING_ACTIONS,
  RATINGS_DEFAULT_PAGE_SIZE,
} from '@flowdeck/endpoints/analyst-ratings';
import { LoadError, Loading, PageHeader, PanelSection, useEventStream } from '@flowdeck/ui-kit';
import { Box, Button, Pagination, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useUrlParams } from '../../hooks/use-url-params';
import { shortDate } from '../../lib/dates';
import { ANALYST_RATINGS_QUERY_KEY, useAnalystRatings } from './api/get-analyst-ratings';
import { ConsensusPanel } from './components/consensus-panel';
import { Leaderboard } from './components/leaderboard';
import { RatingsTable } from './components/ratings-table';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

const SUBTITLE =
  'Upgrades, downgrades, initiations and price targets as the firms publish them, each firm’s consensus, and how good each firm and analyst has been.';

/** The market-wide lists of the day: all actions, or one kind. */
const DAY_TABS = {
  all: { label: 'All actions', actions: undefined },
  upgrades: { label: 'Upgrades', actions: ['upgrade'] },
  downgrades: { label: 'Downgrades', actions: ['downgrade'] },
  initiations: { label: 'Initiations', actions: INITIATING_ACTIONS },
} as const satisfies Record<string, { label: string; actions: readonly RatingAction[] | undefined }>;
type DayTab = keyof typeof DAY_TABS;
const isDayTab = (value: string | null): value is DayTab => value !== null && value in DAY_TABS;

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** New actions refresh the lists at most this often (a burst before the open is many actions a second). */
const REFRESH_MS = 5_000;

/** Analyst Ratings: per ticker its history and consensus; market-wide the day's actions and the leaderboard. */
export default function AnalystRatingsPage() {
  const [params, set] = useUrlParams();
  const rawTicker = params.get('ticker')?.toUpperCase() ?? null;
  const ticker = rawTicker && TICKER_PATTERN.test(rawTicker) ? rawTicker : null;
  const tab: DayTab = isDayTab(params.get('day')) ? (params.get('day') as DayTab) : 'all';
  const page = pageOf(params);
  const [draft, setDraft] = useState(ticker ?? '');
  const draftValid = draft.trim() === '' || TICKER_PATTERN.test(draft.trim().toUpperCase());
  // Actions arrive live: the lists, consensus and records are asked again when one concerns them, at most
  // once per REFRESH_MS (the last arrival of a burst is never left out).
  const queryClient = useQueryClient();
  const lastRefresh = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  useEventStream(ANALYST_SOCKET_EVENTS, (message: AnalystUpdateMessage) => {
    if (ticker && !message.items.some((item) => item.ticker === ticker)) return;
    if (pending.current) return;
    const refresh = () => {
      pending.current = null;
      lastRefresh.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: ANALYST_RATINGS_QUERY_KEY });
    };
    pending.current = setTimeout(refresh, Math.max(0, lastRefresh.current + REFRESH_MS - Date.now()));
  });

  const showTicker = (symbol: string | undefined) => {
    setDraft(symbol ?? '');
    set({ ticker: symbol, page: undefined });
  };

  // The day's summary (market-wide) comes with any list; one row is enough to learn it.
  const summary = useAnalystRatings({ x: ALL_RATINGS, pageSize: 1 }, !ticker);
  const day = summary.data?.day;
  const dayList = useAnalystRatings(
    {
      x: ALL_RATINGS,
      ...(DAY_TABS[tab].actions ? { action: DAY_TABS[tab].actions } : {}),
      ...(day?.date ? { from: day.date, to: day.date } : {}),
      page,
      pageSize: RATINGS_DEFAULT_PAGE_SIZE,
    },
    !ticker && Boolean(day?.date),
  );
  const history = useAnalystRatings(
    { x: ticker ?? ALL_RATINGS, page, pageSize: RATINGS_DEFAULT_PAGE_SIZE },
    Boolean(ticker),
  );
  const shown = ticker ? history : dayList;
  const simulated = (ticker ? history.data?.simulated : summary.data?.simulated) ?? false;
  const pages = shown.data ? Math.max(1, Math.ceil(shown.data.total / shown.data.pageSize)) : 1;
  const counts: Record<DayTab, number | undefined> = {
    all: undefined,
    upgrades: day?.upgrades,
    downgrades: day?.downgrades,
    initiations: day?.initiations,
  };

  const list = shown.isPending ? (
    <Loading label="Loading rating actions…" />
  ) : shown.isError ? (
    <LoadError message="The rating actions could not be loaded." onRetry={() => void shown.refetch()} />
  ) : shown.data.items.length === 0 ? (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {ticker
        ? `No firm has published a rating action on ${ticker} in the record.`
        : `No ${DAY_TABS[tab].label.toLowerCase()} on ${day?.date ? shortDate(day.date) : 'this day'}.`}
    </Typography>
  ) : (
    <Box sx={{ opacity: shown.isPlaceholderData ? 0.6 : 1 }}>
      <RatingsTable
        label={ticker ? `${ticker} rating history` : 'Rating actions of the day'}
        ratings={shown.data.items}
        showTicker={!ticker}
        onTicker={(symbol) => showTicker(symbol)}
      />
      {pages > 1 ? (
        <Stack sx={{ alignItems: 'center', py: 1.5 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            size="small"
            onChange={(_e, value) => set({ page: value === 1 ? undefined : String(value) })}
          />
        </Stack>
      ) : null}
    </Box>
  );

  return (
    <Box>
      <PageHeader title={specNavTitle(NAV_PATHS.analystRatings)} simulated={simulated} subtitle={SUBTITLE} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          size="small"
          label="Ticker"
          placeholder="e.g. NVDA"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draftValid) showTicker(draft.trim().toUpperCase() || undefined);
          }}
          error={!draftValid}
          helperText={draftValid ? ' ' : 'Letters, digits, "." or "-" (up to 12)'}
          slotProps={{ htmlInput: { 'aria-label': 'Ticker', style: { textTransform: 'uppercase' } } }}
          sx={{ width: 160 }}
        />
        <Button
          variant="outlined"
          disabled={!draftValid}
          onClick={() => showTicker(draft.trim().toUpperCase() || undefined)}
        >
          Show
        </Button>
        {ticker ? <Button onClick={() => showTicker(undefined)}>Market-wide</Button> : null}
      </Stack>

      {ticker ? (
        <Stack spacing={2}>
          <PanelSection
            title={`${ticker} consensus${history.data?.consensus?.company ? ` · ${history.data.consensus.company}` : ''}`}
            label={`${ticker} consensus`}
            subtitle="Each firm’s latest rating within a year; the band is the range of their price targets, the dashed line their mean."
          >
            {history.data?.consensus ? (
              <ConsensusPanel consensus={history.data.consensus} />
            ) : history.isError ? (
              <Typography color="text.secondary">
                No consensus for {ticker}: it is not in the universe and no rating of it was imported.
              </Typography>
            ) : (
              <Loading label="Loading consensus…" />
            )}
          </PanelSection>
          <PanelSection
            title="Ratings history"
            label={`${ticker} ratings history`}
            subtitle={`${history.data?.total ?? 0} actions, newest first; upside is from the last close.`}
          >
            {list}
          </PanelSection>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <PanelSection
            title={day?.date ? `Actions of ${shortDate(day.date)}` : 'Actions of the day'}
            label="Actions of the day"
            subtitle="The latest session’s upgrades, downgrades and initiations across the market; pick a ticker for its history."
            updating={dayList.isFetching && !dayList.isPending}
          >
            {summary.isPending ? (
              <Loading label="Loading the day…" />
            ) : summary.isError ? (
              <LoadError
                message="The day's rating actions could not be loaded."
                onRetry={() => void summary.refetch()}
              />
            ) : !day?.date ? (
              <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
                No rating action in the record yet: the simulated record starts after the first stored session, and
                nothing was imported.
              </Typography>
            ) : (
              <>
                <Tabs
                  value={tab}
                  onChange={(_e, value: DayTab) => set({ day: value === 'all' ? undefined : value, page: undefined })}
                  variant="scrollable"
                  allowScrollButtonsMobile
                  aria-label="Kind of action"
                  sx={{ borderBottom: 1, borderColor: 'divider' }}
                >
                  {(Object.keys(DAY_TABS) as DayTab[]).map((key) => (
                    <Tab
                      key={key}
                      value={key}
                      label={
                        counts[key] === undefined ? DAY_TABS[key].label : `${DAY_TABS[key].label} (${counts[key]})`
                      }
                    />
                  ))}
                </Tabs>
                {list}
              </>
            )}
          </PanelSection>
          <Leaderboard />
        </Stack>
      )}
    </Box>
  );
}
