import type { ComponentType } from 'react';
import { type Requirement, type RequirementName, requirement } from './abilities';
import { CONTRACT_VERSION } from './constants';
import { SPEC_NAV, type SpecNavPath } from './spec-nav';
import { type RemoteWidget, type WidgetDescriptor, type WidgetSurface, widgetSurfaceOf } from './widgets';

/** What a route declares as plain data; the host decides what it means. */
export interface RouteSurface {
  /** Absolute path as the spec writes it. */
  path: string;
  requires: Requirement;
  /** `false`: reachable without any token (spec §4 "opt out of the auth guard"). */
  authGuard?: boolean;
  /** Only for visitors who are not logged in (a logged-in user is sent on, spec §4). */
  guestOnly?: boolean;
  /** `blank`: rendered without the standard layout. */
  layout?: 'default' | 'blank';
  /** Skip the profile fetch on this route (spec §2: `/` and `/refer`). */
  skipProfile?: boolean;
}

export interface NavEntry {
  title: string;
  /** Internal path, or an external `href` that opens in a new tab. */
  path?: string;
  href?: string;
  /** The icon's name in Material's set (`Gavel`). */
  icon: string;
  /**
   * The icon itself as SVG path data (24 × 24 view box), one per element: written into the remote's surface at
   * build time from `icon`, so the host draws a page's icon from the registry without bundling it (issue 21).
   */
  iconPaths?: string[];
  section?: string;
  /** Position in the spec's navigation list. */
  order: number;
  requires: Requirement;
}

/** The part of a remote that is plain data: recorded in the registry so the host can show the
 *  remote's entries (as unavailable) even when its files cannot be loaded. */
export interface RemoteSurface {
  id: string;
  routes: RouteSurface[];
  nav: NavEntry[];
  /** Dashboard widgets (absent in surfaces recorded before widgets existed). */
  widgets?: WidgetSurface[];
}

export type PageModule = { default: ComponentType };

export interface RemoteRoute extends RouteSurface {
  load: () => Promise<PageModule>;
}

/** The export of every remote's `./remote` module. */
export interface RemoteModule {
  id: string;
  version: string;
  contractVersion: number;
  routes: RemoteRoute[];
  nav: NavEntry[];
  /** Dashboard widgets with their loaders (absent from remotes built before widgets existed). */
  widgets?: RemoteWidget[];
}

/**
 * A nav entry for one of the spec's navigation items: title and order come from the spec list.
 * @throws when the path is not in the spec's navigation.
 */
export function specNavEntry(
  path: SpecNavPath,
  options: { icon: string; requires: Requirement; section?: string },
): NavEntry {
  const order = SPEC_NAV.findIndex((item) => item.path === path);
  const item = SPEC_NAV[order];
  if (!item) throw new Error(`${path} is not in the spec's navigation`);
  return { title: item.title, path, order, ...options };
}

/** What every page descriptor says beside its route options. */
interface PageBase extends Omit<RouteSurface, 'path' | 'requires'> {
  /** The named requirement (shared/contract REQUIREMENTS): the host's guard and the API read the same name. */
  requires: RequirementName;
  /** The page's module, loaded when the route is first visited. */
  load: () => Promise<PageModule>;
}

/**
 * A page declares itself in one descriptor beside it (`features/<url-segment>/page.ts`): its path, its
 * requirement, its loader and, for a page of the spec's navigation, its nav entry (title and order come from
 * the spec list). A remote's routes, nav and registry surface are all derived from its list of these.
 */
export type PageDescriptor = PageBase &
  ({ path: SpecNavPath; nav: { icon: string; section?: string } } | { path: string; nav?: undefined });

/** Types a page descriptor (identity at run time). */
export function definePage<const T extends PageDescriptor>(page: T): T {
  return page;
}

/** A page's route as plain data (no loader): what the registry records. */
function routeOf(page: PageDescriptor): RouteSurface {
  const { load: _load, nav: _nav, requires, ...options } = page;
  return { ...options, requires: requirement(requires) };
}

