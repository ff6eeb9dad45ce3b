import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, useSettingsStore } from '../settings/settings-store';
import { THEME_CONFIG } from '../settings/theme-config';
import { renderHost } from '../test/render-host';
import { ThemeCustomizer } from './theme-customizer';

test('disabled by configuration', () => {
  expect(THEME_CONFIG.disableCustomizer).toBe(true);
  renderHost(<ThemeCustomizer />);
  expect(screen.queryByRole('button', { name: 'Open theme customizer' })).not.toBeInTheDocument();
});

test('when enabled it changes every setting, for example the app bar and the skin', async () => {
  useSettingsStore.setState(DEFAULT_SETTINGS);
  renderHost(<ThemeCustomizer disabled={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open theme customizer' }));
  await userEvent.click(within(screen.getByRole('group', { name: 'Skin' })).getByRole('button', { name: 'Bordered' }));
  await userEvent.click(within(screen.getByRole('group', { name: 'App bar' })).getByRole('button', { name: 'Static' }));
  expect(useSettingsStore.getState()).toMatchObject({ skin: 'bordered', appBar: 'static' });
});
