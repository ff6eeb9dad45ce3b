import type { ScannerSessionPart } from '@flowdeck/api-types';
import { SCANNER_SESSION_PARTS } from '@flowdeck/endpoints/scanners';
import { LoadError, PageHeader, PanelSection } from '@flowdeck/ui-kit';
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
import { useSearchParams } from 'react-router-dom';
import { LiveBadge } from '../../components/live-badge';
import { SCANNER_WORDING, ScannerNotice } from '../../components/scanner-notice';
import { useScannerRefresh } from '../../hooks/use-scanner-refresh';
import { NOISE_FILTERS_LABEL, SESSION_PART_LABELS, SESSION_PART_NAMES, formatBarsTo } from '../../lib/scanner-format';
import { formatSessionDay } from '@flowdeck/market-calendar';
import { SCANNER_REFRESH_MS } from '../../lib/scanner-refresh';
import { pageTitle } from '../../paths';
import { NAV_PATHS } from '@flowdeck/contract';
import { useBiggestMovers } from './api/get-biggest-movers';
import { MoversTable } from './components/movers-table';
import { SectorHeat } from './components/sector-heat';
import { moversEmptyMessage } from './movers-empty';
import { noiseFiltersFromParams, partFromParams, withMoversParams } from './movers-params';

const TOGGLE_SX = { px: 1.5, textTransform: 'none' } as const;

export default function BiggestMoversPage() {
  const [params, setParams] = useSearchParams();
  const part = partFromParams(params);
  const noiseFilters = noiseFiltersFromParams(params);
  const gainers = useBiggestMovers('gainers', part, noiseFilters);
  const losers = useBiggestMovers('losers', part, noiseFilters);
  const data = gainers.data;
  const stream = useScannerRefresh(data?.barsTo, data?.live ?? false, () => {
    void gainers.refetch();
    void losers.refetch();
  });

  const update = (change: { part?: ScannerSessionPart; noiseFilters?: boolean }) =>
    setParams((previous) => withMoversParams(previous, change));

  const subtitle = data
    ? `Biggest moves of the ${SESSION_PART_NAMES[data.part]} across ${data.scanned} stocks and ETFs · ${formatBarsTo(data.barsTo)}`
    : 'Gainers and losers by session, with sector heat';
  const error = gainers.error ?? losers.error;

  return (
    <>
      <PageHeader
        title={pageTitle(NAV_PATHS.biggestMovers)}
        subtitle={subtitle}
        simulated={data?.source === 'simulated'}
      />
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, rowGap: 1.5 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={part}
            onChange={(_event, next: ScannerSessionPart | null) => next !== null && update({ part: next })}
            aria-label="Session"
          >
            {SCANNER_SESSION_PARTS.map((p) => (
              <ToggleButton key={p} value={p} sx={TOGGLE_SX}>
                {SESSION_PART_LABELS[p]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormControlLabel
            control={
              <Switch checked={noiseFilters} onChange={(event) => update({ noiseFilters: event.target.checked })} />
            }
            label={`Noise filters (${NOISE_FILTERS_LABEL})`}
          />
          <Box sx={{ flexGrow: 1 }} />
          {data?.live ? (
            <LiveBadge status={stream} refreshSeconds={SCANNER_REFRESH_MS / 1000} wording={SCANNER_WORDING} />
          ) : null}
        </Stack>
      </Paper>
      {data ? <ScannerNotice data={data} what={`The ${SESSION_PART_NAMES[data.part]}`} /> : null}
      {error && !data ? (
        <LoadError message={`Could not load the movers: ${error.message}`} onRetry={() => void gainers.refetch()} />
      ) : !data || !losers.data ? (
        <MoversSkeleton />
      ) : (
        <Stack spacing={2}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <PanelSection
              title="Top gainers"
              label="Top gainers"
              subtitle={`${SESSION_PART_LABELS[data.part]} · ${formatSessionDay(data.session)}`}
              updating={gainers.isPlaceholderData}
            >
              <MoversTable title="Top gainers" rows={data.items} empty={moversEmptyMessage(data, 'gainers')} />
            </PanelSection>
            <PanelSection
              title="Top losers"
              label="Top losers"
              subtitle={`${SESSION_PART_LABELS[losers.data.part]} · ${formatSessionDay(losers.data.session)}`}
              updating={losers.isPlaceholderData}
            >
              <MoversTable
                title="Top losers"
                rows={losers.data.items}
                empty={moversEmptyMessage(losers.data, 'losers')}
              />
            </PanelSection>
          </Box>
          <PanelSection
            title="Sector heat"
            label="Sector heat"
            subtitle="Mean move of each sector’s symbols in this part of the session"
            updating={gainers.isPlaceholderData}
          >
            <SectorHeat sectors={data.sectors} />
          </PanelSection>
          <Typography variant="caption" color="text.secondary">
            Pre-market and regular moves are measured from the previous close, after-hours moves from the regular close.
            RVOL compares the part’s volume so far with its usual volume by the same minute.
          </Typography>
        </Stack>
      )}
    </>
  );
}

function MoversSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading movers">
      <Skeleton variant="rounded" height={420} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}
