import { screen } from '@testing-library/react';
import { useAuthStore } from '@flowdeck/host-sdk';
import { renderHost } from '../test/render-host';
import { Footer, referralCode } from './footer';
import { TEST_USER } from './testing';

test('the referral code is the `via` parameter of the referral link', () => {
  expect(referralCode({ referral_link: 'https://flowdeck.app/refer?via=JANE42' })).toBe('JANE42');
  expect(referralCode({ referral_link: '/refer?via=abc&x=1' })).toBe('abc');
  expect(referralCode({ referral_link: 'https://flowdeck.app/refer' })).toBeNull();
  expect(referralCode({ referral_link: '' })).toBeNull();
  expect(referralCode(null)).toBeNull();
});

test('the footer shows copyright, Discord, Twitter and the code linking to /affiliate', () => {
  useAuthStore.setState({ user: TEST_USER });
  renderHost(<Footer kind="static" contentWidth="boxed" />);
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} FlowDeck`);
  expect(screen.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://discord.gg/flowdeck');
  expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://twitter.com/flowdeckapp');
  const code = screen.getByRole('link', { name: 'Referral code JANE42' });
  expect(code).toHaveAttribute('href', '/affiliate');
  expect(code).toHaveTextContent('Code:JANE42');
});

test('without a referral code the link shows N/A', () => {
  useAuthStore.setState({ user: { ...TEST_USER, referral_link: 'https://flowdeck.app/refer' } });
  renderHost(<Footer kind="static" contentWidth="full" />);
  expect(screen.getByRole('link', { name: 'Referral code N/A' })).toHaveTextContent('N/A');
});

test('a guest sees N/A', () => {
  useAuthStore.setState({ user: null });
  renderHost(<Footer kind="static" contentWidth="full" />);
  expect(screen.getByRole('link', { name: 'Referral code N/A' })).toHaveAttribute('href', '/affiliate');
});

test('static by default flows after the content; fixed stays at the bottom; hidden is gone', () => {
  useAuthStore.setState({ user: TEST_USER });
  const { unmount } = renderHost(<Footer kind="static" contentWidth="full" />);
  expect(screen.getByRole('contentinfo')).toHaveStyle({ position: 'relative' });
  unmount();
  const fixed = renderHost(<Footer kind="fixed" contentWidth="full" />);
  expect(screen.getByRole('contentinfo')).toHaveStyle({ position: 'sticky', bottom: '0px' });
  fixed.unmount();
  renderHost(<Footer kind="hidden" contentWidth="full" />);
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test('hidden on small screens (below md, 900 px)', () => {
  useAuthStore.setState({ user: TEST_USER });
  const phone = renderHost(<Footer kind="static" contentWidth="full" />, { width: 390 });
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  phone.unmount();
  const tablet = renderHost(<Footer kind="static" contentWidth="full" />, { width: 899 });
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  tablet.unmount();
  renderHost(<Footer kind="static" contentWidth="full" />, { width: 900 });
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
