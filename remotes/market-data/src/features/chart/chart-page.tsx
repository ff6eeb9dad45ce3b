import type { BarInterval, BarsResponse, DarkPoolPrint, FlowTrade } from '@flowdeck/api-types';
import { PageHeader } from '@flowdeck/ui-kit';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isNotFoundError } from '../../api/get-company-profile';
import { CHART_PATH, DEFAULT_SYMBOL, SYMBOL_PARAM, pageTitle } from '../../paths';
import { StaleNotice } from '../../components/stale-notice';
import { SymbolSearch } from '../../components/symbol-search';
import { TickerPageBody } from '../../components/ticker-page-body';
import { UnknownSymbol } from '../../components/unknown-symbol';
import { formatAsOfClock } from '../../lib/market-format';
import { useChartBars } from './api/get-chart-bars';
import { useChartDarkPool } from './api/get-chart-dark-pool';
import { useChartFlow } from './api/get-chart-flow';
import { DAILY_INTERVAL, INTERVAL_PARAM, effectiveInterval, parseInterval } from './chart-intervals';
import { DEFAULT_MIN_NOTIONAL, DEFAULT_MIN_PREMIUM } from './chart-markers';
import { ALL_OVERLAYS, type Overlay } from './components/chart-toolbar';
import { ChartWorkspace } from './components/chart-workspace';
import { useLiveChartFeed } from './hooks/use-live-chart-feed';
import { SessionBar } from '../../components/session-bar';
import { useMarketSession } from '../../hooks/use-market-session';

const NO_TRADES: readonly FlowTrade[] = [];
const NO_PRINTS: readonly DarkPoolPrint[] = [];

/** The ticker in the URL, upper-cased; the default when there is none. */
export function symbolFromParams(params: URLSearchParams): string {
  return params.get(SYMBOL_PARAM)?.trim().toUpperCase() || DEFAULT_SYMBOL;
}

export default function ChartPage() {
  const session = useMarketSession();
  const [params, setParams] = useSearchParams();
  const symbol = symbolFromParams(params);
  const requested = parseInterval(params.get(INTERVAL_PARAM));
  const [overlays, setOverlays] = useState<Overlay[]>([...ALL_OVERLAYS]);
  const [minPremium, setMinPremium] = useState(DEFAULT_MIN_PREMIUM);
  const [minNotional, setMinNotional] = useState(DEFAULT_MIN_NOTIONAL);

  // The latest session is the live chart; an earlier one (picked, in the URL) ends at its close and is final.
  const picked = session.live || session.invalid ? undefined : session.param;
  const requestedBars = useChartBars(symbol, requested, { session: picked });
  // Every bars response says whether the ticker has intraday bars; a placeholder (another ticker) does not count.
  const answered = requestedBars.isPlaceholderData ? undefined : requestedBars.data;
  const interval = effectiveInterval(requested, answered?.intraday);
  const dailyFallback = useChartBars(symbol, DAILY_INTERVAL, { enabled: interval !== requested, session: picked });
  const barsQuery = interval === requested ? requestedBars : dailyFallback;
  const unknown = barsQuery.isError && isNotFoundError(barsQuery.error);
  // Markers and the live feed wait for the bars to confirm the ticker: a mistyped one costs one 404, not three.
  const known = !unknown && requestedBars.data?.ticker === symbol && !requestedBars.isPlaceholderData;

  const feed = useLiveChartFeed({ symbol, enabled: known && picked === undefined, minPremium, minNotional });
  const flow = useChartFlow(symbol, minPremium, { enabled: overlays.includes('flow') && known, session: picked });
  const darkPool = useChartDarkPool(symbol, minNotional, {
    enabled: overlays.includes('darkPool') && known,
    session: picked,
  });

  const update = useCallback(
    (name: string, value: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      }),
    [setParams],
  );
  const selectSymbol = useCallback((next: string) => update(SYMBOL_PARAM, next.toUpperCase()), [update]);
  const selectInterval = useCallback((next: BarInterval) => update(INTERVAL_PARAM, next), [update]);

  const response = barsQuery.data;
  // While another ticker or interval loads, the previous chart stays up; an empty placeholder is no chart.
  const waiting = barsQuery.isPlaceholderData && (response?.bars.length ?? 0) === 0;
  /** The workspace of the bars given; without bars (`undefined`), its controls around a chart still loading. */
  const workspace = (shown: BarsResponse | undefined) => (
    <ChartWorkspace
      // One key for the loading and the loaded workspace: it stays mounted (controls, menus) when the bars come.
      key="workspace"
      symbol={symbol}
      response={shown}
      refreshing={barsQuery.isPlaceholderData}
      requested={requested}
      interval={interval}
      onIntervalChange={selectInterval}
      overlays={overlays}
      onOverlaysChange={setOverlays}
      minPremium={minPremium}
      onMinPremiumChange={setMinPremium}
      minNotional={minNotional}
      onMinNotionalChange={setMinNotional}
      trades={overlays.includes('flow') ? (flow.data?.items ?? NO_TRADES) : NO_TRADES}
      prints={overlays.includes('darkPool') ? (darkPool.data?.items ?? NO_PRINTS) : NO_PRINTS}
      markersFailed={flow.isError || darkPool.isError}
      feed={feed}
      finalSession={picked ?? null}
    />
  );

  const body = (
    <TickerPageBody
      query={barsQuery}
      data={response}
      pending={workspace(undefined)}
      unknown={(error) => (isNotFoundError(error) ? <UnknownSymbol symbol={symbol} onSelect={selectSymbol} /> : null)}
      loadErrorMessage={(error) => `Could not load the ${symbol} chart: ${error.message}`}
      stale={(shown, error) => (
        <StaleNotice message={error.message} asOf={shown.asOf} onRetry={() => void barsQuery.refetch()}>
          {`Could not refresh: ${error.message}. Showing bars as of ${formatAsOfClock(shown.asOf)}.`}
        </StaleNotice>
      )}
    >
      {(shown) => workspace(waiting ? undefined : shown)}
    </TickerPageBody>
  );

  return (
    <>
      <PageHeader
        title={pageTitle(CHART_PATH)}
        subtitle="Candles, volume and session VWAP with the big options trades and dark-pool prints on them"
        simulated={response?.source === 'simulated'}
        actions={<SymbolSearch onSelect={selectSymbol} />}
      />
      <SessionBar session={session} />
      {body}
    </>
  );
}
