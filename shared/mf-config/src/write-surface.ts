// Runs after a remote's webpack build (from the remote's folder): writes the remote's plain
// surface (routes and nav as data) next to its mf-manifest.json, for the registry writer.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { iconPaths } from './icon-paths.mjs';

const dir = process.cwd();
const { SURFACE } = (await import(pathToFileURL(join(dir, 'src', 'surface.ts')).href)) as {
  SURFACE: { nav: Array<{ icon: string }> };
};
// The contract version the remote was built against, for the registry writer's admission check.
const { CONTRACT_VERSION } = (await import(
  pathToFileURL(join(dir, 'node_modules', '@flowdeck', 'contract', 'src', 'constants.ts')).href
)) as {
  CONTRACT_VERSION: number;
};
// Each nav entry carries its icon as path data, which the host draws (an unknown icon name fails the build).
const nav = SURFACE.nav.map((entry) => ({ ...entry, iconPaths: iconPaths(entry.icon, dir) }));
const document = { ...SURFACE, nav, contractVersion: CONTRACT_VERSION };
writeFileSync(
  join(process.env.FLOWDECK_DIST ?? join(dir, 'dist'), 'surface.json'),
  `${JSON.stringify(document, null, 2)}\n`,
);
console.log(`surface.json written for ${dir}`);
