import type { WidgetCatalogEntry } from '@flowdeck/host-sdk';
import type { RemoteState } from './remotes-store';

/**
 * Every remote's widgets as the dashboard sees them: named from the surface the registry recorded (so a
 * widget of a remote that is down still shows, as unavailable), loadable once its remote is up. A loaded
 * remote's own list wins over the recorded one: after a rollback, widgets the older build does not have
 * are unavailable rather than broken.
 */
export function widgetCatalog(
  remotes: Readonly<Record<string, RemoteState>>,
  retry: (id: string) => void,
): WidgetCatalogEntry[] {
  const entries: WidgetCatalogEntry[] = [];
  for (const remote of Object.values(remotes)) {
    const loaded = remote.status === 'ready' ? (remote.module?.widgets ?? []) : null;
    const surfaces = loaded ?? remote.surface.widgets ?? [];
    for (const surface of surfaces) {
      const widget = loaded?.find((w) => w.id === surface.id);
      const missing = loaded !== null && !widget;
      entries.push({
        surface: { ...surface, remote: remote.id },
        status: missing ? 'unavailable' : remote.status,
        reason: missing ? `The ${remote.id} remote no longer has this widget.` : remote.reason,
        load: widget?.load ?? null,
        retry: () => retry(remote.id),
        generation: remote.generation,
      });
    }
  }
  return entries;
}
