// Runs this package's node:test files; arguments the workspace runner appends (`--ci`) are not test files.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const files = readdirSync(src)
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => `${src}${name}`);
const result = spawnSync(process.execPath, ['--test', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
