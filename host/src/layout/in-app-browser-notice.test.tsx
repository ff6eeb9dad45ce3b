import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../test/render-host';
import { InAppBrowserNotice, isInstagramBrowser, openInBrowserHref } from './in-app-browser-notice';

const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0 (iPhone14,5; iOS 17_4)';
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 Instagram 330.0.0.0 Android';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

test('recognises the Instagram in-app browser only', () => {
  expect(isInstagramBrowser(INSTAGRAM_IOS)).toBe(true);
  expect(isInstagramBrowser(INSTAGRAM_ANDROID)).toBe(true);
  expect(isInstagramBrowser(CHROME)).toBe(false);
});

test('Open in Browser leaves the in-app browser the way each platform allows', () => {
  const url = 'https://flowdeck.app/flow?x=1';
  expect(openInBrowserHref(url, INSTAGRAM_ANDROID)).toBe('intent://flowdeck.app/flow?x=1#Intent;scheme=https;end');
  expect(openInBrowserHref(url, INSTAGRAM_IOS)).toBe('x-safari-https://flowdeck.app/flow?x=1');
});

test('Instagram users see the info notice with an Open in Browser link', async () => {
  renderHost(<InAppBrowserNotice userAgent={INSTAGRAM_IOS} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('This app is only supported on the native browser.');
  expect(screen.getByRole('link', { name: 'Open in Browser' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^x-safari-/),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('other browsers see nothing', () => {
  renderHost(<InAppBrowserNotice userAgent={CHROME} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
