import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, useSettingsStore } from '../settings/settings-store';
import { renderHost } from '../test/render-host';
import { SettingsMenu } from './settings-menu';

beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState(DEFAULT_SETTINGS);
});

const dialog = () => screen.getByRole('dialog', { name: 'Layout settings' });

test('switches layout, content width, collapsed menu and group style', async () => {
  renderHost(<SettingsMenu wide />);
  await userEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Full' }));
  await userEvent.click(within(dialog()).getByRole('switch', { name: 'Collapsed menu' }));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Collapse' }));
  await userEvent.click(within(dialog()).getByRole('radio', { name: 'Green' }));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Horizontal' }));
  expect(useSettingsStore.getState()).toMatchObject({
    layout: 'horizontal',
    contentWidth: 'full',
    navCollapsed: true,
    verticalNavToggleType: 'collapse',
    themeColor: 'success',
  });
});

test('below lg the layout cannot be changed: it is vertical there', async () => {
  renderHost(<SettingsMenu wide={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
  expect(within(dialog()).getByRole('button', { name: 'Horizontal' })).toBeDisabled();
  expect(within(dialog()).getByText('Narrow screens always use the vertical menu.')).toBeInTheDocument();
});
