import { useAuthStore } from '@flowdeck/host-sdk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { logout } from '../auth/logout';
import { renderHost } from '../test/render-host';
import { TEST_USER } from './testing';
import { UserMenu } from './user-menu';

jest.mock('../auth/logout', () => ({ logout: jest.fn() }));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderMenu(user = TEST_USER) {
  useAuthStore.setState({ user });
  renderHost(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <UserMenu />
            <Where />
          </>
        }
      />
    </Routes>,
    { url: '/home' },
  );
}

const open = () => userEvent.click(screen.getByRole('button', { name: 'Account menu' }));

test('shows the display name, the email and Access Until with the end date', async () => {
  renderMenu();
  await open();
  const menu = screen.getByRole('menu');
  expect(menu).toHaveTextContent('JD Trades');
  expect(menu).toHaveTextContent('jane@example.com');
  expect(menu).toHaveTextContent('Access UntilNov 22, 2026');
});

test('without a display name it shows the first and last name', async () => {
  renderMenu({ ...TEST_USER, displayName: '' });
  await open();
  expect(screen.getByRole('menu')).toHaveTextContent('Jane Doe');
});

test('no Discord Bot entry without bot_sub', async () => {
  renderMenu({ ...TEST_USER, bot_sub: false });
  await open();
  expect(screen.queryByRole('menuitem', { name: 'Discord Bot' })).not.toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
});

test('with bot_sub the Discord Bot entry goes to /discordbot', async () => {
  renderMenu({ ...TEST_USER, bot_sub: true });
  await open();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Discord Bot' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/discordbot');
});

test('Account settings and Billing lead to the settings page and its Billing tab', async () => {
  renderMenu();
  await open();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Account settings' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/account-settings$/);
  await open();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Billing' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/account-settings\?tab=billing$/);
});

test('Logout runs the logout flow with the router', async () => {
  renderMenu();
  await open();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(logout).toHaveBeenCalledWith(expect.any(Function));
});

test('no user, no menu', () => {
  useAuthStore.setState({ user: null });
  renderHost(<UserMenu />);
  expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
});
