import { act, screen } from '@testing-library/react';
import { useActiveUsersStore } from '../realtime/active-users';
import { renderHost } from '../test/render-host';
import { OnlineUsers } from './online-users';

test('shows the live count the socket delivers', () => {
  useActiveUsersStore.setState({ count: null });
  renderHost(<OnlineUsers />);
  expect(screen.getByLabelText('Online users')).toHaveTextContent('— online');
  act(() => useActiveUsersStore.setState({ count: 12 }));
  expect(screen.getByLabelText('Online users')).toHaveTextContent('12 online');
  act(() => useActiveUsersStore.setState({ count: 11 }));
  expect(screen.getByLabelText('Online users')).toHaveTextContent('11 online');
});
