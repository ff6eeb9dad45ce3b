import type { InstitutionalPosition } from '@flowdeck/api-types';
import { POSITION_CHANGES } from '@flowdeck/endpoints/institutional';
import { formatThousands, LoadError, Loading, PanelSection, StatCard, valueColor } from '@flowdeck/ui-kit';
import {
  Box,
  Chip,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { QuarterBars } from '../../../components/quarter-bars';
import { quarterLabel } from '../../../lib/quarters';
import { usePositions } from '../api/get-positions';
import { useFilerSummary } from '../api/get-summary';
import { useSummaries } from '../api/get-summaries';
import { changeLabel, changeTone, signedShares, signedUsd, usd } from '../institutional-format';
import { QuarterSelect } from './quarter-select';
import { SecurityCell } from './security-cell';
import { SourceLabel } from './source-label';
import { WeightBars } from './weight-bars';

const CHANGE_FILTER_LABELS: Readonly<Record<(typeof POSITION_CHANGES)[number], string>> = {
  all: 'All',
  new: 'New',
  added: 'Added',
  reduced: 'Reduced',
  'sold-out': 'Sold out',
  unchanged: 'Unchanged',
};

function PositionsTable({ positions, label }: { positions: InstitutionalPosition[]; label: string }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: 1 }}>Security</TableCell>
            <TableCell sx={{ px: 1 }}>Change</TableCell>
            <TableCell align="right" sx={{ px: 1 }}>
              Value
            </TableCell>
            <TableCell align="right" sx={{ px: 1, display: { xs: 'none', sm: 'table-cell' } }}>
              Shares
            </TableCell>
            <TableCell align="right" sx={{ px: 1, display: { xs: 'none', sm: 'table-cell' } }}>
              Δ shares
            </TableCell>
            <TableCell align="right" sx={{ px: 1, display: { xs: 'none', md: 'table-cell' } }}>
              Δ value
            </TableCell>
            <TableCell align="right" sx={{ px: 1, display: { xs: 'none', md: 'table-cell' } }}>
              Weight
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {positions.map((p) => (
            <TableRow key={`${p.ticker ?? p.cusip ?? p.issuer}|${p.putCall ?? ''}`}>
              <TableCell sx={{ px: 1, maxWidth: 220 }}>
                <SecurityCell ticker={p.ticker} issuer={p.issuer} putCall={p.putCall} detail={p.titleOfClass} />
              </TableCell>
              <TableCell sx={{ px: 1 }}>
                <Chip size="small" variant="outlined" color={changeTone(p.change)} label={changeLabel(p.change)} />
              </TableCell>
              <TableCell align="right" sx={{ px: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {usd(p.change === 'sold out' ? p.previousValue : p.value)}
                <Typography
                  variant="caption"
                  component="div"
                  sx={{ display: { sm: 'none' }, color: valueColor(p.sharesChange ?? 0) }}
                >
                  {signedShares(p.sharesChange)} sh
                </Typography>
              </TableCell>
              <TableCell
                align="right"
                sx={{ px: 1, display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatThousands(p.shares)}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  px: 1,
                  display: { xs: 'none', sm: 'table-cell' },
                  fontVariantNumeric: 'tabular-nums',
                  color: valueColor(p.sharesChange ?? 0),
                }}
              >
                {signedShares(p.sharesChange)}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  px: 1,
                  display: { xs: 'none', md: 'table-cell' },
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                  color: valueColor(p.valueChange ?? 0),
                }}
              >
                {signedUsd(p.valueChange)}
              </TableCell>
              <TableCell align="right" sx={{ px: 1, display: { xs: 'none', md: 'table-cell' } }}>
                {p.weight.toFixed(2)}%
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Moves({ title, rows, quarter }: { title: string; rows: InstitutionalPosition[]; quarter: string }) {
  return (
    <PanelSection title={title} label={title} subtitle={`By value traded in ${quarterLabel(quarter)}`}>
      {rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>None this quarter (or the quarter before is not on file).</Typography>
      ) : (
        <PositionsTable positions={rows} label={title} />
      )}
    </PanelSection>
  );
}

/** One filer: reported value history, sector allocation, largest moves and every position with its change. */
export function FilerView({
  cik,
  quarter,
  change,
  onFilerChange,
  onQuarterChange,
  onChangeFilter,
}: {
  cik: string | undefined;
  quarter: string | undefined;
  change: string;
  onFilerChange: (cik: string) => void;
  onQuarterChange: (quarter: string) => void;
  onChangeFilter: (change: string) => void;
}) {
  const filers = useSummaries({});
  const summary = useFilerSummary(cik ? { cik, ...(quarter ? { quarter } : {}) } : null);
  // Positions come a page at a time (an index manager holds thousands); a new filer, quarter or filter starts at page 1.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const pagingKey = `${cik ?? ''} ${quarter ?? ''} ${change}`;
  const page = paging.key === pagingKey ? paging.page : 1;
  const positions = usePositions(
    cik
      ? { cik, ...(quarter ? { quarter } : {}), ...(change !== 'all' ? { change } : {}), ...(page > 1 ? { page } : {}) }
      : null,
  );
  const pages = positions.data ? Math.max(1, Math.ceil(positions.data.total / positions.data.pageSize)) : 1;
  const choices = filers.data?.filers ?? [];
  const data = summary.data;
  const known = choices.some((filer) => filer.cik === cik);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Filer"
          value={cik && (known || data) ? cik : ''}
          onChange={(event) => onFilerChange(event.target.value)}
          sx={{ width: { xs: '100%', sm: 340 } }}
        >
          {!known && data ? <MenuItem value={data.filer.cik}>{data.filer.name}</MenuItem> : null}
          {choices.map((filer) => (
            <MenuItem key={filer.cik} value={filer.cik}>
              {filer.name}
            </MenuItem>
          ))}
        </TextField>
        {data ? <QuarterSelect quarter={data.quarter} quarters={data.quarters} onChange={onQuarterChange} /> : null}
      </Stack>
      {!cik ? (
        <Typography sx={{ p: 3, textAlign: 'center' }}>
          Choose a filer to see its holdings, how they changed from the quarter before, its value history and sector
          allocation.
        </Typography>
      ) : summary.isPending ? (
        <Loading label="Loading the filer…" />
      ) : summary.isError || !data ? (
        <LoadError message="This filer could not be loaded." onRetry={() => void summary.refetch()} />
      ) : (
        <Stack spacing={2} sx={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}>
          <Box>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {data.filer.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                CIK {data.filer.cik}
                {data.filer.style ? ` · ${data.filer.style}` : ''}
                {data.filer.filed ? ` · filed ${data.filer.filed}` : ''}
              </Typography>
              <SourceLabel source={data.filer.source} filingUrl={data.filer.filingUrl} />
            </Stack>
          </Box>
          <Stack direction="row" spacing={{ xs: 1, sm: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard label={`Value ${quarterLabel(data.quarter)}`} value={usd(data.filer.value)} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard
                label={`vs ${quarterLabel(data.previousQuarter)}`}
                value={signedUsd(data.filer.valueChange)}
                color={valueColor(data.filer.valueChange ?? 0)}
              />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard label="Positions" value={formatThousands(data.filer.positions)} />
            </Box>
          </Stack>
          {data.filer.counts ? (
            <Typography variant="body2" aria-label="Changes">
              {data.filer.counts.new} new · {data.filer.counts.added} added · {data.filer.counts.reduced} reduced ·{' '}
              {data.filer.counts.soldOut} sold out · {data.filer.counts.unchanged} unchanged
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {quarterLabel(data.previousQuarter)} is not on file for this filer: changes cannot be measured.
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <QuarterBars
              rows={data.history.map((h) => ({ quarter: h.quarter, amount: h.value }))}
              title="Reported value"
              label="Reported value by quarter"
              subtitle="Sum of the 13F holdings at each quarter's end"
              format={(amount) => usd(amount)}
              valueWidth={76}
            />
            <WeightBars
              title="Sector allocation"
              subtitle={`Share of the value reported for ${quarterLabel(data.quarter)}`}
              rows={data.sectors.map((s) => ({ label: s.sector, weight: s.weight, note: usd(s.value) }))}
            />
            <Moves title="Largest buys" rows={data.topBuys} quarter={data.quarter} />
            <Moves title="Largest sells" rows={data.topSells} quarter={data.quarter} />
          </Box>
          <PanelSection
            title="Positions"
            label="Positions"
            subtitle={`${quarterLabel(data.quarter)} against ${quarterLabel(data.previousQuarter)}, largest first`}
            updating={positions.isFetching && positions.isPlaceholderData}
          >
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1 }} role="group" aria-label="Change filter">
              {POSITION_CHANGES.map((value) => (
                <Chip
                  key={value}
                  label={CHANGE_FILTER_LABELS[value]}
                  color={change === value ? 'primary' : 'default'}
                  variant={change === value ? 'filled' : 'outlined'}
                  onClick={() => onChangeFilter(value)}
                  aria-pressed={change === value}
                />
              ))}
            </Stack>
            {positions.isError ? (
              <LoadError message="The positions could not be loaded." onRetry={() => void positions.refetch()} />
            ) : !positions.data ? (
              <Loading label="Loading positions…" />
            ) : positions.data.positions.length === 0 ? (
              <Typography sx={{ py: 2 }}>No position of this kind in {quarterLabel(data.quarter)}.</Typography>
            ) : (
              <>
                <PositionsTable positions={positions.data.positions} label="Holdings" />
                {pages > 1 ? (
                  <Stack
                    direction="row"
                    sx={{ mt: 1, gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
                  >
                    <Typography variant="body2" color="text.secondary">
                      {formatThousands((page - 1) * positions.data.pageSize + 1)}–
                      {formatThousands(Math.min(page * positions.data.pageSize, positions.data.total))} of{' '}
                      {formatThousands(positions.data.total)} positions
                    </Typography>
                    <Pagination
                      count={pages}
                      page={page}
                      size="small"
                      onChange={(_, next) => setPaging({ key: pagingKey, page: next })}
                      aria-label="Positions pages"
                    />
                  </Stack>
                ) : null}
              </>
            )}
          </PanelSection>
        </Stack>
      )}
    </Stack>
  );
}
