import type { AnalystRatingsPage, Fundamentals, InsiderHistory, RatioAnalysis } from '@flowdeck/api-types';
import { readApiError } from '@flowdeck/api-client/error-shape';
import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { LoadError, Loading, PageHeader, StatCard } from '@flowdeck/ui-kit';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { PeerState } from '../../components/research-kit/peers';
import { TickerPicker } from '../../components/research-kit/ticker-picker';
import { usePeers } from '../../components/research-kit/use-peers';
import { useConsensus, useFundamentals, useInsiders, useRatios } from './api/queries';
import { ActivityPanel } from './components/activity-panel';
import { CostOfCapitalPanel } from './components/cost-of-capital-panel';
import { type AssumptionDraft, DcfPanel } from './components/dcf-panel';
import { MultiplesPanel } from './components/multiples-panel';
import { QualityPanel } from './components/quality-panel';
import { dcf, type DcfInputs, sensitivity } from './dcf';
import { pct, perShare, signedPct } from './format';
import { type DcfDefaults, dcfDefaults, yearFigures } from './history';
import { altman, piotroski } from './scores';
import { useTicker } from './use-ticker';

const SUBTITLE =
  "One company's verdict: a discounted-cash-flow value with your assumptions, its quality scores, its multiples against the peers you pick and the sector, the analysts' consensus and what its insiders do.";

const statusOf = (error: unknown) => readApiError(error).status;

/** Equity Analysis: DCF, sensitivity, F-score, Z-score, multiples, consensus and insiders for one ticker. */
export default function EquityAnalysisPage() {
  const [symbol, setSymbol] = useTicker();
  const fundamentals = useFundamentals(symbol);
  const ratios = useRatios(symbol);
  const consensus = useConsensus(symbol);
  const insiders = useInsiders(symbol);
  const [peers, setPeers] = usePeers(symbol);
  const data = fundamentals.data;
  const shown = data && data.symbol === symbol ? data : null;

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={specNavTitle(NAV_PATHS.equityAnalysis)}
        simulated={shown?.simulated ?? false}
        subtitle={SUBTITLE}
      />
      <Paper variant="outlined" sx={{ mb: 2, p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TickerPicker symbol={symbol} onSymbol={setSymbol} />
          {shown ? (
            <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 1 }, overflowWrap: 'anywhere' }}>
              {shown.symbol}
              {shown.company ? ` · ${shown.company}` : ''}
              {shown.sector ? ` · ${shown.sector}` : ''}
              {ratios.data?.price != null ? ` · last close $${ratios.data.price.toFixed(2)}` : ''}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
      {fundamentals.isError && statusOf(fundamentals.error) === 404 ? (
        <Empty>
          {symbol} is not a listed symbol in our universe, so there is nothing to value. Check the ticker (e.g. AAPL,
          MSFT, JPM).
        </Empty>
      ) : fundamentals.isError ? (
        <LoadError
          message={`The statements of ${symbol} could not be loaded.`}
          onRetry={() => void fundamentals.refetch()}
        />
      ) : !shown ? (
        <Loading label={`Loading ${symbol}…`} />
      ) : shown.annual.periods.length === 0 ? (
        <Empty>
          {shown.symbol} files no financial statements (funds and indices do not), so it has no cash flows to discount
          and no scores.
        </Empty>
      ) : (
        <Analysis
          key={shown.symbol}
          fundamentals={shown}
          ratios={ratios.data ?? null}
          peers={peers}
          onPeersChange={setPeers}
          ratiosNote={
            ratios.isPending
              ? 'Loading the multiples and the last close…'
              : ratios.isError
                ? 'The multiples and the last close could not be loaded.'
                : null
          }
          consensus={consensus.data ?? null}
          consensusNote={
            consensus.isPending
              ? 'Loading the consensus…'
              : consensus.isError
                ? 'The analyst consensus could not be loaded.'
                : null
          }
          insiders={insiders.data ?? null}
          insidersNote={
            insiders.isPending
              ? 'Loading insider transactions…'
              : insiders.isError && statusOf(insiders.error) !== 404
                ? 'The insider transactions could not be loaded.'
                : null
          }
        />
      )}
    </Box>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography>{children}</Typography>
    </Paper>
  );
}

const millions = (value: number | null) => (value === null ? '' : String(Math.round(value / 1e4) / 100));
const percent = (value: number) => String(Math.round(value * 1000) / 10);

function draftOf(d: DcfDefaults): AssumptionDraft {
  return {
    initialGrowth: percent(d.initialGrowth),
    terminalGrowth: percent(d.terminalGrowth),
    discountRate: percent(d.discountRate),
    years: String(d.years),
    baseFcf: millions(d.baseFcf),
    netDebt: millions(d.netDebt ?? 0),
    shares: millions(d.shares),
  };
}

