import type { Registry, RemoteModule, RemoteSurface } from '@flowdeck/contract';
import { create } from 'zustand';
import { loadRemoteModule, probeRemote } from './remote-loader';

/**
 * `idle`: in the registry and answering (or not yet probed), its code not fetched: a remote's code loads
 * when a page, a widget or the navigation asks for it, so opening one page never downloads the other three
 * remotes (issue 21).
 */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

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
  /** Takes the registry: every enabled remote is idle and its manifest is probed (no remote code loads). */
  start: (registry: Registry) => Promise<void>;
  /** Loads an idle remote's code (a page, a widget or a nav link wants it); does nothing otherwise. */
  ensure: (id: string) => Promise<void>;
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
          status: entry.enabled ? 'idle' : 'unavailable',
          module: null,
          reason: entry.enabled ? null : `The ${id} remote is switched off.`,
          generation: 0,
        };
      }
      set({ registry, remotes, registryError: null });
      // A dead remote shows as unavailable in the navigation at once, without loading anyone's code. All
      // settled: one slow or dead remote never holds up another.
      await Promise.allSettled(
        Object.entries(registry.remotes)
          .filter(([, entry]) => entry.enabled)
          .map(async ([id, entry]) => {
            try {
              await probeRemote(id, entry);
            } catch (error) {
              // A page that asked meanwhile is loading it and will tell for itself.
              if (get().remotes[id]?.status === 'idle')
                update(id, { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) });
            }
          }),
      );
    },
    ensure: (id) => (get().remotes[id]?.status === 'idle' ? load(id, false) : Promise.resolve()),
    retry: (id) => load(id, true),
    failRegistry: (message) => set({ registryError: message }),
  };
});
