import { readApiError } from '@flowdeck/api-client/error-shape';
import { PageHeader, PanelSection } from '@flowdeck/ui-kit';
import { Box, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIVE_LABEL, LiveBadge, type LiveWording } from '../../components/live-badge';
import { NET_FLOW_PATH, SYMBOL_PARAM, pageTitle } from '../../paths';
import { SymbolSearch } from '../../components/symbol-search';
import { type DteBucket, NET_FLOW_REFRESH_MS, type NetFlowResponse, useNetFlow } from './api/get-net-flow';
import { BucketTotals } from './components/bucket-totals';
import { NetFlowChart, type NetFlowView, type SeriesColors } from './components/net-flow-chart';
import { NetFlowFigures } from './components/net-flow-figures';
import { StaleNotice } from '../../components/stale-notice';
import { TickerPageBody } from '../../components/ticker-page-body';
import { UnknownTicker } from '../../components/unknown-ticker';
import { useLiveRefetch } from './hooks/use-live-refetch';
import {
  DEFAULT_DTE_BUCKET,
  DEFAULT_INTERVAL,
  DTE_BUCKETS,
  DTE_PARAM,
  INTERVAL_PARAM,
  NET_FLOW_INTERVALS,
  type NetFlowInterval,
  bucketOption,
  dteFromParams,
  intervalFromParams,
  tickerFromParams,
} from './net-flow-data';
import { formatMarketTime } from './net-flow-format';
import { SessionBar } from '../../components/session-bar';
import { useMarketSession } from '../../hooks/use-market-session';

/** Tickers with busy option flow, offered when the one in the URL is unknown. */
const NET_FLOW_SUGGESTIONS = ['SPY', 'QQQ', 'NVDA', 'TSLA', 'AAPL'] as const;

const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;
/** Toggle labels such as "1m" and "±5%" keep their case ("1M" would read as a month). */
const TOGGLE_SX = { px: 1.5, textTransform: 'none' } as const;
/** The ticker the scope switch offers before any has been chosen. */
const FIRST_TICKER = 'SPY';
/** Market tide's price line is the S&P 500 ETF. */
const TIDE_REFERENCE = 'SPY';
const MARKET_TIDE = 'tide';

