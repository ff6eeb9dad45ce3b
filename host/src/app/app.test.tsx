import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { DEFAULT_SETTINGS, useSettingsStore } from '../settings/settings-store';
import { App } from './app';

// The routes (remotes, API calls) play no part in how toasts are shown.
jest.mock('./app-routes', () => ({ AppRoutes: () => null }));
// The real provider, watched so the test can read the configuration the App gives it.
jest.mock('notistack', () => {
  const actual = jest.requireActual<typeof import('notistack')>('notistack');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    // notistack sets these exports when a provider mounts, so they are read late.
    get enqueueSnackbar() {
      return actual.enqueueSnackbar;
    },
    get closeSnackbar() {
      return actual.closeSnackbar;
    },
    SnackbarProvider: jest.fn((props: import('notistack').SnackbarProviderProps) =>
      createElement(actual.SnackbarProvider, props),
    ),
  };
});

beforeEach(() => {
  jest.useFakeTimers();
  useSettingsStore.setState(DEFAULT_SETTINGS);
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const shown = () => screen.queryAllByText(/^Toast /).map((el) => el.textContent);
function advance(ms: number) {
  for (let t = 0; t < ms; t += 50) act(() => jest.advanceTimersByTime(50));
}

test('the App shows toasts top-right, at most 3 at once, without duplicates, each for 2000 ms', () => {
  render(<App socket={null} />);
  expect(jest.mocked(SnackbarProvider).mock.lastCall?.[0]).toMatchObject({
    anchorOrigin: { vertical: 'top', horizontal: 'right' },
    maxSnack: 3,
    preventDuplicate: true,
    autoHideDuration: 2000,
  });

  act(() => {
    for (const text of ['Toast A', 'Toast A', 'Toast B', 'Toast C', 'Toast D']) enqueueSnackbar(text);
  });
  expect(shown().sort()).toEqual(['Toast A', 'Toast B', 'Toast C']);
  advance(1900);
  expect(shown()).toHaveLength(3);
  advance(1000);
  expect(shown()).toEqual(['Toast D']);
});
