import { createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

/** Spec §9 constants that shape the theme. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const BORDER_RADIUS = 10;
export const TOOLBAR_MIN_HEIGHT = 64;
export const BOXED_CONTENT_MAX_WIDTH = 1440;
export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 68;
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

/** Trading colours: one place for what "up" and "down" look like. */
export const MARKET_COLORS = { up: '#4ade80', down: '#f87171' } as const;

/** The product's MUI theme for one mode. Remotes never create themes; they read this one. */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: BORDER_RADIUS },
    palette: {
      mode,
      primary: { main: dark ? '#7c8cff' : '#4353ff' },
      secondary: { main: dark ? '#38bdf8' : '#0284c7' },
      success: { main: dark ? MARKET_COLORS.up : '#16a34a' },
      error: { main: dark ? MARKET_COLORS.down : '#dc2626' },
      background: dark ? { default: '#0d1017', paper: '#151a24' } : { default: '#f4f6fb', paper: '#ffffff' },
      divider: dark ? 'rgba(255,255,255,0.08)' : 'rgba(15,23,42,0.10)',
    },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 600 },
    },
    mixins: { toolbar: { minHeight: TOOLBAR_MIN_HEIGHT } },
    components: {
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiTableCell: { styleOverrides: { root: { fontVariantNumeric: 'tabular-nums' } } },
    },
  });
}
