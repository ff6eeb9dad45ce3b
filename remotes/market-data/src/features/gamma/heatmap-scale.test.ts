import {
  HEAT_DARK_INK,
  HEAT_LIGHT_INK,
  contrastRatio,
  heatAlpha,
  heatCellStyle,
  heatIntensity,
  heatMaxAbs,
  withAlpha,
} from './heatmap-scale';

const DARK = { up: '#4ade80', down: '#f87171', text: '#e6e9f2', surface: '#121722' };
const LIGHT = { up: '#15803d', down: '#dc2626', text: '#0f172a', surface: '#ffffff' };

describe('heatmap colour scale', () => {
  it('takes its full colour from the largest magnitude, of either sign', () => {
    expect(
      heatMaxAbs([
        [1, -9],
        [4, Number.NaN],
      ]),
    ).toBe(9);
    expect(heatMaxAbs([])).toBe(0);
  });

  it('scales intensity by the square root, so smaller cells stay visible', () => {
    expect(heatIntensity(100, 100)).toBe(1);
    expect(heatIntensity(-25, 100)).toBe(0.5);
    expect(heatIntensity(1, 100)).toBeCloseTo(0.1);
    expect(heatIntensity(0, 100)).toBe(0);
    expect(heatIntensity(5, 0)).toBe(0);
    // Out-of-scale values saturate rather than overflow.
    expect(heatIntensity(400, 100)).toBe(1);
  });

  it('never tints an empty cell and always tints a non-empty one', () => {
    expect(heatAlpha(0)).toBe(0);
    expect(heatAlpha(0.01)).toBeGreaterThanOrEqual(0.1);
    expect(heatAlpha(1)).toBe(0.9);
  });

  it('colours positive GEX with the up colour and negative with the down colour', () => {
    expect(heatCellStyle(100, 100, DARK).backgroundColor).toBe('rgba(74, 222, 128, 0.9)');
    expect(heatCellStyle(-25, 100, DARK).backgroundColor).toBe('rgba(248, 113, 113, 0.5)');
    expect(heatCellStyle(0, 100, DARK)).toEqual({ backgroundColor: 'transparent', color: DARK.text });
  });

  it('writes black on bright tints and white on dark ones, always at WCAG AA contrast', () => {
    expect(heatCellStyle(100, 100, DARK).color).toBe(HEAT_DARK_INK);
    expect(heatCellStyle(-100, 100, DARK).color).toBe(HEAT_DARK_INK);
    expect(heatCellStyle(1, 100, DARK).color).toBe(HEAT_LIGHT_INK);
    expect(heatCellStyle(1, 100, LIGHT).color).toBe(HEAT_DARK_INK);
    // Every tint step of both signs on both themes, including the mid tones where the inks swap.
    const values = Array.from({ length: 100 }, (_, i) => i + 1).flatMap((v) => [v, -v]);
    for (const value of values) {
      for (const colors of [DARK, LIGHT]) {
        const style = heatCellStyle(value, 100, colors);
        const [r, g, b, a] = style.backgroundColor.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
        const surface = colors.surface.match(/[0-9a-f]{2}/gi)!.map((h) => parseInt(h, 16));
        const cell = [r, g, b].map((c, i) => Math.round(c * a + surface[i]! * (1 - a))) as [number, number, number];
        const ink = style.color.match(/[0-9a-f]{2}/gi)!.map((h) => parseInt(h, 16)) as [number, number, number];
        expect(contrastRatio(ink, cell)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('writes hex colours with an opacity', () => {
    expect(withAlpha('#4ade80', 0.25)).toBe('rgba(74, 222, 128, 0.25)');
    expect(withAlpha('red', 0.25)).toBe('red');
  });
});