export default function NetFlowPage() {
  const [params, setParams] = useSearchParams();
  const ticker = tickerFromParams(params);
  const dte = dteFromParams(params);
  const interval = intervalFromParams(params);
  const [lastTicker, setLastTicker] = useState(ticker ?? FIRST_TICKER);
  const session = useMarketSession();
  const query = useNetFlow(ticker, dte, interval, session.param);
  const { refetch } = query;
  const stream = useLiveRefetch(ticker, !query.isError && session.live, refetch);
  const data = query.data;

  const update = useCallback(
    (change: (params: URLSearchParams) => void) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        change(updated);
        return updated;
      }),
    [setParams],
  );
  const selectTicker = useCallback(
    (next: string) => {
      const symbol = next.trim().toUpperCase();
      setLastTicker(symbol);
      update((p) => p.set(SYMBOL_PARAM, symbol));
    },
    [update],
  );
  const selectMarketTide = useCallback(() => update((p) => p.delete(SYMBOL_PARAM)), [update]);
  const selectDte = (next: DteBucket) =>
    update((p) => (next === DEFAULT_DTE_BUCKET ? p.delete(DTE_PARAM) : p.set(DTE_PARAM, next)));
  const selectInterval = (next: NetFlowInterval) =>
    update((p) => (next === DEFAULT_INTERVAL ? p.delete(INTERVAL_PARAM) : p.set(INTERVAL_PARAM, String(next))));

  const scopeName = ticker ?? 'Market tide';
  const subtitle = ticker
    ? `${ticker} net call and put premium, intraday`
    : 'Net call and put premium across every ticker, intraday';

  const body = (
    <TickerPageBody
      query={query}
      data={query.data}
      pending={<NetFlowSkeleton />}
      unknown={(error) => {
        const { status } = readApiError(error);
        return ticker && (status === HTTP_NOT_FOUND || status === HTTP_BAD_REQUEST) ? (
          <UnknownTicker
            ticker={ticker}
            title={`No net flow for “${ticker}”`}
            message={`${error.message.replace(/\.$/, '')}. Search for another ticker, try one of these, or see the whole market.`}
            suggestions={NET_FLOW_SUGGESTIONS}
            onSelect={selectTicker}
            action={{ label: 'Show market tide', onClick: selectMarketTide, variant: 'contained' }}
          />
        ) : null;
      }}
      loadErrorMessage={(error) => `Could not load net flow for ${scopeName}: ${error.message}`}
      stale={(shown, error) => (
        <StaleNotice message={error.message} asOf={shown.asOf}>
          Could not refresh ({error.message}); showing flow to {formatMarketTime(shown.asOf)}.
        </StaleNotice>
      )}
    >
      {(shown) => <NetFlowView data={shown} dte={dte} updating={query.isPlaceholderData} />}
    </TickerPageBody>
  );

  return (
    <>
      <PageHeader
        title={pageTitle(NET_FLOW_PATH)}
        subtitle={data ? `${subtitle} · updated ${formatMarketTime(data.asOf)}` : subtitle}
        simulated={data?.source === 'simulated'}
        actions={<SymbolSearch onSelect={selectTicker} />}
      />
      <SessionBar session={session} />
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1.5 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={ticker === null ? MARKET_TIDE : ticker}
            onChange={(_event, next: string | null) => {
              if (next === MARKET_TIDE) selectMarketTide();
              else if (next) selectTicker(next);
            }}
            aria-label="Scope"
          >
            <ToggleButton value={MARKET_TIDE} sx={TOGGLE_SX}>
              Market tide
            </ToggleButton>
            <ToggleButton value={ticker ?? lastTicker} sx={TOGGLE_SX}>
              {ticker ?? lastTicker}
            </ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={dte}
            onChange={(_event, next: DteBucket | null) => next !== null && selectDte(next)}
            aria-label="Days to expiry"
          >
            {DTE_BUCKETS.map((bucket) => (
              <ToggleButton key={bucket.value} value={bucket.value} title={bucket.description} sx={TOGGLE_SX}>
                {bucket.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={interval}
            onChange={(_event, next: NetFlowInterval | null) => next !== null && selectInterval(next)}
            aria-label="Interval"
          >
            {NET_FLOW_INTERVALS.map((minutes) => (
              <ToggleButton key={minutes} value={minutes} title={`${minutes}-minute intervals`} sx={TOGGLE_SX}>
                {minutes}m
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ flexGrow: 1 }} />
          <LiveBadge status={stream} refreshSeconds={NET_FLOW_REFRESH_MS / 1000} wording={NET_FLOW_WORDING} />
        </Stack>
      </Paper>
      {body}
    </>
  );
}

/** Net flow says only whether it is live or refreshing on its timer (no tooltip: the toolbar is dense). */
const NET_FLOW_WORDING: LiveWording = {
  label: (status, seconds) => (status === 'live' ? LIVE_LABEL : `Refreshes every ${seconds} s`),
};

function NetFlowView({ data, dte, updating }: { data: NetFlowResponse; dte: DteBucket; updating: boolean }) {
  const theme = useTheme();
  const [view, setView] = useState<NetFlowView>('cumulative');
  const colors: SeriesColors = {
    call: theme.palette.success.main,
    put: theme.palette.error.main,
    price: theme.palette.info.main,
  };
  const priceLabel = data.ticker ?? TIDE_REFERENCE;
  const bucket = bucketOption(data.dte);
  const title = data.ticker ? `${data.ticker} net flow` : 'Market tide';

  return (
    <Stack spacing={2}>
      <NetFlowFigures totals={data.totals[dte]} points={data.points} priceLabel={priceLabel} />
      <PanelSection
        title={title}
        label="Net premium"
        subtitle={`${bucket.description} · ${data.interval}-minute intervals · session ${data.session}`}
        updating={updating}
        action={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_event, next: NetFlowView | null) => next !== null && setView(next)}
            aria-label="Lines"
          >
            <ToggleButton value="cumulative" sx={TOGGLE_SX}>
              Since the open
            </ToggleButton>
            <ToggleButton value="interval" sx={TOGGLE_SX}>
              Per interval
            </ToggleButton>
          </ToggleButtonGroup>
        }
      >
        <ChartKey
          items={[
            { label: 'Net call premium', color: colors.call },
            { label: 'Net put premium', color: colors.put },
            { label: data.ticker ? `${priceLabel} price` : `${priceLabel} price (reference)`, color: colors.price },
          ]}
        />
        {data.points.length > 0 ? (
          <NetFlowChart
            points={data.points}
            session={data.session}
            view={view}
            colors={colors}
            priceLabel={priceLabel}
          />
        ) : (
          <Typography color="text.secondary" sx={{ py: 8, textAlign: 'center' }}>
            No trades yet this session: the lines start at the 9:30 AM ET open.
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Net premium = premium traded at or above the ask minus premium at or below the bid; midpoint prints are left
          out. Rising net calls and falling net puts lean bullish.
        </Typography>
      </PanelSection>
      <Paper component="section" aria-label="Totals by expiry bucket" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2">
          Totals by expiry bucket
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Session to {formatMarketTime(data.asOf)}; buckets include the nearer ones (≤7 DTE includes 0DTE)
        </Typography>
        <BucketTotals totals={data.totals} selected={dte} />
      </Paper>
    </Stack>
  );
}

/** The chart's legend in text. */
function ChartKey({ items }: { items: ReadonlyArray<{ label: string; color: string }> }) {
  return (
    <Box
      component="ul"
      aria-label="Chart key"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, rowGap: 0.5, m: 0, mb: 1, p: 0, listStyle: 'none' }}
    >
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 16, height: 0, borderTop: `2px solid ${item.color}` }} />
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {item.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function NetFlowSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading net flow">
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={460} />
    </Stack>
  );
}
