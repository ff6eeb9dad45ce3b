import { createAppTheme } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material/styles';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useValueColor } from './use-value-color';

function colorsOn(mode: 'light' | 'dark') {
  const theme = createAppTheme(mode);
  const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return { theme, colorOf: renderHook(() => useValueColor(), { wrapper }).result.current };
}

describe('useValueColor', () => {
  it('gives no colour to zero, or to what rounds to zero as shown, on both themes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { colorOf } = colorsOn(mode);
      expect(colorOf(0)).toBeUndefined();
      expect(colorOf(-0.004)).toBeUndefined();
      expect(colorOf(1e-10)).toBeUndefined();
      expect(colorOf(0.004, 3)).toBeDefined();
    }
  });

  it("uses the light theme's success and error colours for signed values", () => {
    const { theme, colorOf } = colorsOn('light');
    expect(colorOf(2.43)).toBe(theme.palette.success.main);
    expect(colorOf(-2.43)).toBe(theme.palette.error.main);
  });

  it("uses the spec helper's colours on the dark theme", () => {
    const { colorOf } = colorsOn('dark');
    expect(colorOf(-2.43)).toMatch(/^rgba\(252, 165, 165, /);
    expect(colorOf(2.43)).toMatch(/^rgba\(74, 222, 128, /);
  });
});
