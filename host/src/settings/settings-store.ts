import { SETTINGS_KEY } from '@flowdeck/contract';
import {
  THEME_COLORS,
  THEME_DIRECTIONS,
  THEME_MODES,
  THEME_SKINS,
  type ThemeColor,
  type ThemeDirection,
  type ThemeMode,
  type ThemeSkin,
} from '@flowdeck/ui-kit';
import { create } from 'zustand';
import {
  type AppBarKind,
  CONTENT_WIDTHS,
  type ContentWidth,
  type FooterKind,
  type LayoutKind,
  NAV_TOGGLE_TYPES,
  type NavToggleType,
  THEME_CONFIG,
  type ToastPosition,
} from './theme-config';

/** Spec §3 local settings: exactly what is kept in localStorage under `settings`. */
export interface StoredSettings {
  mode: ThemeMode;
  skin: ThemeSkin;
  contentWidth: ContentWidth;
  navCollapsed: boolean;
  verticalNavToggleType: NavToggleType;
  direction: ThemeDirection;
  appBarBlur: boolean;
  themeColor: ThemeColor;
}

/** Everything the shell reads; the keys beyond the stored ones last for the visit. */
export interface Settings extends StoredSettings {
  layout: LayoutKind;
  appBar: AppBarKind;
  footer: FooterKind;
  toastPosition: ToastPosition;
}

export const STORED_SETTING_KEYS = [
  'mode',
  'skin',
  'contentWidth',
  'navCollapsed',
  'verticalNavToggleType',
  'direction',
  'appBarBlur',
  'themeColor',
] as const satisfies readonly (keyof StoredSettings)[];

export const DEFAULT_SETTINGS: Settings = {
  mode: THEME_CONFIG.mode,
  skin: THEME_CONFIG.skin,
  contentWidth: THEME_CONFIG.contentWidth,
  navCollapsed: THEME_CONFIG.navCollapsed,
  verticalNavToggleType: THEME_CONFIG.verticalNavToggleType,
  direction: THEME_CONFIG.direction,
  appBarBlur: THEME_CONFIG.appBarBlur,
  themeColor: THEME_CONFIG.themeColor,
  layout: THEME_CONFIG.layout,
  appBar: THEME_CONFIG.appBar,
  footer: THEME_CONFIG.footer,
  toastPosition: THEME_CONFIG.toastPosition,
};

const BOOLEAN = [true, false] as const;
/** The values each stored key may take; anything else is replaced by that key's default. */
const ALLOWED: { [K in keyof StoredSettings]: readonly StoredSettings[K][] } = {
  mode: THEME_MODES,
  skin: THEME_SKINS,
  contentWidth: CONTENT_WIDTHS,
  navCollapsed: BOOLEAN,
  verticalNavToggleType: NAV_TOGGLE_TYPES,
  direction: THEME_DIRECTIONS,
  appBarBlur: BOOLEAN,
  themeColor: THEME_COLORS,
};

function pick<K extends keyof StoredSettings>(source: Record<string, unknown>, key: K): StoredSettings[K] {
  const value = source[key];
  return (ALLOWED[key] as readonly unknown[]).includes(value) ? (value as StoredSettings[K]) : DEFAULT_SETTINGS[key];
}

/** Stored settings, key by key: anything unknown or corrupt is replaced by that key's default. */
export function readSettings(text: string | null): Settings {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    value = null;
  }
  const source =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const stored = Object.fromEntries(
    STORED_SETTING_KEYS.map((key) => [key, pick(source, key)]),
  ) as unknown as StoredSettings;
  return { ...DEFAULT_SETTINGS, ...stored };
}

/** The part of the settings that is stored, as it is written to localStorage. */
export function storedPart(settings: Settings): StoredSettings {
  return Object.fromEntries(STORED_SETTING_KEYS.map((key) => [key, settings[key]])) as unknown as StoredSettings;
}

function load(): Settings {
  try {
    return readSettings(localStorage.getItem(SETTINGS_KEY));
  } catch {
    // Storage can be unavailable (private mode): the defaults then last for the visit.
    return DEFAULT_SETTINGS;
  }
}

function save(settings: Settings): void {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(storedPart(settings)));
  } catch {
    // See load(): settings still apply for this visit.
  }
}

interface SettingsStore extends Settings {
  /** Changes some settings and stores the stored keys. */
  update: (patch: Partial<Settings>) => void;
  toggleMode: () => void;
  toggleNavCollapsed: () => void;
}

export const useSettingsStore = create<SettingsStore>()((set, get) => {
  const update = (patch: Partial<Settings>) => {
    set(patch);
    save(get());
  };
  return {
    ...load(),
    update,
    toggleMode: () => update({ mode: get().mode === 'dark' ? 'light' : 'dark' }),
    toggleNavCollapsed: () => update({ navCollapsed: !get().navCollapsed }),
  };
});

/** Puts the store back to the stored settings and the defaults of the others (tests, a fresh start). */
export function reloadSettings(): void {
  useSettingsStore.setState(load());
}

/**
 * Applies settings another tab stored. Only the stored keys change: the ones kept for the visit (layout,
 * app bar, footer, toast position) belong to this tab, and another tab's write says nothing about them.
 */
function applyStoredSettings(): void {
  useSettingsStore.setState(storedPart(load()));
}

/** Follows settings changed in other tabs (see {@link applyStoredSettings}); returns the unsubscribe. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key: the other tab cleared all of storage.
    if (event.key === SETTINGS_KEY || event.key === null) applyStoredSettings();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
