import { readApiError } from '@flowdeck/api-client/error-shape';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { PageHeader, PanelSection } from '@flowdeck/ui-kit';
import { Alert, Box, Button, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GAMMA_PATH, SYMBOL_PARAM, pageTitle } from '../../paths';
import { SymbolSearch } from '../../components/symbol-search';
import { type GammaExposureResponse, useGammaExposure } from './api/get-gamma-exposure';
import { SessionBar } from '../../components/session-bar';
import { useMarketSession } from '../../hooks/use-market-session';
import { ExpirySelector } from './components/expiry-selector';
import { GexHeatmap } from './components/gex-heatmap';
import { GexKeyFigures } from './components/gex-key-figures';
import { GexProfileChart } from './components/gex-profile-chart';
import { GexStrikeChart } from './components/gex-strike-chart';
import { levelColors } from './components/level-colors';
import { StaleNotice } from '../../components/stale-notice';
import { TickerPageBody } from '../../components/ticker-page-body';
import { UnknownTicker } from '../../components/unknown-ticker';
import {
  ALL_EXPIRIES,
  EXPIRY_PARAM,
  type ExpiryFilter,
  STRIKE_RANGES,
  type StrikeRange,
  type StrikeView,
  ZERO_DTE,
  defaultStrikeRange,
  expiryFromParams,
  gexLevels,
  strikesInRange,
  symbolFromParams,
} from './gex-data';
import { formatExpiryLong, formatLevel, formatMarketTime } from './gex-format';

/** Tickers with deep option chains, offered when the one in the URL has none. */
const GAMMA_SUGGESTIONS = ['SPY', 'QQQ', 'SPX', 'NVDA', 'TSLA', 'AAPL'] as const;

const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;
/** Toggle labels such as "1m" and "±5%" keep their case ("1M" would read as a month). */
const TOGGLE_SX = { px: 1.5, textTransform: 'none' } as const;

export default function GammaPage() {
  const [params, setParams] = useSearchParams();
  const symbol = symbolFromParams(params);
  const expiry = expiryFromParams(params);
  const session = useMarketSession();
  const query = useGammaExposure(symbol, expiry, session.param);
  const data = query.data;

  const selectSymbol = useCallback(
    (next: string) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(SYMBOL_PARAM, next.trim().toUpperCase());
        // Dates differ between tickers; "today's" carries over.
        if (expiryFromParams(updated) !== ZERO_DTE) updated.delete(EXPIRY_PARAM);
        return updated;
      }),
    [setParams],
  );
  const selectExpiry = useCallback(
    (next: ExpiryFilter) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next === ALL_EXPIRIES) updated.delete(EXPIRY_PARAM);
        else updated.set(EXPIRY_PARAM, next);
        return updated;
      }),
    [setParams],
  );

  const body = (
    <TickerPageBody
      query={query}
      data={query.data}
      pending={<GammaSkeleton />}
      unknown={(error) => {
        const { status, fieldErrors } = readApiError(error);
        if (status === HTTP_NOT_FOUND || (status === HTTP_BAD_REQUEST && fieldErrors.ticker))
          return (
            <UnknownTicker
              ticker={symbol}
              title={`No gamma exposure for “${symbol}”`}
              message={`${(fieldErrors.ticker ?? error.message).replace(/\.$/, '')}. Search for a ticker with listed options, or try one of these:`}
              suggestions={GAMMA_SUGGESTIONS}
              onSelect={selectSymbol}
            />
          );
        // An expiry the ticker does not list: the ticker is fine, every expiry is one click away.
        const expiryProblem = status === HTTP_BAD_REQUEST ? fieldErrors.expiry : undefined;
        return expiryProblem ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => selectExpiry(ALL_EXPIRIES)}>
                Show all expiries
              </Button>
            }
          >
            {expiryProblem}
          </Alert>
        ) : null;
      }}
      loadErrorMessage={(error) => `Could not load gamma exposure for ${symbol}: ${error.message}`}
      stale={(shown, error) => (
        <StaleNotice message={error.message} asOf={shown.asOf}>
          Could not refresh ({error.message}); showing figures from {formatMarketTime(shown.asOf)}.
        </StaleNotice>
      )}
    >
      {(shown) => (
        <GammaView
          data={shown}
          symbol={symbol}
          expiry={expiry}
          updating={query.isPlaceholderData}
          onSelectExpiry={selectExpiry}
        />
      )}
    </TickerPageBody>
  );

  const subtitle = data
    ? `${data.ticker} dealer gamma exposure · spot ${formatLevel('spot', data.spot)} · updated ${formatMarketTime(data.asOf)}`
    : `${symbol} dealer gamma exposure by strike and expiry`;

  return (
    <>
      <PageHeader
        title={pageTitle(GAMMA_PATH)}
        subtitle={subtitle}
        simulated={data?.source === 'simulated'}
        actions={<SymbolSearch onSelect={selectSymbol} />}
      />
      <SessionBar session={session} />
      {body}
    </>
  );
}

