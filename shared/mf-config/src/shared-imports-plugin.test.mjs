// @ts-check
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import webpack from 'webpack';
import { providedExports } from './shared-deps.mjs';
import { ALL_EXPORTS, SHARED_EXPORTS_FILE, SHARED_IMPORTS_FILE } from './shared-files.mjs';
import { SharedImportsPlugin } from './shared-imports-plugin.mjs';

/**
 * Builds `source` as the entry of a small production build with the plugin; the narrowed share keys are
 * externals here (in a remote they are consumed from the share scope), which keeps each import's request.
 * @param {string} source
 * @param {'host' | 'remote'} role
 */
async function build(source, role) {
  const dir = await mkdtemp(join(tmpdir(), 'shared-imports-'));
  await writeFile(join(dir, 'entry.mjs'), source);
  await writeFile(join(dir, 'helper.mjs'), `export { Tooltip } from '@mui/material';\n`);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    output: { path: join(dir, 'dist') },
    externals: { '@mui/material': 'var {}', '@mui/material/styles': 'var {}', 'react-router-dom': 'var {}' },
    plugins: [new SharedImportsPlugin({ role })],
  });
  /** @type {import('webpack').Stats} */
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const read = async (/** @type {string} */ file) => {
    try {
      return JSON.parse(await readFile(join(dir, 'dist', file), 'utf8'));
    } catch {
      return undefined;
    }
  };
  return {
    errors: stats.toJson({ errors: true }).errors?.map((e) => e.message) ?? [],
    imports: await read(SHARED_IMPORTS_FILE),
    exports: await read(SHARED_EXPORTS_FILE),
  };
}

test('a remote records each name it reads from a narrowed share key, through imports and re-exports', async () => {
  const { errors, imports, exports } = await build(
    [
      `import { Button, Box as Frame } from '@mui/material';`,
      `import * as Mui from '@mui/material';`,
      `import { useLocation } from 'react-router-dom';`,
      `import { alpha } from '@mui/material/styles';`,
      `import { Tooltip } from './helper.mjs';`,
      `import '@mui/material';`,
      `console.log(Button, Frame, Mui.Chip, useLocation, alpha, Tooltip);`,
    ].join('\n'),
    'remote',
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(imports, {
    'react-router-dom': ['useLocation'],
    '@mui/material': ['Box', 'Button', 'Chip', 'Tooltip'],
    '@mui/material/styles': ['alpha'],
  });
  assert.equal(exports, undefined, 'only the host records what it provides');
});

test('a namespace read whole counts as every export', async () => {
  const { imports } = await build(`import * as Mui from '@mui/material';\nconsole.log(Object.keys(Mui));`, 'remote');
  assert.deepEqual(imports['@mui/material'], [ALL_EXPORTS]);
});

test('the host records what it provides, and its build fails on a name it does not provide', async () => {
  const fine = await build(`import { Button } from '@mui/material';\nconsole.log(Button);`, 'host');
  assert.deepEqual(fine.errors, []);
  assert.deepEqual(fine.exports, {
    'react-router-dom': providedExports('react-router-dom'),
    '@mui/material': providedExports('@mui/material'),
    '@mui/material/styles': providedExports('@mui/material/styles'),
  });
  assert.ok(fine.exports['@mui/material'].includes('Button'));
  assert.ok(!fine.exports['@mui/material'].includes('Accordion'));

  const missing = await build(`import { Accordion } from '@mui/material';\nconsole.log(Accordion);`, 'host');
  assert.equal(missing.errors.length, 1);
  assert.match(
    missing.errors[0] ?? '',
    /the host imports Accordion from @mui\/material, which .*mui-material\.mjs does not export/,
  );
});
