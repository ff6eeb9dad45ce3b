import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';

/** Colours of everything drawn on the chart, from the MUI theme (so they follow light and dark). */
export interface ChartPalette {
  /** Rising candles and bullish flow. */
  bullish: string;
  /** Falling candles and bearish flow. */
  bearish: string;
  neutral: string;
  darkPool: string;
  vwap: string;
  text: string;
  grid: string;
  fontFamily: string | undefined;
}

export function useChartPalette(): ChartPalette {
  const { palette, typography } = useTheme();
  return useMemo(
    () => ({
      bullish: palette.success.main,
      bearish: palette.error.main,
      neutral: palette.text.secondary,
      darkPool: palette.secondary.main,
      vwap: palette.warning.main,
      text: palette.text.secondary,
      grid: palette.divider,
      fontFamily: typography.fontFamily,
    }),
    [
      palette.success.main,
      palette.error.main,
      palette.text.secondary,
      palette.secondary.main,
      palette.warning.main,
      palette.divider,
      typography.fontFamily,
    ],
  );
}
