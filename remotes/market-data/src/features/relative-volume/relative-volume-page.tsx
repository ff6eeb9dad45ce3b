import { NAV_PATHS } from '@flowdeck/contract';
import { formatSessionDay } from '@flowdeck/market-calendar';
import { LoadError, PageHeader, PanelSection } from '@flowdeck/ui-kit';
import { Box, FormControlLabel, Paper, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LiveBadge } from '../../components/live-badge';
import { SCANNER_WORDING, ScannerNotice } from '../../components/scanner-notice';
import { useScannerRefresh } from '../../hooks/use-scanner-refresh';
import {
  NOISE_FILTERS_LABEL,
  SESSION_PART_NAMES,
  formatBarsTo,
  formatMultiple,
  formatVolume,
} from '../../lib/scanner-format';
import { SCANNER_REFRESH_MS } from '../../lib/scanner-refresh';
import { pageTitle } from '../../paths';
import { type RelativeVolumeResponse, useRelativeVolume } from './api/get-relative-volume';
import { useVolumeCurve } from './api/get-volume-curve';
import { RelativeVolumeTable } from './components/relative-volume-table';
import { VolumeCurveChart } from './components/volume-curve-chart';
import { historyText, relativeVolumeViewFromParams, withRelativeVolumeView } from './relative-volume-params';

function emptyMessage(data: RelativeVolumeResponse): string {
  if (data.historySessions === 0) return 'No earlier sessions to compare with yet: relative volume needs a history.';
  if (data.barsTo === null) return 'Nothing has traded yet this session: the pre-market opens at 4:00 AM ET.';
  return data.noiseFilters
    ? `No symbol passes the noise filters (${NOISE_FILTERS_LABEL}) yet. Turn them off to see every symbol.`
    : 'No symbol has usual volume to compare with at this minute.';
}

export default function RelativeVolumePage() {
  const theme = useTheme();
  const curveRef = useRef<HTMLDivElement>(null);
  const [params, setParams] = useSearchParams();
  const view = relativeVolumeViewFromParams(params);
  const query = useRelativeVolume(view.noiseFilters);
  const data = query.data;
  const stream = useScannerRefresh(data?.barsTo, data?.live ?? false, () => void query.refetch());
  const selected = view.symbol ?? data?.items[0]?.symbol ?? null;
  const curve = useVolumeCurve(selected, data?.barsTo ?? null);
  const update = (change: Parameters<typeof withRelativeVolumeView>[1]) =>
    setParams((previous) => withRelativeVolumeView(previous, change));
  const row = data?.items.find((r) => r.symbol === selected);
  const part = data?.part ? SESSION_PART_NAMES[data.part] : 'session';

  const subtitle = data
    ? `Time-of-day relative volume of the ${part} across ${data.scanned} stocks and ETFs · ${formatBarsTo(data.barsTo)}`
    : 'Symbols ranked by time-of-day relative volume';

  return (
    <>
      <PageHeader
        title={pageTitle(NAV_PATHS.relativeVolume)}
        subtitle={subtitle}
        simulated={data?.source === 'simulated'}
      />
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, rowGap: 1.5 }}>
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
      {data ? <ScannerNotice data={data} what="The session" /> : null}
      {query.error && !data ? (
        <LoadError
          message={`Could not load relative volume: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton variant="rounded" height={480} role="status" aria-label="Loading relative volume" />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary" data-testid="rvol-definition">
            RVOL = the {part}’s volume so far ÷ its average volume by the same minute over{' '}
            {historyText(data.historySessions, data.lookbackSessions)}. ÷ Avg day = today’s volume so far ÷ the average
            daily volume of the last {data.averageVolumeSessions} sessions.
          </Typography>
          <Box ref={curveRef} sx={{ scrollMarginTop: 80 }}>
            <PanelSection
              title={selected ? `${selected} volume curve` : 'Volume curve'}
              label="Volume curve"
              subtitle={
                row
                  ? `${formatMultiple(row.relativeVolume)} usual volume: ${formatVolume(row.volume)} against ${formatVolume(row.usualVolume)} by now`
                  : `The ${part} so far against its average`
              }
              updating={curve.isFetching && curve.isPlaceholderData}
            >
              {selected === null ? (
                <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                  Pick a row to see its volume curve.
                </Typography>
              ) : curve.error ? (
                <LoadError message={`No volume curve for ${selected}: ${curve.error.message}`} />
              ) : !curve.data ? (
                <Skeleton variant="rounded" height={240} />
              ) : (
                <>
                  <Stack direction="row" spacing={2} sx={{ mb: 1 }} aria-label="Chart key">
                    <Typography variant="caption" sx={{ color: theme.palette.info.main, fontWeight: 600 }}>
                      ━ Today
                    </Typography>
                    <Typography variant="caption" sx={{ color: theme.palette.text.secondary, fontWeight: 600 }}>
                      ┅ Average of {curve.data.historySessions} sessions
                    </Typography>
                  </Stack>
                  <VolumeCurveChart
                    points={curve.data.points}
                    colors={{ today: theme.palette.info.main, average: theme.palette.text.secondary }}
                  />
                </>
              )}
            </PanelSection>
          </Box>
          <PanelSection
            title="Ranked by relative volume"
            label="Relative volume ranking"
            subtitle={`${formatSessionDay(data.session)} · pick a row for its volume curve`}
            updating={query.isPlaceholderData}
          >
            <RelativeVolumeTable
              rows={data.items}
              selected={selected}
              empty={emptyMessage(data)}
              onSelect={(symbol) => {
                update({ symbol });
                curveRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            />
          </PanelSection>
        </Stack>
      )}
    </>
  );
}
