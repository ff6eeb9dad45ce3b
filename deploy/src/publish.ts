import {
  CONTRACT_VERSION,
  MF_MANIFEST_FILE,
  REMOTE_EXPOSE,
  type RemoteSurface,
  SURFACE_FILE,
  federationName,
  manifestUrl,
  versionFolder,
} from '@flowdeck/contract';
import { createHash } from 'node:crypto';
import { access, cp, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  HOST_SHARED_FILE,
  type SharedNames,
  pairProblems,
  readHostExports,
  readHostShared,
  readSharedImports,
} from './host-shared.js';
import { updateRegistryRetrying } from './registry-store.js';

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

export class PublishError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PublishError';
  }
}

interface Manifest {
  name?: string;
  exposes?: Array<{ path?: string }>;
  shared?: Array<{ name?: string; version?: string; requiredVersion?: string | false }>;
  metaData?: { buildInfo?: { buildVersion?: string } };
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** sha384 subresource integrity of a file, as the browser's `integrity` attribute writes it. */
export async function integrityOf(file: string): Promise<string> {
  return `sha384-${createHash('sha384')
    .update(await readFile(file))
    .digest('base64')}`;
}

/**
 * Admission checks on a built remote before anything is copied. With the host's shared versions
 * (`host-shared.json` in the site), every package the remote takes from the host must fit; with what the
 * host provides under its narrowed share keys (`shared-exports.json`), every name the remote imports from
 * them must be there.
 */
export async function admit(
  remoteId: string,
  dist: string,
  hostShared: Record<string, string> | null = null,
  hostExports: SharedNames | null = null,
): Promise<{ version: string; surface: RemoteSurface }> {
  const manifestPath = join(dist, MF_MANIFEST_FILE);
  if (!(await exists(manifestPath)))
    throw new PublishError(`${remoteId}: no ${MF_MANIFEST_FILE} in ${dist}; build it first`);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  if (manifest.name !== federationName(remoteId))
    throw new PublishError(`${remoteId}: manifest name is "${manifest.name}", expected "${federationName(remoteId)}"`);
  if (!manifest.exposes?.some((e) => e.path === REMOTE_EXPOSE))
    throw new PublishError(`${remoteId}: the build does not expose ${REMOTE_EXPOSE}`);
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (!version) throw new PublishError(`${remoteId}: the manifest carries no build version`);
  if (!(await exists(join(dist, REMOTE_ENTRY_FILE)))) throw new PublishError(`${remoteId}: no ${REMOTE_ENTRY_FILE}`);
  const problems = pairProblems(
    { shared: manifest.shared ?? [], imports: await readSharedImports(dist) },
    { shared: hostShared, exports: hostExports },
  );
  if (problems.length > 0) throw new PublishError(`${remoteId}: ${problems.join('; ')}`);
  const { contractVersion, ...surface } = JSON.parse(
    await readFile(join(dist, SURFACE_FILE), 'utf8'),
  ) as RemoteSurface & {
    contractVersion?: number;
  };
  if (surface.id !== remoteId) throw new PublishError(`${remoteId}: surface.json belongs to "${surface.id}"`);
  if (contractVersion !== CONTRACT_VERSION)
    throw new PublishError(
      `${remoteId}: built for contract ${String(contractVersion)}, the host speaks ${CONTRACT_VERSION}`,
    );
  return { version, surface };
}

/**
 * Publishes one built remote: copies it into its own immutable version folder (never overwriting
 * one), records the integrity of its manifest and entry, then moves the registry pointer in one atomic write.
 */
export async function publishRemote(
  remoteId: string,
  dist: string,
  site: string,
  by: string,
): Promise<{ version: string; revision: number }> {
  const hostShared = await readHostShared(site);
  if (!hostShared)
    throw new PublishError(`${remoteId}: the site has no published host (${HOST_SHARED_FILE}); publish the host first`);
  const { version, surface } = await admit(remoteId, dist, hostShared, await readHostExports(site));
  const target = join(site, versionFolder(remoteId, version));
  if (await exists(target))
    throw new PublishError(`${remoteId} ${version} is already published; bump the version in its package.json`);
  await mkdir(join(target, '..'), { recursive: true });
  await cp(dist, target, { recursive: true, errorOnExist: true, force: false });
  const integrity = await integrityOf(join(target, REMOTE_ENTRY_FILE));
  // The manifest decides which entry and chunks the browser loads: it is pinned like the entry.
  const manifestIntegrity = await integrityOf(join(target, MF_MANIFEST_FILE));
  const at = new Date().toISOString();
  const registry = await updateRegistryRetrying(site, (doc) => {
    const before = doc.remotes[remoteId];
    doc.remotes[remoteId] = {
      version,
      entry: manifestUrl(remoteId, version),
      integrity,
      manifestIntegrity,
      enabled: true,
      previous: before?.version ?? null,
      history: [...(before?.history ?? []), { version, at, by, action: 'publish', integrity, manifestIntegrity }],
      surface,
    };
    return doc;
  });
  return { version, revision: registry.revision };
}
