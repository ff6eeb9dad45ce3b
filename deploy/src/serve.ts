import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  LOCAL_IDENTITY,
  NO_THIRD_PARTY_SCRIPTS,
  cspSourcesFor,
  resolveThirdPartyScripts,
  type IdentityClientConfig,
  type RuntimeEnv,
  type ThirdPartyScripts,
} from '@flowdeck/contract';
import { siteDir } from './paths.js';
import { REGISTRY_FILE } from './registry-store.js';

export const DEFAULT_API_URL = 'http://localhost:8000/api/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Webpack names hashed chunks `<id>.<8 hex>.js`; only those can be cached forever at the host. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.js$/;

/** Cache policy per path: versioned remote folders and hashed chunks forever, the rest revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/mf/')) return IMMUTABLE;
  if (HASHED_FILE.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
}

/** Runtime settings the host reads before it starts (so one build serves any API address). */
export function envScript(env: RuntimeEnv): string {
  return `window.__FLOWDECK_ENV__ = ${JSON.stringify(env)};\n`;
}

/**
 * The identity provider the browser signs in with: a real Firebase project when FIREBASE_PROJECT_ID is
 * set (with FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN), nothing when SOCIAL_SIGN_IN=off, else the local
 * Auth emulator (FIREBASE_AUTH_EMULATOR_URL moves it).
 */
export function identityFromEnv(env: NodeJS.ProcessEnv): IdentityClientConfig | null {
  if (env.SOCIAL_SIGN_IN === 'off') return null;
  const projectId = env.FIREBASE_PROJECT_ID;
  if (!projectId)
    return { ...LOCAL_IDENTITY, emulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL ?? LOCAL_IDENTITY.emulatorUrl };
  const { FIREBASE_API_KEY: apiKey, FIREBASE_AUTH_DOMAIN: authDomain } = env;
  if (!apiKey || !authDomain) throw new Error('FIREBASE_PROJECT_ID needs FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN.');
  return { apiKey, authDomain, projectId };
}

/** The environment variable that turns on each third-party service (its value is the service's id). */
export const THIRD_PARTY_ENV: Record<keyof ThirdPartyScripts, string> = {
  chatAppId: 'CHAT_APP_ID',
  affiliateKey: 'AFFILIATE_KEY',
  analyticsId: 'ANALYTICS_ID',
};

/**
 * Chat widget (CHAT_APP_ID, an Intercom workspace id), affiliate tracking (AFFILIATE_KEY, a Rewardful API
 * key) and web analytics (ANALYTICS_ID, a GA4 measurement id): each on only when its variable is set.
 */
export function thirdPartyFromEnv(env: NodeJS.ProcessEnv): ThirdPartyScripts {
  return resolveThirdPartyScripts({
    chatAppId: env[THIRD_PARTY_ENV.chatAppId],
    affiliateKey: env[THIRD_PARTY_ENV.affiliateKey],
    analyticsId: env[THIRD_PARTY_ENV.analyticsId],
  });
}

/**
 * REMOTE_ORIGINS: comma-separated origins (a CDN) besides the app's own that may serve remote code. The
 * host refuses remote entries from any other origin, and the CSP allows exactly these.
 */
export function remoteOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return (env.REMOTE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const url = new URL(origin);
      if (url.protocol !== 'https:' && url.hostname !== 'localhost')
        throw new Error(`REMOTE_ORIGINS: ${origin} must be an https origin.`);
      return url.origin;
    });
}

/** Firebase Auth's endpoints, called by the SDK for a real (non-emulator) project. */
const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

const wsOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/** What the browser is told in `/env.js` and what the Content-Security-Policy is built from. */
export interface SiteRuntime {
  /** The API address the browser calls. */
  apiUrl: string;
  identity: IdentityClientConfig | null;
  /** Third-party services; all off when absent. */
  thirdParty?: ThirdPartyScripts;
  /** Origins besides the app's that may serve remote code (see remoteOriginsFromEnv). */
  remoteOrigins?: string[];
}

