import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REMOTE_IDS = ['market-data', 'trackers', 'tools', 'account'] as const;
export const HOST_DIST = join(REPO_ROOT, 'host', 'dist');

export function remoteDist(id: string): string {
  return join(REPO_ROOT, 'remotes', id, 'dist');
}

/** The folder the static server serves: host files, /mf/<remote>/<version>/ and registry.json. */
export function siteDir(): string {
  return resolve(REPO_ROOT, process.env.SITE_DIR ?? join('var', 'site'));
}
