import { SETTINGS_KEY } from '@flowdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { cssOf, layoutElement, renderLayout, setNav } from './testing';

jest.mock('../auth/logout', () => ({ logout: jest.fn() }));

beforeEach(() => localStorage.clear());

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

test('from lg up the vertical menu is 260 px beside the content, with the spec links', () => {
  renderLayout({ width: 1440 });
  expect(screen.getByTestId('vertical-nav')).toHaveStyle({ width: '260px' });
  expect(within(nav()).getByRole('link', { name: 'Custom Dashboard' })).toHaveAttribute('href', '/home');
  expect(within(nav()).getByRole('link', { name: 'Free Discord' })).toHaveAttribute('target', '_blank');
  expect(screen.getByText('Page content')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
});

test('collapsing makes a 68 px rail, keeps the link names, and stores navCollapsed', async () => {
  renderLayout({ width: 1440 });
  await userEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
  expect(screen.getByTestId('vertical-nav')).toHaveStyle({ width: '68px' });
  expect(within(nav()).getByRole('link', { name: 'Options Calculator' })).toBeInTheDocument();
  expect(within(nav()).queryByText('Options Calculator')).not.toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ navCollapsed: true });
});

test('below lg the menu is a temporary drawer behind a button, even when horizontal is chosen', async () => {
  renderLayout({ width: 1000, settings: { layout: 'horizontal', navCollapsed: true } });
  expect(screen.queryByTestId('vertical-nav')).not.toBeInTheDocument();
  expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'vertical');
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  // The drawer opens at full width even with the rail chosen: the rail is a desktop thing.
  expect(within(nav()).getByText('Options Calculator')).toBeVisible();
  await userEvent.click(within(nav()).getByRole('link', { name: 'Stock Profile' }));
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
});

test('the horizontal layout puts the menu in the app bar and forces semi-dark skin and hidden app bar back', () => {
  renderLayout({ width: 1440, settings: { layout: 'horizontal', skin: 'semi-dark', appBar: 'hidden' } });
  const appBar = screen.getByTestId('app-bar');
  expect(within(appBar).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  expect(screen.queryByTestId('vertical-nav')).not.toBeInTheDocument();
  expect(document.querySelector('[data-layout]')).toHaveAttribute('data-skin', 'default');
});

test('the app bar is fixed (sticky) and blurred by default; static and unblurred when so set', () => {
  const { unmount } = renderLayout();
  expect(screen.getByTestId('app-bar')).toHaveStyle({ position: 'sticky' });
  expect(cssOf(screen.getByTestId('app-bar'))).toContain('blur(10px)');
  unmount();
  renderLayout({ settings: { appBar: 'static', appBarBlur: false } });
  expect(screen.getByTestId('app-bar')).toHaveStyle({ position: 'static' });
  expect(cssOf(screen.getByTestId('app-bar'))).not.toContain('blur(');
});

test('the semi-dark skin gives a light page a dark menu', () => {
  const paper = () => screen.getByTestId('vertical-nav').querySelector('.MuiDrawer-paper') as HTMLElement;
  const { unmount } = renderLayout({ settings: { mode: 'light', skin: 'semi-dark' } });
  expect(cssOf(paper())).toMatch(/background-color: (#121722|rgb\(18, 23, 34\))/);
  unmount();
  renderLayout({ settings: { mode: 'light', skin: 'default' } });
  expect(cssOf(paper())).not.toMatch(/#121722|rgb\(18, 23, 34\)/);
});

test('boxed content is capped at 1440 px, full width is not', () => {
  const { unmount } = renderLayout({ settings: { contentWidth: 'boxed' } });
  expect(screen.getByRole('main')).toHaveStyle({ maxWidth: '1440px' });
  unmount();
  renderLayout({ settings: { contentWidth: 'full' } });
  expect(screen.getByRole('main')).toHaveStyle({ maxWidth: 'none' });
});

test('?layout=false shows the page without menu, top bar or footer', () => {
  renderLayout({ url: '/home?layout=false' });
  expect(screen.getByText('Page content')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByTestId('app-bar')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test('the page content renders only after the first route has mounted', () => {
  setNav();
  window.innerWidth = 1440;
  // A server-style render runs no effects: the shell is there, the page is not yet.
  const html = renderToString(layoutElement('/home'));
  expect(html).toContain('Main navigation');
  expect(html).not.toContain('Page content');
  renderLayout();
  expect(screen.getByText('Page content')).toBeInTheDocument();
});

test('the decorative background follows the theme and is hidden at medium width and below', () => {
  const { unmount } = renderLayout({ width: 1440, settings: { mode: 'dark' } });
  expect(screen.getByTestId('background-shape-dark')).toBeInTheDocument();
  expect(screen.getByTestId('background-mask-dark')).toBeInTheDocument();
  unmount();
  const light = renderLayout({ width: 1440, settings: { mode: 'light' } });
  expect(screen.getByTestId('background-shape-light')).toBeInTheDocument();
  expect(screen.queryByTestId('background-shape-dark')).not.toBeInTheDocument();
  light.unmount();
  renderLayout({ width: 1100 });
  expect(screen.queryByTestId(/background-/)).not.toBeInTheDocument();
});

test('the candlestick shape is never behind the content: it has its own band after the main area', () => {
  renderLayout({ width: 1440, settings: { mode: 'dark' } });
  const main = screen.getByRole('main');
  const shape = screen.getByTestId('background-shape-dark');
  expect(main).not.toContainElement(shape);
  // After the page content in the flow (so below it), not in the fixed layer behind it.
  expect(main.compareDocumentPosition(shape) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByTestId('background-mask-dark').parentElement).not.toContainElement(shape);
  expect(getComputedStyle(screen.getByTestId('background-shape-band')).position).not.toBe('fixed');
});

test('the theme customizer is disabled by configuration', () => {
  renderLayout();
  expect(screen.queryByRole('button', { name: 'Open theme customizer' })).not.toBeInTheDocument();
});
