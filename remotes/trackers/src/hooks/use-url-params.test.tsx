import { screen } from '@testing-library/react';
import { useNavigationType } from 'react-router-dom';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { useUrlParams } from './use-url-params';

function Probe() {
  const [params, set] = useUrlParams();
  const navigation = useNavigationType();
  return (
    <>
      <output>{params.toString()}</output>
      <p>{navigation}</p>
      <button onClick={() => set({ symbol: 'NVDA', page: undefined })}>pick</button>
    </>
  );
}

test('a change sets and removes only the keys it names, in place of the history entry', async () => {
  const { user, location } = renderWithProviders(<Probe />, { route: '/lobbying?quarter=2026-Q3&page=4' });
  expect(screen.getByRole('status')).toHaveTextContent('quarter=2026-Q3&page=4');
  await user.click(screen.getByRole('button', { name: 'pick' }));
  expect(location().search).toBe('?quarter=2026-Q3&symbol=NVDA');
  expect(location().pathname).toBe('/lobbying');
  // Replace, not push: Back leaves the page instead of stepping through each filter.
  expect(screen.getByText('REPLACE')).toBeInTheDocument();
});
