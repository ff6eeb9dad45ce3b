// `@flowdeck/api-client/testing`: the front-end tests' one mock API (msw at the network layer, so the real
// client sends real requests). Test code only: no application module imports it.
import { type SetupServerApi, setupServer } from 'msw/node';

/**
 * Where the API lives in tests: test clients are created with it, msw handlers are registered against it, and
 * it is the `__API_URL__` jest.dom.config.js gives the host's config.
 */
export const TEST_API_URL = 'http://api.test/api/';

/** An endpoint of the test API: `apiUrl('user/phone')` is `http://api.test/api/user/phone`. */
export function apiUrl(path: string): string {
  return `${TEST_API_URL}${path}`;
}

/**
 * The msw server of one test file, called at its top level: it starts with `handlers`, listens before the first
 * test and fails any request no handler answers, drops what a test added with `server.use` after each test, and
 * closes after the last.
 */
export function setupApiServer(...handlers: Parameters<typeof setupServer>): SetupServerApi {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
