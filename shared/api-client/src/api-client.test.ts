import { http, HttpResponse } from 'msw';
import { createApiClient, type NotifyVariant } from './api-client';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-error';
import { setupApiServer } from './testing';

const BASE = 'http://api.test/api/';
const server = setupApiServer();

function client(authorization: string | null = 'Bearer user-token') {
  const notes: Array<[string, NotifyVariant]> = [];
  const api = createApiClient({
    baseURL: BASE,
    getAuthorization: () => authorization,
    notify: (message, variant) => notes.push([message, variant]),
  });
  return { api, notes };
}

test('GET sends Accept and the bearer token and returns the body', async () => {
  let seen: Headers | undefined;
  server.use(
    http.get(`${BASE}flow/guages`, ({ request }) => {
      seen = request.headers;
      return HttpResponse.json({ calls: 3 });
    }),
  );
  const { api } = client();
  await expect(api.get('flow/guages')).resolves.toEqual({ calls: 3 });
  expect(seen?.get('authorization')).toBe('Bearer user-token');
  expect(seen?.get('accept')).toContain('application/json');
});

test('a guest token is sent as-is', async () => {
  let seen: string | null = null;
  server.use(
    http.get(`${BASE}sectors`, ({ request }) => {
      seen = request.headers.get('authorization');
      return HttpResponse.json([]);
    }),
  );
  await client('guest-abc').api.get('sectors');
  expect(seen).toBe('guest-abc');
});

test('GET failure with a string error shows it once', async () => {
  server.use(http.get(`${BASE}x`, () => HttpResponse.json({ error: 'Unknown symbol' }, { status: 404 })));
  const { api, notes } = client();
  await expect(api.get('x')).rejects.toBeInstanceOf(ApiError);
  expect(notes).toEqual([['Unknown symbol', 'error']]);
});

test('GET failure with an object error shows one notification per entry', async () => {
  server.use(
    http.get(`${BASE}x`, () =>
      HttpResponse.json({ error: { ticker: 'Bad ticker', side: 'Bad side' } }, { status: 400 }),
    ),
  );
  const { api, notes } = client();
  await expect(api.get('x')).rejects.toMatchObject({ fieldErrors: { ticker: 'Bad ticker' } });
  expect(notes.map(([m]) => m)).toEqual(['Bad ticker', 'Bad side']);
});

test('GET failure without error shows the generic message; the flag turns it off', async () => {
  server.use(http.get(`${BASE}x`, () => new HttpResponse(null, { status: 500 })));
  const { api, notes } = client();
  await expect(api.get('x')).rejects.toBeInstanceOf(ApiError);
  await expect(api.get('x', { notifyErrors: false })).rejects.toBeInstanceOf(ApiError);
  expect(notes).toEqual([[GENERIC_ERROR_MESSAGE, 'error']]);
});

test('POST success with message notifies success and returns the body', async () => {
  server.use(http.post(`${BASE}ok`, () => HttpResponse.json({ message: 'Saved' })));
  const { api, notes } = client();
  const errors: ApiError[] = [];
  await expect(api.post('ok', { a: 1 }, { onError: (error) => errors.push(error) })).resolves.toEqual({
    message: 'Saved',
  });
  expect(notes).toEqual([['Saved', 'success']]);
  expect(errors).toEqual([]);
});

describe('spec §8 POST failure: the notifications of a GET, no fallback message, nothing returned', () => {
  /** Posts to a server answering `answer`, collecting what the client shows and hands back. */
  async function failWith(answer: () => Response, options: { notify?: boolean } = {}) {
    server.use(http.post(`${BASE}user/settings/sms-alert-filter`, answer));
    const { api, notes } = client();
    const errors: ApiError[] = [];
    const result = await api.post(
      'user/settings/sms-alert-filter',
      { rules: [] },
      {
        ...options,
        onError: (error) => errors.push(error),
      },
    );
    return { result, notes, errors };
  }

  test('a string error: that one notification, nothing returned, onError told', async () => {
    const { result, notes, errors } = await failWith(() =>
      HttpResponse.json({ error: 'Verify a phone number first' }, { status: 409 }),
    );
    expect(result).toBeUndefined();
    expect(notes).toEqual([['Verify a phone number first', 'error']]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect(errors[0]).toMatchObject({ status: 409, message: 'Verify a phone number first', fieldErrors: {} });
  });

  test('an object error: one notification per entry value, and the field errors go to onError', async () => {
    const { result, notes, errors } = await failWith(() =>
      HttpResponse.json({ error: { 'rules.0.name': 'Name the rule', quietFrom: 'Use HH:MM' } }, { status: 400 }),
    );
    expect(result).toBeUndefined();
    expect(notes).toEqual([
      ['Name the rule', 'error'],
      ['Use HH:MM', 'error'],
    ]);
    expect(errors.map((error) => error.fieldErrors)).toEqual([
      { 'rules.0.name': 'Name the rule', quietFrom: 'Use HH:MM' },
    ]);
  });

  test('no error in the body: no notification at all (no fallback message), nothing returned', async () => {
    const { result, notes, errors } = await failWith(() => new HttpResponse(null, { status: 500 }));
    expect(result).toBeUndefined();
    expect(notes).toEqual([]);
    expect(notes.map(([message]) => message)).not.toContain(GENERIC_ERROR_MESSAGE);
    expect(errors.map((error) => error.status)).toEqual([500]);
  });

  test('no answer at all (network failure): nothing shown, nothing returned, status 0', async () => {
    const { result, notes, errors } = await failWith(() => HttpResponse.error());
    expect(result).toBeUndefined();
    expect(notes).toEqual([]);
    expect(errors.map((error) => error.status)).toEqual([0]);
  });

  test('the notify flag off: no notification, onError still told', async () => {
    const { result, notes, errors } = await failWith(
      () => HttpResponse.json({ error: { name: 'Required' } }, { status: 400 }),
      { notify: false },
    );
    expect(result).toBeUndefined();
    expect(notes).toEqual([]);
    expect(errors.map((error) => error.fieldErrors)).toEqual([{ name: 'Required' }]);
  });

  test('without onError the call still resolves to nothing rather than rejecting', async () => {
    server.use(http.post(`${BASE}bad`, () => HttpResponse.json({ error: 'Refused' }, { status: 400 })));
    const { api, notes } = client();
    await expect(api.post('bad', {})).resolves.toBeUndefined();
    expect(notes).toEqual([['Refused', 'error']]);
  });
});

test('POST can override Authorization and send a form body', async () => {
  let auth: string | null = null;
  let body = '';
  server.use(
    http.post(`${BASE}token/`, async ({ request }) => {
      auth = request.headers.get('authorization');
      body = await request.text();
      return HttpResponse.json({ access: 'a', refresh: 'r' });
    }),
  );
  await client().api.post('token/', { username: 'ann', password: 'pw 1' }, { form: true, authorization: 'X' });
  expect(auth).toBe('X');
  expect(body).toBe('username=ann&password=pw+1');
});

test('a failed GET whose body has only detail shows the generic message; a failed sign-in POST shows detail', async () => {
  server.use(
    http.get(`${BASE}x`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    http.post(`${BASE}token/`, () =>
      HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }),
    ),
  );
  const { api, notes } = client(null);
  await expect(api.get('x')).rejects.toBeInstanceOf(ApiError);
  await expect(api.post('token/', { username: 'a', password: 'b' }, { form: true })).resolves.toBeUndefined();
  expect(notes).toEqual([
    [GENERIC_ERROR_MESSAGE, 'error'],
    ['No active account found with the given credentials', 'error'],
  ]);
});
