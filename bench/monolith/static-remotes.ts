// Stands in for the host's federation/registry-client.ts and federation/remote-loader.ts in the monolith build
// (bench/monolith/webpack.config.mjs): the four remotes' `./remote` modules are imported statically, and the
// registry is the one their surfaces make, so nothing is fetched before the host renders its routes.
import type { Registry, RegistryRemote, RemoteModule, RemoteSurface } from '@flowdeck/contract';
import account from '@flowdeck/account/src/remote';
import { SURFACE as ACCOUNT_SURFACE } from '@flowdeck/account/src/surface';
import marketData from '@flowdeck/market-data/src/remote';
import { SURFACE as MARKET_DATA_SURFACE } from '@flowdeck/market-data/src/surface';
import tools from '@flowdeck/tools/src/remote';
import { SURFACE as TOOLS_SURFACE } from '@flowdeck/tools/src/surface';
import trackers from '@flowdeck/trackers/src/remote';
import { SURFACE as TRACKERS_SURFACE } from '@flowdeck/trackers/src/surface';

/** In the order deploy/src/build-site.ts publishes them, as the federated registry lists them. */
const REMOTES: Record<string, { module: RemoteModule; surface: RemoteSurface }> = {
  'market-data': { module: marketData, surface: MARKET_DATA_SURFACE },
  trackers: { module: trackers, surface: TRACKERS_SURFACE },
  tools: { module: tools, surface: TOOLS_SURFACE },
  account: { module: account, surface: ACCOUNT_SURFACE },
};

/** The registry of a build that holds every remote: each enabled at the version it was built with. */
export async function fetchRegistry(): Promise<{ registry: Registry; stale: boolean }> {
  const remotes = Object.fromEntries(
    Object.entries(REMOTES).map(([id, { module, surface }]): [string, RegistryRemote] => [
      id,
      { version: module.version, entry: '', integrity: '', enabled: true, previous: null, history: [], surface },
    ]),
  );
  return { registry: { schemaVersion: 1, revision: 1, updatedAt: new Date(0).toISOString(), remotes }, stale: false };
}

/** The remote's `./remote` module, already in the bundle. */
export async function loadRemoteModule(id: string): Promise<RemoteModule> {
  const remote = REMOTES[id];
  if (!remote) throw new Error(`The ${id} remote is not part of this build.`);
  return remote.module;
}

/** Every remote of this build is in the bundle: there is nothing to reach. */
export async function probeRemote(id: string): Promise<void> {
  if (!REMOTES[id]) throw new Error(`The ${id} remote is not part of this build.`);
}
