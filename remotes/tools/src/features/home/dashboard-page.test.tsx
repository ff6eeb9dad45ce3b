import { setupApiServer } from '@flowdeck/api-client/testing';
import { type DashboardConfig, requirement, type WidgetProps, type WidgetSurface } from '@flowdeck/contract';
import { type WidgetCatalogEntry, WidgetCatalogProvider } from '@flowdeck/host-sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import DashboardPage from './dashboard-page';

const CONFIG_URL = 'http://api.test/api/user/settings/dashboard-config';

function surface(id: WidgetSurface['id'], title: string, remote: string, symbol = false): WidgetSurface {
  return {
    id,
    title,
    description: `${title} description`,
    remote,
    defaultSize: { w: 4, h: 6 },
    minSize: { w: 3, h: 4 },
    requires: requirement('readMarketData'),
    settings: symbol ? [{ key: 'symbol', label: 'Ticker', kind: 'symbol', default: 'SPY' }] : [],
  };
}

/** A widget that shows its symbol and picks another when asked. */
function SymbolWidget({ settings, setSetting }: WidgetProps) {
  return (
    <div>
      <p>Showing {settings['symbol']}</p>
      <button type="button" onClick={() => setSetting('symbol', 'NVDA')}>
        Pick NVDA
      </button>
    </div>
  );
}

function Crashing(): ReactElement {
  throw new Error('boom');
}

function entry(s: WidgetSurface, patch: Partial<WidgetCatalogEntry> = {}): WidgetCatalogEntry {
  return {
    surface: s,
    status: 'ready',
    reason: null,
    load: async () => ({ default: SymbolWidget }),
    retry: jest.fn(),
    generation: 1,
    ...patch,
  };
}

let stored: DashboardConfig;
const saved: DashboardConfig[] = [];
const server = setupApiServer(
  http.get(CONFIG_URL, () => HttpResponse.json(stored)),
  http.post(CONFIG_URL, async ({ request }) => {
    const body = (await request.json()) as DashboardConfig;
    saved.push(body);
    stored = body;
    return HttpResponse.json({ ...body, message: 'Dashboard saved' });
  }),
);
beforeEach(() => {
  saved.length = 0;
  stored = { dashboards: [], active: null, watchlist: [] };
});

function renderDashboard(catalog: WidgetCatalogEntry[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <WidgetCatalogProvider widgets={catalog}>
      <DashboardPage />
    </WidgetCatalogProvider>,
  );
  return user;
}

const GEX = surface('gex-levels', 'GEX levels', 'market-data', true);
const WATCH = surface('watchlist', 'Watchlist', 'market-data', true);
const NEWS = surface('news', 'News', 'trackers', true);
const INSIDERS = surface('insider-buys', 'Insider buys', 'trackers');

