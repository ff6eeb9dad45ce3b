import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderLayout } from './testing';

jest.mock('../auth/logout', () => ({ logout: jest.fn() }));

const drawerProps: Array<Record<string, unknown>> = [];
jest.mock('@mui/material', () => {
  const actual = jest.requireActual<typeof import('@mui/material')>('@mui/material');
  return {
    ...actual,
    SwipeableDrawer: (props: ComponentProps<typeof actual.SwipeableDrawer>) => {
      drawerProps.push(props as unknown as Record<string, unknown>);
      return <actual.SwipeableDrawer {...props} />;
    },
  };
});

beforeEach(() => {
  drawerProps.length = 0;
});

test('below lg the drawer swipes open from a 20 px edge, flings at 450 and settles at hysteresis 0.52', () => {
  renderLayout({ width: 1000 });
  expect(drawerProps.at(-1)).toMatchObject({
    swipeAreaWidth: 20,
    minFlingVelocity: 450,
    hysteresis: 0.52,
    open: false,
  });
  expect(document.querySelector('[class*="SwipeArea"]')).toHaveStyle({ width: '20px' });
});

test('from lg up there is no swipeable drawer', () => {
  renderLayout({ width: 1440 });
  expect(drawerProps).toHaveLength(0);
  expect(screen.getByTestId('vertical-nav')).toBeInTheDocument();
});

test('hovering or focusing the collapsed rail opens it to full width over the content', async () => {
  renderLayout({ width: 1440, settings: { navCollapsed: true } });
  const paper = screen.getByTestId('vertical-nav').querySelector('.MuiDrawer-paper') as HTMLElement;
  expect(screen.queryByText('Options Calculator')).not.toBeInTheDocument();
  await userEvent.hover(paper);
  expect(screen.getByText('Options Calculator')).toBeInTheDocument();
  // The space kept for the rail does not change: the open menu lies over the content.
  expect(screen.getByTestId('vertical-nav')).toHaveStyle({ width: '68px' });
  await userEvent.unhover(paper);
  expect(screen.queryByText('Options Calculator')).not.toBeInTheDocument();
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByText('Options Calculator')).toBeInTheDocument();
});
