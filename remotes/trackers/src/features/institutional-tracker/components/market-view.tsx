import type { InstitutionalActivity, InstitutionalFilerSummary } from '@flowdeck/api-types';
import { formatThousands, LoadError, Loading, PanelSection, StatCard, valueColor } from '@flowdeck/ui-kit';
import {
  Box,
  Button,
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
import { quarterLabel } from '../../../lib/quarters';
import { useSegmentation } from '../api/get-segmentation';
import { useSummaries } from '../api/get-summaries';
import { signedShares, signedUsd, usd } from '../institutional-format';
import { SecurityCell } from './security-cell';
import { SourceLabel } from './source-label';
import { QuarterSelect } from './quarter-select';
import { WeightBars } from './weight-bars';

const IMPORT_HINT = 'npm run import -- 13f <file>';

function ActivityTable({
  title,
  subtitle,
  rows,
  filersLabel,
  empty,
}: {
  title: string;
  subtitle: string;
  rows: InstitutionalActivity[];
  filersLabel: string;
  empty: string;
}) {
  return (
    <PanelSection title={title} label={title} subtitle={subtitle}>
      {rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>{empty}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ px: 1 }}>Security</TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                {filersLabel}
              </TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                Traded
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.ticker ?? row.issuer}`}>
                <TableCell sx={{ px: 1, maxWidth: 0, width: '60%' }}>
                  <SecurityCell
                    ticker={row.ticker}
                    issuer={row.issuer}
                    putCall={null}
                    detail={`${signedShares(row.sharesChange)} sh`}
                  />
                </TableCell>
                <TableCell align="right" sx={{ px: 1, fontVariantNumeric: 'tabular-nums' }}>
                  {row.filers}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    px: 1,
                    fontVariantNumeric: 'tabular-nums',
                    whiteSpace: 'nowrap',
                    color: valueColor(row.valueChange),
                  }}
                >
                  {signedUsd(row.valueChange)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelSection>
  );
}

function FilersTable({ filers, onOpen }: { filers: InstitutionalFilerSummary[]; onOpen: (cik: string) => void }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Filers">
        <TableHead>
          <TableRow>
            <TableCell>Filer</TableCell>
            <TableCell align="right">Reported value</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              Change
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              Positions
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>New · sold out</TableCell>
            <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Largest holdings</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Source</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filers.map((filer) => (
            <TableRow key={filer.cik} hover>
              <TableCell sx={{ maxWidth: 260 }}>
                <Button
                  size="small"
                  onClick={() => onOpen(filer.cik)}
                  sx={{ p: 0, minWidth: 0, textAlign: 'left', textTransform: 'none', fontWeight: 700 }}
                >
                  {filer.name}
                </Button>
                <Typography variant="caption" color="text.secondary" component="div">
                  CIK {filer.cik}
                  {filer.style ? ` · ${filer.style}` : ''}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {usd(filer.value)}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  display: { xs: 'none', sm: 'table-cell' },
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                  color: valueColor(filer.valueChange ?? 0),
                }}
              >
                {signedUsd(filer.valueChange)}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {formatThousands(filer.positions)}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {filer.counts ? `${filer.counts.new} · ${filer.counts.soldOut}` : '—'}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                {filer.topHoldings.map((h) => `${h.ticker ?? h.issuer} ${h.weight.toFixed(1)}%`).join(', ')}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                <SourceLabel source={filer.source} filingUrl={filer.filingUrl} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The quarter across every filer: top buys and sells, new positions, sell-outs, sector flows and the filers. */
export function MarketView({
  quarter,
  onQuarterChange,
  onOpenFiler,
}: {
  quarter: string | undefined;
  onQuarterChange: (quarter: string) => void;
  onOpenFiler: (cik: string) => void;
}) {
  const [search, setSearch] = useState('');
  const activity = useSegmentation(quarter ? { quarter } : {});
  const summaries = useSummaries(quarter ? { quarter } : {});
  const data = activity.data;
  if (activity.isPending) return <Loading label="Loading 13F activity…" />;
  if (activity.isError || !data)
    return (
      <LoadError message="The quarter's 13F activity could not be loaded." onRetry={() => void activity.refetch()} />
    );
  const q = quarterLabel(data.quarter);
  const previous = quarterLabel(data.previousQuarter);
  const term = search.trim().toLowerCase();
  const filers = (summaries.data?.filers ?? []).filter(
    (filer) => term === '' || filer.name.toLowerCase().includes(term) || filer.cik === term,
  );
  const select = <QuarterSelect quarter={data.quarter} quarters={data.quarters} onChange={onQuarterChange} />;
  if (data.filers === 0)
    return (
      <Stack spacing={2}>
        {select}
        <Typography sx={{ p: 3, textAlign: 'center' }}>
          No 13F filings for {q} are on file. The simulated filers cover the last nine quarters whose reports are due
          (45 days after each quarter ends); real filings appear once imported ({IMPORT_HINT}).
        </Typography>
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ opacity: activity.isPlaceholderData ? 0.6 : 1 }}>
      {select}
      <Stack direction="row" spacing={{ xs: 1, sm: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <StatCard label={`Filers ${q}`} value={formatThousands(data.filers)} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <StatCard label="Reported value" value={usd(data.totalValue)} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <StatCard label={`Compared with ${previous}`} value={formatThousands(data.compared)} />
        </Box>
      </Stack>
      {data.compared === 0 ? (
        <Typography color="text.secondary">
          No filer of {q} filed {previous} too, so no buying or selling can be measured for this quarter.
        </Typography>
      ) : null}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}
      >
        <ActivityTable
          title="Top buys"
          subtitle={`Net value bought in ${q}, at quarter-end prices`}
          rows={data.topBuys}
          filersLabel="Buyers"
          empty={`No net buying measured in ${q}.`}
        />
        <ActivityTable
          title="Top sells"
          subtitle={`Net value sold in ${q}`}
          rows={data.topSells}
          filersLabel="Sellers"
          empty={`No net selling measured in ${q}.`}
        />
        <ActivityTable
          title="New positions"
          subtitle={`Securities most filers opened in ${q}`}
          rows={data.newPositions}
          filersLabel="Filers"
          empty={`No filer opened a position in ${q}.`}
        />
        <ActivityTable
          title="Sold out"
          subtitle={`Securities most filers closed in ${q}`}
          rows={data.soldOut}
          filersLabel="Filers"
          empty={`No filer closed a position in ${q}.`}
        />
      </Box>
      <WeightBars
        title="Sectors"
        subtitle={`Share of the value reported for ${q}, and net buying`}
        rows={data.sectors.map((s) => ({
          label: s.sector,
          weight: s.weight,
          note: `${signedUsd(s.valueChange)} traded`,
        }))}
      />
      <PanelSection
        title="Filers"
        label="Filers list"
        subtitle={`13F filers of ${q}, largest reported value first`}
        action={
          <TextField
            size="small"
            label="Find a filer"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
        }
      >
        {summaries.isError ? (
          <LoadError message="The filers could not be loaded." onRetry={() => void summaries.refetch()} />
        ) : filers.length === 0 ? (
          <Typography sx={{ py: 2 }}>
            {summaries.isPending ? 'Loading filers…' : `No filer matches “${search}”.`}
          </Typography>
        ) : (
          <FilersTable filers={filers} onOpen={onOpenFiler} />
        )}
      </PanelSection>
    </Stack>
  );
}
