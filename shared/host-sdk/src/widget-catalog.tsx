import type { WidgetModule, WidgetSurface } from '@flowdeck/contract';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';

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

interface WidgetCatalog {
  widgets: readonly WidgetCatalogEntry[];
  onUse?: () => void;
}

const WidgetCatalogContext = createContext<WidgetCatalog>({ widgets: [] });

/**
 * The host provides every remote's widgets (from the registry, with loaders once each remote is up).
 * `onUse` is called when a page reads the catalog: the host loads the remotes it has not loaded yet.
 */
export function WidgetCatalogProvider({
  widgets,
  onUse,
  children,
}: {
  widgets: readonly WidgetCatalogEntry[];
  onUse?: () => void;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ widgets, onUse }), [widgets, onUse]);
  return <WidgetCatalogContext.Provider value={value}>{children}</WidgetCatalogContext.Provider>;
}

/** Every widget of every remote (the dashboard renders any of them). Empty outside the host. */
export function useWidgetCatalog(): readonly WidgetCatalogEntry[] {
  const { widgets, onUse } = useContext(WidgetCatalogContext);
  useEffect(() => onUse?.(), [onUse]);
  return widgets;
}
