import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { BrandScripts } from './brand';
import { AFFILIATE_SCRIPT_URL, ANALYTICS_SCRIPT_URL, CHAT_WIDGET_URL, cspSourcesFor } from './third-party-scripts';
import { useThirdPartyScripts } from './use-third-party-scripts';

type Vendor = { Intercom?: { q?: unknown[][] }; dataLayer?: ArrayLike<unknown>[]; rewardful?: unknown };
const vendor = () => window as unknown as Vendor;
const OFF: BrandScripts = { chatAppId: null, affiliateKey: null, analyticsId: null };
const ALL: BrandScripts = { chatAppId: 'abc123', affiliateKey: 'rw-key', analyticsId: 'G-TEST' };

function Probe({ scripts }: { scripts: BrandScripts }) {
  useThirdPartyScripts(scripts);
  return null;
}

function mount(scripts: BrandScripts) {
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

test('the CSP sources cover only the configured services', () => {
  const chatOnly = cspSourcesFor({ ...OFF, chatAppId: 'abc123' });
  expect(chatOnly['script-src']).toContain('https://widget.intercom.io');
  expect(chatOnly['script-src']).not.toContain('https://www.googletagmanager.com');
  expect(cspSourcesFor(ALL)['script-src']).toEqual(
    expect.arrayContaining(['https://widget.intercom.io', 'https://r.wdfl.co', 'https://www.googletagmanager.com']),
  );
});
