// Lays out a fresh local site from the built host and remotes: host at the root, each remote in
// its immutable version folder, and the registry pointing at them. Used by `npm start` and e2e.
import { mkdir, rm } from 'node:fs/promises';
import { HOST_DIST, REMOTE_IDS, remoteDist, siteDir } from './paths.js';
import { publishHost } from './publish-host.js';
import { publishRemote } from './publish.js';

const site = siteDir();
await rm(site, { recursive: true, force: true });
await mkdir(site, { recursive: true });
await publishHost(HOST_DIST, site);
for (const id of REMOTE_IDS) {
  const { version, revision } = await publishRemote(id, remoteDist(id), site, 'npm start');
  console.log(`published ${id} ${version} (registry revision ${revision})`);
}
console.log(`site ready in ${site}`);
