// The monolith for bench/monolith-compare.mjs: the host and the four remotes built as ONE ordinary webpack app,
// without Module Federation. It is the host's own configuration (shared/mf-config: same loaders, resolve,
// output names, HTML, production mode, default splitChunks) with three changes:
// - no ModuleFederationPlugin, and the entry is the host's bootstrap (no async boundary to negotiate sharing);
// - the host's two federation modules, federation/registry-client.ts and federation/remote-loader.ts, are
//   replaced by bench/monolith/static-remotes.ts, which imports each remote's `./remote` module statically
//   (the remotes' lazy page and widget loaders stay dynamic imports, so webpack splits them as usual);
// - __APP_VERSION__ is each module's own package version, as each separate build defines it.
// Nothing in host/ or remotes/ changes, so the federated build is byte for byte what it was.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOST = join(ROOT, 'host');
const REMOTE_IDS = ['market-data', 'trackers', 'tools', 'account'];
const STAND_IN = fileURLToPath(new URL('static-remotes.ts', import.meta.url));
/** The host modules the stand-in replaces (resolved request, without extension). */
const REPLACED = [join(HOST, 'src', 'federation', 'registry-client'), join(HOST, 'src', 'federation', 'remote-loader')];

// The host's own build tools: @flowdeck/mf-config through the host's dependency, webpack through mf-config's.
const mfConfigEntry = createRequire(join(HOST, 'package.json')).resolve('@flowdeck/mf-config');
const { createWebpackConfig, DEFAULT_API_URL } = await import(pathToFileURL(mfConfigEntry).href);
const webpack = createRequire(mfConfigEntry)('webpack');

const versionOf = (dir) =>
  process.env.MF_BUILD_VERSION ?? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
const APP_VERSIONS = REMOTE_IDS.map((id) => [join(ROOT, 'remotes', id) + sep, versionOf(join(ROOT, 'remotes', id))]);
const HOST_VERSION = versionOf(HOST);

/** @param {{ outputPath: string }} options */
export async function monolithWebpackConfig({ outputPath }) {
  const base = await createWebpackConfig(
    { role: 'host', name: 'host', dir: HOST, port: 3000, title: 'FlowDeck' },
    {},
    { mode: 'production' },
  );
  const replaced = new Set();
  return {
    ...base,
    entry: { main: join(HOST, 'src', 'bootstrap.tsx') },
    output: { ...base.output, path: outputPath },
    resolve: {
      ...base.resolve,
      // The stand-in reaches each remote's source through the remote's package name.
      alias: Object.fromEntries(REMOTE_IDS.map((id) => [`@flowdeck/${id}/src`, join(ROOT, 'remotes', id, 'src')])),
    },
    // A name the stand-in imports that a module no longer exports fails the build instead of warning.
    module: { ...base.module, parser: { javascript: { exportsPresence: 'error' } } },
    plugins: [
      ...base.plugins.filter((plugin) => !['ModuleFederationPlugin', 'DefinePlugin'].includes(plugin.constructor.name)),
      new webpack.DefinePlugin({
        __API_URL__: JSON.stringify(process.env.API_URL ?? DEFAULT_API_URL),
        __APP_VERSION__: webpack.DefinePlugin.runtimeValue(
          ({ module }) =>
            JSON.stringify(APP_VERSIONS.find(([dir]) => module.resource?.startsWith(dir))?.[1] ?? HOST_VERSION),
          true,
        ),
      }),
      new webpack.NormalModuleReplacementPlugin(/(registry-client|remote-loader)$/, (resolveData) => {
        const target = resolveData.context && resolve(resolveData.context, resolveData.request);
        if (!REPLACED.includes(target)) return;
        resolveData.request = STAND_IN;
        replaced.add(target);
      }),
      {
        // A monolith that still carried the federation runtime (a moved host file) would compare nothing.
        apply(compiler) {
          compiler.hooks.afterCompile.tap('MonolithCheck', (compilation) => {
            if (compilation.compiler.isChild()) return;
            const federated = [...compilation.modules].find((m) => m.resource?.includes('@module-federation'));
            if (replaced.size !== REPLACED.length)
              compilation.errors.push(new Error(`monolith: replaced ${[...replaced]}, expected ${REPLACED}`));
            if (federated) compilation.errors.push(new Error(`monolith: ${federated.resource} is in the build`));
          });
        },
      },
    ],
    devServer: undefined,
    stats: 'errors-warnings',
  };
}

/** Builds the monolith into `outputPath`; resolves with webpack's stats, rejects with its errors. */
export async function buildMonolith(outputPath) {
  const compiler = webpack(await monolithWebpackConfig({ outputPath }));
  const stats = await new Promise((done, fail) =>
    compiler.run((error, result) => compiler.close(() => (error ? fail(error) : done(result)))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  return stats;
}
