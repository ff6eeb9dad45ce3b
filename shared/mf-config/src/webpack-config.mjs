// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { providedModuleAliases, sharedConfig } from './shared-deps.mjs';
import { SharedImportsPlugin } from './shared-imports-plugin.mjs';

export const DEFAULT_API_URL = 'http://localhost:8000/api/';

/**
 * One webpack configuration for the host and every remote, so loaders, sharing and output rules
 * live in one place.
 * @param {{
 *   role: 'host' | 'remote',
 *   dir: string,
 *   name: string,
 *   port: number,
 *   exposes?: Record<string, string>,
 *   title?: string,
 * }} app
 * @param {Record<string, unknown>} _env
 * @param {{ mode?: 'development' | 'production' }} argv
 */
export async function createWebpackConfig(app, _env, argv) {
  const mode = argv.mode ?? 'production';
  const pkg = JSON.parse(readFileSync(join(app.dir, 'package.json'), 'utf8'));
  // `webpack serve` on a remote runs its standalone dev harness: it must bring its own React.
  const standalone = app.role === 'remote' && process.env.WEBPACK_SERVE === 'true';
  const withHtml = app.role === 'host' || standalone;
  const apiUrl = process.env.API_URL ?? DEFAULT_API_URL;

  /** @type {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} */
  const config = {
    mode,
    context: app.dir,
    entry: withHtml ? { main: app.role === 'host' ? './src/index.ts' : './src/harness/index.ts' } : {},
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
    output: {
      // FLOWDECK_DIST builds elsewhere (the deploy CLI stages a release without touching dist/).
      path: process.env.FLOWDECK_DIST ?? join(app.dir, 'dist'),
      // Remotes load chunks from their manifest's own folder: pointing the registry at an older
      // folder is then a complete rollback.
      publicPath: app.role === 'host' ? '/' : 'auto',
      // Entry files keep plain names: the federation runtime names the entry chunk before its hash
      // exists. The host's entry is served no-cache like its HTML; every other chunk is hashed.
      filename: '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
      alias: app.role === 'host' ? providedModuleAliases(app.dir) : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        shared: await sharedConfig({ role: app.role, standalone, dir: app.dir }),
        // The default loads every remote entry at start, so one dead remote would break start.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // `target: 'web'` leaves the runtime's Node.js loading paths out of the browser's bundle (−4 KB gzip
        // of the host's entry, issue 21).
        experiments: {
          ...(app.role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: !standalone }),
          optimization: { target: 'web' },
        },
      }),
      // What this build imports from the share keys the host narrows (ADR 0011); a standalone harness
      // provides its own copies and is never published.
      ...(standalone ? [] : [new SharedImportsPlugin({ role: app.role })]),
      new webpack.DefinePlugin({
        __API_URL__: JSON.stringify(apiUrl),
        // MF_BUILD_VERSION is also what the federation manifest records as the build version.
        __APP_VERSION__: JSON.stringify(process.env.MF_BUILD_VERSION ?? pkg.version),
      }),
      ...(withHtml
        ? [
            new HtmlWebpackPlugin({
              template: join(app.dir, 'src', 'index.html'),
              title: app.title ?? app.name,
              // An app's src/favicon.ico is emitted at the site root (browsers ask /favicon.ico on their own)
              // and linked from the page, so every way of serving the build answers it.
              favicon: existsSync(join(app.dir, 'src', 'favicon.ico')) ? join(app.dir, 'src', 'favicon.ico') : false,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: app.role === 'host',
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
      // The static server writes /env.js in production; the dev server answers with the build's value.
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.get(
          '/env.js',
          (/** @type {unknown} */ _req, /** @type {{ type: (t: string) => { send: (b: string) => void } }} */ res) => {
            res.type('text/javascript').send(`window.__FLOWDECK_ENV__ = ${JSON.stringify({ apiUrl })};`);
          },
        );
        return middlewares;
      },
    },
    stats: 'errors-warnings',
  };
  return config;
}

/**
 * The webpack configuration of a remote: it exposes exactly `./remote` (from `src/remote.ts`), under a
 * container name derived from its registry id the way @flowdeck/contract's federationName does (the
 * registry writer's admission check refuses a build whose names disagree).
 * @param {string} moduleUrl the remote's webpack.config.mjs `import.meta.url`
 * @param {{ id: string, port: number }} remote
 */
export function remoteWebpackConfig(moduleUrl, remote) {
  /** @param {Record<string, unknown>} env @param {{ mode?: 'development' | 'production' }} argv */
  return (env, argv) =>
    createWebpackConfig(
      {
        role: 'remote',
        name: remote.id.replace(/[^A-Za-z0-9_]/g, '_'),
        dir: fileURLToPath(new URL('.', moduleUrl)),
        port: remote.port,
        exposes: { './remote': './src/remote.ts' },
      },
      env,
      argv,
    );
}
