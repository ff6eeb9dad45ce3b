import type { Registry, RemoteModule, RemoteSurface } from '@flowdeck/contract';
import { create } from 'zustand';
import { loadRemoteModule } from './remote-loader';

export type RemoteStatus = 'loading' | 'ready' | 'unavailable';

export interface RemoteState {
  id: string;
  version: string;
  surface: RemoteSurface;
  status: RemoteStatus;
  module: RemoteModule | null;
  reason: string | null;
  /** Bumped on every load, so pages are wrapped in a new React.lazy after a retry. */
  generation: number;
}

interface RemotesStore {
  registry: Registry | null;
  remotes: Record<string, RemoteState>;
  /** Set when the registry itself could not be read (and no last good copy existed). */
  registryError: string | null;
  start: (registry: Registry) => Promise<void>;
  retry: (id: string) => Promise<void>;
  failRegistry: (message: string) => void;
}

export const useRemotesStore = create<RemotesStore>()((set, get) => {
  const update = (id: string, patch: Partial<RemoteState>) =>
    set((state) => {
      const current = state.remotes[id];
      return current ? { remotes: { ...state.remotes, [id]: { ...current, ...patch } } } : state;
    });

  const load = async (id: string, force: boolean) => {
    const entry = get().registry?.remotes[id];
    if (!entry) return;
    const generation = (get().remotes[id]?.generation ?? 0) + 1;
    update(id, { status: 'loading', reason: null, generation });
    try {
      const module = await loadRemoteModule(id, entry, { force });
      update(id, { status: 'ready', module });
    } catch (error) {
      update(id, {
        status: 'unavailable',
        module: null,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return {
    registry: null,
    remotes: {},
    registryError: null,
    async start(registry) {
      const remotes: Record<string, RemoteState> = {};
      for (const [id, entry] of Object.entries(registry.remotes)) {
        remotes[id] = {
          id,
          version: entry.version,
          surface: entry.surface,
          status: entry.enabled ? 'loading' : 'unavailable',
          module: null,
          reason: entry.enabled ? null : `The ${id} remote is switched off.`,
          generation: 0,
        };
      }
      set({ registry, remotes, registryError: null });
      // All settled: one slow or dead remote never holds up another.
      await Promise.allSettled(
        Object.entries(registry.remotes)
          .filter(([, entry]) => entry.enabled)
          .map(([id]) => load(id, false)),
      );
    },
    retry: (id) => load(id, true),
    failRegistry: (message) => set({ registryError: message }),
  };
});
