import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { HOST_PROVIDED_MODULES, providedExports } from '@flowdeck/mf-config/provided';
import { REPO_ROOT as ROOT } from './paths.js';

// The host provides some share keys (HOST_PROVIDED_MODULES: `react-router-dom`, `@mui/material`,
// `@mui/material/styles`) to the remotes as modules re-exporting what the app uses (ADRs 0010, 0011 and 0012): a
// name they leave out would be `undefined` in whatever imports it through federation. This fails when an import
// in the host, a remote or a shared package names something the host does not provide (the builds and the
// deploy CLI check it again). The provided names are read by the same function the builds use.

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    // Unit tests run under jest, never through the federation share scope.
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

function appSourceDirs(): string[] {
  const dirs = [join(ROOT, 'host', 'src')];
  for (const group of ['remotes', 'shared']) {
    for (const name of readdirSync(join(ROOT, group))) {
      const src = join(ROOT, group, name, 'src');
      try {
        if (statSync(src).isDirectory()) dirs.push(src);
      } catch {
        // a package without src/
      }
    }
  }
  return dirs;
}

for (const key of Object.keys(HOST_PROVIDED_MODULES) as Array<keyof typeof HOST_PROVIDED_MODULES>) {
  test(`every name the app imports from ${key} is one the host provides`, () => {
    const provided = new Set(providedExports(key));
    assert.ok(provided.size > 5, `${HOST_PROVIDED_MODULES[key]} has too short an export list`);
    const quoted = `'${key}'`;
    const missing: string[] = [];
    let imports = 0;
    for (const source of appSourceDirs().flatMap(sourceFiles)) {
      const text = readFileSync(source, 'utf8');
      for (const match of text.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
        imports++;
        if (match[1]) continue;
        for (const specifier of (match[2] ?? '').split(',')) {
          const trimmed = specifier.trim();
          // `type X` specifiers are erased at build time.
          if (!trimmed || trimmed.startsWith('type ')) continue;
          const name = trimmed.split(/\s+as\s+/)[0] ?? trimmed;
          if (!provided.has(name)) missing.push(`${relative(ROOT, source)}: ${name}`);
        }
      }
      // A namespace or default import would reach names this check cannot see.
      assert.ok(
        !new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s*${quoted}`).test(text),
        relative(ROOT, source),
      );
    }
    assert.ok(imports > 10, `only ${imports} imports of ${key} found`);
    assert.deepEqual(missing, []);
  });
}
