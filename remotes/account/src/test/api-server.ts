import { setupServer } from 'msw/node';

/** One msw server per test file: handlers intercept the API client's real HTTP requests. */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
