import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCAL_IDENTITY, type IdentityClientConfig, type RuntimeEnv } from '@flowdeck/contract';
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

/** The static server: host, registry and every published remote version from one origin. */
export async function buildSiteServer(options: {
  site: string;
  apiUrl: string;
  identity?: IdentityClientConfig | null;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const indexHtml = () => readFile(join(options.site, 'index.html'), 'utf8');

  app.get('/env.js', async (_request, reply) => {
    return reply
      .type('text/javascript')
      .header('Cache-Control', REVALIDATE)
      .send(envScript({ apiUrl: options.apiUrl, identity: options.identity ?? null }));
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
  const app = await buildSiteServer({ site: siteDir(), apiUrl, identity: identityFromEnv(process.env) });
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(`App served from ${siteDir()} on http://localhost:${port} (API ${apiUrl})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
