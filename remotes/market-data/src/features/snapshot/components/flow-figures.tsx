import { formatUsd } from '@flowdeck/ui-kit';
import type { FlowSnapshotV2Response } from '@flowdeck/api-types';
import { Box, Tooltip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Figure, FigureStrip } from '../../../components/figure';
import { formatCount, formatRatio, formatWhole } from '../../../lib/market-format';
import { bullishShare, gammaRegime, leanOf } from '../snapshot-data';

export const FLOW_FIGURES_LABEL = 'Session flow';

/** Bullish against bearish premium as one bar. */
function SplitBar({ share, up, down }: { share: number | null; up: string; down: string }) {
  if (share === null) return null;
  return (
    <Box aria-hidden sx={{ display: 'flex', height: 6, borderRadius: 3, overflow: 'hidden', bgcolor: 'action.hover' }}>
      <Box sx={{ width: `${share * 100}%`, bgcolor: up, transition: 'width 400ms ease-out' }} />
      <Box sx={{ flexGrow: 1, bgcolor: down }} />
    </Box>
  );
}

/**
 * The session's options flow in eight figures: call and put premium, the bullish share, put/call, net
 * premium each side, dark-pool notional and net gamma. Colours follow what a figure means for the
 * stock: net put buying is bearish, so it is red.
 */
export function FlowFigures({ snapshot }: { snapshot: FlowSnapshotV2Response }) {
  const theme = useTheme();
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const { summary, darkPool, gex } = snapshot;
  const lean = leanOf(summary.bullishPercent);
  const signColor = (value: number, bullishWhenPositive: boolean) =>
    value === 0 ? undefined : value > 0 === bullishWhenPositive ? up : down;
  const regime = gex ? gammaRegime(gex) : null;
  return (
    <FigureStrip label={FLOW_FIGURES_LABEL} columns={8}>
      <Figure
        label="Call premium"
        value={formatUsd(summary.callPremium)}
        color={up}
        hint={`${formatCount(summary.callVolume)} contracts`}
      />
      <Figure
        label="Put premium"
        value={formatUsd(summary.putPremium)}
        color={down}
        hint={`${formatCount(summary.putVolume)} contracts`}
      />
      <Figure
        label="Bullish"
        value={summary.bullishPercent === null ? '–' : `${summary.bullishPercent.toFixed(1)}%`}
        color={lean === 'bullish' ? up : lean === 'bearish' ? down : undefined}
        hint={`Bull ${formatUsd(summary.bullishPremium)} · Bear ${formatUsd(summary.bearishPremium)}`}
      >
        <SplitBar share={bullishShare(summary)} up={up} down={down} />
      </Figure>
      <Figure
        label="Put/Call"
        value={formatRatio(summary.putCallPremiumRatio)}
        hint={`Premium · volume ${formatRatio(summary.putCallVolumeRatio)}`}
      />
      <Figure
        label="Net call premium"
        value={formatUsd(summary.net.netCallPremium, { signed: true })}
        color={signColor(summary.net.netCallPremium, true)}
        hint="Bought at ask − sold at bid"
      />
      <Figure
        label="Net put premium"
        value={formatUsd(summary.net.netPutPremium, { signed: true })}
        color={signColor(summary.net.netPutPremium, false)}
        hint="Bought at ask − sold at bid"
      />
      <Figure
        label="Dark pool"
        value={formatUsd(darkPool.notional)}
        hint={`${formatWhole(darkPool.prints)} prints · ${formatCount(darkPool.volume)} sh`}
      />
      <Tooltip title={regime?.text ?? 'No listed options'}>
        <Box sx={{ minWidth: 0 }}>
          <Figure
            label="Net GEX"
            value={gex ? formatUsd(gex.netGex, { signed: true }) : '–'}
            color={regime ? (regime.regime === 'positive' ? up : down) : undefined}
            hint={regime ? (regime.regime === 'positive' ? 'Positive gamma' : 'Negative gamma') : 'No options'}
          />
        </Box>
      </Tooltip>
    </FigureStrip>
  );
}
