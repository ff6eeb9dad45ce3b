import type { SpecNavPath } from '@flowdeck/contract';
import { formatSessionDay } from '@flowdeck/market-calendar';
import { LoadError, PageHeader, PanelSection, formatPrice } from '@flowdeck/ui-kit';
import {
  Box,
  FormControlLabel,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BREAK_TYPES } from '@flowdeck/endpoints/scanners';
import { useSearchParams } from 'react-router-dom';
import { type BreakDirection, type BreakRow, type BreaksResponse, type BreakType, useBreaks } from '../api/get-breaks';
import { useScannerRefresh } from '../hooks/use-scanner-refresh';
import { breakTypeLabel, breakViewFromParams, confirmationText, sparkGeometry, withBreakView } from '../lib/break-view';
import { NOISE_FILTERS_LABEL, formatBarsTo, formatSignedPercent } from '../lib/scanner-format';
import { SCANNER_REFRESH_MS } from '../lib/scanner-refresh';
import { MARKET_TIME_ZONE } from '../market-time-zone';
import { pageTitle } from '../paths';
import { LiveBadge } from './live-badge';
import { SCANNER_WORDING, ScannerNotice } from './scanner-notice';
import { SymbolName } from './symbol-name';

const NAME_WIDTH = { xs: 96, sm: 140, xl: 200 };
const ALL_TYPES = 'all';
const SPARK_WIDTH = 96;
const SPARK_HEIGHT = 28;
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } } as const;
const BREAK_TIME = new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

function emptyMessage(data: BreaksResponse, view: { type: BreakType | null; confirmedOnly: boolean }): string {
  if (data.barsTo === null || data.scanned === 0)
    return 'No regular-session trades yet: breaks start at the 9:30 AM ET open.';
  const what = data.direction === 'up' ? 'breakouts' : 'breakdowns';
  const kind = view.type ? ` of the ${breakTypeLabel(view.type, data.direction).toLowerCase()}` : '';
  const confirmed = view.confirmedOnly ? ' confirmed by volume' : '';
  return `No ${what}${kind}${confirmed} so far this session.`;
}

/** The row's mini chart: the session's closes so far, with the level broken dashed. */
function Spark({ row, color }: { row: BreakRow; color: string }) {
  const theme = useTheme();
  const geometry = sparkGeometry(row.spark, row.level, SPARK_WIDTH, SPARK_HEIGHT);
  if (!geometry) return null;
  return (
    <svg
      width={SPARK_WIDTH}
      height={SPARK_HEIGHT}
      viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
      role="img"
      aria-label={`${row.symbol} today against the level ${formatPrice(row.level)}`}
      style={{ overflow: 'visible', display: 'block' }}
    >
      <line
        x1={0}
        x2={SPARK_WIDTH}
        y1={geometry.levelY}
        y2={geometry.levelY}
        stroke={theme.palette.text.secondary}
        strokeDasharray="3 2"
        strokeWidth={1}
      />
      <polyline points={geometry.points} fill="none" stroke={color} strokeWidth={1.5} />
    </svg>
  );
}

