import type { BreakDirection, ScannerResponse } from '@flowdeck/api-types';
import type { WidgetProps } from '@flowdeck/contract';
import { DEFAULT_MIN_GAP_PERCENT } from '@flowdeck/endpoints/scanners';
import { formatPrice } from '@flowdeck/ui-kit';
import { Box, Link, MenuItem, Stack, TextField } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { type BreakRow, useBreaks } from '../../api/get-breaks';
import {
  type WidgetColumn,
  WidgetEmpty,
  WidgetError,
  WidgetRoot,
  WidgetSkeleton,
  WidgetTable,
} from '../../components/widget-kit';
import { type GapperRow, useGappers } from '../../features/gappers/api/get-gappers';
import { type RelativeVolumeRow, useRelativeVolume } from '../../features/relative-volume/api/get-relative-volume';
import { type VwapRow, useVwapDeviation } from '../../features/vwap-deviation/api/get-vwap-deviation';
import { useValueColor } from '../../hooks/use-value-color';
import { formatMultiple, formatSignedPercent } from '../../lib/scanner-format';
import { WIDGET_TITLES } from '../../lib/widget-titles';
import { stockProfileUrl } from '../../paths';
import { SCANNERS, SCANNER_SETTING, type ScannerId, scannerOf } from './scanner-settings';

const TITLE = WIDGET_TITLES.scanner;
/** Rows listed: the top of the scan, a card's worth. */
export const SCANNER_WIDGET_ROWS = 10;
export const SCANNER_SELECT_LABEL = 'Scanner';
/** Every scanner is read with its page's defaults: noise filters on, no narrower type or confirmation. */
const NOISE_FILTERS = true;

/**
 * Scanner: the top rows of one of the scanner pages (picked in the widget or its settings), read with the
 * page's default view and refreshed on the page's pace; each symbol opens its profile, and a link opens
 * the full scanner. After the close the API answers with the last session.
 */
