import {
  NAV_COLLAPSED_WIDTH,
  NAV_WIDTH,
  type ThemeColor,
  type ThemeDirection,
  type ThemeMode,
  type ThemeSkin,
} from '@flowdeck/ui-kit';

export type LayoutKind = 'vertical' | 'horizontal';
export type ContentWidth = 'full' | 'boxed';
export type NavToggleType = 'accordion' | 'collapse';
/** `fixed`: stays in view while the page scrolls. */
export type AppBarKind = 'fixed' | 'static' | 'hidden';
/** `static`: at the end of the content; `fixed`: pinned to the bottom of the window. */
export type FooterKind = 'static' | 'fixed' | 'hidden';
/** The two notification configurations of spec §4. */
export type ToastPosition = 'top-right' | 'bottom-left';

export const LAYOUTS: readonly LayoutKind[] = ['vertical', 'horizontal'];
export const CONTENT_WIDTHS: readonly ContentWidth[] = ['full', 'boxed'];
export const NAV_TOGGLE_TYPES: readonly NavToggleType[] = ['accordion', 'collapse'];
export const APP_BAR_KINDS: readonly AppBarKind[] = ['fixed', 'static', 'hidden'];
export const FOOTER_KINDS: readonly FooterKind[] = ['static', 'fixed', 'hidden'];

/**
 * The shell's configuration: spec §9 defaults (dark theme, vertical layout, static footer, fixed app bar
 * with blur, toasts top-right, truncated menu text) and the switches that are not user settings.
 */
export const THEME_CONFIG = {
  mode: 'dark' as ThemeMode,
  skin: 'default' as ThemeSkin,
  layout: 'vertical' as LayoutKind,
  contentWidth: 'boxed' as ContentWidth,
  navCollapsed: false,
  verticalNavToggleType: 'accordion' as NavToggleType,
  direction: 'ltr' as ThemeDirection,
  appBar: 'fixed' as AppBarKind,
  appBarBlur: true,
  footer: 'static' as FooterKind,
  themeColor: 'primary' as ThemeColor,
  toastPosition: 'top-right' as ToastPosition,
  /** Menu text is cut with an ellipsis; the full text shows on hover. */
  menuTextTruncate: true,
  navigationSize: NAV_WIDTH,
  collapsedNavigationSize: NAV_COLLAPSED_WIDTH,
  /** Spec §2: the theme customizer exists but is disabled by configuration. */
  disableCustomizer: true,
} as const;
