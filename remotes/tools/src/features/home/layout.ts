/**
 * The dashboard's layout rules, pure: where a new widget goes, the layouts of the breakpoints a user has not
 * arranged, the one-column phone layout, what a link group does to a widget's settings, and the default
 * dashboard.
 */
import {
  type Dashboard,
  type DashboardBreakpoint,
  type DashboardCell,
  type DashboardItem,
  type DashboardLayouts,
  DASHBOARD_COLUMNS,
  type LinkGroup,
  type WidgetId,
  type WidgetSetting,
  type WidgetSize,
  widgetSettings,
} from '@flowdeck/contract';

export type LayoutBreakpoint = Exclude<DashboardBreakpoint, 'xs'>;
export const LAYOUT_BREAKPOINTS: readonly LayoutBreakpoint[] = ['lg', 'md', 'sm'];

/** What the layout rules need to know of a widget. */
export interface WidgetShape {
  id: WidgetId;
  defaultSize: WidgetSize;
  minSize: WidgetSize;
  settings: readonly WidgetSetting[];
}

/**
 * A width given in lg columns, at a breakpoint's columns: the same on the wide grid; on narrower grids half
 * the grid for a widget of up to half the wide one, else the whole width (never under the minimum, never
 * past the grid), so narrower grids pair widgets instead of leaving odd columns empty.
 */
export function widthAt(w: number, minW: number, columns: number): number {
  const wide = Math.max(w, minW, 1);
  if (columns === DASHBOARD_COLUMNS.lg) return Math.min(columns, wide);
  return wide * 2 <= DASHBOARD_COLUMNS.lg ? Math.floor(columns / 2) : columns;
}

function collides(a: DashboardCell, b: DashboardCell): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The first place, top to bottom then left to right, where a w × h cell fits without covering another. */
export function firstFreeCell(cells: readonly DashboardCell[], i: string, w: number, h: number, columns: number) {
  const width = Math.min(w, columns);
  for (let y = 0; ; y++)
    for (let x = 0; x + width <= columns; x++) {
      const cell = { i, x, y, w: width, h };
      if (!cells.some((other) => collides(cell, other))) return cell;
    }
}

/**
 * Cells for `items` at one breakpoint: the saved ones kept (clamped to the grid), the rest placed in the
 * first free spot in the order of the lg layout (or the items' order), sized from the widget's default.
 */
export function layoutFor(
  bp: LayoutBreakpoint,
  items: readonly DashboardItem[],
  layouts: DashboardLayouts,
  shapeOf: (widget: WidgetId) => WidgetShape | undefined,
): DashboardCell[] {
  const columns = DASHBOARD_COLUMNS[bp];
  const keys = new Set(items.map((item) => item.key));
  const saved = (layouts[bp] ?? []).filter((cell) => keys.has(cell.i));
  const cells: DashboardCell[] = [];
  for (const cell of saved) {
    const w = Math.min(cell.w, columns);
    const fitted = { ...cell, w, x: Math.min(cell.x, columns - w) };
    if (cells.some((other) => collides(fitted, other))) continue;
    cells.push(fitted);
  }
  const placed = new Set(cells.map((cell) => cell.i));
  for (const item of orderedItems(items, layouts)) {
    if (placed.has(item.key)) continue;
    const shape = shapeOf(item.widget);
    const size = shape?.defaultSize ?? { w: 4, h: 6 };
    const w = widthAt(size.w, shape?.minSize.w ?? 1, columns);
    cells.push(firstFreeCell(cells, item.key, w, size.h, columns));
  }
  return cells;
}

/** The items in reading order of the widest layout saved (top to bottom, left to right), unplaced ones last. */
export function orderedItems(items: readonly DashboardItem[], layouts: DashboardLayouts): DashboardItem[] {
  const reference = LAYOUT_BREAKPOINTS.map((bp) => layouts[bp]).find((cells) => cells && cells.length > 0) ?? [];
  const rank = new Map(
    [...reference].sort((a, b) => a.y - b.y || a.x - b.x).map((cell, index) => [cell.i, index] as const),
  );
  return [...items].sort((a, b) => (rank.get(a.key) ?? Infinity) - (rank.get(b.key) ?? Infinity));
}

/** Phones: one column, each widget at its own height, in reading order. */
export function phoneLayout(
  items: readonly DashboardItem[],
  layouts: DashboardLayouts,
  shapeOf: (widget: WidgetId) => WidgetShape | undefined,
): DashboardCell[] {
  let y = 0;
  return orderedItems(items, layouts).map((item) => {
    const lg = layouts.lg?.find((cell) => cell.i === item.key);
    const h = lg?.h ?? shapeOf(item.widget)?.defaultSize.h ?? 6;
    const cell = { i: item.key, x: 0, y, w: 1, h };
    y += h;
    return cell;
  });
}

/** A key no item of the dashboard has. */
export function newItemKey(items: readonly DashboardItem[], widget: WidgetId): string {
  const keys = new Set(items.map((item) => item.key));
  for (let n = 1; ; n++) {
    const key = `${widget}-${n}`;
    if (!keys.has(key)) return key;
  }
}

