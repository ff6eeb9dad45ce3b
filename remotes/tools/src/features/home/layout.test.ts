import type { Dashboard, WidgetId } from '@flowdeck/contract';
import {
  addWidget,
  changeSetting,
  defaultDashboard,
  effectiveSettings,
  firstFreeCell,
  layoutFor,
  phoneLayout,
  removeWidget,
  setLink,
  type WidgetShape,
} from './layout';

const GEX: WidgetShape = {
  id: 'gex-levels',
  defaultSize: { w: 4, h: 6 },
  minSize: { w: 3, h: 4 },
  settings: [{ key: 'symbol', label: 'Ticker', kind: 'symbol', default: 'SPY' }],
};
const NEWS: WidgetShape = {
  id: 'news',
  defaultSize: { w: 6, h: 8 },
  minSize: { w: 3, h: 4 },
  settings: [{ key: 'symbol', label: 'Ticker', kind: 'symbol', default: '' }],
};
const TIDE: WidgetShape = { id: 'market-tide', defaultSize: { w: 12, h: 5 }, minSize: { w: 4, h: 4 }, settings: [] };
const shapes = new Map<WidgetId, WidgetShape>([GEX, NEWS, TIDE].map((s) => [s.id, s]));
const shapeOf = (id: WidgetId) => shapes.get(id);

const empty: Dashboard = { id: 'd', name: 'D', items: [], layouts: { lg: [], md: [], sm: [] }, links: {} };

describe('dashboard layout', () => {
  it('puts a new widget in the first free spot, top to bottom then left to right', () => {
    const cells = [
      { i: 'a', x: 0, y: 0, w: 4, h: 6 },
      { i: 'b', x: 8, y: 0, w: 4, h: 3 },
    ];
    expect(firstFreeCell(cells, 'c', 4, 6, 12)).toEqual({ i: 'c', x: 4, y: 0, w: 4, h: 6 });
    expect(firstFreeCell(cells, 'c', 6, 2, 12)).toEqual({ i: 'c', x: 4, y: 3, w: 6, h: 2 });
    expect(firstFreeCell(cells, 'c', 12, 2, 12)).toEqual({ i: 'c', x: 0, y: 6, w: 12, h: 2 });
  });

  it('adds widgets to every breakpoint, scaled to its columns, and removes them from all', () => {
    let d = addWidget(empty, GEX);
    d = addWidget(d, TIDE);
    d = addWidget(d, GEX);
    expect(d.items.map((i) => i.key)).toEqual(['gex-levels-1', 'market-tide-1', 'gex-levels-2']);
    expect(d.layouts.lg).toEqual([
      { i: 'gex-levels-1', x: 0, y: 0, w: 4, h: 6 },
      { i: 'market-tide-1', x: 0, y: 6, w: 12, h: 5 },
      { i: 'gex-levels-2', x: 4, y: 0, w: 4, h: 6 },
    ]);
    // 8 columns: widgets of up to half the wide grid take half (4), wider ones the whole width.
    expect(d.layouts.md?.map((c) => [c.i, c.x, c.w])).toEqual([
      ['gex-levels-1', 0, 4],
      ['market-tide-1', 0, 8],
      ['gex-levels-2', 4, 4],
    ]);
    const removed = removeWidget(d, 'market-tide-1');
    expect(removed.items.map((i) => i.key)).toEqual(['gex-levels-1', 'gex-levels-2']);
    expect(removed.layouts.sm?.map((c) => c.i)).toEqual(['gex-levels-1', 'gex-levels-2']);
  });

  it('fills a breakpoint the user never arranged, and clamps saved cells to the grid', () => {
    const d: Dashboard = {
      ...empty,
      items: [
        { key: 'a', widget: 'news', settings: {}, link: null },
        { key: 'b', widget: 'gex-levels', settings: {}, link: null },
      ],
      layouts: { lg: [{ i: 'b', x: 0, y: 0, w: 4, h: 6 }], sm: [{ i: 'a', x: 4, y: 0, w: 12, h: 8 }] },
    };
    // md has nothing saved: lg's reading order (b, then the unplaced a).
    expect(layoutFor('md', d.items, d.layouts, shapeOf)).toEqual([
      { i: 'b', x: 0, y: 0, w: 4, h: 6 },
      { i: 'a', x: 4, y: 0, w: 4, h: 8 },
    ]);
    // sm saved a cell wider than its 6 columns: clamped and moved back inside.
    expect(layoutFor('sm', d.items, d.layouts, shapeOf)[0]).toEqual({ i: 'a', x: 0, y: 0, w: 6, h: 8 });
  });

  it('stacks phones in one column in reading order', () => {
    const d: Dashboard = {
      ...empty,
      items: [
        { key: 'a', widget: 'news', settings: {}, link: null },
        { key: 'b', widget: 'gex-levels', settings: {}, link: null },
      ],
      layouts: {
        lg: [
          { i: 'a', x: 6, y: 0, w: 6, h: 8 },
          { i: 'b', x: 0, y: 0, w: 6, h: 5 },
        ],
      },
    };
    expect(phoneLayout(d.items, d.layouts, shapeOf)).toEqual([
      { i: 'b', x: 0, y: 0, w: 1, h: 5 },
      { i: 'a', x: 0, y: 5, w: 1, h: 8 },
    ]);
  });

  it('links symbols: widgets in one group follow the symbol picked in any of them', () => {
    let d = addWidget(addWidget(addWidget(empty, GEX), NEWS), GEX);
    d = setLink(d, 'gex-levels-1', GEX.settings, 1);
    // Joining a group with no symbol gives it the widget's own (SPY by default).
    expect(d.links).toEqual({ '1': 'SPY' });
    d = setLink(d, 'news-1', NEWS.settings, 1);
    d = changeSetting(d, 'news-1', NEWS.settings, 'symbol', 'NVDA');
    expect(d.links).toEqual({ '1': 'NVDA' });
    const item = (key: string) => d.items.find((i) => i.key === key)!;
    expect(effectiveSettings(item('gex-levels-1'), GEX.settings, d.links)).toEqual({ symbol: 'NVDA' });
    // The unlinked one keeps its own symbol.
    expect(effectiveSettings(item('gex-levels-2'), GEX.settings, d.links)).toEqual({ symbol: 'SPY' });
    d = changeSetting(d, 'gex-levels-2', GEX.settings, 'symbol', 'TSLA');
    expect(d.links).toEqual({ '1': 'NVDA' });
    expect(effectiveSettings(item('gex-levels-2'), GEX.settings, d.links)).toEqual({ symbol: 'TSLA' });
  });

  it('builds the default dashboard from the widgets the catalog has, none overlapping', () => {
    const d = defaultDashboard(shapeOf);
    expect(d.items.map((i) => i.widget)).toEqual(['gex-levels', 'market-tide', 'news']);
    const lg = d.layouts.lg ?? [];
    for (const a of lg)
      for (const b of lg)
        if (a !== b) expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(false);
  });
});
