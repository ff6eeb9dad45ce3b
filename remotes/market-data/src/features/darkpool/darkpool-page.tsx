import { Loading, PageHeader, formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  ALL_TICKERS,
  DARKPOOL_PATH,
  SNAPSHOT_PATH,
  SYMBOL_PARAM,
  pageTitle,
  stockProfileUrl,
  symbolUrl,
} from '../../paths';
import { SymbolSearch } from '../../components/symbol-search';
import {
  DARK_POOL_QUERY_KEY,
  DARK_POOL_REFETCH_LIVE_MS,
  DARK_POOL_REFETCH_OFFLINE_MS,
  type DarkPoolPrint,
  useDarkPool,
} from './api/get-dark-pool';
import { DARK_POOL_BLOCKS_LIMIT, useDarkPoolBlocks } from './api/get-dark-pool-blocks';
import { tickerProblem } from '../../api/ticker-error';
import { LARGEST_BLOCKS_LABEL, LargestBlocks } from './components/largest-blocks';
import { FilterBar } from './components/filter-bar';
import { Figure, FigureStrip } from '../../components/figure';
import { LiveBadge } from '../../components/live-badge';
import { PageSkeleton } from '../../components/page-skeleton';
import { Panel } from '../../components/panel';
import { PriceLadder } from '../../components/price-ladder';
import { StaleNotice } from '../../components/stale-notice';
import { NoPrints, PrintsTable } from './components/prints-table';
import { TOP_TICKERS_LABEL, TopTickers } from './components/top-tickers';
import { TickerPageBody } from '../../components/ticker-page-body';
import { UnknownTicker } from '../../components/unknown-ticker';
import {
  type DarkPoolFilters,
  type DarkPoolSummary,
  NO_FILTERS,
  darkPoolView,
  DARK_POOL_BLOCK_SHARES,
  LARGE_PRINT_NOTIONAL,
  noPrintsMessage,
  largestBlocks,
  priceLadder,
  scopeFromParams,
  vwapOf,
} from '../../lib/dark-pool-data';
import { useLiveDarkPool } from './hooks/use-live-dark-pool';
import { SessionBar } from '../../components/session-bar';
import { useMarketSession } from '../../hooks/use-market-session';
import {
  formatAsOfClock,
  formatClock,
  formatCount,
  formatLevelPrice,
  formatPrintPrice,
  formatSessionDate,
  formatShare,
  formatWhole,
} from '../../lib/market-format';

export const PRICE_LEVELS_LABEL = 'Price levels';
/** Rows of the price ladder before buckets are widened: fits beside the feed without scrolling. */
const LADDER_MAX_ROWS = 28;

