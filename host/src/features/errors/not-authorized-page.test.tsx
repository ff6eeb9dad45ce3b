import { screen } from '@testing-library/react';
import { renderHost } from '../../test/render-host';
import { NotAuthorizedPage } from './not-authorized-page';

test('shows the spec texts and a Back to Home link to /', () => {
  renderHost(<NotAuthorizedPage />);
  expect(screen.getByRole('heading', { name: '401' })).toBeInTheDocument();
  expect(screen.getByText('You are not authorized!')).toBeInTheDocument();
  expect(screen.getByText("You don't have permission to access this page. Go Home!")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
