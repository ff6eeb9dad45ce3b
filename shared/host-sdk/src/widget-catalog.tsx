import type { WidgetModule, WidgetSurface } from '@flowdeck/contract';
import { createContext, type ReactNode, useContext } from 'react';

/** One widget any remote declares, as the host knows it now. */
export interface WidgetCatalogEntry {
  surface: WidgetSurface;
  /** Its remote's state: `unavailable` when the remote is switched off or could not load. */
  status: 'loading' | 'ready' | 'unavailable';
  /** Why it is unavailable. */
  reason: string | null;
  /** The widget's module; null until its remote has loaded (or when the loaded remote no longer declares it). */
  load: (() => Promise<WidgetModule>) | null;
  /** Loads its remote again. */
  retry: () => void;
  /** Bumped on every load of its remote, so a widget is wrapped in a new React.lazy after a retry. */
  generation: number;
}

const WidgetCatalogContext = createContext<readonly WidgetCatalogEntry[]>([]);

/** The host provides every remote's widgets (from the registry, with loaders once each remote is up). */
export function WidgetCatalogProvider({
  widgets,
  children,
}: {
  widgets: readonly WidgetCatalogEntry[];
  children: ReactNode;
}) {
  return <WidgetCatalogContext.Provider value={widgets}>{children}</WidgetCatalogContext.Provider>;
}

/** Every widget of every remote (the dashboard renders any of them). Empty outside the host. */
export function useWidgetCatalog(): readonly WidgetCatalogEntry[] {
  return useContext(WidgetCatalogContext);
}
