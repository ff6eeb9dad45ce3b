import { PageHeader } from '@flowdeck/ui-kit';
import { Box, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SNAPSHOT_PATH, SYMBOL_PARAM, pageTitle } from '../../paths';
import { tickerProblem } from '../../api/ticker-error';
import { LiveBadge } from '../../components/live-badge';
import { PageSkeleton } from '../../components/page-skeleton';
import { StaleNotice } from '../../components/stale-notice';
import { TickerPageBody } from '../../components/ticker-page-body';
import { Panel } from '../../components/panel';
import { TickerNews } from '../../components/ticker-news';
import { UnknownTicker } from '../../components/unknown-ticker';
import { formatAsOfClock, formatSessionDate } from '../../lib/market-format';
import { SymbolSearch } from '../../components/symbol-search';
import { SessionBar } from '../../components/session-bar';
import { useMarketSession } from '../../hooks/use-market-session';
import {
  FLOW_SNAPSHOT_QUERY_KEY,
  type FlowSnapshotV2Response,
  SNAPSHOT_REFETCH_MS,
  useFlowSnapshot,
} from './api/get-flow-snapshot';
import { FlowBreakdown } from './components/flow-breakdown';
import { FlowFigures } from './components/flow-figures';
import { KeyLevels } from './components/key-levels';
import { NetFlowChart } from './components/net-flow-chart';
import { NEWS_LABEL, NewsList } from './components/news-list';
import { ExpiryPremiumChart, StrikePremiumChart } from './components/premium-charts';
import { QuoteBar } from './components/quote-bar';
import { RECENT_TRADES_LABEL, RecentTrades } from './components/recent-trades';
import { TOP_CONTRACTS_LABEL, TopContracts } from './components/top-contracts';
import { useLiveSnapshot } from './hooks/use-live-snapshot';
import { applyLive, symbolFromParams } from './snapshot-data';

export default function SnapshotPage() {
  const [params, setParams] = useSearchParams();
  const ticker = symbolFromParams(params);
  const session = useMarketSession();
  const query = useFlowSnapshot(ticker, session.param);
  const queryClient = useQueryClient();

  const refetchGap = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...FLOW_SNAPSHOT_QUERY_KEY, ticker] }),
    [queryClient, ticker],
  );
  // A failed refresh keeps what is on screen (and the live feed on top of it); only a failed first load stops.
  const failed = query.isError && !query.data;
  // Live trades belong to the most recent session only.
  const live = useLiveSnapshot(ticker, { enabled: !failed && session.live, onGap: refetchGap });

  const selectTicker = useCallback(
    (next: string) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(SYMBOL_PARAM, next.trim().toUpperCase());
        return updated;
      }),
    [setParams],
  );

  const data = query.data;
  const snapshot = useMemo(
    () => (data ? applyLive(data, live.trades, live.prints) : null),
    [data, live.trades, live.prints],
  );
  const liveIds = useMemo(() => new Set(live.trades.map((trade) => trade.id)), [live.trades]);

  const body = (
    <TickerPageBody
      query={query}
      data={snapshot}
      pending={<PageSkeleton label={`Loading ${ticker} snapshot`} figures={8} />}
      unknown={(error) => {
        const problem = tickerProblem(error);
        return problem ? <UnknownTicker ticker={ticker} detail={problem.detail} onSelect={selectTicker} /> : null;
      }}
      loadErrorMessage={(error) => `Could not load the ${ticker} snapshot: ${error.message}`}
      stale={(shown, error) => (
        <StaleNotice message={error.message} asOf={shown.asOf} onRetry={() => void query.refetch()} />
      )}
    >
      {(shown) => <Snapshot snapshot={shown} liveIds={liveIds} trading={session.trading} />}
    </TickerPageBody>
  );

  const subtitle = (
    <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>
        {ticker} at a glance
        {snapshot ? ` · ${formatSessionDate(snapshot.session)} · updated ${formatAsOfClock(newestTime(snapshot))}` : ''}
      </span>
      {!failed ? <LiveBadge status={live.status} refreshSeconds={SNAPSHOT_REFETCH_MS / 1000} /> : null}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={pageTitle(SNAPSHOT_PATH)}
        subtitle={subtitle}
        simulated={data?.source === 'simulated'}
        actions={<SymbolSearch onSelect={selectTicker} />}
      />
      <SessionBar session={session} />
      {body}
    </>
  );
}

