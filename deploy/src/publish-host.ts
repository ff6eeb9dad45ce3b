import { cp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeHostShared } from './host-shared.js';

/** Copies the built host (HTML, entry, hashed chunks) to the site root, with what it shares with remotes. */
export async function publishHost(hostDist: string, site: string): Promise<void> {
  for (const name of await readdir(hostDist)) {
    if (name.startsWith('mf-manifest')) continue;
    await cp(join(hostDist, name), join(site, name), { recursive: true });
  }
  await writeHostShared(hostDist, site);
}
