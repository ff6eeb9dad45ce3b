/**
 * Renders deploy/nginx/flowdeck.conf.template for Debian's nginx and writes `/env.js` beside it as a static
 * file (the same script deploy/src/serve.ts answers with), so nginx serves the site with no Node process.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { REPO_ROOT, siteDir } from './paths.js';
import {
  HASHED_FILE,
  IMMUTABLE,
  REVALIDATE,
  contentSecurityPolicy,
  envScript,
  identityFromEnv,
  runtimeEnvFor,
  remoteOriginsFromEnv,
  thirdPartyFromEnv,
  type SiteRuntime,
} from './serve.js';

export const NGINX_TEMPLATE = join(REPO_ROOT, 'deploy', 'nginx', 'flowdeck.conf.template');
export const DEFAULT_NGINX_DIR = join(REPO_ROOT, 'var', 'nginx');
export const DEFAULT_NGINX_PORT = 8080;
/** Debian ships brotli as an optional dynamic module (libnginx-mod-http-brotli-filter), not built in. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface NginxSiteOptions extends SiteRuntime {
  site: string;
  /** Port (or address:port) nginx listens on. */
  listen: string | number;
  /** API processes, host:port each; requests are spread over them without stickiness. */
  upstreams: string[];
  /** Writable folder for the rendered config, env.js, pid, logs and nginx's temp files. */
  dir: string;
  /** Load Debian's brotli module; by default when it is installed. */
  brotli?: boolean;
  /** The workers' user; by default root when rendered by root (this local stack's temp folders are root's). */
  user?: string | null;
  /** Logs to stderr/stdout (containers) instead of files in `dir`. */
  stdioLogs?: boolean;
}

/** Fills the template; throws on a placeholder left unfilled so a template change cannot ship half-rendered. */
export function renderNginxConfig(template: string, options: NginxSiteOptions): string {
  if (options.upstreams.length === 0) throw new Error('nginx needs at least one API process to proxy to');
  const brotli = options.brotli ?? existsSync(BROTLI_MODULE);
  const user = options.user === undefined ? (process.getuid?.() === 0 ? 'root' : null) : options.user;
  const values: Record<string, string> = {
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '# brotli: module not installed (gzip only)',
    BROTLI: brotli
      ? '  brotli on;\n  brotli_comp_level 5;\n  brotli_types text/css text/plain text/javascript application/javascript application/json image/svg+xml;'
      : '',
    // Workers started by root would run as nobody and could not write the temp folders of this local stack.
    USER: user ? `user ${user};` : '',
    RUN_DIR: options.dir,
    ERROR_LOG: options.stdioLogs ? 'stderr' : join(options.dir, 'error.log'),
    ACCESS_LOG: options.stdioLogs ? '/dev/stdout' : join(options.dir, 'access.log'),
    IMMUTABLE,
    REVALIDATE,
    HASHED_FILE: HASHED_FILE.source,
    UPSTREAM_SERVERS: options.upstreams
      .map((server) => `    server ${server} max_fails=1 fail_timeout=10s;`)
      .join('\n'),
    LISTEN: String(options.listen),
    SITE_DIR: options.site,
    CSP: contentSecurityPolicy(options),
    ENV_JS: join(options.dir, 'env.js'),
  };
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: unknown placeholder ${match}`);
    return value;
  });
  return rendered;
}

/** Writes `<dir>/nginx.conf` and `<dir>/env.js`; returns the config's path (for `nginx -c`). */
export async function writeNginxSite(options: NginxSiteOptions): Promise<string> {
  await mkdir(options.dir, { recursive: true });
  const config = renderNginxConfig(await readFile(NGINX_TEMPLATE, 'utf8'), options);
  await writeFile(join(options.dir, 'env.js'), envScript(runtimeEnvFor(options)));
  const file = join(options.dir, 'nginx.conf');
  await writeFile(file, config);
  return file;
}

/**
 * Settings from the environment: NGINX_PORT, NGINX_DIR, API_UPSTREAMS (host:port,host:port), PUBLIC_URL
 * (the browser-facing origin; API_URL overrides the API address), NGINX_USER, NGINX_LOGS=stdio, NGINX_BROTLI=off,
 * SITE_DIR, and
 * the identity and third-party variables of serve.ts.
 */
export function nginxOptionsFromEnv(env: NodeJS.ProcessEnv): NginxSiteOptions {
  const port = Number(env.NGINX_PORT ?? DEFAULT_NGINX_PORT);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    site: siteDir(),
    listen: port,
    upstreams: (env.API_UPSTREAMS ?? '127.0.0.1:8001,127.0.0.1:8002')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    apiUrl: env.API_URL ?? `${publicUrl}/api/`,
    identity: identityFromEnv(env),
    thirdParty: thirdPartyFromEnv(env),
    remoteOrigins: remoteOriginsFromEnv(env),
    dir: resolve(REPO_ROOT, env.NGINX_DIR ?? DEFAULT_NGINX_DIR),
    ...(env.NGINX_USER ? { user: env.NGINX_USER } : {}),
    // For a config rendered here but run by an nginx without Debian's brotli module (the official image).
    ...(env.NGINX_BROTLI === 'off' ? { brotli: false } : {}),
    stdioLogs: env.NGINX_LOGS === 'stdio',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = await writeNginxSite(nginxOptionsFromEnv(process.env));
  console.log(file);
}
