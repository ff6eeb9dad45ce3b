// @ts-check
import webpack from 'webpack';
import { HOST_PROVIDED_MODULES, providedExports } from './shared-deps.mjs';
import { ALL_EXPORTS, SHARED_EXPORTS_FILE, SHARED_IMPORTS_FILE } from './shared-files.mjs';

const PLUGIN = 'FlowdeckSharedImportsPlugin';

/**
 * @param {any} dependency a webpack dependency whose request is a narrowed share key
 * @param {import('webpack').ModuleGraph} moduleGraph
 * @returns {string | null} the export it reads, ALL_EXPORTS, or null when it reads none (a bare import)
 */
function importedName(dependency, moduleGraph) {
  const type = String(dependency.type ?? '');
  if (type === 'harmony side effect evaluation') return null;
  if (type === 'harmony import specifier' || type.startsWith('harmony export imported specifier')) {
    /** @type {string[] | undefined} */
    const ids = typeof dependency.getIds === 'function' ? dependency.getIds(moduleGraph) : dependency.ids;
    return ids && ids.length > 0 ? String(ids[0]) : ALL_EXPORTS;
  }
  // require(), import(), anything else: the whole module may be read.
  return ALL_EXPORTS;
}

/**
 * @param {{ dependencies: unknown[], blocks: any[] }} block
 * @param {(dependency: any) => void} visit
 */
function eachDependency(block, visit) {
  for (const dependency of block.dependencies) visit(dependency);
  for (const child of block.blocks) eachDependency(child, visit);
}

/**
 * Records, in the build's output, the names this build imports from the share keys the host narrows to a
 * module of its own (HOST_PROVIDED_MODULES): `shared-imports.json`, `{ key: sorted names }`, read by the deploy
 * CLI's admission checks. The host's build also records what it provides under those keys
 * (`shared-exports.json`), and fails when its own code imports a name it does not provide.
 */
export class SharedImportsPlugin {
  /** @param {{ role: 'host' | 'remote' }} options */
  constructor({ role }) {
    this.role = role;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const keys = new Set(Object.keys(HOST_PROVIDED_MODULES));
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      /** @type {Map<string, Set<string>>} */
      const imports = new Map([...keys].map((key) => [key, new Set()]));
      // Read once every module is built and before optimisation concatenates them (which replaces the
      // modules and their dependencies).
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        for (const module of modules) {
          eachDependency(module, (dependency) => {
            const request = /** @type {{ request?: unknown }} */ (dependency).request;
            if (typeof request !== 'string' || !keys.has(request)) return;
            const name = importedName(dependency, compilation.moduleGraph);
            if (name) imports.get(request)?.add(name);
          });
        }
      });
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          /** @type {Record<string, string[]>} */
          const recorded = {};
          for (const [key, names] of imports) recorded[key] = [...names].sort();
          const json = (/** @type {unknown} */ value) =>
            new webpack.sources.RawSource(`${JSON.stringify(value, null, 2)}\n`);
          compilation.emitAsset(SHARED_IMPORTS_FILE, json(recorded));
          if (this.role !== 'host') return;
          /** @type {Record<string, string[]>} */
          const provided = {};
          for (const key of keys) {
            const names = providedExports(/** @type {keyof typeof HOST_PROVIDED_MODULES} */ (key));
            provided[key] = names;
            const missing = (recorded[key] ?? []).filter((name) => !names.includes(name));
            if (missing.length > 0)
              compilation.errors.push(
                new webpack.WebpackError(
                  `the host imports ${missing.join(', ')} from ${key}, which ${HOST_PROVIDED_MODULES[/** @type {keyof typeof HOST_PROVIDED_MODULES} */ (key)]} does not export`,
                ),
              );
          }
          compilation.emitAsset(SHARED_EXPORTS_FILE, json(provided));
        },
      );
    });
  }
}
