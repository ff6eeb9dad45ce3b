import { NO_THIRD_PARTY_SCRIPTS, THIRD_PARTY_CSP, cspSourcesFor, resolveThirdPartyScripts } from './third-party';

test('a service is on only with a non-empty id', () => {
  expect(resolveThirdPartyScripts(undefined)).toEqual(NO_THIRD_PARTY_SCRIPTS);
  expect(resolveThirdPartyScripts({ chatAppId: '  ', analyticsId: ' G-1 ' })).toEqual({
    ...NO_THIRD_PARTY_SCRIPTS,
    analyticsId: 'G-1',
  });
});

test('no service configured: no source at all', () => {
  expect(cspSourcesFor(NO_THIRD_PARTY_SCRIPTS)).toEqual({});
  expect(cspSourcesFor({ chatAppId: '', affiliateKey: null, analyticsId: null })).toEqual({});
});

test('one service configured: exactly its sources', () => {
  expect(cspSourcesFor({ ...NO_THIRD_PARTY_SCRIPTS, affiliateKey: 'rw-key' })).toEqual(THIRD_PARTY_CSP.affiliateKey);
  const chat = cspSourcesFor({ ...NO_THIRD_PARTY_SCRIPTS, chatAppId: 'abc123' });
  expect(chat).toEqual(THIRD_PARTY_CSP.chatAppId);
  expect(chat['script-src']).not.toContain('https://www.googletagmanager.com');
});

test('several services: their sources merged, each once', () => {
  const all = cspSourcesFor({ chatAppId: 'abc123', affiliateKey: 'rw-key', analyticsId: 'G-TEST' });
  expect(all['script-src']).toEqual([
    'https://widget.intercom.io',
    'https://js.intercomcdn.com',
    'https://r.wdfl.co',
    'https://www.googletagmanager.com',
  ]);
  for (const list of Object.values(all)) expect(new Set(list).size).toBe(list.length);
});