/** The dashboard with one more widget, placed in the first free spot of every breakpoint. */
export function addWidget(dashboard: Dashboard, shape: WidgetShape): Dashboard {
  const key = newItemKey(dashboard.items, shape.id);
  const items = [...dashboard.items, { key, widget: shape.id, settings: {}, link: null }];
  const layouts: DashboardLayouts = {};
  for (const bp of LAYOUT_BREAKPOINTS) {
    const cells = dashboard.layouts[bp];
    if (!cells) continue;
    const columns = DASHBOARD_COLUMNS[bp];
    const w = widthAt(shape.defaultSize.w, shape.minSize.w, columns);
    layouts[bp] = [...cells, firstFreeCell(cells, key, w, shape.defaultSize.h, columns)];
  }
  return { ...dashboard, items, layouts };
}

export function removeWidget(dashboard: Dashboard, key: string): Dashboard {
  const layouts: DashboardLayouts = {};
  for (const bp of LAYOUT_BREAKPOINTS) {
    const cells = dashboard.layouts[bp];
    if (cells) layouts[bp] = cells.filter((cell) => cell.i !== key);
  }
  return { ...dashboard, items: dashboard.items.filter((item) => item.key !== key), layouts };
}

/** The key of a widget's symbol setting (the one link groups share), if it declares one. */
export function symbolKey(settings: readonly WidgetSetting[]): string | undefined {
  return settings.find((setting) => setting.kind === 'symbol')?.key;
}

/** The settings a widget renders with: saved values, defaults, and its link group's symbol. */
export function effectiveSettings(
  item: DashboardItem,
  declared: readonly WidgetSetting[],
  links: Dashboard['links'],
): Record<string, string> {
  const key = symbolKey(declared);
  const linked = item.link !== null && key ? links[`${item.link}`] : undefined;
  return widgetSettings(declared, linked && key ? { ...item.settings, [key]: linked } : item.settings);
}

/** One setting changed by a widget: a linked widget's symbol moves its whole group. */
export function changeSetting(
  dashboard: Dashboard,
  itemKey: string,
  declared: readonly WidgetSetting[],
  key: string,
  value: string,
): Dashboard {
  const item = dashboard.items.find((i) => i.key === itemKey);
  if (!item) return dashboard;
  const items = dashboard.items.map((i) =>
    i.key === itemKey ? { ...i, settings: { ...i.settings, [key]: value } } : i,
  );
  if (item.link !== null && key === symbolKey(declared))
    return { ...dashboard, items, links: { ...dashboard.links, [`${item.link}`]: value } };
  return { ...dashboard, items };
}

/** Puts a widget in a link group (or takes it out); joining a group with no symbol yet gives it the widget's. */
export function setLink(
  dashboard: Dashboard,
  itemKey: string,
  declared: readonly WidgetSetting[],
  link: LinkGroup | null,
): Dashboard {
  const item = dashboard.items.find((i) => i.key === itemKey);
  if (!item) return dashboard;
  const items = dashboard.items.map((i) => (i.key === itemKey ? { ...i, link } : i));
  const key = symbolKey(declared);
  const own = key ? widgetSettings(declared, item.settings)[key] : undefined;
  if (link === null || dashboard.links[`${link}`] || !own) return { ...dashboard, items };
  return { ...dashboard, items, links: { ...dashboard.links, [`${link}`]: own } };
}

/** The first dashboard a user sees, and what "Reset to default" restores (only widgets the catalog has). */
export const DEFAULT_WIDGETS: ReadonlyArray<{ widget: WidgetId; link?: LinkGroup }> = [
  { widget: 'market-overview' },
  { widget: 'watchlist', link: 1 },
  { widget: 'gex-levels', link: 1 },
  { widget: 'live-flow' },
  { widget: 'market-tide' },
  { widget: 'movers' },
  { widget: 'news' },
  { widget: 'upcoming-earnings' },
  { widget: 'darkpool-top' },
  { widget: 'insider-buys' },
  { widget: 'politician-trades' },
  { widget: 'economic-releases' },
];

export const DEFAULT_DASHBOARD_ID = 'main';
export const DEFAULT_DASHBOARD_NAME = 'Main';

export function defaultDashboard(
  shapeOf: (widget: WidgetId) => WidgetShape | undefined,
  id = DEFAULT_DASHBOARD_ID,
  name = DEFAULT_DASHBOARD_NAME,
): Dashboard {
  let dashboard: Dashboard = { id, name, items: [], layouts: { lg: [], md: [], sm: [] }, links: {} };
  for (const { widget, link } of DEFAULT_WIDGETS) {
    const shape = shapeOf(widget);
    if (!shape) continue;
    dashboard = addWidget(dashboard, shape);
    if (link) {
      const key = dashboard.items[dashboard.items.length - 1]?.key ?? '';
      dashboard = setLink(dashboard, key, shape.settings, link);
    }
  }
  return dashboard;
}
