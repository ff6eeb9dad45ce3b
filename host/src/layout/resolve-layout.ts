import type { ThemeSkin } from '@flowdeck/ui-kit';
import type { Settings } from '../settings/settings-store';
import type { AppBarKind, LayoutKind } from '../settings/theme-config';

export interface EffectiveLayout {
  layout: LayoutKind;
  skin: ThemeSkin;
  appBar: AppBarKind;
  /** `permanent` beside the content from lg up; `temporary` (swipeable) below. */
  navVariant: 'permanent' | 'temporary';
  /** The 68 px rail; the temporary drawer always opens at full width. */
  navCollapsed: boolean;
}

/**
 * Spec §4 layout rules, applied on top of the user's settings without changing them: below lg the
 * layout is vertical with a temporary drawer (so the chosen layout comes back when the screen grows),
 * and the horizontal layout turns a semi-dark skin into the default one and a hidden app bar into a
 * fixed one.
 */
export function resolveLayout(
  settings: Pick<Settings, 'layout' | 'skin' | 'appBar' | 'navCollapsed'>,
  wide: boolean,
): EffectiveLayout {
  const layout: LayoutKind = wide ? settings.layout : 'vertical';
  const horizontal = layout === 'horizontal';
  return {
    layout,
    skin: horizontal && settings.skin === 'semi-dark' ? 'default' : settings.skin,
    appBar: horizontal && settings.appBar === 'hidden' ? 'fixed' : settings.appBar,
    navVariant: wide ? 'permanent' : 'temporary',
    navCollapsed: wide && !horizontal && settings.navCollapsed,
  };
}