export default function ScannerWidget({ settings, setSetting }: WidgetProps) {
  const scanner = scannerOf(settings[SCANNER_SETTING]);
  return (
    <WidgetRoot label={TITLE}>
      <Stack direction="row" spacing={1} sx={{ px: 1, pt: 1, pb: 0.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={SCANNER_SELECT_LABEL}
          value={scanner.value}
          onChange={(event) => setSetting(SCANNER_SETTING, event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ select: { MenuProps: { slotProps: { list: { dense: true } } } } }}
        >
          {SCANNERS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <Link component={RouterLink} to={scanner.page} underline="hover" variant="body2" sx={{ flexShrink: 0 }}>
          Open
        </Link>
      </Stack>
      <ScannerRows scanner={scanner.value} label={scanner.label} />
    </WidgetRoot>
  );
}

function ScannerRows({ scanner, label }: { scanner: ScannerId; label: string }) {
  switch (scanner) {
    case 'breakout':
      return <Breaks direction="up" label={label} />;
    case 'breakdown':
      return <Breaks direction="down" label={label} />;
    case 'gappers':
      return <Gappers label={label} />;
    case 'relative-volume':
      return <RelativeVolume label={label} />;
    case 'vwap-deviation':
      return <VwapDeviation label={label} />;
  }
}

interface SymbolRow {
  symbol: string;
  name: string;
  last: number;
}

function symbolColumns<T extends SymbolRow>(metric: WidgetColumn<T>): WidgetColumn<T>[] {
  return [
    {
      key: 'symbol',
      label: 'Symbol',
      render: (row) => (
        <Link
          component={RouterLink}
          to={stockProfileUrl(row.symbol)}
          underline="hover"
          title={row.name}
          sx={{ fontWeight: 700, color: 'text.primary' }}
        >
          {row.symbol}
        </Link>
      ),
    },
    { key: 'last', label: 'Last', align: 'right', render: (row) => formatPrice(row.last) },
    metric,
  ];
}

/** The states every scanner shares: loading, failed (with Retry), empty (with the reason), rows. */
function ScannerList<R extends ScannerResponse & { items: T[] }, T extends SymbolRow>({
  query,
  label,
  columns,
  empty,
}: {
  query: UseQueryResult<R>;
  label: string;
  columns: readonly WidgetColumn<T>[];
  empty: (data: R) => string;
}) {
  const { data, error } = query;
  if (data === undefined)
    return error ? (
      <WidgetError
        message={`Could not load ${label.toLowerCase()}: ${error.message}`}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <WidgetSkeleton label={`Loading ${label.toLowerCase()}`} />
    );
  if (data.items.length === 0) return <WidgetEmpty>{empty(data)}</WidgetEmpty>;
  return (
    <WidgetTable
      label={label}
      columns={columns}
      rows={data.items.slice(0, SCANNER_WIDGET_ROWS)}
      rowKey={(row) => row.symbol}
    />
  );
}

/** The scan has not seen a regular-session minute (or the pre-market's, for the scanners that read it). */
const NO_REGULAR_TRADES = 'No regular-session trades yet: the scan starts at the 9:30 AM ET open.';
const NO_TRADES = 'Nothing has traded yet this session: the pre-market opens at 4:00 AM ET.';

function SignedPercent({ value }: { value: number | null }) {
  const colorOf = useValueColor();
  return (
    <Box component="span" sx={{ fontWeight: 600, color: value === null ? undefined : colorOf(value) }}>
      {formatSignedPercent(value)}
    </Box>
  );
}

function Breaks({ direction, label }: { direction: BreakDirection; label: string }) {
  const query = useBreaks({ direction, type: null, confirmedOnly: false, noiseFilters: NOISE_FILTERS });
  const what = direction === 'up' ? 'breakouts' : 'breakdowns';
  return (
    <ScannerList
      query={query}
      label={label}
      columns={symbolColumns<BreakRow>({
        key: 'travelled',
        label: 'Move',
        title: 'Last against the level broken',
        align: 'right',
        render: (row) => <SignedPercent value={row.travelledPercent} />,
      })}
      empty={(data) =>
        data.barsTo === null || data.scanned === 0 ? NO_REGULAR_TRADES : `No ${what} so far this session.`
      }
    />
  );
}

function Gappers({ label }: { label: string }) {
  const query = useGappers({ direction: 'up', minGap: DEFAULT_MIN_GAP_PERCENT, noiseFilters: NOISE_FILTERS });
  return (
    <ScannerList
      query={query}
      label={label}
      columns={symbolColumns<GapperRow>({
        key: 'gap',
        label: 'Gap',
        title: 'Gap from the previous close',
        align: 'right',
        render: (row) => <SignedPercent value={row.gapPercent} />,
      })}
      empty={(data) =>
        data.barsTo === null ? NO_TRADES : `No symbol gaps up by ${data.minGapPercent}% or more this session.`
      }
    />
  );
}

function RelativeVolume({ label }: { label: string }) {
  const query = useRelativeVolume(NOISE_FILTERS);
  return (
    <ScannerList
      query={query}
      label={label}
      columns={symbolColumns<RelativeVolumeRow>({
        key: 'rvol',
        label: 'RVOL',
        title: 'Volume against its usual volume by this minute',
        align: 'right',
        render: (row) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {formatMultiple(row.relativeVolume)}
          </Box>
        ),
      })}
      empty={(data) =>
        data.historySessions === 0
          ? 'No earlier sessions to compare with yet: relative volume needs a history.'
          : data.barsTo === null
            ? NO_TRADES
            : 'No symbol has usual volume to compare with at this minute.'
      }
    />
  );
}

function VwapDeviation({ label }: { label: string }) {
  const query = useVwapDeviation('above', NOISE_FILTERS);
  return (
    <ScannerList
      query={query}
      label={label}
      columns={symbolColumns<VwapRow>({
        key: 'deviation',
        label: 'Vs VWAP',
        title: 'Last against the session’s VWAP',
        align: 'right',
        render: (row) => <SignedPercent value={row.deviationPercent} />,
      })}
      empty={(data) => (data.barsTo === null ? NO_REGULAR_TRADES : 'No symbol trades above its VWAP right now.')}
    />
  );
}