/** When the page's figures were last moved: the fetch, or a newer live trade. */
function newestTime(snapshot: FlowSnapshotV2Response): string {
  const trade = snapshot.recentTrades[0]?.time;
  return trade && trade > snapshot.asOf ? trade : snapshot.asOf;
}

function Snapshot({
  snapshot,
  liveIds,
  trading,
}: {
  snapshot: FlowSnapshotV2Response;
  liveIds: ReadonlySet<string>;
  trading: boolean;
}) {
  const column = { display: { xs: 'contents', lg: 'flex' }, flexDirection: 'column', gap: 2, minWidth: 0 } as const;
  return (
    <Stack spacing={2}>
      <QuoteBar quote={snapshot.quote} />
      <FlowFigures snapshot={snapshot} />
      {/* One column on a phone (key levels first), two from lg: flow on the left, levels on the right. */}
      <Box
        sx={{
          display: { xs: 'flex', lg: 'grid' },
          flexDirection: 'column',
          gap: 2,
          gridTemplateColumns: { lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          // Top-aligned columns on the grid; on a phone every panel takes the full width.
          alignItems: { lg: 'start' },
        }}
      >
        <Box sx={column}>
          <Box sx={{ order: { xs: 2, lg: 0 }, minWidth: 0 }}>
            <Panel title="Net flow" subtitle="Cumulative net premium since the open, five-minute steps">
              <NetFlowChart points={snapshot.netFlow} />
            </Panel>
          </Box>
          <Box sx={{ order: { xs: 3, lg: 0 }, minWidth: 0 }}>
            <Panel
              dense
              title={RECENT_TRADES_LABEL}
              subtitle={`Newest first · premium coloured by sentiment${liveIds.size > 0 ? ` · ${liveIds.size} arrived live` : ''}`}
            >
              <RecentTrades trades={snapshot.recentTrades} liveIds={liveIds} trading={trading} />
            </Panel>
          </Box>
          <Box sx={{ order: { xs: 4, lg: 0 }, minWidth: 0 }}>
            <Panel dense title={TOP_CONTRACTS_LABEL} subtitle="Most premium today · Vol/OI ≥ 1 highlighted">
              <TopContracts contracts={snapshot.topContracts} trading={trading} />
            </Panel>
          </Box>
          <Box
            sx={{
              order: { xs: 6, lg: 0 },
              minWidth: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Panel title="Premium by strike" subtitle="The most active strikes">
              <StrikePremiumChart
                byStrike={snapshot.byStrike}
                spot={snapshot.gex?.spot ?? snapshot.quote.last}
                trading={trading}
              />
            </Panel>
            <Panel title="Premium by expiry" subtitle="Nearest expiries">
              <ExpiryPremiumChart byExpiry={snapshot.byExpiry} trading={trading} />
            </Panel>
          </Box>
        </Box>
        <Box sx={column}>
          <Box sx={{ order: { xs: 1, lg: 0 }, minWidth: 0 }}>
            <KeyLevels
              ticker={snapshot.ticker}
              gex={snapshot.gex}
              levels={snapshot.darkPool.levels}
              notional={snapshot.darkPool.notional}
              trading={trading}
            />
          </Box>
          <Box sx={{ order: { xs: 5, lg: 0 }, minWidth: 0 }}>
            <Panel title="Flow breakdown" subtitle="Net premium by expiry window and order kind">
              <FlowBreakdown byDte={snapshot.byDte} byKind={snapshot.byKind} />
            </Panel>
          </Box>
          <Box sx={{ order: { xs: 7, lg: 0 }, minWidth: 0 }}>
            <Panel title={NEWS_LABEL}>
              <NewsList ticker={snapshot.ticker} news={snapshot.news} />
            </Panel>
          </Box>
          <Box sx={{ order: { xs: 8, lg: 0 }, minWidth: 0 }}>
            <TickerNews ticker={snapshot.ticker} />
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