/**
 * A remote's plain surface (routes, nav entries and widgets) from its pages and widgets.
 * @throws when two pages claim one path, or two widgets one id.
 */
export function surfaceOf(
  id: string,
  pages: readonly PageDescriptor[],
  widgets: readonly WidgetDescriptor[] = [],
): RemoteSurface {
  const paths = pages.map((page) => page.path);
  const twice = paths.filter((path, index) => paths.indexOf(path) !== index);
  if (twice.length > 0) throw new Error(`Remote ${id}: more than one page for ${twice.join(', ')}`);
  const ids = widgets.map((widget) => widget.id);
  const twiceIds = ids.filter((widgetId, index) => ids.indexOf(widgetId) !== index);
  if (twiceIds.length > 0) throw new Error(`Remote ${id}: more than one widget ${twiceIds.join(', ')}`);
  return {
    id,
    routes: pages.map(routeOf),
    nav: pages.flatMap((page) =>
      page.nav ? [specNavEntry(page.path, { ...page.nav, requires: requirement(page.requires) })] : [],
    ),
    widgets: widgets.map((widget) => widgetSurfaceOf(id, widget)),
  };
}

/** The `./remote` module of a remote: its surface joined with each page's and each widget's loader. */
export function remoteOf(
  id: string,
  version: string,
  pages: readonly PageDescriptor[],
  widgets: readonly WidgetDescriptor[] = [],
): RemoteModule {
  const remote = defineRemote(
    surfaceOf(id, pages, widgets),
    version,
    Object.fromEntries(pages.map((page) => [page.path, page.load])),
  );
  return { ...remote, widgets: widgets.map((widget) => ({ ...widgetSurfaceOf(id, widget), load: widget.load })) };
}

/**
 * Joins a remote's plain surface with the lazy page loaders, keyed by path.
 * @throws when a route has no loader or a loader has no route, so a remote cannot ship a dead link.
 */
export function defineRemote(
  surface: RemoteSurface,
  version: string,
  loaders: Record<string, () => Promise<PageModule>>,
): RemoteModule {
  const routes = surface.routes.map((route) => {
    const load = loaders[route.path];
    if (!load) throw new Error(`Remote ${surface.id}: no page for ${route.path}`);
    return { ...route, load };
  });
  const extra = Object.keys(loaders).filter((path) => !surface.routes.some((r) => r.path === path));
  if (extra.length > 0) throw new Error(`Remote ${surface.id}: pages without routes: ${extra.join(', ')}`);
  return { id: surface.id, version, contractVersion: CONTRACT_VERSION, routes, nav: surface.nav };
}

/** Module Federation container names must be identifiers; registry ids are folder names. */
export function federationName(remoteId: string): string {
  return remoteId.replace(/[^A-Za-z0-9_]/g, '_');
}

/** Why a loaded value cannot be used as a remote, or null when it can. */
export function contractProblem(value: unknown, expectedId: string): string | null {
  if (typeof value !== 'object' || value === null) return 'its ./remote module exports nothing usable';
  const remote = value as Partial<RemoteModule>;
  if (remote.contractVersion !== CONTRACT_VERSION)
    return `it was built for contract ${String(remote.contractVersion)}, this host speaks ${CONTRACT_VERSION}`;
  if (remote.id !== expectedId) return `it calls itself "${String(remote.id)}"`;
  if (!Array.isArray(remote.routes) || !Array.isArray(remote.nav)) return 'it declares no routes or nav';
  if (remote.widgets !== undefined && !Array.isArray(remote.widgets)) return 'its widgets are not a list';
  return null;
}

/** What SVG path data may hold: commands, numbers (with exponents) and separators, nothing that could be markup. */
const ICON_PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZzEe0-9.,\s+-]+$/;
/** Longest path data a nav icon may carry (Material's largest nav icons are about 1,400 characters). */
const MAX_ICON_PATH = 8_000;

/** Whether a value is a nav icon's path data as a surface carries it (the host draws nothing else). */
export function isIconPaths(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= 8 &&
    value.every((d) => typeof d === 'string' && d.length <= MAX_ICON_PATH && ICON_PATH_DATA.test(d))
  );
}