function BreaksTable({ data, empty }: { data: BreaksResponse; empty: string }) {
  const theme = useTheme();
  const color = data.direction === 'up' ? theme.palette.success.main : theme.palette.error.main;
  return (
    <TableContainer>
      <Table size="small" aria-label={data.direction === 'up' ? 'Breakouts' : 'Breakdowns'}>
        <TableHead>
          <TableRow>
            <TableCell>Symbol</TableCell>
            <TableCell sx={{ minWidth: 130 }}>Level broken</TableCell>
            <TableCell align="right" sx={FROM_SM}>
              Time
            </TableCell>
            <TableCell align="right" sx={FROM_MD}>
              Break → last
            </TableCell>
            <TableCell align="right" sx={{ ...FROM_SM, whiteSpace: 'nowrap' }}>
              Since
            </TableCell>
            <TableCell sx={FROM_SM}>Volume</TableCell>
            <TableCell sx={FROM_LG}>Today</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7}>
                <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {empty}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            data.items.map((row) => {
              const confirmation = confirmationText(row.relativeVolume, data.rvolThreshold, row.confirmed);
              const since = formatSignedPercent(row.travelledPercent);
              // Coloured while the price stays beyond the level in the break's direction.
              const beyond = row.direction === 'up' ? row.travelledPercent > 0 : row.travelledPercent < 0;
              const sinceColor = beyond ? color : 'text.secondary';
              return (
                <TableRow key={`${row.symbol}|${row.type}`} hover>
                  <TableCell>
                    <SymbolName symbol={row.symbol} name={row.name} nameWidth={NAME_WIDTH} />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{breakTypeLabel(row.type, row.direction)}</Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      at {formatPrice(row.level)}
                      <Box component="span" sx={{ display: { sm: 'none' } }}>
                        {' '}
                        · {BREAK_TIME.format(new Date(row.time))} · {since} since
                      </Box>
                    </Typography>
                    <Typography
                      variant="caption"
                      component="p"
                      sx={{ display: { sm: 'none' }, color: row.confirmed ? 'success.main' : 'text.secondary' }}
                    >
                      {confirmation}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ ...NUMBER, ...FROM_SM }}>
                    {BREAK_TIME.format(new Date(row.time))}
                  </TableCell>
                  <TableCell align="right" sx={{ ...NUMBER, ...FROM_MD }}>
                    {formatPrice(row.price)} → {formatPrice(row.last)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ ...NUMBER, ...FROM_SM, fontWeight: 600, color: sinceColor }}
                    title="Last price against the level broken"
                  >
                    {since}
                  </TableCell>
                  <TableCell sx={FROM_SM}>
                    <Typography
                      variant="caption"
                      component="p"
                      sx={{
                        maxWidth: 170,
                        fontWeight: 600,
                        color: row.confirmed ? 'success.main' : 'text.secondary',
                      }}
                    >
                      {confirmation}
                    </Typography>
                  </TableCell>
                  <TableCell sx={FROM_LG}>
                    <Spark row={row} color={color} />
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The Breakout and Breakdown pages: the session's breaks of 20-day and 52-week highs (lows), the opening
 * ranges and the pre-market high (low), newest first, each with its volume confirmation stated.
 */
export function BreakScanner({ direction, path }: { direction: BreakDirection; path: SpecNavPath }) {
  const [params, setParams] = useSearchParams();
  const view = breakViewFromParams(params);
  const query = useBreaks({ direction, ...view });
  const data = query.data;
  const stream = useScannerRefresh(data?.barsTo, data?.live ?? false, () => void query.refetch());
  const update = (change: Parameters<typeof withBreakView>[1]) =>
    setParams((previous) => withBreakView(previous, change));
  const what = direction === 'up' ? 'Breakouts' : 'Breakdowns';
  const subtitle = data
    ? `${what} of the regular session across ${data.scanned} stocks and ETFs · ${formatBarsTo(data.barsTo)}`
    : `${what}: new highs and lows, opening-range and pre-market breaks`;

  return (
    <>
      <PageHeader title={pageTitle(path)} subtitle={subtitle} simulated={data?.source === 'simulated'} />
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, rowGap: 1.5 }}>
          <TextField
            select
            size="small"
            label="Level"
            value={view.type ?? ALL_TYPES}
            onChange={(event) => {
              const next = BREAK_TYPES.find((t) => t === event.target.value) ?? null;
              update({ type: next });
            }}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={ALL_TYPES}>Every level</MenuItem>
            {BREAK_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {breakTypeLabel(type, direction)}
                {data ? ` (${data.counts[type]})` : ''}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={view.confirmedOnly}
                onChange={(event) => update({ confirmedOnly: event.target.checked })}
              />
            }
            label={`Volume-confirmed only (RVOL ≥ ${data?.rvolThreshold ?? '…'}×)`}
          />
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
          message={`Could not load the ${what.toLowerCase()}: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton variant="rounded" height={480} role="status" aria-label={`Loading ${what.toLowerCase()}`} />
      ) : (
        <Stack spacing={1.5}>
          <PanelSection
            title={`${what}, newest first`}
            label={`${what} list`}
            subtitle={`Regular session of ${formatSessionDay(data.session)}`}
            updating={query.isPlaceholderData}
          >
            <BreaksTable data={data} empty={emptyMessage(data, view)} />
          </PanelSection>
          <Typography variant="caption" color="text.secondary">
            A new 20-day, 55-day (Donchian channel), 52-week or all-time {direction === 'up' ? 'high' : 'low'} is the
            first minute beyond the {direction === 'up' ? 'highest high' : 'lowest low'} of the sessions before today
            (52 weeks = the last {data.sessions52} sessions kept), in today’s shares after any split.{' '}
            {data.allTimeSince
              ? `All-time reads the whole stored history, from ${formatSessionDay(data.allTimeSince)}.`
              : 'All-time levels need more than 52 weeks of stored history; none is kept yet.'}{' '}
            Opening-range and pre-market breaks need a one-minute close beyond the level, after the range is complete.
            Volume-confirmed: the relative volume by the minute of the break is at least {data.rvolThreshold}×. “Since”
            is the last price against the level broken.
          </Typography>
        </Stack>
      )}
    </>
  );
}
