import { type MarketInputs, type StrategyLeg, payoffDate, priceRange, profitLossCurve } from '@flowdeck/options-math';
import { Box, Button, Tooltip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { PRESETS, type PresetId, fillPreset } from '../stores/presets';

export interface PresetPickerProps {
  active: PresetId | null;
  /** Presets need a valid underlying price to place their strikes. */
  disabled: boolean;
  onPick: (preset: PresetId) => void;
}

const ICON_WIDTH = 30;
const ICON_HEIGHT = 16;
/** Any fixed market draws the shapes: only the outline matters. */
const SAMPLE_MARKET: MarketInputs = { spot: 100, volatility: 0.3, rate: 0.04, date: '2026-01-02' };

interface Shape {
  /** SVG polyline points of the expiry payoff. */
  points: string;
  /** y of zero P/L. */
  zero: number;
}

const shapes = new Map<PresetId, Shape>();

function payoffShape(id: PresetId): Shape {
  const cached = shapes.get(id);
  if (cached) return cached;
  const legs: StrategyLeg[] = fillPreset(id, SAMPLE_MARKET.spot, String(SAMPLE_MARKET.date)).map((leg) =>
    leg.kind === 'stock' ? { kind: 'stock', side: leg.side, quantity: leg.quantity } : { ...leg, kind: leg.kind },
  );
  const curve = profitLossCurve(legs, SAMPLE_MARKET, payoffDate(legs, SAMPLE_MARKET), priceRange(75, 125, 40));
  const values = curve.map((p) => p.profitLoss);
  const lo = Math.min(...values, 0);
  const hi = Math.max(...values, 0);
  const y = (value: number) => (hi === lo ? ICON_HEIGHT / 2 : ((hi - value) / (hi - lo)) * (ICON_HEIGHT - 2) + 1);
  const points = curve
    .map((p, i) => `${((i / (curve.length - 1)) * ICON_WIDTH).toFixed(1)},${y(p.profitLoss).toFixed(1)}`)
    .join(' ');
  const shape = { points, zero: y(0) };
  shapes.set(id, shape);
  return shape;
}

/** One click fills the legs of a common strategy around the current price. */
export function PresetPicker({ active, disabled, onPick }: PresetPickerProps) {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Strategy presets">
      {PRESETS.map((preset) => {
        const selected = preset.id === active;
        const shape = payoffShape(preset.id);
        return (
          <Tooltip key={preset.id} title={preset.outlook} enterDelay={400} describeChild>
            <span>
              <Button
                size="small"
                variant={selected ? 'contained' : 'outlined'}
                color={selected ? 'primary' : 'inherit'}
                aria-pressed={selected}
                disabled={disabled}
                onClick={() => onPick(preset.id)}
                sx={{ borderColor: selected ? undefined : 'divider', gap: 1, pl: 1 }}
                startIcon={
                  <svg width={ICON_WIDTH} height={ICON_HEIGHT} aria-hidden="true" focusable="false">
                    <line x1={0} x2={ICON_WIDTH} y1={shape.zero} y2={shape.zero} stroke={theme.palette.text.disabled} />
                    <polyline
                      points={shape.points}
                      fill="none"
                      stroke={selected ? theme.palette.primary.contrastText : theme.palette.success.main}
                      strokeWidth={1.6}
                      strokeLinejoin="round"
                    />
                  </svg>
                }
              >
                {preset.label}
              </Button>
            </span>
          </Tooltip>
        );
      })}
    </Box>
  );
}
