import {
  REMOTE_EXPOSE,
  type RegistryRemote,
  type RemoteModule,
  contractProblem,
  federationName,
} from '@flowdeck/contract';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_ORIGINS } from '../config';
import { createIntegrityPlugin, entryOriginProblem, expectIntegrity, integrityProblem } from './entry-security';

/** How often an entry that fails to load is tried again before the remote counts as unavailable. */
export const LOAD_ATTEMPTS = 3;
const RETRY_BASE_DELAY_MS = 300;

export class RemoteLoadError extends Error {
  constructor(
    readonly remoteId: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PRODUCTION = process.env.NODE_ENV === 'production';
let pluginRegistered = false;

/**
 * The one place the host loads a remote: registers its manifest with the federation runtime and
 * loads its `./remote` module, retrying a failed entry, then checks the contract.
 * `force` re-registers the remote so a Retry really fetches its entry again.
 */
export async function loadRemoteModule(
  id: string,
  remote: RegistryRemote,
  { force = false, origin = window.location.origin }: { force?: boolean; origin?: string } = {},
): Promise<RemoteModule> {
  const name = federationName(id);
  const refused = entryOriginProblem(remote.entry, origin, REMOTE_ORIGINS) ?? integrityProblem(remote, PRODUCTION);
  if (refused) throw new RemoteLoadError(id, `The ${id} remote was refused: ${refused}.`);
  if (!pluginRegistered) {
    registerPlugins([createIntegrityPlugin(PRODUCTION)]);
    pluginRegistered = true;
  }
  const entry = new URL(remote.entry, origin).href;
  expectIntegrity(name, { manifestUrl: entry, manifest: remote.manifestIntegrity, entry: remote.integrity });
  let lastError: unknown;
  for (let attempt = 0; attempt < LOAD_ATTEMPTS; attempt++) {
    try {
      registerRemotes([{ name, entry }], { force: force || attempt > 0 });
      const module = await loadRemote<{ default?: unknown }>(`${name}/${REMOTE_EXPOSE.slice(2)}`);
      const value = module?.default;
      const problem = contractProblem(value, id);
      // A contract mismatch will not heal by retrying.
      if (problem) throw new RemoteLoadError(id, `The ${id} remote was refused: ${problem}.`);
      return value as RemoteModule;
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      lastError = error;
      if (attempt < LOAD_ATTEMPTS - 1) await sleep(RETRY_BASE_DELAY_MS * 2 ** attempt);
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new RemoteLoadError(id, `The ${id} remote could not be loaded (${reason.slice(0, 200)}).`);
}
