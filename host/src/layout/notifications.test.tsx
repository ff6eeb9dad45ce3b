import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { BOTTOM_LEFT_TOASTS, TOAST_VARIANTS, TOP_RIGHT_TOASTS } from './notifications';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

/** Time passing in steps, so timers that React schedules on the way (transitions) run too. */
function advance(ms: number) {
  for (let t = 0; t < ms; t += 50) act(() => jest.advanceTimersByTime(50));
}
const shown = () => screen.queryAllByText(/^Toast /).map((el) => el.textContent);

test('the default: top-right, at most 3 at once, duplicates dropped, gone after 2 s', () => {
  render(<SnackbarProvider {...TOP_RIGHT_TOASTS} />);
  act(() => {
    for (const text of ['Toast A', 'Toast A', 'Toast B', 'Toast C', 'Toast D']) enqueueSnackbar(text);
  });
  expect(shown().sort()).toEqual(['Toast A', 'Toast B', 'Toast C']);
  advance(1900);
  expect(shown()).toHaveLength(3);
  advance(1000);
  expect(shown()).toEqual(['Toast D']);
  expect(TOP_RIGHT_TOASTS.anchorOrigin).toEqual({ vertical: 'top', horizontal: 'right' });
});

test('the bottom-left configuration: 3 visible, the rest queued, 5 s unless persistent', () => {
  render(<SnackbarProvider {...BOTTOM_LEFT_TOASTS} />);
  act(() => {
    enqueueSnackbar('Toast keep', { persist: true });
    for (const text of ['Toast 1', 'Toast 2', 'Toast 3']) enqueueSnackbar(text);
  });
  expect(shown()).toHaveLength(3);
  expect(shown()).not.toContain('Toast 3');
  advance(4900);
  expect(shown()).toHaveLength(3);
  advance(1000);
  expect(shown().sort()).toEqual(['Toast 3', 'Toast keep']);
  advance(10_000);
  expect(shown()).toEqual(['Toast keep']);
  expect(BOTTOM_LEFT_TOASTS).toMatchObject({
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    transitionDuration: { enter: 225, exit: 195 },
  });
});

test('the five variants', () => {
  expect(TOAST_VARIANTS).toEqual(['default', 'success', 'warning', 'error', 'info']);
});
