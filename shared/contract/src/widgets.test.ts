import { requirement } from './abilities';
import { contractProblem, remoteOf, surfaceOf } from './remote-contract';
import { CONTRACT_VERSION } from './constants';
import { defineWidget, type WidgetSetting, widgetSettings } from './widgets';

const widget = async () => ({ default: () => null });
const GEX = defineWidget({
  id: 'gex-levels',
  title: 'GEX levels',
  description: 'Gamma levels of a ticker',
  defaultSize: { w: 4, h: 6 },
  minSize: { w: 3, h: 4 },
  requires: 'readMarketData',
  settings: [{ key: 'symbol', label: 'Ticker', kind: 'symbol', default: 'SPY' }],
  page: '/gamma',
  load: widget,
});
const TIDE = defineWidget({
  id: 'market-tide',
  title: 'Market tide',
  description: 'Net premium',
  defaultSize: { w: 6, h: 6 },
  minSize: { w: 4, h: 4 },
  requires: 'readMarketData',
  load: widget,
});

test('a remote declares widgets beside its pages: plain data in its surface, loaders in its module', () => {
  const surface = surfaceOf('market-data', [], [GEX, TIDE]);
  expect(surface.widgets).toEqual([
    {
      id: 'gex-levels',
      title: 'GEX levels',
      description: 'Gamma levels of a ticker',
      defaultSize: { w: 4, h: 6 },
      minSize: { w: 3, h: 4 },
      remote: 'market-data',
      requires: requirement('readMarketData'),
      settings: GEX.settings,
      page: '/gamma',
    },
    expect.objectContaining({ id: 'market-tide', remote: 'market-data', settings: [] }),
  ]);
  // The registry records the surface as JSON: no loader in it.
  expect(JSON.parse(JSON.stringify(surface))).toEqual(surface);
  const remote = remoteOf('market-data', '1.0.0', [], [GEX, TIDE]);
  expect(remote.widgets?.map((w) => [w.id, w.load])).toEqual([
    ['gex-levels', widget],
    ['market-tide', widget],
  ]);
  expect(() => surfaceOf('market-data', [], [GEX, GEX])).toThrow('more than one widget gex-levels');
});

test('a remote built before widgets existed still loads; a malformed widget list is refused', () => {
  const good = { id: 'tools', version: '1', contractVersion: CONTRACT_VERSION, routes: [], nav: [] };
  expect(contractProblem(good, 'tools')).toBeNull();
  expect(contractProblem({ ...good, widgets: {} }, 'tools')).toMatch(/widgets are not a list/);
});

test('a widget renders with every declared setting: the saved value when allowed, else the default', () => {
  const declared: WidgetSetting[] = [
    { key: 'symbol', label: 'Ticker', kind: 'symbol', default: 'SPY' },
    {
      key: 'side',
      label: 'Side',
      kind: 'choice',
      choices: [
        { value: 'gainers', label: 'Gainers' },
        { value: 'losers', label: 'Losers' },
      ],
      default: 'gainers',
    },
    { key: 'filterId', label: 'Filter', kind: 'text', default: '' },
  ];
  expect(widgetSettings(declared, undefined)).toEqual({ symbol: 'SPY', side: 'gainers', filterId: '' });
  expect(widgetSettings(declared, { symbol: 'BRK.B', side: 'losers', filterId: 'big-calls', extra: 'x' })).toEqual({
    symbol: 'BRK.B',
    side: 'losers',
    filterId: 'big-calls',
  });
  // A layout from another version may hold values this one does not know: the defaults stand in.
  expect(widgetSettings(declared, { symbol: 'not a ticker', side: 'sideways', filterId: 'x'.repeat(65) })).toEqual({
    symbol: 'SPY',
    side: 'gainers',
    filterId: '',
  });
});