/** The `/env.js` settings for a site: the same values its CSP allows. */
export function runtimeEnvFor(site: SiteRuntime): RuntimeEnv {
  return {
    apiUrl: site.apiUrl,
    identity: site.identity,
    thirdParty: site.thirdParty ?? NO_THIRD_PARTY_SCRIPTS,
    remoteOrigins: site.remoteOrigins ?? [],
  };
}

/**
 * The Content-Security-Policy for the app, sent by this server and by nginx: its own scripts only (host,
 * remotes under /mf/, env.js), the API and its socket, the identity provider only when social sign-in is
 * configured, and exactly the sources of the configured third-party services. Styles allow inline because
 * emotion (MUI) injects <style> elements at runtime; images allow any https origin because avatars are any
 * https URL the user gives (api/src/modules/account/schemas.ts).
 */
export function contentSecurityPolicy(site: SiteRuntime): string {
  const api = new URL(site.apiUrl).origin;
  // Remote code from a CDN: its entry and chunks are scripts, its manifest a fetch.
  const remotes = site.remoteOrigins ?? [];
  const connect = ["'self'", api, wsOrigin(api), ...remotes];
  const frames: string[] = [];
  const { identity } = site;
  if (identity?.emulatorUrl) {
    const emulator = new URL(identity.emulatorUrl).origin;
    connect.push(emulator);
    frames.push(emulator);
  } else if (identity) {
    connect.push(...FIREBASE_AUTH_ORIGINS);
    frames.push(`https://${identity.authDomain}`);
  }
  const directives = new Map<string, string[]>([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['frame-src', frames],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
  // A directive the base policy leaves out falls back to default-src ('self'): keep that when adding to it.
  for (const [name, sources] of Object.entries(cspSourcesFor(site.thirdParty ?? NO_THIRD_PARTY_SCRIPTS)))
    directives.set(name, [...(directives.get(name) ?? ["'self'"]), ...sources]);
  return [...directives]
    .map(([name, sources]) => `${name} ${sources.length > 0 ? [...new Set(sources)].join(' ') : "'none'"}`)
    .join('; ');
}

/** The static server: host, registry and every published remote version from one origin. */
export async function buildSiteServer(options: {
  site: string;
  apiUrl: string;
  identity?: IdentityClientConfig | null;
  thirdParty?: ThirdPartyScripts;
  remoteOrigins?: string[];
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const indexHtml = () => readFile(join(options.site, 'index.html'), 'utf8');
  const runtime: SiteRuntime = { ...options, identity: options.identity ?? null };
  const csp = contentSecurityPolicy(runtime);

  // Every response carries the policy, as under nginx (`add_header … always`).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', csp);
  });

  app.get('/env.js', async (_request, reply) => {
    return reply
      .type('text/javascript')
      .header('Cache-Control', REVALIDATE)
      .send(envScript(runtimeEnvFor(runtime)));
  });

  await app.register(fastifyStatic, {
    root: options.site,
    etag: true,
    lastModified: true,
    cacheControl: false,
    index: false,
    wildcard: true,
    allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
    setHeaders: (response, filePath) => {
      const urlPath = `/${filePath.slice(options.site.length).replace(/^\/+/, '')}`;
      response.header('Cache-Control', cacheControlFor(urlPath));
      // Remote entries load in CORS mode (subresource integrity needs it), also from other origins.
      if (urlPath === `/${REGISTRY_FILE}` || urlPath.startsWith('/mf/'))
        response.header('Access-Control-Allow-Origin', '*');
    },
  });

  // Client-side routes (/flow, /politicians…) get the host's HTML; missing files stay 404s.
  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!wantsHtml || looksLikeFile || request.url.startsWith('/mf/'))
      return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('text/html')
      .header('Cache-Control', REVALIDATE)
      .send(await indexHtml());
  });
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html')
      .header('Cache-Control', REVALIDATE)
      .send(await indexHtml()),
  );
  return app;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const apiUrl = process.env.API_URL ?? DEFAULT_API_URL;
  const app = await buildSiteServer({
    site: siteDir(),
    apiUrl,
    identity: identityFromEnv(process.env),
    thirdParty: thirdPartyFromEnv(process.env),
    remoteOrigins: remoteOriginsFromEnv(process.env),
  });
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(`App served from ${siteDir()} on http://localhost:${port} (API ${apiUrl})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
