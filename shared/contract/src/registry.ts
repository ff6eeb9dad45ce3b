import { MF_BASE_PATH, MF_MANIFEST_FILE } from './constants';
import type { RemoteSurface } from './remote-contract';

export interface RegistryHistoryEntry {
  version: string;
  at: string;
  by: string;
  action: 'publish' | 'rollback' | 'enable' | 'disable';
  /** Publishes record the entry's integrity, so a rollback can restore and re-verify it. */
  integrity?: string;
  /** …and the manifest's (absent in entries written before manifests were hashed). */
  manifestIntegrity?: string;
}

export interface RegistryRemote {
  version: string;
  /** URL of the remote's mf-manifest.json inside its immutable version folder. */
  entry: string;
  /** sha384 subresource-integrity of the remote entry script. */
  integrity: string;
  /**
   * sha384 subresource-integrity of `entry` (the manifest, which names the entry script and its chunks).
   * Optional so registries written before it was recorded still read; a production host refuses a remote
   * without it.
   */
  manifestIntegrity?: string;
  enabled: boolean;
  previous: string | null;
  history: RegistryHistoryEntry[];
  /** Routes and nav the remote declares, so the host can list them when the remote cannot load. */
  surface: RemoteSurface;
}

export interface Registry {
  schemaVersion: number;
  revision: number;
  updatedAt: string;
  remotes: Record<string, RegistryRemote>;
}

/** The immutable folder of one remote version, relative to the site root. */
export function versionFolder(remoteId: string, version: string): string {
  return `${MF_BASE_PATH}/${remoteId}/${version}`;
}

export function manifestUrl(remoteId: string, version: string): string {
  return `${versionFolder(remoteId, version)}/${MF_MANIFEST_FILE}`;
}

/** Why a fetched document is not a registry, or null when it is one. */
export function registryProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const doc = value as Partial<Registry>;
  if (typeof doc.revision !== 'number') return 'no revision';
  if (typeof doc.remotes !== 'object' || doc.remotes === null) return 'no remotes';
  for (const [id, remote] of Object.entries(doc.remotes)) {
    if (typeof remote?.entry !== 'string' || typeof remote.version !== 'string')
      return `remote ${id} has no entry or version`;
    if (!remote.surface || !Array.isArray(remote.surface.routes)) return `remote ${id} has no surface`;
  }
  return null;
}
