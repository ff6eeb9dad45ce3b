import { setupApiServer } from '@flowdeck/api-client/testing';
import { screen } from '@testing-library/react';
import { useMarketSession } from '../hooks/use-market-session';
import { CLOSED_STATUS, OPEN_STATUS, marketStatusHandler } from '../test/market-status-fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { SessionBar, invalidSessionMessage, sessionOptionLabel } from './session-bar';

function Probe() {
  const session = useMarketSession();
  return (
    <>
      <SessionBar session={session} />
      <span data-testid="param">{session.param ?? 'latest'}</span>
    </>
  );
}

const server = setupApiServer(marketStatusHandler(CLOSED_STATUS));

describe('SessionBar', () => {
  it('labels the sessions, the newest as the latest', () => {
    expect(sessionOptionLabel('2026-11-24', 0)).toBe('Tue, Nov 24 (latest)');
    expect(sessionOptionLabel('2026-11-19', 3)).toBe('Thu, Nov 19');
    expect(invalidSessionMessage('2026-10-01', ['a', 'b', 'c', 'd', 'e'])).toBe(
      'There is no session on "2026-10-01" to show: pick one of the last 5 sessions.',
    );
  });

  it('says the market is closed, which session is shown and when it opens, on the market clock', async () => {
    renderWithProviders(<Probe />, { route: '/flow' });
    expect(
      await screen.findByText('Market closed · showing Tue, Nov 24 · opens Wed 9:30 AM ET (in 2h 31m)'),
    ).toBeInTheDocument();
  });

  it('picks an earlier session into the URL, and back to the latest', async () => {
    const { user, url } = renderWithProviders(<Probe />, { route: '/flow?symbol=SPY' });
    await user.click(await screen.findByRole('combobox', { name: 'Session' }));
    await user.click(screen.getByRole('option', { name: 'Thu, Nov 19' }));
    expect(url()).toBe('/flow?symbol=SPY&session=2026-11-19');
    expect(
      await screen.findByText('Market closed · showing Thu, Nov 19 · opens Wed 9:30 AM ET (in 2h 31m)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Latest session' }));
    expect(url()).toBe('/flow?symbol=SPY');
    expect(screen.getByTestId('param')).toHaveTextContent('latest');
  });

  it('says so when the link names a session the market does not keep', async () => {
    const { user, url } = renderWithProviders(<Probe />, { route: '/snapshot?session=2026-10-01' });
    expect(
      await screen.findByText('There is no session on "2026-10-01" to show: pick one of the last 5 sessions.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Latest session' }));
    expect(url()).toBe('/snapshot');
  });

  it('shows no banner while the session trades, and flags an earlier one', async () => {
    server.use(marketStatusHandler(OPEN_STATUS));
    const { user } = renderWithProviders(<Probe />, { route: '/flow' });
    const picker = await screen.findByRole('combobox', { name: 'Session' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Wed, Nov 18' }));
    expect(await screen.findByText('Market open · showing Wed, Nov 18, an earlier session')).toBeInTheDocument();
  });
});
