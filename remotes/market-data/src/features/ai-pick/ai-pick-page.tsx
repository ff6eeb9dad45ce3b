import { NAV_PATHS } from '@flowdeck/contract';
import {
  AI_PICK_BENCHMARK,
  AI_PICK_CAP_BUCKETS,
  AI_PICK_CAP_NAMES,
  AI_PICK_GROUP_NAMES,
  AI_PICK_GROUPS,
} from '@flowdeck/endpoints/ai-pick';
import { formatDate, LoadError, PageHeader, PanelSection, StatCard } from '@flowdeck/ui-kit';
import {
  Alert,
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageTitle } from '../../paths';
import { aiPickViewFromParams, formatProbability, formatReturn, listParams, withAiPickView } from './ai-pick-params';
import { type AiPickListResponse, useAiPickList } from './api/get-ai-pick-list';
import { useAiPickSymbol } from './api/get-ai-pick-symbol';
import { CalibrationChart } from './components/calibration-chart';
import { FactorBars } from './components/factor-bars';
import { PicksList } from './components/picks-list';
import { ScoreHistoryChart } from './components/score-history-chart';
import { TrackRecordChart } from './components/track-record-chart';

const ANY = '';
const SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** The feature groups as the model's definition lists them: "momentum, trend, …, news". */
const GROUPS_IN_WORDS = AI_PICK_GROUPS.map((group) => AI_PICK_GROUP_NAMES[group].toLowerCase()).join(', ');

