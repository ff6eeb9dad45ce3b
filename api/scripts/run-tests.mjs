// Node 20's test runner does not expand glob patterns (that arrived in Node 21), so the test files under
// src/ are collected here and passed explicitly. Extra arguments (e.g. --test-reporter=spec) pass through;
// arguments naming *.test.ts files replace the full list.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const named = args.filter((arg) => arg.endsWith('.test.ts'));
const options = args.filter((arg) => !arg.endsWith('.test.ts'));
const files =
  named.length > 0
    ? named
    : readdirSync(path.join(apiRoot, 'src'), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => path.join('src', file))
        .sort();

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...options, ...files],
  {
    cwd: apiRoot,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
