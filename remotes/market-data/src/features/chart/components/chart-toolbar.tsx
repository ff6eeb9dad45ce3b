import type { BarInterval } from '@flowdeck/api-types';
import { formatUsdShort } from '@flowdeck/ui-kit';
import { Box, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { CHART_INTERVALS, isIntraday } from '../chart-intervals';
import { DARK_POOL_NOTIONAL_THRESHOLDS, FLOW_PREMIUM_THRESHOLDS } from '../chart-markers';
import type { ChartPalette } from '../hooks/use-chart-palette';

export type Overlay = 'vwap' | 'flow' | 'darkPool';
export const ALL_OVERLAYS: readonly Overlay[] = ['vwap', 'flow', 'darkPool'];

export interface IntervalPickerProps {
  value: BarInterval;
  /** False when the ticker has daily bars only: the intraday buttons are disabled. */
  intradayAvailable: boolean;
  /** The id of the text saying why intraday buttons are disabled. */
  describedBy?: string | undefined;
  onChange: (interval: BarInterval) => void;
}

export function IntervalPicker({ value, intradayAvailable, describedBy, onChange }: IntervalPickerProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: BarInterval | null) => {
        if (next) onChange(next);
      }}
      aria-label="Interval"
    >
      {CHART_INTERVALS.map(({ id, label }) => {
        const unavailable = isIntraday(id) && !intradayAvailable;
        return (
          <ToggleButton
            key={id}
            value={id}
            disabled={unavailable}
            aria-describedby={unavailable ? describedBy : undefined}
            sx={{ px: 1.5, py: 0.25, minWidth: 44, textTransform: 'none' }}
          >
            {label}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

export interface OverlayControlsProps {
  overlays: readonly Overlay[];
  onOverlaysChange: (overlays: Overlay[]) => void;
  /** VWAP exists for intraday bars only. */
  vwapAvailable: boolean;
  counts: { trades: number; prints: number };
  minPremium: number;
  onMinPremiumChange: (value: number) => void;
  minNotional: number;
  onMinNotionalChange: (value: number) => void;
  palette: ChartPalette;
}

function Swatch({ glyph, color }: { glyph: string; color: string }) {
  return (
    <Box component="span" aria-hidden sx={{ color, mr: 0.75, fontSize: 12, lineHeight: 1 }}>
      {glyph}
    </Box>
  );
}

function Count({ value }: { value: number }) {
  return (
    <Box component="span" sx={{ ml: 0.75, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Box>
  );
}

/** What is drawn over the candles, and how big a trade must be to get a marker. */
export function OverlayControls({
  overlays,
  onOverlaysChange,
  vwapAvailable,
  counts,
  minPremium,
  onMinPremiumChange,
  minNotional,
  onMinNotionalChange,
  palette,
}: OverlayControlsProps) {
  const on = (overlay: Overlay) => overlays.includes(overlay);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        // Where VWAP cannot be drawn its button reads off, but the choice is kept for intraday bars.
        value={vwapAvailable ? overlays : overlays.filter((o) => o !== 'vwap')}
        onChange={(_event, next: Overlay[]) =>
          onOverlaysChange(vwapAvailable || !overlays.includes('vwap') ? next : [...next, 'vwap'])
        }
        aria-label="Overlays"
      >
        <ToggleButton value="vwap" disabled={!vwapAvailable} sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}>
          <Swatch glyph="━" color={palette.vwap} />
          VWAP
        </ToggleButton>
        <ToggleButton value="flow" sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}>
          <Swatch glyph="▲" color={palette.bullish} />
          Options flow
          {on('flow') ? <Count value={counts.trades} /> : null}
        </ToggleButton>
        <ToggleButton value="darkPool" sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}>
          <Swatch glyph="■" color={palette.darkPool} />
          Dark pool
          {on('darkPool') ? <Count value={counts.prints} /> : null}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Min premium"
        value={minPremium}
        disabled={!on('flow')}
        onChange={(event) => onMinPremiumChange(Number(event.target.value))}
        sx={{ width: 124 }}
      >
        {FLOW_PREMIUM_THRESHOLDS.map((value) => (
          <MenuItem key={value} value={value}>
            {formatUsdShort(value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Min dark-pool print"
        value={minNotional}
        disabled={!on('darkPool')}
        onChange={(event) => onMinNotionalChange(Number(event.target.value))}
        sx={{ width: 156 }}
      >
        {DARK_POOL_NOTIONAL_THRESHOLDS.map((value) => (
          <MenuItem key={value} value={value}>
            {formatUsdShort(value)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
