import { valueColor } from '@flowdeck/ui-kit';
import { useTheme } from '@mui/material/styles';
import { useCallback } from 'react';

/**
 * Colour for a signed value: the spec's helper on the dark theme; on the light theme its pale
 * green is unreadable on white, so the theme's own success and error colours stand in.
 */
export function useValueColor(): (value: number) => string | undefined {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const { success, error } = theme.palette;
  return useCallback(
    (value: number) => {
      if (dark) return valueColor(value);
      if (value > 0) return success.main;
      if (value < 0) return error.main;
      return undefined;
    },
    [dark, success.main, error.main],
  );
}
