import { SETTINGS_KEY } from '@flowdeck/contract';
import { DEFAULT_SETTINGS, followOtherTabs, readSettings, reloadSettings, useSettingsStore } from './settings-store';

beforeEach(() => {
  localStorage.clear();
  reloadSettings();
});

test('spec §9 defaults: dark, vertical, static footer, fixed app bar with blur, toasts top-right', () => {
  expect(readSettings(null)).toEqual({
    mode: 'dark',
    skin: 'default',
    contentWidth: 'boxed',
    navCollapsed: false,
    verticalNavToggleType: 'accordion',
    direction: 'ltr',
    appBarBlur: true,
    themeColor: 'primary',
    layout: 'vertical',
    appBar: 'fixed',
    footer: 'static',
    toastPosition: 'top-right',
  });
});

test('corrupt stored settings give the defaults', () => {
  for (const text of ['{not json', '[]', '42', 'null', '"dark"', ''])
    expect(readSettings(text)).toEqual(DEFAULT_SETTINGS);
});

test('an unknown value falls back to the default for that key only', () => {
  const settings = readSettings(
    JSON.stringify({
      mode: 'purple',
      skin: 'bordered',
      navCollapsed: 'yes',
      contentWidth: 'full',
      themeColor: 'info',
      appBarBlur: 0,
    }),
  );
  expect(settings).toMatchObject({
    mode: 'dark',
    skin: 'bordered',
    navCollapsed: false,
    contentWidth: 'full',
    themeColor: 'info',
    appBarBlur: true,
  });
});

test('changes are stored under `settings` with exactly the spec keys', () => {
  useSettingsStore.getState().update({ navCollapsed: true, layout: 'horizontal' });
  useSettingsStore.getState().toggleMode();
  const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
  expect(Object.keys(stored).sort()).toEqual([
    'appBarBlur',
    'contentWidth',
    'direction',
    'mode',
    'navCollapsed',
    'skin',
    'themeColor',
    'verticalNavToggleType',
  ]);
  expect(stored).toMatchObject({ navCollapsed: true, mode: 'light' });
});

test('stored settings are read back at start, corrupt ones repaired on the next write', () => {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'light', navCollapsed: true, skin: 42 }));
  reloadSettings();
  expect(useSettingsStore.getState()).toMatchObject({ mode: 'light', navCollapsed: true, skin: 'default' });
  useSettingsStore.getState().toggleNavCollapsed();
  expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({
    navCollapsed: false,
    skin: 'default',
  });
});

test("a change stored by another tab updates the stored keys and keeps this tab's layout, app bar, footer and toasts", () => {
  const stop = followOtherTabs();
  useSettingsStore
    .getState()
    .update({ layout: 'horizontal', appBar: 'static', footer: 'hidden', toastPosition: 'bottom-left' });
  // What another tab writes: only the stored keys.
  const text = JSON.stringify({ mode: 'light', navCollapsed: true, themeColor: 'info' });
  localStorage.setItem(SETTINGS_KEY, text);
  window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY, newValue: text }));
  stop();
  expect(useSettingsStore.getState()).toMatchObject({
    mode: 'light',
    navCollapsed: true,
    themeColor: 'info',
    layout: 'horizontal',
    appBar: 'static',
    footer: 'hidden',
    toastPosition: 'bottom-left',
  });
});

test('after unsubscribing, changes from other tabs are no longer followed', () => {
  followOtherTabs()();
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'light' }));
  window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY }));
  expect(useSettingsStore.getState().mode).toBe('dark');
});
