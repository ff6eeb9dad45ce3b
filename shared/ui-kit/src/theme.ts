import { alpha, createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';
/** Spec §3 `skin`: cards with shadows, cards with borders, or a dark navigation on a light page. */
export type ThemeSkin = 'default' | 'bordered' | 'semi-dark';
/** Spec §3 `themeColor`: which palette colour leads (buttons, active links, focus rings). */
export type ThemeColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
export type ThemeDirection = 'ltr' | 'rtl';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];
export const THEME_SKINS: readonly ThemeSkin[] = ['default', 'bordered', 'semi-dark'];
export const THEME_COLORS: readonly ThemeColor[] = ['primary', 'secondary', 'success', 'error', 'warning', 'info'];
export const THEME_DIRECTIONS: readonly ThemeDirection[] = ['ltr', 'rtl'];

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

/** The palette each `themeColor` stands for, per mode (dark needs lighter tones for contrast). */
export const THEME_COLOR_SWATCHES: Record<ThemeColor, Record<ThemeMode, string>> = {
  primary: { dark: '#7c8cff', light: '#4353ff' },
  secondary: { dark: '#38bdf8', light: '#0277bd' },
  success: { dark: MARKET_COLORS.up, light: '#15803d' },
  error: { dark: MARKET_COLORS.down, light: '#dc2626' },
  warning: { dark: '#fbbf24', light: '#b45309' },
  info: { dark: '#22d3ee', light: '#0e7490' },
};

/** Surfaces per mode: dark follows the near-black navy of trading terminals. */
const SURFACES = {
  dark: {
    default: '#0b0e14',
    paper: '#121722',
    text: '#e6e9f2',
    secondary: '#8d96ab',
    divider: 'rgba(148,163,184,0.12)',
  },
  light: {
    default: '#f3f5fa',
    paper: '#ffffff',
    text: '#0f172a',
    secondary: '#5b6478',
    divider: 'rgba(15,23,42,0.09)',
  },
} as const;

export interface AppThemeOptions {
  themeColor?: ThemeColor;
  skin?: ThemeSkin;
  direction?: ThemeDirection;
}

/**
 * The product's MUI theme for one mode. Remotes never create themes; they read this one.
 * `themeColor` picks the leading colour and `skin: 'bordered'` trades shadows for outlines.
 */
export function createAppTheme(mode: ThemeMode, options: AppThemeOptions = {}): Theme {
  const { themeColor = 'primary', skin = 'default', direction = 'ltr' } = options;
  const dark = mode === 'dark';
  const surface = SURFACES[mode];
  const lead = THEME_COLOR_SWATCHES[themeColor][mode];
  const bordered = skin === 'bordered';
  return createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: BORDER_RADIUS },
    palette: {
      mode,
      primary: { main: lead, contrastText: dark ? '#0b0e14' : '#ffffff' },
      secondary: { main: THEME_COLOR_SWATCHES.secondary[mode] },
      success: { main: THEME_COLOR_SWATCHES.success[mode] },
      error: { main: THEME_COLOR_SWATCHES.error[mode] },
      warning: { main: THEME_COLOR_SWATCHES.warning[mode] },
      info: { main: THEME_COLOR_SWATCHES.info[mode] },
      background: { default: surface.default, paper: surface.paper },
      text: { primary: surface.text, secondary: surface.secondary },
      divider: surface.divider,
    },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700, letterSpacing: -0.4 },
      h5: { fontWeight: 700, letterSpacing: -0.2 },
      h6: { fontWeight: 600 },
      button: { fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: 1.1 },
    },
    mixins: { toolbar: { minHeight: TOOLBAR_MIN_HEIGHT } },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // No back/forward navigation from a sideways swipe: it would fire while opening the menu
          // drawer from the edge or scrolling a wide table.
          html: { overscrollBehaviorX: 'none' },
          body: {
            fontFeatureSettings: '"cv11", "ss01"',
            WebkitFontSmoothing: 'antialiased',
            overscrollBehaviorX: 'none',
          },
          '::selection': { backgroundColor: alpha(lead, 0.35) },
          // A visible focus ring for keyboard users on everything focusable.
          ':focus-visible': { outline: `2px solid ${lead}`, outlineOffset: 2 },
          '*': { scrollbarWidth: 'thin', scrollbarColor: `${dark ? '#2a3245' : '#c3c9d6'} transparent` },
        },
      },
      // MUI's buttons, list items, menu items and tabs reset the outline; keyboard focus gets the ring
      // back, drawn inside so a menu's edge never clips it.
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${lead}`, outlineOffset: -2 } } },
      },
      MuiPaper: {
        styleOverrides: {
          root: {
            backgroundImage: 'none',
            ...(bordered ? { boxShadow: 'none', border: `1px solid ${surface.divider}` } : {}),
          },
        },
      },
      MuiCard: { defaultProps: bordered ? { variant: 'outlined' } : {} },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiTableCell: { styleOverrides: { root: { fontVariantNumeric: 'tabular-nums' } } },
      MuiTooltip: {
        styleOverrides: {
          tooltip: {
            fontSize: 12,
            fontWeight: 500,
            backgroundColor: dark ? '#232a3b' : '#1e293b',
            border: dark ? '1px solid rgba(148,163,184,0.16)' : 'none',
          },
        },
      },
      MuiMenu: {
        styleOverrides: {
          paper: {
            border: `1px solid ${surface.divider}`,
            boxShadow: dark ? '0 12px 32px rgba(0,0,0,0.55)' : '0 12px 32px rgba(15,23,42,0.12)',
          },
        },
      },
      MuiListSubheader: { styleOverrides: { root: { backgroundColor: 'transparent', lineHeight: '32px' } } },
    },
  });
}
