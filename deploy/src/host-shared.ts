import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';

/** What the published host provides to remotes: shared package → version (from its federation manifest). */
export const HOST_SHARED_FILE = 'host-shared.json';

interface ManifestShared {
  name?: string;
  version?: string;
  requiredVersion?: string | false;
}

export async function writeHostShared(hostDist: string, site: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(hostDist, 'mf-manifest.json'), 'utf8')) as {
    shared?: ManifestShared[];
  };
  const provided: Record<string, string> = {};
  for (const entry of manifest.shared ?? []) if (entry.name && entry.version) provided[entry.name] = entry.version;
  await writeFile(join(site, HOST_SHARED_FILE), `${JSON.stringify(provided, null, 2)}\n`);
}

export async function readHostShared(site: string): Promise<Record<string, string> | null> {
  try {
    return JSON.parse(await readFile(join(site, HOST_SHARED_FILE), 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Every package a remote takes from the host must be provided there in a version its range accepts:
 * remotes bring no copy of their own (`import: false`), so a mismatch would break at runtime.
 */
export function sharedProblems(remoteShared: readonly ManifestShared[], host: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of remoteShared) {
    if (!name) continue;
    const provided = host[name];
    if (provided === undefined) {
      problems.push(`needs ${name}, which the host does not provide`);
      continue;
    }
    const range = typeof requiredVersion === 'string' ? requiredVersion : '*';
    if (!semver.satisfies(provided, range, { includePrerelease: true }))
      problems.push(`needs ${name} ${range}, the host provides ${provided}`);
  }
  return problems;
}
