import { setupApiServer } from '@flowdeck/api-client/testing';
import type { Registry } from '@flowdeck/contract';
import { http, HttpResponse } from 'msw';
import { fetchRegistry } from './registry-client';

const URL = 'http://localhost/registry.json';
const server = setupApiServer();
beforeEach(() => localStorage.clear());

function registry(revision: number): Registry {
  return {
    schemaVersion: 1,
    revision,
    updatedAt: '2026-11-22T00:00:00.000Z',
    remotes: {
      tools: {
        version: '1.0.0',
        entry: '/mf/tools/1.0.0/mf-manifest.json',
        integrity: 'sha384-x',
        enabled: true,
        previous: null,
        history: [],
        surface: { id: 'tools', routes: [], nav: [] },
      },
    },
  };
}

test('reads the live registry, asking the browser not to reuse a cached copy', async () => {
  let cache: string | null = null;
  server.use(
    http.get(URL, ({ request }) => {
      cache = request.cache;
      return HttpResponse.json(registry(4));
    }),
  );
  await expect(fetchRegistry()).resolves.toEqual({ registry: registry(4), stale: false });
  expect(cache).toBe('no-cache');
});

test('when the registry cannot be read, the last good copy is used', async () => {
  server.use(http.get(URL, () => HttpResponse.json(registry(7))));
  await fetchRegistry();
  server.use(http.get(URL, () => new HttpResponse(null, { status: 503 })));
  await expect(fetchRegistry()).resolves.toEqual({ registry: registry(7), stale: true });
  server.use(http.get(URL, () => HttpResponse.json({ revision: 'x' })));
  await expect(fetchRegistry()).resolves.toMatchObject({ stale: true, registry: { revision: 7 } });
});

test('with neither a registry nor a last good copy, start fails with the reason', async () => {
  server.use(http.get(URL, () => new HttpResponse(null, { status: 404 })));
  await expect(fetchRegistry()).rejects.toThrow('registry answered 404');
});
