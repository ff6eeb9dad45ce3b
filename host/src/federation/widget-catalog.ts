import type { WidgetSurface } from '@flowdeck/contract';
import type { WidgetCatalogEntry } from '@flowdeck/host-sdk';
import type { RemoteState } from './remotes-store';

/**
 * Every remote's widgets as the dashboard sees them: named from the surface the registry recorded while a
 * remote is loading or down (so its widgets show, as unavailable), and from the loaded build once it is up.
 * After a rollback the loaded build's list is the truth: a saved widget it does not have is not in the
 * catalog, and the dashboard shows it as not available in this version rather than broken.
 */
export function widgetCatalog(
  remotes: Readonly<Record<string, RemoteState>>,
  retry: (id: string) => void,
): WidgetCatalogEntry[] {
  const entries: WidgetCatalogEntry[] = [];
  for (const remote of Object.values(remotes)) {
    const entry = (surface: WidgetSurface, load: WidgetCatalogEntry['load']): WidgetCatalogEntry => ({
      surface: { ...surface, remote: remote.id },
      // An idle remote is one the dashboard is about to load (using the catalog asks for every remote).
      status: remote.status === 'idle' ? 'loading' : remote.status,
      reason: remote.reason,
      load,
      retry: () => retry(remote.id),
      generation: remote.generation,
    });
    if (remote.status === 'ready')
      for (const { load, ...surface } of remote.module?.widgets ?? []) entries.push(entry(surface, load));
    else for (const surface of remote.surface.widgets ?? []) entries.push(entry(surface, null));
  }
  return entries;
}
