import type { StatementKind, StatementTable as Table_ } from '@flowdeck/api-types';
import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { LoadError, Loading, PageHeader, StatCard } from '@flowdeck/ui-kit';
import { Box, Link, Paper, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { formatFigure } from '../../components/research-kit/figures';
import { TickerPicker } from '../../components/research-kit/ticker-picker';
import { useResearchSymbol } from '../../components/research-kit/use-research-symbol';
import { useFundamentals } from './api/get-fundamentals';
import { StatementTable } from './components/statement-table';

const SUBTITLE =
  'Income statement, balance sheet and cash flow by fiscal year, quarter and trailing twelve months — every figure traceable to its filing.';

const STATEMENTS: ReadonlyArray<{ value: StatementKind; label: string }> = [
  { value: 'income', label: 'Income statement' },
  { value: 'balance', label: 'Balance sheet' },
  { value: 'cashflow', label: 'Cash flow' },
];
type PeriodView = 'annual' | 'quarterly' | 'ttm';

function Restatements({ table }: { table: Table_ }) {
  const restated = table.lines.flatMap((line) =>
    line.values.flatMap((figure, i) =>
      figure && figure.history.length > 0 ? [{ line, figure, period: table.periods[i]?.label ?? '' }] : [],
    ),
  );
  if (restated.length === 0) return null;
  return (
    <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h2">
        Restated figures
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {restated.map(({ line, figure, period }) => (
          <Typography component="li" variant="body2" key={`${line.id}-${period}`}>
            {period} {line.label}:{' '}
            {figure.history.map((h) => `${formatFigure(h.value, line.unit)} (${h.form} filed ${h.filed})`).join(' → ')}{' '}
            → <strong>{formatFigure(figure.value, line.unit)}</strong> ({figure.form} filed {figure.filed})
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Fundamentals: one company's statements from its SEC filings (or the simulated ones). */
export default function FundamentalsPage() {
  const [symbol, setSymbol] = useResearchSymbol();
  const [statement, setStatement] = useState<StatementKind>('income');
  const [view, setView] = useState<PeriodView>('annual');
  const fundamentals = useFundamentals(symbol);
  const data = fundamentals.data;
  const table = data ? data[view] : null;
  const lines = table?.lines.filter((line) => line.statement === statement) ?? [];
  const statementLabel = STATEMENTS.find((s) => s.value === statement)?.label ?? '';

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={specNavTitle(NAV_PATHS.fundamentals)}
        simulated={data?.simulated ?? false}
        subtitle={SUBTITLE}
      />
      <Paper variant="outlined" sx={{ mb: 2, p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TickerPicker symbol={symbol} onSymbol={setSymbol} />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label="Periods"
            onChange={(_event, value: PeriodView | null) => {
              if (value) setView(value);
            }}
          >
            <ToggleButton value="annual">Annual</ToggleButton>
            <ToggleButton value="quarterly">Quarterly</ToggleButton>
            <ToggleButton value="ttm">TTM</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Paper>
      {fundamentals.isPending ? (
        <Loading label="Loading statements…" />
      ) : fundamentals.isError ? (
        <LoadError
          message={`The statements of ${symbol} could not be loaded.`}
          onRetry={() => void fundamentals.refetch()}
        />
      ) : data ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {data.symbol}
            {data.company ? ` · ${data.company}` : ''}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
              gap: { xs: 1, sm: 2 },
              mb: 2,
            }}
          >
            <StatCard
              label="Shares outstanding"
              value={data.sharesOutstanding ? formatFigure(data.sharesOutstanding.value, 'shares') : '—'}
              hint={data.sharesOutstanding ? `as of ${data.sharesOutstanding.asOf}` : undefined}
            />
            <StatCard label="Float" value={data.floatShares ? formatFigure(data.floatShares, 'shares') : '—'} />
            <StatCard
              label="Sector"
              value={
                <Box component="span" sx={{ fontSize: '1rem' }}>
                  {data.sector ?? '—'}
                </Box>
              }
            />
            <StatCard
              label="Source"
              value={
                <Box component="span" sx={{ fontSize: '1rem' }}>
                  {data.sourceUrl ? (
                    <Link href={data.sourceUrl} target="_blank" rel="noopener noreferrer">
                      {data.source}
                    </Link>
                  ) : (
                    data.source || '—'
                  )}
                </Box>
              }
              hint={data.cik ? `CIK ${data.cik} · ${data.currency}` : data.currency}
            />
          </Box>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Tabs
              value={statement}
              onChange={(_event, value: StatementKind) => setStatement(value)}
              aria-label="Statement"
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {STATEMENTS.map((s) => (
                <Tab key={s.value} value={s.value} label={s.label} />
              ))}
            </Tabs>
            {!table || table.periods.length === 0 ? (
              <Typography sx={{ p: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
                {data.annual.periods.length === 0
                  ? `${data.symbol} files no financial statements (funds and indices do not).`
                  : view === 'ttm'
                    ? `${data.symbol} has no four consecutive quarters to add up.`
                    : `No ${view} figures for ${data.symbol}.`}
              </Typography>
            ) : lines.length === 0 ? (
              <Typography sx={{ p: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
                The filings of {data.symbol} report no {statementLabel.toLowerCase()} lines for these periods.
              </Typography>
            ) : (
              <Box sx={{ borderTop: 1, borderColor: 'divider', opacity: fundamentals.isPlaceholderData ? 0.6 : 1 }}>
                <StatementTable table={table} lines={lines} cik={data.cik} label={`${statementLabel}, ${view}`} />
                <Restatements table={{ ...table, lines }} />
              </Box>
            )}
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              {data.simulated
                ? 'Simulated data: statements consistent with the company’s market cap and sector, not its filings.'
                : 'Italic figures are derived (Q4 = fiscal year − Q1 − Q2 − Q3; TTM = the last four quarters); R marks a restated figure. Hover a figure for its filing; imported figures link to it on EDGAR.'}
            </Typography>
          </Paper>
        </>
      ) : null}
    </Box>
  );
}
