import { SETTINGS_KEY } from '@flowdeck/contract';
import { DEFAULT_THEME_MODE, type ThemeMode } from '@flowdeck/ui-kit';
import { create } from 'zustand';

/** Spec §3 local settings (the layout keys arrive with the shell issue). */
export interface Settings {
  mode: ThemeMode;
}

export const DEFAULT_SETTINGS: Settings = { mode: DEFAULT_THEME_MODE };

/** Stored settings, with anything unknown or corrupt replaced by the default. */
export function readSettings(text: string | null): Settings {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    const mode = (value as Partial<Settings> | null)?.mode;
    return { mode: mode === 'light' || mode === 'dark' ? mode : DEFAULT_SETTINGS.mode };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

interface SettingsStore extends Settings {
  toggleMode: () => void;
}

function load(): Settings {
  try {
    return readSettings(localStorage.getItem(SETTINGS_KEY));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export const useSettingsStore = create<SettingsStore>()((set, get) => ({
  ...load(),
  toggleMode: () => {
    const mode: ThemeMode = get().mode === 'dark' ? 'light' : 'dark';
    set({ mode });
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
      localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...(stored as object), mode }));
    } catch {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify({ mode }));
    }
  },
}));
