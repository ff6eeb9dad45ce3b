import { CONTRACT_VERSION, type RemoteModule, requirement, type WidgetSurface } from '@flowdeck/contract';
import type { RemoteState } from './remotes-store';
import { widgetCatalog } from './widget-catalog';

const load = async () => ({ default: () => null });
function surface(id: WidgetSurface['id'], remote: string): WidgetSurface {
  return {
    id,
    title: id,
    description: id,
    remote,
    defaultSize: { w: 4, h: 6 },
    minSize: { w: 3, h: 4 },
    requires: requirement('readMarketData'),
    settings: [],
  };
}

function remote(id: string, patch: Partial<RemoteState>, recorded: WidgetSurface[]): RemoteState {
  return {
    id,
    version: '1.0.0',
    surface: { id, routes: [], nav: [], widgets: recorded },
    status: 'ready',
    module: null,
    reason: null,
    generation: 1,
    ...patch,
  };
}

function module(id: string, widgets: WidgetSurface[]): RemoteModule {
  return {
    id,
    version: '1.0.0',
    contractVersion: CONTRACT_VERSION,
    routes: [],
    nav: [],
    widgets: widgets.map((w) => ({ ...w, load })),
  };
}

test('widgets of a loaded remote can load; those of a remote that is down are named from the registry', () => {
  const retry = jest.fn();
  const gex = surface('gex-levels', 'market-data');
  const news = surface('news', 'trackers');
  const catalog = widgetCatalog(
    {
      'market-data': remote('market-data', { module: module('market-data', [gex]) }, [gex]),
      trackers: remote('trackers', { status: 'unavailable', reason: 'It answered 404.' }, [news]),
      account: remote('account', {}, []),
    },
    retry,
  );
  expect(catalog.map((e) => [e.surface.id, e.status, e.load !== null, e.reason])).toEqual([
    ['gex-levels', 'ready', true, null],
    ['news', 'unavailable', false, 'It answered 404.'],
  ]);
  catalog[1]?.retry();
  expect(retry).toHaveBeenCalledWith('trackers');
});

test('after a rollback the loaded build decides: a widget it does not have is unavailable, not broken', () => {
  const gex = surface('gex-levels', 'market-data');
  const tide = surface('market-tide', 'market-data');
  // The registry recorded the newer surface (gex and tide); the build that loaded has gex only.
  const [first, second] = widgetCatalog(
    { 'market-data': remote('market-data', { module: module('market-data', [gex]) }, [gex, tide]) },
    jest.fn(),
  );
  expect(first?.surface.id).toBe('gex-levels');
  expect(second).toBeUndefined();
  // A remote built before widgets existed has none, whatever the registry says.
  const old = { ...module('market-data', []), widgets: undefined };
  expect(widgetCatalog({ 'market-data': remote('market-data', { module: old }, [gex]) }, jest.fn())).toEqual([]);
});
