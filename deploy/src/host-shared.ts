import { ALL_EXPORTS, SHARED_EXPORTS_FILE, SHARED_IMPORTS_FILE } from '@flowdeck/mf-config/files';
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

async function readJsonIfPresent<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function readHostShared(site: string): Promise<Record<string, string> | null> {
  return readJsonIfPresent(join(site, HOST_SHARED_FILE));
}

/** Share key → names: what a build imports from, or the host provides under, the keys the host narrows. */
export type SharedNames = Record<string, string[]>;

/**
 * What the published host provides under the share keys it narrows to a module of its own (ADR 0011:
 * `react-router-dom`, `@mui/material`), from its build's `shared-exports.json` copied to the site root;
 * null for a host that narrows none.
 */
export function readHostExports(site: string): Promise<SharedNames | null> {
  return readJsonIfPresent(join(site, SHARED_EXPORTS_FILE));
}

/** The names a build (a remote's dist or version folder) imports from the narrowed share keys. */
export function readSharedImports(dir: string): Promise<SharedNames | null> {
  return readJsonIfPresent(join(dir, SHARED_IMPORTS_FILE));
}

/**
 * A remote that imports a name the host leaves out of a narrowed share key would read `undefined` at run
 * time, where the page renders: every name it imports must be one the host provides. A build that did not
 * record its imports cannot be checked and is refused while the host narrows any key.
 */
export function importProblems(imports: SharedNames | null, provided: SharedNames | null): string[] {
  const keys = Object.keys(provided ?? {});
  if (!provided || keys.length === 0) return [];
  if (!imports)
    return [
      `its build has no ${SHARED_IMPORTS_FILE}, so what it imports from ${keys.join(', ')} cannot be checked against the host; rebuild it`,
    ];
  const problems: string[] = [];
  for (const key of keys) {
    const names = new Set(provided[key]);
    const missing = (imports[key] ?? []).filter((name) => !names.has(name));
    if (missing.includes(ALL_EXPORTS))
      problems.push(
        `reads the whole of ${key} (a namespace import or export *), and the host provides only part of it`,
      );
    else if (missing.length > 0)
      problems.push(`imports ${missing.join(', ')} from ${key}, which the host does not provide`);
  }
  return problems;
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
