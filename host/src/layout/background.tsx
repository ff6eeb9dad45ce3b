import type { ThemeMode } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import { useId } from 'react';

/** Colours of the two decorative images, per theme. */
const ART = {
  dark: { candle: '#7c8cff', up: '#4ade80', line: '#38bdf8', mask: '#7c8cff', maskOpacity: 0.16, shapeOpacity: 0.35 },
  light: { candle: '#4353ff', up: '#16a34a', line: '#0284c7', mask: '#4353ff', maskOpacity: 0.1, shapeOpacity: 0.22 },
} as const;

/** Drawn width of the shape (its viewBox is 420 × 210). */
const SHAPE_WIDTH = 300;

/** Deterministic candles climbing to the right: [open, close, high, low] on a 0–200 scale. */
const CANDLES = [
  [40, 52, 58, 34],
  [52, 47, 60, 42],
  [47, 63, 68, 44],
  [63, 58, 70, 52],
  [58, 76, 80, 55],
  [76, 71, 84, 66],
  [71, 90, 95, 69],
  [90, 84, 98, 78],
  [84, 104, 110, 82],
  [104, 99, 112, 92],
  [99, 121, 126, 96],
  [121, 116, 130, 108],
  [116, 138, 145, 113],
  [138, 133, 148, 126],
  [133, 156, 162, 130],
  [156, 170, 178, 150],
] as const;

/** The shape: a rising candlestick chart with its trend line. */
function Shape({ mode }: { mode: ThemeMode }) {
  const art = ART[mode];
  const fade = useId();
  const width = 26;
  const trend = CANDLES.map(
    ([open, close], i) => `${i === 0 ? 'M' : 'L'}${i * width + 13},${200 - (open + close) / 2}`,
  ).join(' ');
  return (
    <Box
      component="svg"
      data-testid={`background-shape-${mode}`}
      viewBox="0 0 420 210"
      aria-hidden
      sx={{ display: 'block', width: SHAPE_WIDTH, opacity: art.shapeOpacity }}
    >
      <defs>
        <linearGradient id={fade} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.35" stopColor="#fff" stopOpacity="1" />
        </linearGradient>
        <mask id={`${fade}-m`}>
          <rect width="420" height="210" fill={`url(#${fade})`} />
        </mask>
      </defs>
      <g mask={`url(#${fade}-m)`}>
        {CANDLES.map(([open, close, high, low], i) => {
          const x = i * width + 13;
          const rising = close >= open;
          const color = rising ? art.up : art.candle;
          return (
            <g key={x} stroke={color} fill={rising ? 'none' : color} strokeWidth="2">
              <line x1={x} x2={x} y1={200 - high} y2={200 - low} />
              <rect
                x={x - 6}
                width="12"
                y={200 - Math.max(open, close)}
                height={Math.max(Math.abs(close - open), 2)}
                rx="2"
              />
            </g>
          );
        })}
        <path d={trend} fill="none" stroke={art.line} strokeWidth="2.5" strokeDasharray="6 6" strokeLinecap="round" />
      </g>
    </Box>
  );
}

/** The mask: a soft glow rising from the bottom of the window, without edges to catch the eye. */
function Mask({ mode }: { mode: ThemeMode }) {
  const art = ART[mode];
  const glow = useId();
  const accent = useId();
  return (
    <Box
      component="svg"
      data-testid={`background-mask-${mode}`}
      viewBox="0 0 1440 320"
      preserveAspectRatio="none"
      aria-hidden
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, width: '100%', height: 320 }}
    >
      <defs>
        <radialGradient id={glow} cx="0.5" cy="1" r="0.5">
          <stop offset="0" stopColor={art.mask} stopOpacity={art.maskOpacity} />
          <stop offset="1" stopColor={art.mask} stopOpacity="0" />
        </radialGradient>
        <radialGradient id={accent} cx="0.5" cy="1" r="0.5">
          <stop offset="0" stopColor={art.line} stopOpacity={art.maskOpacity * 0.8} />
          <stop offset="1" stopColor={art.line} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="420" cy="320" rx="700" ry="300" fill={`url(#${glow})`} />
      <ellipse cx="1180" cy="320" rx="560" ry="240" fill={`url(#${accent})`} />
    </Box>
  );
}

/**
 * Spec §2 decorative background, first image: the mask, a soft glow fixed behind the whole window. It has
 * no forms that could be read as data, so it may sit behind content. Rendered only from lg up (hidden at
 * medium width and below), never in the way of the pointer.
 */
export function DecorativeBackground({ mode, visible }: { mode: ThemeMode; visible: boolean }) {
  if (!visible) return null;
  return (
    <Box aria-hidden sx={{ position: 'fixed', inset: 0, zIndex: 0, pointerEvents: 'none', overflow: 'hidden' }}>
      <Mask mode={mode} />
    </Box>
  );
}

/**
 * Spec §2 decorative background, second image: the candlestick shape. Candles behind the gaps between
 * cards read as real prices (issue 13), so the shape takes its own band below the page content, at the
 * bottom right above the footer, and is never drawn behind a panel. Same breakpoint as the mask.
 */
export function DecorativeShape({ mode, visible }: { mode: ThemeMode; visible: boolean }) {
  if (!visible) return null;
  return (
    <Box
      aria-hidden
      data-testid="background-shape-band"
      sx={{ display: 'flex', justifyContent: 'flex-end', px: 3, pt: 2, pointerEvents: 'none', userSelect: 'none' }}
    >
      <Shape mode={mode} />
    </Box>
  );
}
