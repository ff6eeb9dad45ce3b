import { http, HttpResponse } from 'msw';
import { createApiClient, type NotifyVariant } from './api-client';
import { ApiError, SUBSCRIPTION_REQUIRED_MESSAGE, SubscriptionRequiredError } from './api-error';
import { setupApiServer } from './testing';

const BASE = 'http://api.test/api/';
const ENDED = 'Your access ended on Jun 20, 2025. Subscribe to continue.';
const server = setupApiServer();

function client(withCallback = true) {
  const notes: Array<[string, NotifyVariant]> = [];
  const required: string[] = [];
  const api = createApiClient({
    baseURL: BASE,
    getAuthorization: () => 'Bearer user-token',
    notify: (message, variant) => notes.push([message, variant]),
    ...(withCallback ? { onSubscriptionRequired: (message: string) => required.push(message) } : {}),
  });
  return { api, notes, required };
}

const paywall = (body: object | null = { error: 'Subscription required', message: ENDED }) =>
  body === null ? new HttpResponse(null, { status: 402 }) : HttpResponse.json(body, { status: 402 });

test('a GET answering 402 raises no toast, reports the message once and rejects with SubscriptionRequiredError', async () => {
  server.use(http.get(`${BASE}company-profile/AAPL`, () => paywall()));
  const { api, notes, required } = client();
  const failure = api.get('company-profile/AAPL');
  await expect(failure).rejects.toBeInstanceOf(SubscriptionRequiredError);
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({ status: 402, message: ENDED });
  expect(notes).toEqual([]);
  expect(required).toEqual([ENDED]);
});

test('a POST answering 402 raises no toast either, reports the message once, hands the error to onError and returns nothing', async () => {
  server.use(http.post(`${BASE}screener`, () => paywall()));
  const { api, notes, required } = client();
  const errors: ApiError[] = [];
  await expect(
    api.post('screener', { sector: 'Energy' }, { onError: (error) => errors.push(error) }),
  ).resolves.toBeUndefined();
  expect(errors).toHaveLength(1);
  expect(errors[0]).toBeInstanceOf(SubscriptionRequiredError);
  expect(notes).toEqual([]);
  expect(required).toEqual([ENDED]);
});

test('the subscribe message is reported even for calls that silence notifications', async () => {
  server.use(http.get(`${BASE}politician/count`, () => paywall()));
  const { api, required } = client();
  await expect(api.get('politician/count', { notifyErrors: false })).rejects.toBeInstanceOf(SubscriptionRequiredError);
  expect(required).toEqual([ENDED]);
});

test('a 402 without a message falls back to its error, then to a default', async () => {
  server.use(
    http.get(`${BASE}a`, () => paywall({ error: 'Subscription required' })),
    http.get(`${BASE}b`, () => paywall(null)),
  );
  const { api, notes, required } = client();
  await expect(api.get('a')).rejects.toMatchObject({ message: 'Subscription required' });
  await expect(api.get('b')).rejects.toMatchObject({ message: SUBSCRIPTION_REQUIRED_MESSAGE });
  expect(required).toEqual(['Subscription required', SUBSCRIPTION_REQUIRED_MESSAGE]);
  expect(notes).toEqual([]);
});

test('without the option a 402 still raises no toast', async () => {
  server.use(http.get(`${BASE}x`, () => paywall()));
  const { api, notes } = client(false);
  await expect(api.get('x')).rejects.toBeInstanceOf(SubscriptionRequiredError);
  expect(notes).toEqual([]);
});

test('other failures still notify and do not report a subscription problem', async () => {
  server.use(http.get(`${BASE}x`, () => HttpResponse.json({ error: 'Unknown symbol XYZ' }, { status: 404 })));
  const { api, notes, required } = client();
  const failure = api.get('x');
  await expect(failure).rejects.not.toBeInstanceOf(SubscriptionRequiredError);
  expect(notes).toEqual([['Unknown symbol XYZ', 'error']]);
  expect(required).toEqual([]);
});
