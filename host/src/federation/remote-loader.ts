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

const PRODUCTION = process.env.NODE_ENV === 'production';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Throws when the registry's entry may not be used at all (origin allowlist, integrity records). */
function refuseUnlessAllowed(id: string, remote: RegistryRemote, origin: string): void {
  const refused = entryOriginProblem(remote.entry, origin, REMOTE_ORIGINS) ?? integrityProblem(remote, PRODUCTION);
  if (refused) throw new RemoteLoadError(id, `The ${id} remote was refused: ${refused}.`);
}

/**
 * Runs `attempt` up to LOAD_ATTEMPTS times with a growing pause between tries; a RemoteLoadError (a refusal,
 * which will not heal by retrying) ends it at once. After the last failure the remote could not be loaded.
 */
async function withAttempts<T>(id: string, attempt: (index: number) => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let index = 0; index < LOAD_ATTEMPTS; index++) {
    try {
      return await attempt(index);
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      lastError = error;
      if (index < LOAD_ATTEMPTS - 1) await sleep(RETRY_BASE_DELAY_MS * 2 ** index);
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new RemoteLoadError(id, `The ${id} remote could not be loaded (${reason.slice(0, 200)}).`);
}

/**
 * Whether a remote that no page has asked for yet can be reached: its manifest (a small JSON file, no code),
 * fetched as the federation runtime will fetch it, with its recorded integrity and the same retries. The
 * browser keeps the answer (the version folder is immutable), so loading the remote later reuses it. Throws
 * a RemoteLoadError, worded as a failed load, when the remote is refused or does not answer.
 */
export async function probeRemote(
  id: string,
  remote: RegistryRemote,
  { origin = window.location.origin }: { origin?: string } = {},
): Promise<void> {
  refuseUnlessAllowed(id, remote, origin);
  const manifest = new URL(remote.entry, origin).href;
  await withAttempts(id, async () => {
    const response = await fetch(manifest, remote.manifestIntegrity ? { integrity: remote.manifestIntegrity } : {});
    if (!response.ok) throw new Error(`its manifest answered ${response.status}`);
  });
}

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
  refuseUnlessAllowed(id, remote, origin);
  if (!pluginRegistered) {
    registerPlugins([createIntegrityPlugin(PRODUCTION)]);
    pluginRegistered = true;
  }
  const entry = new URL(remote.entry, origin).href;
  expectIntegrity(name, { manifestUrl: entry, manifest: remote.manifestIntegrity, entry: remote.integrity });
  return withAttempts(id, async (attempt) => {
    registerRemotes([{ name, entry }], { force: force || attempt > 0 });
    const module = await loadRemote<{ default?: unknown }>(`${name}/${REMOTE_EXPOSE.slice(2)}`);
    const value = module?.default;
    const problem = contractProblem(value, id);
    // A contract mismatch will not heal by retrying.
    if (problem) throw new RemoteLoadError(id, `The ${id} remote was refused: ${problem}.`);
    return value as RemoteModule;
  });
}
