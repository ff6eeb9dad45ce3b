import { screen } from '@testing-library/react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { type TickerPageQuery, TickerPageBody } from './ticker-page-body';

interface Quote {
  price: number;
}

const settled = (overrides: Partial<TickerPageQuery>): TickerPageQuery => ({
  isPending: false,
  isError: false,
  data: undefined,
  error: null,
  refetch: jest.fn(),
  ...overrides,
});

function renderBody(query: TickerPageQuery, data: Quote | undefined = query.data as Quote | undefined) {
  return renderWithProviders(
    <TickerPageBody
      query={query}
      data={data}
      pending={<p>Loading SPY</p>}
      unknown={(error) => (error.message.startsWith('Unknown') ? <p>No such ticker</p> : null)}
      loadErrorMessage={(error) => `Could not load SPY: ${error.message}`}
      stale={(shown, error) => <p>{`Stale ${shown.price} (${error.message})`}</p>}
    >
      {(shown) => <p>{`SPY at ${shown.price}`}</p>}
    </TickerPageBody>,
  );
}

describe('TickerPageBody', () => {
  it('shows the placeholder while the first answer is pending', () => {
    renderBody(settled({ isPending: true }));
    expect(screen.getByText('Loading SPY')).toBeInTheDocument();
    expect(screen.queryByText(/SPY at/)).not.toBeInTheDocument();
  });

  it('shows the data', () => {
    renderBody(settled({ data: { price: 500 } }));
    expect(screen.getByText('SPY at 500')).toBeInTheDocument();
    expect(screen.queryByText(/Stale/)).not.toBeInTheDocument();
  });

  it('keeps the data after a failed refresh, under the stale notice', () => {
    renderBody(settled({ data: { price: 500 }, isError: true, error: new Error('Network Error') }));
    expect(screen.getByText('Stale 500 (Network Error)')).toBeInTheDocument();
    expect(screen.getByText('SPY at 500')).toBeInTheDocument();
  });

  it("shows the page's unknown-ticker view when the first load failed on the ticker", () => {
    renderBody(settled({ isError: true, error: new Error('Unknown symbol ZZZZ') }));
    expect(screen.getByText('No such ticker')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a load error with Retry when the first load failed otherwise', async () => {
    const query = settled({ isError: true, error: new Error('Market data is unavailable') });
    const { user } = renderBody(query);
    expect(screen.getByText('Could not load SPY: Market data is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