function GammaView({
  data,
  symbol,
  expiry,
  updating,
  onSelectExpiry,
}: {
  data: GammaExposureResponse;
  symbol: string;
  expiry: ExpiryFilter;
  updating: boolean;
  onSelectExpiry: (expiry: ExpiryFilter) => void;
}) {
  const theme = useTheme();
  const [chosenRange, setChosenRange] = useState<StrikeRange | null>(null);
  const [view, setView] = useState<StrikeView>('net');
  const range = chosenRange ?? defaultStrikeRange(data.byStrike, data.spot);
  const rows = useMemo(() => strikesInRange(data.byStrike, data.spot, range), [data.byStrike, data.spot, range]);
  const levels = useMemo(() => gexLevels(data), [data]);
  const colors = levelColors(theme);
  const filterDte = data.expiries.find((e) => e.expiry === data.expiry)?.dte ?? 0;
  const scope = data.expiry === null ? 'All expiries' : formatExpiryLong(data.expiry, filterDte);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <ExpirySelector value={expiry} expiries={data.expiries} onChange={onSelectExpiry} />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={range}
            onChange={(_event, next: StrikeRange | null) => next !== null && setChosenRange(next)}
            aria-label="Strike window"
          >
            {STRIKE_RANGES.map((r) => (
              <ToggleButton key={r} value={r} title={`Strikes within ${r}% of spot`} sx={TOGGLE_SX}>
                ±{r}%
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </Paper>

      <GexKeyFigures data={data} />

      <PanelSection
        title="GEX by strike"
        label="GEX by strike"
        subtitle={`${data.ticker} · ${scope} · ${rows.length} strikes within ±${range}% of spot`}
        updating={updating}
        action={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_event, next: StrikeView | null) => next !== null && setView(next)}
            aria-label="Bars"
          >
            <ToggleButton value="net" sx={TOGGLE_SX}>
              Net
            </ToggleButton>
            <ToggleButton value="split" sx={TOGGLE_SX}>
              Calls & puts
            </ToggleButton>
          </ToggleButtonGroup>
        }
      >
        <ChartKey
          items={[
            ...(view === 'net'
              ? [
                  { label: 'Net GEX > 0', color: theme.palette.success.main, kind: 'bar' as const },
                  { label: 'Net GEX < 0', color: theme.palette.error.main, kind: 'bar' as const },
                ]
              : [
                  { label: 'Call GEX', color: theme.palette.success.main, kind: 'bar' as const },
                  { label: 'Put GEX', color: theme.palette.error.main, kind: 'bar' as const },
                ]),
            ...levels.map((l) => ({
              label: `${l.label} ${formatLevel(l.id, l.value)}`,
              color: colors[l.id],
              kind: l.id === 'spot' ? ('line' as const) : ('dash' as const),
            })),
          ]}
        />
        {rows.length > 0 ? (
          <GexStrikeChart rows={rows} levels={levels} view={view} />
        ) : (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            No open interest within ±{range}% of spot.
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
          <InfoOutlinedIcon fontSize="small" sx={{ color: 'text.secondary', mt: '1px' }} />
          <Typography variant="caption" color="text.secondary" aria-label="Sign convention">
            {data.convention}
          </Typography>
        </Stack>
      </PanelSection>

      <PanelSection
        title="GEX profile"
        label="GEX profile"
        subtitle="Net GEX re-priced at spots from 80% to 120% of today's; zero gamma is where it crosses zero"
        updating={updating}
      >
        <GexProfileChart profile={data.profile} spot={data.spot} levels={levels} />
      </PanelSection>

      <PanelSection
        title="Strike × expiry heatmap"
        label="Strike by expiry heatmap"
        subtitle={`Net GEX per strike and expiry · nearest ${data.heatmap.expiries.length} expiries · ±${range}% of spot`}
        updating={updating}
      >
        <GexHeatmap data={data} range={range} scrollKey={`${symbol}|${data.expiry ?? ''}|${range}`} />
      </PanelSection>
    </Stack>
  );
}

interface KeyItem {
  label: string;
  color: string;
  kind: 'bar' | 'line' | 'dash';
}

/** The chart's legend in text: bar colours and the marked levels with their values. */
function ChartKey({ items }: { items: readonly KeyItem[] }) {
  return (
    <Box
      component="ul"
      aria-label="Chart key"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, rowGap: 0.5, m: 0, mb: 1, p: 0, listStyle: 'none' }}
    >
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={
              item.kind === 'bar'
                ? { width: 10, height: 10, borderRadius: 0.5, bgcolor: item.color }
                : { width: 16, height: 0, borderTop: `2px ${item.kind === 'dash' ? 'dashed' : 'solid'} ${item.color}` }
            }
          />
          <Typography
            variant="caption"
            sx={{ color: item.kind === 'bar' ? 'text.secondary' : item.color, fontWeight: 600 }}
          >
            {item.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function GammaSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading gamma exposure">
      <Skeleton variant="rounded" height={64} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(6, 1fr)' } }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}
