// @ts-check
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { iconPaths } from './icon-paths.mjs';

// Any remote resolves @mui/icons-material the same way; the host's folder is one that has it.
const DIR = fileURLToPath(new URL('../../../host', import.meta.url));
const require = createRequire(`${DIR}/package.json`);

test("an icon's path data is the d attribute its module draws", () => {
  const source = readFileSync(require.resolve('@mui/icons-material/Gavel'), 'utf8');
  const [d] = iconPaths('Gavel', DIR);
  assert.ok(d && d.length > 20);
  assert.ok(source.includes(`d: "${d}"`), 'the path is copied as the module has it');
});

test('a circle becomes two arcs, in drawing order with the paths', () => {
  // CameraAlt draws <circle cx="12" cy="12" r="3.2"> then the camera's body.
  const paths = iconPaths('CameraAlt', DIR);
  assert.equal(paths.length, 2);
  assert.equal(paths[0], 'M8.8 12a3.2 3.2 0 1 0 6.4 0a3.2 3.2 0 1 0 -6.4 0');
  assert.match(paths[1] ?? '', /^M9 2 7\.17 4H4/);
});

test('an unknown icon or a name that is not one fails, so the build says which', () => {
  assert.throws(() => iconPaths('NoSuchIconAnywhere', DIR), /has no icon named NoSuchIconAnywhere/);
  assert.throws(() => iconPaths('../utils/createSvgIcon', DIR), /is not a Material icon name/);
});
