import { CONTRACT_VERSION } from '@flowdeck/contract';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_EXPORTS_FILE, SHARED_IMPORTS_FILE } from '@flowdeck/mf-config/files';
import { HOST_SHARED_FILE, type SharedNames } from './host-shared.js';

/** What the test host provides under its narrowed share keys. */
export const HOST_EXPORTS: SharedNames = { '@mui/material': ['Box', 'Button', 'Chip'] };

/** A built remote as webpack and write-surface leave it. */
export async function fakeBuild(
  id: string,
  version: string,
  overrides: {
    name?: string;
    expose?: string;
    contract?: number;
    react?: string;
    /** What the build imports from the narrowed share keys; null: a build that did not record them. */
    imports?: SharedNames | null;
  } = {},
) {
  const dist = await mkdtemp(join(tmpdir(), `dist-${id}-`));
  await writeFile(
    join(dist, 'mf-manifest.json'),
    JSON.stringify({
      name: overrides.name ?? id.replace(/-/g, '_'),
      exposes: [{ path: overrides.expose ?? './remote' }],
      metaData: { buildInfo: { buildVersion: version } },
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: overrides.react ?? '^19.3.1' }],
    }),
  );
  await writeFile(join(dist, 'remoteEntry.js'), `/* ${id} ${version} */`);
  const imports = overrides.imports === undefined ? { '@mui/material': ['Box', 'Button'] } : overrides.imports;
  if (imports) await writeFile(join(dist, SHARED_IMPORTS_FILE), JSON.stringify(imports));
  await writeFile(
    join(dist, 'surface.json'),
    JSON.stringify({ id, routes: [], nav: [], contractVersion: overrides.contract ?? CONTRACT_VERSION }),
  );
  return dist;
}

/** A site with a published host that provides React 19.3.1 and, of MUI, HOST_EXPORTS. */
export async function site() {
  const root = await mkdtemp(join(tmpdir(), 'site-'));
  await writeFile(join(root, HOST_SHARED_FILE), JSON.stringify({ react: '19.3.1' }));
  await writeFile(join(root, SHARED_EXPORTS_FILE), JSON.stringify(HOST_EXPORTS));
  return root;
}