describe('Custom Dashboard', () => {
  it('shows the default dashboard from the widgets the remotes declare, each in its own frame', async () => {
    renderDashboard([entry(GEX), entry(WATCH), entry(NEWS)]);
    const grid = await screen.findByRole('region', { name: 'Dashboard Main' });
    for (const title of ['Watchlist', 'GEX levels', 'News'])
      expect(within(grid).getByRole('region', { name: `${title} widget` })).toBeInTheDocument();
    expect(await within(grid).findAllByText('Showing SPY')).toHaveLength(3);
    // Nothing is saved until the user changes something.
    expect(saved).toHaveLength(0);
  });

  it('a crashing widget and a widget of a remote that is down show Retry; the others keep working', async () => {
    const retry = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderDashboard([
      entry(GEX, { load: async () => ({ default: Crashing }) }),
      entry(WATCH),
      entry(NEWS, { status: 'unavailable', reason: 'The trackers remote could not load.', load: null, retry }),
    ]);
    const gex = await screen.findByRole('region', { name: 'GEX levels widget' });
    expect(await within(gex).findByText('GEX levels stopped working.')).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'News widget' });
    expect(
      within(news).getByText(/News is unavailable right now\. The trackers remote could not load\./),
    ).toBeVisible();
    await user.click(within(news).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(
      await within(screen.getByRole('region', { name: 'Watchlist widget' })).findByText('Showing SPY'),
    ).toBeVisible();
    jest.restoreAllMocks();
  });

  it('linked widgets follow the symbol picked in any of them, and the choice is saved', async () => {
    const user = renderDashboard([entry(GEX), entry(WATCH), entry(NEWS)]);
    const watch = await screen.findByRole('region', { name: 'Watchlist widget' });
    await user.click(await within(watch).findByRole('button', { name: 'Pick NVDA' }));
    // Watchlist and GEX levels share link group 1 in the default dashboard; News is not linked.
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'GEX levels widget' })).getByText('Showing NVDA')).toBeVisible(),
    );
    expect(within(screen.getByRole('region', { name: 'News widget' })).getByText('Showing SPY')).toBeVisible();
    await waitFor(() => expect(saved.at(-1)?.dashboards[0]?.links).toEqual({ '1': 'NVDA' }));
  });

  it('a refused save (spec §8: the POST returns nothing) says so and puts the stored dashboard back', async () => {
    server.use(
      http.post(CONFIG_URL, async ({ request }) => {
        saved.push((await request.json()) as DashboardConfig);
        return HttpResponse.json({ error: 'Dashboards are read-only during maintenance.' }, { status: 503 });
      }),
    );
    const user = renderDashboard([entry(GEX), entry(WATCH), entry(NEWS)]);
    const watch = await screen.findByRole('region', { name: 'Watchlist widget' });
    await user.click(await within(watch).findByRole('button', { name: 'Pick NVDA' }));

    expect(
      await screen.findByText('Your last change could not be saved. Dashboards are read-only during maintenance.'),
    ).toBeVisible();
    expect(saved).toHaveLength(1);
    // The grid shows what is stored again, and keeps working.
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Watchlist widget' })).getByText('Showing SPY')).toBeVisible(),
    );
    expect(screen.getByRole('region', { name: 'Dashboard Main' })).toBeInTheDocument();
  });

  it('adds and removes widgets, and names a widget a newer remote saved as not available here', async () => {
    stored = {
      dashboards: [
        {
          id: 'desk',
          name: 'Desk',
          items: [
            { key: 'a', widget: 'gex-levels', settings: {}, link: null },
            { key: 'b', widget: 'market-tide', settings: {}, link: null },
          ],
          layouts: {},
          links: {},
        },
      ],
      active: 'desk',
      watchlist: [],
    };
    const user = renderDashboard([entry(GEX), entry(INSIDERS)]);
    const grid = await screen.findByRole('region', { name: 'Dashboard Desk' });
    expect(within(grid).getByText('market-tide is not available in this version of the app.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add widget' }));
    const dialog = screen.getByRole('dialog', { name: 'Add widget' });
    expect(within(dialog).getByRole('list', { name: 'Trackers and research' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Insider buys/ }));
    expect(await within(grid).findByRole('region', { name: 'Insider buys widget' })).toBeInTheDocument();
    await waitFor(() =>
      expect(saved.at(-1)?.dashboards[0]?.items.map((i) => i.widget)).toEqual([
        'gex-levels',
        'market-tide',
        'insider-buys',
      ]),
    );

    await user.click(within(grid).getByRole('button', { name: 'Remove GEX levels' }));
    await waitFor(() =>
      expect(saved.at(-1)?.dashboards[0]?.items.map((i) => i.widget)).toEqual(['market-tide', 'insider-buys']),
    );
  });

  it('loads a widget only once it comes into view', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; target: Element | null }> = [];
    class FakeIntersectionObserver {
      private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    try {
      const loadGex = jest.fn(async () => ({ default: SymbolWidget }));
      renderDashboard([entry(GEX, { load: loadGex }), entry(WATCH)]);
      await screen.findByRole('region', { name: 'GEX levels widget' });
      expect(loadGex).not.toHaveBeenCalled();
      const gexBody = observers.find((o) =>
        screen.getByRole('region', { name: 'GEX levels widget' }).contains(o.target),
      );
      act(() => {
        gexBody?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
      expect(
        await within(screen.getByRole('region', { name: 'GEX levels widget' })).findByText('Showing SPY'),
      ).toBeVisible();
      expect(loadGex).toHaveBeenCalledTimes(1);
      // The watchlist never came into view: not loaded.
      expect(within(screen.getByRole('region', { name: 'Watchlist widget' })).queryByText('Showing SPY')).toBeNull();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('keeps several named dashboards', async () => {
    const user = renderDashboard([entry(GEX), entry(WATCH)]);
    await screen.findByRole('region', { name: 'Dashboard Main' });
    await user.click(screen.getByRole('button', { name: 'Dashboard options' }));
    await user.click(screen.getByRole('menuitem', { name: 'New dashboard' }));
    await user.type(screen.getByRole('textbox', { name: 'Dashboard name' }), 'Earnings week');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: 'Dashboard Earnings week' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Earnings week' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(saved.at(-1)?.dashboards.map((d) => d.name)).toEqual(['Main', 'Earnings week']));
    await user.click(screen.getByRole('tab', { name: 'Main' }));
    expect(await screen.findByRole('region', { name: 'Dashboard Main' })).toBeInTheDocument();
    await waitFor(() => expect(saved.at(-1)?.active).toBe('main'));
  });
});