export default function DarkpoolPage() {
  const [params, setParams] = useSearchParams();
  const scope = scopeFromParams(params);
  const all = scope === ALL_TICKERS;
  const [filters, setFilters] = useState<DarkPoolFilters>(NO_FILTERS);
  const queryClient = useQueryClient();

  const refetchGap = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...DARK_POOL_QUERY_KEY, scope] }),
    [queryClient, scope],
  );
  const liveRef = useRef(false);
  const isLive = useCallback(() => liveRef.current, []);
  const session = useMarketSession();
  const feed = useDarkPool(scope, filters, isLive, session.param);
  // A failed refresh keeps what is on screen (and the live feed on top of it); only a failed first load stops.
  const failed = feed.isError && !feed.data;
  // Live prints belong to the most recent session (before the open: today's pre-market prints on top).
  const live = useLiveDarkPool(scope, { enabled: !failed && session.live, onGap: refetchGap });
  useEffect(() => {
    liveRef.current = live.status === 'live';
  }, [live.status]);

  const selectScope = useCallback(
    (next: string) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next === ALL_TICKERS) updated.delete(SYMBOL_PARAM);
        else updated.set(SYMBOL_PARAM, next.trim().toUpperCase());
        return updated;
      }),
    [setParams],
  );
  const showAll = useCallback(() => selectScope(ALL_TICKERS), [selectScope]);

  const pages = feed.data?.pages;
  const first = pages?.[0];
  const view = useMemo(() => (pages ? darkPoolView(pages, live.prints, filters) : null), [pages, live.prints, filters]);
  const liveIds = useMemo(() => new Set(live.prints.map((print) => print.id)), [live.prints]);
  const refreshSeconds = (live.status === 'live' ? DARK_POOL_REFETCH_LIVE_MS : DARK_POOL_REFETCH_OFFLINE_MS) / 1000;

  const body = (
    <TickerPageBody
      query={feed}
      data={view}
      pending={<PageSkeleton label="Loading dark pool prints" />}
      unknown={(error) => {
        const problem = all ? null : tickerProblem(error);
        return problem ? (
          <UnknownTicker
            ticker={scope}
            detail={problem.detail}
            onSelect={selectScope}
            action={{ label: 'Show all tickers', onClick: showAll }}
          />
        ) : null;
      }}
      loadErrorMessage={(error) => `Could not load dark pool prints: ${error.message}`}
      stale={(_shown, error) =>
        first ? <StaleNotice message={error.message} asOf={first.asOf} onRetry={() => void feed.refetch()} /> : null
      }
    >
      {(shown) => (
        <Stack spacing={2}>
          {shown.summary ? <SummaryStrip summary={shown.summary} scope={scope} items={shown.items} /> : null}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px', xl: 'minmax(0, 1fr) 400px' },
            }}
          >
            <Box sx={{ order: { xs: 2, lg: 1 }, minWidth: 0 }}>
              <Panel
                dense
                title={all ? 'Prints' : `${scope} prints`}
                subtitle={`Newest first · ${formatWhole(shown.items.length)} shown${shown.liveCount > 0 ? ` · ${formatWhole(shown.liveCount)} arrived live` : ''}`}
                action={<FilterBar filters={filters} onChange={setFilters} />}
              >
                {shown.items.length > 0 ? (
                  <PrintsTable prints={shown.items} liveIds={liveIds} showTicker={all} />
                ) : (
                  <NoPrints message={noPrintsMessage(filters, session.trading)} />
                )}
                {feed.hasNextPage ? (
                  <Box sx={{ textAlign: 'center', py: 1 }}>
                    <Button
                      size="small"
                      onClick={() => void feed.fetchNextPage()}
                      disabled={feed.isFetchingNextPage}
                      startIcon={
                        feed.isFetchingNextPage ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined
                      }
                    >
                      Load older prints
                    </Button>
                  </Box>
                ) : null}
              </Panel>
            </Box>
            <Box sx={{ order: { xs: 1, lg: 2 }, minWidth: 0 }}>
              {all ? (
                <Panel title={TOP_TICKERS_LABEL} subtitle="Session notional · select a ticker for its levels" dense>
                  <TopTickers
                    tickers={shown.summary?.topTickers ?? []}
                    total={shown.summary?.notional ?? 0}
                    trading={session.trading}
                  />
                </Panel>
              ) : (
                <Stack spacing={2}>
                  <LevelsPanel scope={scope} summary={shown.summary} lastPrint={shown.items[0] ?? null} />
                  <BlocksPanel ticker={scope} live={live.prints} trading={session.trading} />
                </Stack>
              )}
            </Box>
          </Box>
        </Stack>
      )}
    </TickerPageBody>
  );

  const subtitle = (
    <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>
        {all ? 'Off-exchange prints across every ticker' : `${scope} off-exchange prints and price levels`}
        {first ? ` · ${formatSessionDate(first.session)}` : ''}
        {view?.lastUpdate ? ` · updated ${formatAsOfClock(view.lastUpdate)}` : ''}
      </span>
      {!failed ? <LiveBadge status={live.status} refreshSeconds={refreshSeconds} /> : null}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={pageTitle(DARKPOOL_PATH)}
        subtitle={subtitle}
        simulated={first?.source === 'simulated'}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {!all ? (
              <Button size="small" variant="outlined" onClick={showAll} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                All tickers
              </Button>
            ) : null}
            <SymbolSearch onSelect={selectScope} />
          </Stack>
        }
      />
      <SessionBar session={session} />
      {body}
    </>
  );
}

