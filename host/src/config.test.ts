import { NO_THIRD_PARTY_SCRIPTS, type RuntimeEnv } from '@flowdeck/contract';

/** config.ts reads `/env.js` once, when it is first imported. */
function configWith(env: RuntimeEnv | undefined): typeof import('./config') {
  window.__FLOWDECK_ENV__ = env;
  let config: typeof import('./config') | undefined;
  jest.isolateModules(() => {
    config = jest.requireActual<typeof import('./config')>('./config');
  });
  return config!;
}

afterEach(() => {
  delete window.__FLOWDECK_ENV__;
});

test('third-party scripts are all off unless the server configures them', () => {
  expect(configWith(undefined).THIRD_PARTY_SCRIPTS).toEqual(NO_THIRD_PARTY_SCRIPTS);
  expect(configWith({ apiUrl: 'http://api.test/api/' }).THIRD_PARTY_SCRIPTS).toEqual(NO_THIRD_PARTY_SCRIPTS);
});

test("the server's /env.js turns on exactly the services it names", () => {
  const { THIRD_PARTY_SCRIPTS } = configWith({ thirdParty: { chatAppId: 'abc123', analyticsId: null } });
  expect(THIRD_PARTY_SCRIPTS).toEqual({ ...NO_THIRD_PARTY_SCRIPTS, chatAppId: 'abc123' });
});
