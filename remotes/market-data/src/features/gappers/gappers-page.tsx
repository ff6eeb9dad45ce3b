import type { GapDirection } from '@flowdeck/api-types';
import { NAV_PATHS } from '@flowdeck/contract';
import { formatSessionDay } from '@flowdeck/market-calendar';
import { LoadError, PageHeader, PanelSection } from '@flowdeck/ui-kit';
import {
  Box,
  FormControlLabel,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { LiveBadge } from '../../components/live-badge';
import { SCANNER_WORDING, ScannerNotice } from '../../components/scanner-notice';
import { useScannerRefresh } from '../../hooks/use-scanner-refresh';
import { NOISE_FILTERS_LABEL, formatBarsTo } from '../../lib/scanner-format';
import { SCANNER_REFRESH_MS } from '../../lib/scanner-refresh';
import { pageTitle } from '../../paths';
import { type GappersResponse, useGappers } from './api/get-gappers';
import { GappersTable } from './components/gappers-table';
import { MIN_GAP_CHOICES, gappersViewFromParams, withGappersView } from './gappers-params';

const TOGGLE_SX = { px: 1.5, textTransform: 'none' } as const;

function basisText(data: GappersResponse): string {
  return data.basis === 'open'
    ? 'Gap = the 9:30 open against the previous close'
    : 'Before the open: gap = the pre-market last against the previous close';
}

function emptyMessage(data: GappersResponse): string {
  if (data.barsTo === null) return 'Nothing has traded yet this session: the pre-market opens at 4:00 AM ET.';
  const direction = data.direction === 'up' ? 'up' : 'down';
  const filters = data.noiseFilters ? ` that pass the noise filters (${NOISE_FILTERS_LABEL})` : '';
  return `No symbol${filters} gaps ${direction} by ${data.minGapPercent}% or more. Lower the minimum gap to see smaller gaps.`;
}

export default function GappersPage() {
  const [params, setParams] = useSearchParams();
  const view = gappersViewFromParams(params);
  const query = useGappers(view);
  const data = query.data;
  const stream = useScannerRefresh(data?.barsTo, data?.live ?? false, () => void query.refetch());
  const update = (change: Parameters<typeof withGappersView>[1]) =>
    setParams((previous) => withGappersView(previous, change));

  const subtitle = data
    ? `Gaps against the previous close across ${data.scanned} stocks and ETFs · ${formatBarsTo(data.barsTo)}`
    : 'Pre-market and open gappers, up and down';

  return (
    <>
      <PageHeader title={pageTitle(NAV_PATHS.gappers)} subtitle={subtitle} simulated={data?.source === 'simulated'} />
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, rowGap: 1.5 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view.direction}
            onChange={(_event, next: GapDirection | null) => next !== null && update({ direction: next })}
            aria-label="Direction"
          >
            <ToggleButton value="up" sx={TOGGLE_SX}>
              Gap up
            </ToggleButton>
            <ToggleButton value="down" sx={TOGGLE_SX}>
              Gap down
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label="Minimum gap"
            value={view.minGap}
            onChange={(event) => update({ minGap: Number(event.target.value) })}
            sx={{ minWidth: 140 }}
          >
            {[...new Set([...MIN_GAP_CHOICES, view.minGap])]
              .sort((a, b) => a - b)
              .map((gap) => (
                <MenuItem key={gap} value={gap}>
                  {gap}% or more
                </MenuItem>
              ))}
          </TextField>
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
          message={`Could not load the gappers: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton variant="rounded" height={480} role="status" aria-label="Loading gappers" />
      ) : (
        <Stack spacing={1.5}>
          <PanelSection
            title={data.direction === 'up' ? 'Gapping up' : 'Gapping down'}
            label="Gappers list"
            subtitle={`${basisText(data)} · ${formatSessionDay(data.session)}`}
            updating={query.isPlaceholderData}
          >
            <GappersTable rows={data.items} empty={emptyMessage(data)} />
          </PanelSection>
          <Typography variant="caption" color="text.secondary">
            Fill is the share of the gap given back since the open (100% = back to the previous close). RVOL compares
            the volume so far in the part of the session trading with its usual volume by the same minute.
          </Typography>
        </Stack>
      )}
    </>
  );
}