function percentOrDash(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)} %`;
}

function TrackRecordPanel({ data }: { data: AiPickListResponse }) {
  const r = data.trackRecord;
  return (
    <PanelSection
      title="Track record (out of sample)"
      label="Track record"
      subtitle={
        r.days === 0
          ? `No score has reached its ${data.model.horizon}-session outcome yet`
          : `${r.days} scored sessions from ${formatDate(r.firstDate ?? '')} to ${formatDate(r.lastDate ?? '')}, each judged ${data.model.horizon} sessions later`
      }
    >
      <Stack spacing={2}>
        <Alert severity={data.source === 'simulated' ? 'warning' : 'info'} data-testid="edge-verdict">
          {r.verdict}
        </Alert>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <StatCard
            label={`Top decile vs ${AI_PICK_BENCHMARK}`}
            value={formatReturn(r.topVsBenchmark)}
            hint={`average ${data.model.horizon}-session excess`}
          />
          <StatCard
            label="Top vs bottom decile"
            value={formatReturn(r.topVsBottom)}
            hint={r.spreadTStat === null ? 'too few periods for a t-statistic' : `t = ${r.spreadTStat.toFixed(2)}`}
          />
          <StatCard
            label="Hit rate"
            value={percentOrDash(r.hitRate)}
            hint={`${r.picks} top-decile picks that beat ${AI_PICK_BENCHMARK}`}
          />
          <StatCard
            label="Base rate"
            value={percentOrDash(r.baseRate)}
            hint={`every scored stock that beat ${AI_PICK_BENCHMARK}`}
          />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">Growth of $1, rebalanced every {data.model.horizon} sessions</Typography>
            <TrackRecordChart periods={r.periods} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">Calibration: predicted against observed</Typography>
            <CalibrationChart buckets={r.calibration} />
          </Box>
        </Box>
      </Stack>
    </PanelSection>
  );
}

export default function AiPickPage() {
  const [params, setParams] = useSearchParams();
  const view = aiPickViewFromParams(params);
  const query = useAiPickList(listParams(view));
  const data = query.data;
  const selected = view.symbol ?? data?.top[0]?.symbol ?? null;
  const detail = useAiPickSymbol(selected, data?.asOf ?? null);
  const detailRef = useRef<HTMLDivElement>(null);
  const update = (change: Parameters<typeof withAiPickView>[1]) => setParams((p) => withAiPickView(p, change));
  const select = (symbol: string) => {
    update({ symbol });
    detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const filtered = view.sector !== null || view.cap !== null || view.minScore !== null || view.maxScore !== null;
  const emptyList = filtered ? 'No stock matches these filters.' : 'No stock is scored yet.';

  return (
    <>
      <PageHeader
        title={pageTitle(NAV_PATHS.aiPick)}
        subtitle={
          data?.asOf
            ? `Odds of beating ${AI_PICK_BENCHMARK} over the next ${data.model.horizon} sessions, scored 1–10 by decile · close of ${formatDate(data.asOf)}`
            : `Odds of beating ${AI_PICK_BENCHMARK}, scored 1–10, every reason shown`
        }
        simulated={data?.source === 'simulated'}
      />
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <FormControl size="small" sx={{ minWidth: 150, flex: '1 1 150px', maxWidth: 240 }}>
            <InputLabel shrink id="ai-pick-sector">
              Sector
            </InputLabel>
            <Select
              displayEmpty
              notched
              labelId="ai-pick-sector"
              label="Sector"
              value={view.sector ?? ANY}
              onChange={(e) => update({ sector: e.target.value === ANY ? null : e.target.value })}
            >
              <MenuItem value={ANY}>All sectors</MenuItem>
              {(data?.sectors ?? (view.sector ? [view.sector] : [])).map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 150, flex: '1 1 150px', maxWidth: 240 }}>
            <InputLabel shrink id="ai-pick-cap">
              Market cap
            </InputLabel>
            <Select
              displayEmpty
              notched
              labelId="ai-pick-cap"
              label="Market cap"
              value={view.cap ?? ANY}
              onChange={(e) => {
                const value = AI_PICK_CAP_BUCKETS.find((c) => c === e.target.value) ?? null;
                update({ cap: value });
              }}
            >
              <MenuItem value={ANY}>Any size</MenuItem>
              {AI_PICK_CAP_BUCKETS.map((c) => (
                <MenuItem key={c} value={c}>
                  {AI_PICK_CAP_NAMES[c]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {(['minScore', 'maxScore'] as const).map((key) => (
            <FormControl key={key} size="small" sx={{ minWidth: 110, flex: '1 1 110px', maxWidth: 150 }}>
              <InputLabel shrink id={`ai-pick-${key}`}>
                {key === 'minScore' ? 'Min score' : 'Max score'}
              </InputLabel>
              <Select
                displayEmpty
                notched
                labelId={`ai-pick-${key}`}
                label={key === 'minScore' ? 'Min score' : 'Max score'}
                value={view[key] === null ? ANY : String(view[key])}
                onChange={(e) => update({ [key]: e.target.value === ANY ? null : Number(e.target.value) })}
              >
                <MenuItem value={ANY}>Any</MenuItem>
                {SCORES.map((s) => (
                  <MenuItem key={s} value={String(s)}>
                    {s}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          ))}
          {filtered ? (
            <Button size="small" onClick={() => update({ sector: null, cap: null, minScore: null, maxScore: null })}>
              Clear filters
            </Button>
          ) : null}
        </Stack>
      </Paper>
      {query.error && !data ? (
        <LoadError message={`Could not load AI Pick: ${query.error.message}`} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={480} role="status" aria-label="Loading AI Pick" />
      ) : data.status !== 'ready' ? (
        <Alert severity="info">{data.message}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary" data-testid="ai-pick-definition">
            A ridge-regularised logistic regression on {data.model.features.length} point-in-time features (
            {GROUPS_IN_WORDS}), retrained walk-forward every {data.model.retrainEverySessions} sessions and after each
            close on the last {data.model.windowSessions} sessions: every score shown, today’s and past ones, came from
            a model that had not seen its outcome. Score 10 = the top tenth of {data.scored} stocks by probability.
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <PanelSection
              title="Top picks"
              label="Top picks"
              subtitle={`Highest odds of ${data.matching} matching stocks`}
              updating={query.isPlaceholderData}
            >
              <PicksList rows={data.top} selected={selected} empty={emptyList} label="Top picks" onSelect={select} />
            </PanelSection>
            <PanelSection
              title="Bottom picks"
              label="Bottom picks"
              subtitle="Lowest odds: the ones the model would avoid"
              updating={query.isPlaceholderData}
            >
              <PicksList
                rows={data.bottom}
                selected={selected}
                empty={data.matching > 0 ? 'Every matching stock is already in the top list.' : emptyList}
                label="Bottom picks"
                onSelect={select}
              />
            </PanelSection>
          </Box>
          <Box ref={detailRef} sx={{ scrollMarginTop: 80 }}>
            <PanelSection
              title={selected ? `${selected}: why this score` : 'Why this score'}
              label="Score explanation"
              subtitle={
                detail.data
                  ? `Score ${detail.data.score} · ${formatProbability(detail.data.probability)} to beat ${AI_PICK_BENCHMARK} · ${detail.data.sector}`
                  : 'Pick a stock to see its factors'
              }
              updating={detail.isFetching && detail.isPlaceholderData}
            >
              {selected === null ? (
                <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                  Pick a stock to see its factors.
                </Typography>
              ) : detail.error ? (
                <LoadError message={`No AI Pick score for ${selected}: ${detail.error.message}`} />
              ) : !detail.data ? (
                <Skeleton variant="rounded" height={260} />
              ) : (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
                  }}
                >
                  <Stack spacing={1.5} sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle2">Factor breakdown (log-odds)</Typography>
                    <FactorBars
                      contributions={detail.data.contributions}
                      baseline={detail.data.baseline}
                      logit={detail.data.logit}
                    />
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Reasons">
                      {detail.data.reasons.map((reason) => (
                        <Typography component="li" variant="body2" key={reason}>
                          {reason}
                        </Typography>
                      ))}
                    </Box>
                    <Box
                      component="dl"
                      sx={{
                        m: 0,
                        display: 'grid',
                        gridTemplateColumns: 'minmax(0, 1fr) auto',
                        columnGap: 1,
                        rowGap: 0.25,
                      }}
                    >
                      {detail.data.features.map((f) => (
                        <Box key={f.key} sx={{ display: 'contents' }}>
                          <Typography
                            component="dt"
                            variant="caption"
                            color="text.secondary"
                            sx={{ overflowWrap: 'anywhere' }}
                          >
                            {f.label}
                          </Typography>
                          <Typography
                            component="dd"
                            variant="caption"
                            sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                          >
                            {f.display}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  </Stack>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle2">Score history against price</Typography>
                    <ScoreHistoryChart points={detail.data.history} />
                  </Box>
                </Box>
              )}
            </PanelSection>
          </Box>
          <TrackRecordPanel data={data} />
          <PanelSection title="What the model reads" label="Model" subtitle={data.model.kind}>
            <Stack spacing={1}>
              <Typography variant="body2">
                Trained through {data.model.trainedThrough ? formatDate(data.model.trainedThrough) : '—'} (the last
                outcome known at the close), with ridge penalty λ = {data.model.lambda}.
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Not used yet:
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {data.model.notUsed.map((line) => (
                  <Typography component="li" variant="body2" color="text.secondary" key={line}>
                    {line}
                  </Typography>
                ))}
              </Box>
            </Stack>
          </PanelSection>
        </Stack>
      )}
    </>
  );
}
