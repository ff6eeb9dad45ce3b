import { MF_MANIFEST_FILE } from '@flowdeck/contract';
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

/** What a build's federation manifest shares: for a host, what it provides; for a remote, what it takes. */
export async function manifestShared(dir: string): Promise<ManifestShared[]> {
  const manifest = JSON.parse(await readFile(join(dir, MF_MANIFEST_FILE), 'utf8')) as { shared?: ManifestShared[] };
  return manifest.shared ?? [];
}

/** The packages a host build provides: shared package → version. */
export async function hostSharedOf(hostDist: string): Promise<Record<string, string>> {
  const provided: Record<string, string> = {};
  for (const entry of await manifestShared(hostDist))
    if (entry.name && entry.version) provided[entry.name] = entry.version;
  return provided;
}

export async function writeHostShared(hostDist: string, site: string): Promise<void> {
  await writeFile(join(site, HOST_SHARED_FILE), `${JSON.stringify(await hostSharedOf(hostDist), null, 2)}\n`);
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
    const recorded = imports[key];
    // Every build records every key its plugin knows, imported from or not: a missing key means a build from
    // before the host narrowed it, whose imports from it were never recorded.
    if (!recorded) {
      problems.push(
        `its build did not record what it imports from ${key}, so it cannot be checked against the host; rebuild it`,
      );
      continue;
    }
    const names = new Set(provided[key]);
    const missing = recorded.filter((name) => !names.has(name));
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

/**
 * Everything that would break if a remote build went live beside a host: a package it takes that the host does
 * not provide in a version it accepts (ADR 0012), and a name it imports that a narrowed share key leaves out
 * (ADR 0011). Checked wherever such a pair could go live: publishing a remote, rolling one back, publishing a host.
 */
export function pairProblems(
  remote: { shared: readonly ManifestShared[]; imports: SharedNames | null },
  host: { shared: Record<string, string> | null; exports: SharedNames | null },
): string[] {
  return [
    ...(host.shared ? sharedProblems(remote.shared, host.shared) : []),
    ...importProblems(remote.imports, host.exports),
  ];
}
