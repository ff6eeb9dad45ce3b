import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  AFFILIATE_SCRIPT_URL,
  ANALYTICS_SCRIPT_URL,
  CHAT_WIDGET_URL,
  NO_THIRD_PARTY_SCRIPTS,
  THIRD_PARTY_CSP,
  cspSourcesFor,
  type ThirdPartyScripts,
} from '@flowdeck/contract';
import { useThirdPartyScripts } from './use-third-party-scripts';

type Vendor = { Intercom?: { q?: unknown[][] }; dataLayer?: ArrayLike<unknown>[]; rewardful?: unknown };
const vendor = () => window as unknown as Vendor;
const OFF: ThirdPartyScripts = NO_THIRD_PARTY_SCRIPTS;
const ALL: ThirdPartyScripts = { chatAppId: 'abc123', affiliateKey: 'rw-key', analyticsId: 'G-TEST' };

function Probe({ scripts }: { scripts: ThirdPartyScripts }) {
  useThirdPartyScripts(scripts);
  return null;
}

function mount(scripts: ThirdPartyScripts) {
  const router = createMemoryRouter([{ path: '*', element: <Probe scripts={scripts} /> }], {
    initialEntries: ['/home'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).Intercom;
  delete (window as unknown as Record<string, unknown>).dataLayer;
  delete (window as unknown as Record<string, unknown>).gtag;
  delete (window as unknown as Record<string, unknown>).rewardful;
});

const scriptSources = () =>
  Array.from(document.querySelectorAll('script')).map((s) => ({ src: s.src, async: s.async }));

test('nothing loads when no service is configured', () => {
  mount(OFF);
  expect(document.querySelectorAll('script')).toHaveLength(0);
  expect(vendor().Intercom).toBeUndefined();
  expect(cspSourcesFor(OFF)).toEqual({});
});

test('configured services load asynchronously and the chat widget boots at launch', () => {
  mount(ALL);
  expect(scriptSources()).toEqual([
    { src: `${CHAT_WIDGET_URL}abc123`, async: true },
    { src: AFFILIATE_SCRIPT_URL, async: true },
    { src: `${ANALYTICS_SCRIPT_URL}?id=G-TEST`, async: true },
  ]);
  expect(document.querySelector(`script[src="${AFFILIATE_SCRIPT_URL}"]`)).toHaveAttribute('data-rewardful', 'rw-key');
  expect(vendor().Intercom?.q?.[0]?.[0]).toBe('boot');
});

test('the chat widget refreshes and a page view is counted after every route change', async () => {
  const router = mount({ ...OFF, chatAppId: 'abc123', analyticsId: 'G-TEST' });
  expect(vendor().Intercom?.q).toHaveLength(1);
  await act(() => router.navigate('/flow'));
  await act(() => router.navigate('/gamma'));
  expect(vendor().Intercom?.q?.map((call) => call[0])).toEqual(['boot', 'update', 'update']);
  const events = (vendor().dataLayer ?? []).map((args) => Array.from(args)).filter((args) => args[0] === 'event');
  expect(events.map((args) => (args[2] as { page_path: string }).page_path)).toEqual(['/flow', '/gamma']);
});

test('one service configured: only its script loads, asynchronously, and the CSP allows exactly its sources', () => {
  const analyticsOnly = { ...OFF, analyticsId: 'G-TEST' };
  mount(analyticsOnly);
  expect(scriptSources()).toEqual([{ src: `${ANALYTICS_SCRIPT_URL}?id=G-TEST`, async: true }]);
  expect(vendor().Intercom).toBeUndefined();
  expect(vendor().rewardful).toBeUndefined();
  expect(cspSourcesFor(analyticsOnly)).toEqual(THIRD_PARTY_CSP.analyticsId);
  // Every script the page loads is allowed by the sources the CSP gets.
  for (const { src } of scriptSources())
    expect(cspSourcesFor(analyticsOnly)['script-src']).toContain(new URL(src).origin);
});
