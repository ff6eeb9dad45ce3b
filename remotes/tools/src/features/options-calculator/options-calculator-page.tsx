import { PageHeader, formatDate } from '@flowdeck/ui-kit';
import { Alert, Box, Stack } from '@mui/material';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from './components/format';
import { GreeksTable } from './components/greeks-table';
import { LegsEditor } from './components/legs-editor';
import { MarketInputs } from './components/market-inputs';
import { PayoffChart } from './components/payoff-chart';
import { PlMatrix } from './components/pl-matrix';
import { PresetPicker } from './components/preset-picker';
import { Section } from './components/section';
import { SummaryStats } from './components/summary-stats';
import { ValuationDateControl } from './components/valuation-date-control';
import { useCalculator } from './hooks/use-calculator';
import { type LegAnalysis, useStrategyAnalysis } from './hooks/use-strategy-analysis';
import { presetById } from './stores/presets';
import { savePosition } from './stores/saved-position';
import { parseNumber } from './stores/validation';

const NO_FIGURES: ReadonlyMap<string, LegAnalysis> = new Map();
/** Results kept on screen while a field is being fixed are dimmed to this opacity. */
const STALE_OPACITY = 0.45;

/** Prices multi-leg option strategies client-side: greeks, break-evens, P/L by price and date. */
export default function OptionsCalculatorPage() {
  const { state, dispatch, validation, today } = useCalculator();
  const { inputs, errors } = validation;

  // While a field is invalid (often just mid-edit) the last valid result stays, dimmed, so the
  // page does not collapse and jump under the user's cursor.
  const [lastValid, setLastValid] = useState(inputs);
  if (inputs !== null && inputs !== lastValid) setLastValid(inputs);
  const current = inputs ?? lastValid;
  const stale = inputs === null;
  // Typing and dragging stay responsive; the chart and tables catch up a frame later.
  const shown = useDeferredValue(current);
  const analysis = useStrategyAnalysis(shown);

  // The last position priced is kept for the dashboard's Position P/L; the page as it opens is not one the user made.
  const opened = useRef(state);
  const strategyName = state.preset ? presetById(state.preset).label : 'Custom strategy';
  useEffect(() => {
    if (inputs === null || state === opened.current) return;
    const { symbol, market, legs, lastExpiry } = inputs;
    savePosition({
      strategy: strategyName,
      savedAt: new Date().toISOString(),
      inputs: { symbol, market, legs, lastExpiry },
    });
  }, [inputs, state, strategyName]);

  const legFigures = useMemo(
    () => (stale || !analysis ? NO_FIGURES : new Map(analysis.legs.map((leg) => [leg.id, leg]))),
    [analysis, stale],
  );
  const spot = parseNumber(state.spot);
  const validSpot = spot !== null && spot > 0 && !errors.spot ? spot : null;
  const symbol = current?.symbol ?? state.symbol.trim().toUpperCase();
  const errorCount = Object.keys(errors).length;
  const results = analysis && shown && current ? { analysis, shown, current } : null;
  // Stale figures can be seen but not used: out of the tab order and of the accessibility tree.
  const staleProps = stale ? ({ inert: true, 'aria-hidden': true } as const) : {};

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageHeader
        title="Options Calculator"
        subtitle="Black–Scholes prices, greeks, break-evens and P/L by price and date for any multi-leg strategy."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title="Market">
            <MarketInputs
              state={state}
              errors={errors}
              onChange={(field, value) => dispatch({ type: 'setMarket', field, value })}
            />
          </Section>
          <Section
            title="Strategy"
            subtitle={
              validSpot ? `Legs are placed around ${formatMoney(validSpot)}` : 'Enter a valid price to use presets'
            }
          >
            <PresetPicker
              active={state.preset}
              disabled={validSpot === null}
              onPick={(preset) => {
                if (validSpot !== null) dispatch({ type: 'applyPreset', preset, spot: validSpot, today });
              }}
            />
          </Section>
          <Section
            title={`Legs · ${strategyName}`}
            subtitle="Premiums default to the model price today; type one to use your fill."
          >
            <LegsEditor
              legs={state.legs}
              errors={errors}
              analysis={legFigures}
              symbol={symbol}
              marketVolatility={state.volatility}
              today={today}
              canAdd={validSpot !== null}
              onAdd={() => {
                if (validSpot !== null) dispatch({ type: 'addLeg', spot: validSpot, today });
              }}
              onRemove={(id) => dispatch({ type: 'removeLeg', id })}
              onChange={(id, changes) => dispatch({ type: 'updateLeg', id, changes })}
            />
          </Section>
        </Stack>

        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {stale ? (
            <Alert severity="warning" variant="outlined">
              {errorCount === 1 ? 'Fix the highlighted field' : `Fix the ${errorCount} highlighted fields`} to update
              prices, greeks and the P/L chart. The figures below are from the last valid inputs.
            </Alert>
          ) : null}
          {results ? (
            <Stack spacing={2} sx={{ opacity: stale ? STALE_OPACITY : 1 }} {...staleProps}>
              <SummaryStats analysis={results.analysis} spot={results.shown.market.spot} />
              <Section
                title={`Profit / loss${symbol ? ` · ${symbol}` : ''}`}
                subtitle={`Per position, premiums included. Spot ${formatMoney(results.shown.market.spot)}.`}
              >
                <PayoffChart
                  analysis={results.analysis}
                  spot={results.shown.market.spot}
                  valuationDate={results.shown.valuationDate}
                  today={today}
                />
                <Box sx={{ mt: 2 }}>
                  {/* Driven by the live state, not the deferred one, so fast key presses are not lost. */}
                  <ValuationDateControl
                    today={today}
                    expiry={results.analysis.expiryDate}
                    lastExpiry={results.current.lastExpiry}
                    value={results.current.valuationDate}
                    onChange={(date) => dispatch({ type: 'setValuationDate', date })}
                  />
                </Box>
              </Section>
            </Stack>
          ) : null}
        </Stack>
      </Box>

      {results ? (
        <Box
          {...staleProps}
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
            opacity: stale ? STALE_OPACITY : 1,
          }}
        >
          <Section
            title="Greeks"
            subtitle={`On ${formatDate(results.shown.valuationDate)} at ${formatMoney(results.shown.market.spot)}. Position figures: × 100 per contract × quantity, negative when short.`}
          >
            <GreeksTable analysis={results.analysis} symbol={symbol} />
          </Section>
          <Section
            title="P/L by price and date"
            subtitle="Profit or loss of the whole position if the price is there on that date."
          >
            <PlMatrix
              matrix={results.analysis.matrix}
              spot={results.shown.market.spot}
              expiry={results.analysis.expiryDate}
              today={today}
            />
          </Section>
        </Box>
      ) : null}
    </Box>
  );
}
