import { versionFolder } from '@flowdeck/contract';
import { cp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  hostSharedOf,
  manifestShared,
  pairProblems,
  readHostExports,
  readSharedImports,
  writeHostShared,
} from './host-shared.js';
import { PublishError } from './publish.js';
import { readRegistry } from './registry-store.js';

/**
 * Copies the built host (HTML, entry, hashed chunks) to the site root, with what it shares with remotes.
 * A host that no longer provides a package a published remote takes from it (ADR 0012), or a name it imports
 * from a narrowed share key (ADR 0011), is refused before anything is copied: that remote's pages would break
 * the moment the new host went live.
 */
export async function publishHost(hostDist: string, site: string): Promise<void> {
  const provided = await readHostExports(hostDist);
  const packages = await hostSharedOf(hostDist);
  const registry = await readRegistry(site);
  const problems: string[] = [];
  for (const [id, remote] of Object.entries(registry.remotes)) {
    const folder = join(site, versionFolder(id, remote.version));
    for (const problem of pairProblems(
      { shared: await manifestShared(folder), imports: await readSharedImports(folder) },
      { shared: packages, exports: provided },
    ))
      problems.push(`${id} ${remote.version} ${problem}`);
  }
  if (problems.length > 0)
    throw new PublishError(`the host was not published: ${problems.join('; ')}; publish a host that provides them`);
  for (const name of await readdir(hostDist)) {
    if (name.startsWith('mf-manifest')) continue;
    await cp(join(hostDist, name), join(site, name), { recursive: true });
  }
  await writeHostShared(hostDist, site);
}