function SummaryStrip({
  summary,
  scope,
  items,
}: {
  summary: DarkPoolSummary;
  scope: string;
  items: readonly DarkPoolPrint[];
}) {
  const all = scope === ALL_TICKERS;
  const average = summary.prints > 0 ? summary.notional / summary.prints : null;
  const blocks = items.filter((print) => print.tags.includes('block')).length;
  const common = (
    <>
      <Figure label="Notional" value={formatUsd(summary.notional)} hint="Session total" />
      <Figure label="Shares" value={formatCount(summary.volume)} hint={formatWhole(summary.volume)} />
      <Figure
        label="Prints"
        value={formatWhole(summary.prints)}
        hint={average !== null ? `Avg ${formatUsd(average)}` : undefined}
      />
    </>
  );
  if (all) {
    const leader = summary.topTickers?.[0];
    return (
      <FigureStrip label="Session summary" columns={5}>
        {common}
        <Figure
          label="Top ticker"
          value={leader?.ticker ?? '–'}
          hint={
            leader && summary.notional > 0
              ? `${formatUsd(leader.notional)} · ${formatShare(leader.notional / summary.notional)}`
              : undefined
          }
        />
        <Figure
          label="Blocks in feed"
          value={formatWhole(blocks)}
          hint={`of ${formatWhole(items.length)} prints shown`}
        />
      </FigureStrip>
    );
  }
  const vwap = vwapOf(summary);
  const top = [...(summary.levels ?? [])].sort((a, b) => b.notional - a.notional)[0];
  const last = items[0];
  return (
    <FigureStrip label="Session summary" columns={6}>
      {common}
      <Figure
        label="DP VWAP"
        value={vwap !== null ? formatPrintPrice(Math.round(vwap * 100) / 100) : '–'}
        hint="Volume-weighted"
      />
      <Figure
        label="Top level"
        value={top ? formatLevelPrice(top.price) : '–'}
        hint={
          top && summary.notional > 0
            ? `${formatUsd(top.notional)} · ${formatShare(top.notional / summary.notional)}`
            : undefined
        }
      />
      <Figure
        label="Last print"
        value={last ? formatPrintPrice(last.price) : '–'}
        hint={last ? `${formatWhole(last.size)} sh · ${formatClock(last.time)}` : undefined}
      />
    </FigureStrip>
  );
}

/** Blocks shown beside one ticker's feed. */
const LARGEST_BLOCKS_SHOWN = 8;

function BlocksPanel({ ticker, live, trading }: { ticker: string; live: readonly DarkPoolPrint[]; trading: boolean }) {
  const blocks = useDarkPoolBlocks(ticker, { enabled: true });
  const fetched = blocks.data?.items;
  const largest = useMemo(() => largestBlocks(fetched ?? [], live, LARGEST_BLOCKS_SHOWN), [fetched, live]);
  const partial = Boolean(blocks.data?.nextCursor);
  return (
    <Panel
      dense
      title={LARGEST_BLOCKS_LABEL}
      subtitle={`${ticker} prints of ${formatWhole(DARK_POOL_BLOCK_SHARES)}+ shares or ${formatUsdShort(LARGE_PRINT_NOTIONAL)}+${partial ? ` · among the latest ${DARK_POOL_BLOCKS_LIMIT}` : ' · today'}`}
    >
      {blocks.isPending ? <Loading label="Loading blocks" /> : <LargestBlocks blocks={largest} trading={trading} />}
    </Panel>
  );
}

function LevelsPanel({
  scope,
  summary,
  lastPrint,
}: {
  scope: string;
  summary: DarkPoolSummary | null;
  lastPrint: DarkPoolPrint | null;
}) {
  const theme = useTheme();
  const vwap = summary ? vwapOf(summary) : null;
  const ladder = useMemo(
    () =>
      priceLadder(summary?.levels ?? [], {
        maxRows: LADDER_MAX_ROWS,
        referencePrice: vwap ?? undefined,
        marks: [
          { id: 'vwap', price: vwap },
          { id: 'last', price: lastPrint?.price ?? null },
        ],
      }),
    [summary?.levels, vwap, lastPrint?.price],
  );
  const marks = useMemo(
    () => ({
      vwap: { label: 'VWAP', color: theme.palette.info.main },
      last: { label: 'Last', color: theme.palette.text.primary },
    }),
    [theme],
  );
  return (
    <Panel
      title={PRICE_LEVELS_LABEL}
      subtitle={
        ladder.step > 0
          ? `Notional per $${formatLevelPrice(ladder.step)} · top 3 levels highlighted`
          : 'Notional by price level'
      }
    >
      <PriceLadder ladder={ladder} label={`${scope} price levels`} marks={marks} />
      <Stack direction="row" spacing={2} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          More on {scope}:
        </Typography>
        <Link component={RouterLink} to={symbolUrl(SNAPSHOT_PATH, scope)} variant="caption">
          Snapshot
        </Link>
        <Link component={RouterLink} to={stockProfileUrl(scope)} variant="caption">
          Stock profile
        </Link>
      </Stack>
    </Panel>
  );
}
