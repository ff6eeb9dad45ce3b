import { http, HttpResponse } from 'msw';
import { GENERIC_ERROR_MESSAGE } from './api-error';
import { createNodeServerClient } from './node-server-client';
import { setupApiServer } from './testing';

const BASE = 'http://node.test/';
const server = setupApiServer();

function client(userToken: string | null) {
  const notes: string[] = [];
  return {
    notes,
    node: createNodeServerClient({ baseURL: BASE, getUserToken: () => userToken, notify: (m) => notes.push(m) }),
  };
}

test('sends the bearer user token and nothing else', async () => {
  const seen: Array<string | null> = [];
  server.use(
    http.get(`${BASE}stats`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ ok: true });
    }),
  );
  await expect(client('user-token').node.get('stats')).resolves.toEqual({ ok: true });
  // A guest (no user token) sends no Authorization at all: guest tokens are for the main API only.
  await client(null).node.get('stats');
  expect(seen).toEqual(['Bearer user-token', null]);
});

test('fails like the main GET: one toast per error entry, or the generic message', async () => {
  server.use(
    http.get(`${BASE}a`, () => HttpResponse.json({ error: { x: 'Bad x', y: 'Bad y' } }, { status: 400 })),
    http.get(`${BASE}b`, () => new HttpResponse(null, { status: 500 })),
  );
  const { node, notes } = client('t');
  await expect(node.get('a')).rejects.toMatchObject({ status: 400 });
  await expect(node.get('b')).rejects.toMatchObject({ status: 500 });
  expect(notes).toEqual(['Bad x', 'Bad y', GENERIC_ERROR_MESSAGE]);
});
