import type { NavEntry } from '@flowdeck/contract';
import { type AppAbility, allows } from '@flowdeck/host-sdk';
import type { RemoteState, RemoteStatus } from '../federation/remotes-store';

export interface NavItem {
  entry: NavEntry;
  remoteId: string;
  status: RemoteStatus;
}

/**
 * The left navigation: every remote's entries (from its loaded module, else from the surface the
 * registry recorded), in the spec's order, keeping only what the ability allows.
 */
export function buildNav(remotes: RemoteState[], ability: AppAbility): NavItem[] {
  return remotes
    .flatMap((remote) =>
      (remote.module?.nav ?? remote.surface.nav).map((entry) => ({ entry, remoteId: remote.id, status: remote.status })),
    )
    .filter((item) => allows(ability, item.entry.requires))
    .sort((a, b) => a.entry.order - b.entry.order);
}
