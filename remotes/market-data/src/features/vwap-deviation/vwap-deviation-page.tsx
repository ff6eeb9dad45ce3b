import type { VwapSide } from '@flowdeck/api-types';
import { NAV_PATHS } from '@flowdeck/contract';
import { formatSessionDay } from '@flowdeck/market-calendar';
import { LoadError, PageHeader, PanelSection, formatPrice } from '@flowdeck/ui-kit';
import {
  Box,
  FormControlLabel,
  Paper,
  Skeleton,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LiveBadge } from '../../components/live-badge';
import { SCANNER_WORDING, ScannerNotice } from '../../components/scanner-notice';
import { useScannerRefresh } from '../../hooks/use-scanner-refresh';
import { NOISE_FILTERS_LABEL, formatBarsTo, formatSignedPercent } from '../../lib/scanner-format';
import { SCANNER_REFRESH_MS } from '../../lib/scanner-refresh';
import { pageTitle } from '../../paths';
import { useVwapBands } from './api/get-vwap-bands';
import { type VwapDeviationResponse, useVwapDeviation } from './api/get-vwap-deviation';
import { VwapBandChart } from './components/vwap-band-chart';
import { VwapTable } from './components/vwap-table';
import { vwapViewFromParams, withVwapView } from './vwap-params';

const TOGGLE_SX = { px: 1.5, textTransform: 'none' } as const;

function emptyMessage(data: VwapDeviationResponse): string {
  if (data.barsTo === null) return 'No regular-session trades yet: VWAP starts at the 9:30 AM ET open.';
  const filters = data.noiseFilters ? ` that passes the noise filters (${NOISE_FILTERS_LABEL})` : '';
  return `No symbol${filters} trades ${data.side} its VWAP right now.`;
}

export default function VwapDeviationPage() {
  const theme = useTheme();
  const chartRef = useRef<HTMLDivElement>(null);
  const [params, setParams] = useSearchParams();
  const view = vwapViewFromParams(params);
  const query = useVwapDeviation(view.side, view.noiseFilters);
  const data = query.data;
  const stream = useScannerRefresh(data?.barsTo, data?.live ?? false, () => void query.refetch());
  const selected = view.symbol ?? data?.items[0]?.symbol ?? null;
  const bands = useVwapBands(selected, data?.barsTo ?? null);
  const update = (change: Parameters<typeof withVwapView>[1]) =>
    setParams((previous) => withVwapView(previous, change));
  const row = data?.items.find((r) => r.symbol === selected);

  const subtitle = data
    ? `Furthest from the session VWAP across ${data.scanned} stocks and ETFs · ${formatBarsTo(data.barsTo)}`
    : 'Symbols furthest above and below VWAP, in σ and %';

  return (
    <>
      <PageHeader
        title={pageTitle(NAV_PATHS.vwapDeviation)}
        subtitle={subtitle}
        simulated={data?.source === 'simulated'}
      />
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, rowGap: 1.5 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view.side}
            onChange={(_event, next: VwapSide | null) => next !== null && update({ side: next })}
            aria-label="Side"
          >
            <ToggleButton value="above" sx={TOGGLE_SX}>
              Above VWAP
            </ToggleButton>
            <ToggleButton value="below" sx={TOGGLE_SX}>
              Below VWAP
            </ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel
            control={
              <Switch
                checked={view.noiseFilters}
                onChange={(event) => update({ noiseFilters: event.target.checked })}
              />
            }
            label={`Noise filters (${NOISE_FILTERS_LABEL})`}
          />
          <Box sx={{ flexGrow: 1 }} />
          {data?.live ? (
            <LiveBadge status={stream} refreshSeconds={SCANNER_REFRESH_MS / 1000} wording={SCANNER_WORDING} />
          ) : null}
        </Stack>
      </Paper>
      {data ? <ScannerNotice data={data} what="The regular session" /> : null}
      {query.error && !data ? (
        <LoadError
          message={`Could not load VWAP deviation: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton variant="rounded" height={480} role="status" aria-label="Loading VWAP deviation" />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            VWAP = Σ(typical price × volume) ÷ Σ volume over the regular session’s one-minute bars, typical price =
            (high + low + close) ÷ 3, reset at the 9:30 open. σ is the volume-weighted standard deviation of the typical
            prices about VWAP; the bands sit at ±1, 2 and 3 σ.
          </Typography>
          <Box ref={chartRef} sx={{ scrollMarginTop: 80 }}>
            <PanelSection
              title={selected ? `${selected} against VWAP` : 'VWAP bands'}
              label="VWAP bands"
              subtitle={
                row
                  ? `Last ${formatPrice(row.last)} · VWAP ${formatPrice(row.vwap)} · ${formatSignedPercent(row.deviationPercent)}`
                  : `Regular session of ${formatSessionDay(data.session)}`
              }
              updating={bands.isFetching && bands.isPlaceholderData}
            >
              {selected === null ? (
                <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                  Pick a row to see its price against VWAP.
                </Typography>
              ) : bands.error ? (
                <LoadError message={`No VWAP bands for ${selected}: ${bands.error.message}`} />
              ) : !bands.data ? (
                <Skeleton variant="rounded" height={240} />
              ) : (
                <>
                  <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }} aria-label="Chart key">
                    <Typography variant="caption" sx={{ color: theme.palette.info.main, fontWeight: 600 }}>
                      ━ Price
                    </Typography>
                    <Typography variant="caption" sx={{ color: theme.palette.warning.main, fontWeight: 600 }}>
                      ━ VWAP
                    </Typography>
                    <Typography variant="caption" sx={{ color: theme.palette.text.secondary, fontWeight: 600 }}>
                      ┅ ±1, 2, 3 σ
                    </Typography>
                  </Stack>
                  <VwapBandChart
                    points={bands.data.points}
                    bands={bands.data.bands}
                    colors={{
                      price: theme.palette.info.main,
                      vwap: theme.palette.warning.main,
                      band: theme.palette.text.secondary,
                    }}
                  />
                </>
              )}
            </PanelSection>
          </Box>
          <PanelSection
            title={data.side === 'above' ? 'Furthest above VWAP' : 'Furthest below VWAP'}
            label="VWAP deviation ranking"
            subtitle={`${formatSessionDay(data.session)} · ranked in σ · pick a row for its chart`}
            updating={query.isPlaceholderData}
          >
            <VwapTable
              rows={data.items}
              selected={selected}
              empty={emptyMessage(data)}
              onSelect={(symbol) => {
                update({ symbol });
                chartRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            />
          </PanelSection>
        </Stack>
      )}
    </>
  );
}
