/** Colours of the strike × expiry heatmap: a diverging scale, positive (call-heavy) against negative. */

/** Weakest visible tint: any non-zero cell is told apart from an empty one. */
export const HEAT_MIN_ALPHA = 0.1;
export const HEAT_MAX_ALPHA = 0.9;
/**
 * Cell text is white or black, whichever contrasts more with the tinted cell. Between them the worse case
 * (a mid-luminance tint) is still 4.58:1, which meets WCAG AA; the page's own off-white and near-black
 * inks would leave a band of tints near 4:1.
 */
export const HEAT_LIGHT_INK = '#ffffff';
export const HEAT_DARK_INK = '#000000';

/** The largest magnitude in a grid: the scale's full colour. */
export function heatMaxAbs(grid: readonly (readonly number[])[]): number {
  let max = 0;
  for (const row of grid) for (const value of row) if (Number.isFinite(value)) max = Math.max(max, Math.abs(value));
  return max;
}

/**
 * 0…1: how strongly a value is tinted. Square-root scaled: gamma piles up near spot and in the nearest
 * expiry, and a linear scale would leave every other cell blank.
 */
export function heatIntensity(value: number, maxAbs: number): number {
  if (!(maxAbs > 0) || !Number.isFinite(value) || value === 0) return 0;
  return Math.sqrt(Math.min(Math.abs(value) / maxAbs, 1));
}

/** Opacity of a cell's tint for an intensity (0 stays clear). */
export function heatAlpha(intensity: number): number {
  return intensity === 0 ? 0 : HEAT_MIN_ALPHA + (HEAT_MAX_ALPHA - HEAT_MIN_ALPHA) * intensity;
}

export interface HeatColors {
  /** `#rrggbb` of positive and negative GEX. */
  up: string;
  down: string;
  /** The page's text colour (on clear cells) and the surface the grid sits on (`#rrggbb`). */
  text: string;
  surface: string;
}

export interface HeatCellStyle {
  backgroundColor: string;
  color: string;
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  return [match[1], match[2], match[3]].map((part) => parseInt(part as string, 16)) as Rgb;
}

/** `#rrggbb` at an opacity, as `rgba(…)`. */
export function withAlpha(hex: string, alpha: number): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  return `rgba(${rgb.join(', ')}, ${Number(alpha.toFixed(3))})`;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours (1–21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function blend(top: Rgb, bottom: Rgb, alpha: number): Rgb {
  return top.map((channel, i) => Math.round(channel * alpha + (bottom[i] as number) * (1 - alpha))) as Rgb;
}

/**
 * Background and text colour of one cell: `up` for positive GEX, `down` for negative, clear (page text)
 * for zero. Tinted cells take the white or black ink that contrasts more with the cell as painted.
 */
export function heatCellStyle(value: number, maxAbs: number, colors: HeatColors): HeatCellStyle {
  const alpha = heatAlpha(heatIntensity(value, maxAbs));
  if (alpha === 0) return { backgroundColor: 'transparent', color: colors.text };
  const tint = value > 0 ? colors.up : colors.down;
  const [tintRgb, surface, light, dark] = [tint, colors.surface, HEAT_LIGHT_INK, HEAT_DARK_INK].map(parseHex);
  let color = colors.text;
  if (tintRgb && surface && light && dark) {
    const cell = blend(tintRgb, surface, alpha);
    color = contrastRatio(dark, cell) > contrastRatio(light, cell) ? HEAT_DARK_INK : HEAT_LIGHT_INK;
  }
  return { backgroundColor: withAlpha(tint, alpha), color };
}
