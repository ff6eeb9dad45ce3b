import { valueColor } from '@flowdeck/ui-kit';
import { useTheme } from '@mui/material/styles';
import { useCallback } from 'react';

/**
 * Colour for a signed value, by the ui-kit's rule (spec §9): no colour for zero — anything that rounds
 * to zero as shown — green for positive, red for negative. The dark theme uses the rule's own colours;
 * on the light theme its pale green is unreadable on white, so the theme's success and error colours
 * stand in, for the same values.
 */
export function useValueColor(): (value: number, fractionDigits?: number) => string | undefined {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const { success, error } = theme.palette;
  return useCallback(
    (value: number, fractionDigits?: number) => {
      const color = valueColor(value, fractionDigits);
      if (dark || color === undefined) return color;
      return value > 0 ? success.main : error.main;
    },
    [dark, success.main, error.main],
  );
}
