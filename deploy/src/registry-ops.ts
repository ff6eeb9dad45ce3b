import {
  MF_MANIFEST_FILE,
  SURFACE_FILE,
  manifestUrl,
  versionFolder,
  type Registry,
  type RegistryRemote,
  type RemoteSurface,
} from '@flowdeck/contract';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { manifestShared, pairProblems, readHostExports, readHostShared, readSharedImports } from './host-shared.js';
import { PublishError, REMOTE_ENTRY_FILE, integrityOf } from './publish.js';
import { readRegistry, updateRegistryRetrying } from './registry-store.js';

/** Operations on published remotes (issue 7): roll back, switch off and on, report. */

function remoteOf(registry: Registry, id: string): RegistryRemote {
  const remote = registry.remotes[id];
  if (!remote) throw new PublishError(`${id} has never been published here`);
  return remote;
}

/**
 * Points a remote back at an earlier published version (the previous one by default). The version's
 * folder must still be there, its manifest and entry must still hash to what was recorded when it was
 * published, and every name it imports from the host's narrowed share keys must still be provided.
 */
export async function rollbackRemote(
  site: string,
  id: string,
  { to, by }: { to?: string; by: string },
): Promise<{ from: string; to: string; revision: number }> {
  let from = '';
  let target = '';
  const registry = await updateRegistryRetrying(site, async (doc) => {
    const remote = remoteOf(doc, id);
    from = remote.version;
    target = to ?? remote.previous ?? '';
    if (!target) throw new PublishError(`${id} has no previous version to roll back to`);
    if (target === remote.version) throw new PublishError(`${id} is already on ${target}`);
    const published = [...remote.history].reverse().find((h) => h.action === 'publish' && h.version === target);
    if (!published) throw new PublishError(`${id} ${target} was never published here`);
    const folder = join(site, versionFolder(id, target));
    try {
      await access(join(folder, REMOTE_ENTRY_FILE));
    } catch {
      throw new PublishError(`${id} ${target}: its files are gone from ${folder}`);
    }
    const integrity = await integrityOf(join(folder, REMOTE_ENTRY_FILE));
    if (published.integrity && published.integrity !== integrity)
      throw new PublishError(`${id} ${target}: its entry no longer matches the integrity recorded at publish`);
    // Releases published before manifests were hashed get their manifest's hash recorded now.
    const manifestIntegrity = await integrityOf(join(folder, MF_MANIFEST_FILE));
    if (published.manifestIntegrity && published.manifestIntegrity !== manifestIntegrity)
      throw new PublishError(`${id} ${target}: its manifest no longer matches the integrity recorded at publish`);
    // The host may have narrowed what it provides since this release went out (ADRs 0011 and 0012).
    const problems = pairProblems(
      { shared: await manifestShared(folder), imports: await readSharedImports(folder) },
      { shared: await readHostShared(site), exports: await readHostExports(site) },
    );
    if (problems.length > 0) throw new PublishError(`${id} ${target}: ${problems.join('; ')}`);
    const { contractVersion: _contract, ...surface } = JSON.parse(
      await readFile(join(folder, SURFACE_FILE), 'utf8'),
    ) as RemoteSurface & {
      contractVersion?: number;
    };
    doc.remotes[id] = {
      ...remote,
      version: target,
      entry: manifestUrl(id, target),
      integrity,
      manifestIntegrity,
      previous: remote.version,
      surface,
      history: [...remote.history, { version: target, at: new Date().toISOString(), by, action: 'rollback' }],
    };
    return doc;
  });
  return { from, to: target, revision: registry.revision };
}

/** Switches a remote off (the host lists its pages as unavailable) or back on. */
export async function setRemoteEnabled(site: string, id: string, enabled: boolean, by: string): Promise<number> {
  const registry = await updateRegistryRetrying(site, (doc) => {
    const remote = remoteOf(doc, id);
    if (remote.enabled === enabled) throw new PublishError(`${id} is already ${enabled ? 'enabled' : 'disabled'}`);
    doc.remotes[id] = {
      ...remote,
      enabled,
      history: [
        ...remote.history,
        { version: remote.version, at: new Date().toISOString(), by, action: enabled ? 'enable' : 'disable' },
      ],
    };
    return doc;
  });
  return registry.revision;
}

export interface RemoteStatus {
  id: string;
  version: string;
  previous: string | null;
  enabled: boolean;
  changedAt: string | null;
  changedBy: string | null;
  lastAction: string | null;
}

export async function remoteStatus(site: string): Promise<{ revision: number; remotes: RemoteStatus[] }> {
  const registry = await readRegistry(site);
  const remotes = Object.entries(registry.remotes)
    .map(([id, remote]) => {
      const last = remote.history.at(-1);
      return {
        id,
        version: remote.version,
        previous: remote.previous,
        enabled: remote.enabled,
        changedAt: last?.at ?? null,
        changedBy: last?.by ?? null,
        lastAction: last?.action ?? null,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  return { revision: registry.revision, remotes };
}

export async function remoteHistory(site: string, id: string) {
  return remoteOf(await readRegistry(site), id).history;
}
