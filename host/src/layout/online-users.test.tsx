import { act, screen } from '@testing-library/react';
import { useActiveUsersStore } from '../realtime/active-users';
import { renderHost } from '../test/render-host';
import { OnlineUsers } from './online-users';

beforeEach(() => useActiveUsersStore.setState({ count: null, reconnecting: false }));

test('shows the live count the socket delivers', () => {
  renderHost(<OnlineUsers />);
  expect(screen.getByLabelText('Online users')).toHaveTextContent('— online');
  act(() => useActiveUsersStore.setState({ count: 12 }));
  expect(screen.getByLabelText('Online users')).toHaveTextContent('12 online');
  act(() => useActiveUsersStore.setState({ count: 11 }));
  expect(screen.getByLabelText('Online users')).toHaveTextContent('11 online');
});

test('while the socket is down the count is unknown, not stale, and comes back with the next count', () => {
  renderHost(<OnlineUsers />);
  act(() => useActiveUsersStore.setState({ count: 12, reconnecting: false }));
  act(() => useActiveUsersStore.setState({ count: null, reconnecting: true }));
  const status = screen.getByRole('status', { name: 'Online users: reconnecting' });
  expect(status).toHaveTextContent('— online');
  expect(status).not.toHaveTextContent('12');
  act(() => useActiveUsersStore.setState({ count: 13, reconnecting: false }));
  expect(screen.getByRole('status', { name: 'Online users' })).toHaveTextContent('13 online');
});