/** A typed field as a number; an empty or malformed one is NaN, which the DCF refuses with its reason. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function inputsOf(draft: AssumptionDraft, price: number | null): DcfInputs {
  return {
    baseFcf: num(draft.baseFcf) * 1e6,
    years: num(draft.years),
    initialGrowth: num(draft.initialGrowth) / 100,
    terminalGrowth: num(draft.terminalGrowth) / 100,
    discountRate: num(draft.discountRate) / 100,
    netDebt: num(draft.netDebt) * 1e6,
    shares: num(draft.shares) * 1e6,
    price,
  };
}

function Analysis({
  fundamentals,
  ratios,
  peers,
  onPeersChange,
  ratiosNote,
  consensus,
  consensusNote,
  insiders,
  insidersNote,
}: {
  fundamentals: Fundamentals;
  ratios: RatioAnalysis | null;
  peers: readonly PeerState[];
  onPeersChange: (peers: string[]) => void;
  ratiosNote: string | null;
  consensus: AnalystRatingsPage | null;
  consensusNote: string | null;
  insiders: InsiderHistory | null;
  insidersNote: string | null;
}) {
  const capital = ratios?.costOfCapital ?? null;
  const defaults = useMemo(() => dcfDefaults(fundamentals, capital), [fundamentals, capital]);
  // The WACC comes with the ratios, which may arrive after the statements: until the user edits an
  // assumption, the assumptions shown are the defaults of what has arrived.
  const [edited, setEdited] = useState<AssumptionDraft | null>(null);
  const draft = edited ?? draftOf(defaults);
  const price = ratios?.price ?? consensus?.consensus?.price ?? null;
  const inputs = inputsOf(draft, price);
  const outcome = dcf(inputs);
  const table = outcome.ok ? sensitivity(inputs) : null;

  const annual = fundamentals.annual;
  const last = annual.periods.length - 1;
  const now = yearFigures(annual, last);
  const f = last >= 1 ? piotroski(now, yearFigures(annual, last - 1)) : null;
  const shares = defaults.shares;
  const z = altman(now, price !== null && shares !== null ? price * shares : null);
  const years = last >= 1 ? `${annual.periods[last]?.label} vs ${annual.periods[last - 1]?.label}` : null;
  const c = consensus?.consensus ?? null;
  const covering = c ? c.buy + c.hold + c.sell : 0;

  return (
    <Stack spacing={2}>
      <Box
        component="section"
        aria-label="Verdict"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <StatCard
          label="DCF value"
          value={outcome.ok ? perShare(outcome.result.perShare) : '—'}
          color={
            outcome.ok && outcome.result.upside !== null
              ? outcome.result.upside >= 0
                ? 'success.main'
                : 'error.main'
              : undefined
          }
          hint={
            outcome.ok
              ? outcome.result.upside !== null
                ? `${signedPct(outcome.result.upside)} vs ${perShare(price)} · ${outcome.result.upside >= 0 ? 'undervalued' : 'overvalued'}`
                : 'no last close to compare'
              : outcome.reason
          }
        />
        <StatCard
          label="Piotroski F-score"
          value={f ? `${f.score} / 9` : '—'}
          color={f ? (f.score >= 7 ? 'success.main' : f.score <= 3 ? 'error.main' : undefined) : undefined}
          hint={
            f ? `${f.score >= 7 ? 'strong' : f.score <= 3 ? 'weak' : 'middling'} · ${years}` : 'needs two fiscal years'
          }
        />
        <StatCard
          label="Altman Z-score"
          value={z.z === null ? '—' : z.z.toFixed(2)}
          color={z.zone === 'safe' ? 'success.main' : z.zone === 'distress' ? 'error.main' : undefined}
          hint={z.z === null ? `missing ${z.missing.join(', ')}` : `${z.zone} zone`}
        />
        <StatCard
          label="Analyst consensus"
          value={c && covering > 0 ? `${c.buy} buy · ${c.hold} hold · ${c.sell} sell` : '—'}
          hint={
            c && covering > 0
              ? `mean target ${perShare(c.meanTarget)} (${signedPct(c.upside)})`
              : (consensusNote ?? 'no coverage within a year')
          }
        />
      </Box>
      <DcfPanel
        draft={draft}
        onDraft={setEdited}
        onReset={() => setEdited(null)}
        growthSource={defaults.growthSource}
        discountSource={defaults.discountSource}
        outcome={outcome}
        table={table}
        price={price}
      />
      {capital ? <CostOfCapitalPanel capital={capital} /> : null}
      {ratios ? (
        <MultiplesPanel ratios={ratios} peers={peers} onPeersChange={onPeersChange} />
      ) : ratiosNote ? (
        <Empty>{ratiosNote}</Empty>
      ) : null}
      <QualityPanel f={f} z={z} years={years} />
      <ActivityPanel
        symbol={fundamentals.symbol}
        consensus={c}
        consensusNote={consensusNote}
        insiders={insiders}
        insidersNote={insidersNote}
      />
      <Typography variant="caption" color="text.secondary" component="p">
        {fundamentals.simulated ? 'Simulated data' : `Source: ${fundamentals.source}`}. Defaults: free cash flow of the
        last twelve months, starting growth from the company&apos;s own history (kept within 0–20%), terminal growth{' '}
        {pct(defaults.terminalGrowth)}, discount rate {pct(defaults.discountRate)} ({defaults.discountSource}). Not
        investment advice.
      </Typography>
    </Stack>
  );
}
