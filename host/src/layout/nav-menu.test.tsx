import { defineAbilityFor } from '@flowdeck/host-sdk';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteState } from '../federation/remotes-store';
import { renderHost } from '../test/render-host';
import { NavMenu } from './nav-menu';
import { buildNav, collectNavItems } from './nav-model';
import { freeDiscordEntry } from './nav-structure';
import { TEST_NAV } from './testing';

const remotes: RemoteState[] = [
  {
    id: 'md',
    version: '1',
    status: 'ready',
    module: null,
    reason: null,
    generation: 1,
    surface: { id: 'md', routes: [], nav: TEST_NAV },
  },
];
const sections = (ability = defineAbilityFor({ userId: 1, guest: false })) =>
  buildNav(collectNavItems(remotes, [freeDiscordEntry('https://discord.gg/test')]), ability);

const menu = () => screen.getByRole('navigation', { name: 'Main navigation' });

test('section titles, links and groups in the spec order', () => {
  renderHost(<NavMenu sections={sections()} toggleType="accordion" />, { url: '/home' });
  expect(
    within(menu())
      .getAllByText(/^(Market Data|Research|Trackers|Tools & Community)$/)
      .map((e) => e.textContent),
  ).toEqual(['Market Data', 'Research', 'Trackers', 'Tools & Community']);
  expect(within(menu()).getByRole('button', { name: 'Calendars' })).toHaveAttribute('aria-expanded', 'false');
  expect(within(menu()).getByRole('link', { name: 'Custom Dashboard' })).toHaveAttribute('aria-current', 'page');
});

test("'Free Discord' opens in a new tab without giving the new page access to this one", () => {
  renderHost(<NavMenu sections={sections()} toggleType="accordion" />);
  const link = within(menu()).getByRole('link', { name: 'Free Discord' });
  expect(link).toHaveAttribute('href', 'https://discord.gg/test');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('menu text is truncated and shows the full title on hover', () => {
  renderHost(<NavMenu sections={sections()} toggleType="accordion" />);
  const text = within(menu()).getByText('Politician Tracker');
  expect(text).toHaveAttribute('title', 'Politician Tracker');
  expect(text).toHaveClass('MuiTypography-noWrap');
});

test('accordion: opening a group closes the other one', async () => {
  renderHost(<NavMenu sections={sections()} toggleType="accordion" />);
  await userEvent.click(within(menu()).getByRole('button', { name: 'Calendars' }));
  expect(within(menu()).getByRole('link', { name: 'Earnings' })).toBeVisible();
  await userEvent.click(within(menu()).getByRole('button', { name: 'Government' }));
  expect(within(menu()).getByRole('button', { name: 'Calendars' })).toHaveAttribute('aria-expanded', 'false');
  expect(within(menu()).getByRole('button', { name: 'Government' })).toHaveAttribute('aria-expanded', 'true');
});

test('collapse: groups open and close each on their own', async () => {
  renderHost(<NavMenu sections={sections()} toggleType="collapse" />);
  await userEvent.click(within(menu()).getByRole('button', { name: 'Calendars' }));
  await userEvent.click(within(menu()).getByRole('button', { name: 'Government' }));
  expect(within(menu()).getByRole('button', { name: 'Calendars' })).toHaveAttribute('aria-expanded', 'true');
  expect(within(menu()).getByRole('button', { name: 'Government' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(within(menu()).getByRole('button', { name: 'Calendars' }));
  expect(within(menu()).getByRole('button', { name: 'Calendars' })).toHaveAttribute('aria-expanded', 'false');
});

test('the group holding the current page is open', () => {
  renderHost(<NavMenu sections={sections()} toggleType="accordion" />, { url: '/earnings' });
  expect(within(menu()).getByRole('button', { name: 'Calendars' })).toHaveAttribute('aria-expanded', 'true');
  expect(within(menu()).getByRole('link', { name: 'Earnings' })).toHaveAttribute('aria-current', 'page');
});

test('groups open from the keyboard', async () => {
  renderHost(<NavMenu sections={sections()} toggleType="accordion" />);
  act(() => within(menu()).getByRole('button', { name: 'Calendars' }).focus());
  await userEvent.keyboard('{Enter}');
  expect(within(menu()).getByRole('button', { name: 'Calendars' })).toHaveAttribute('aria-expanded', 'true');
});

test('the rail shows icons only; names stay on the links for assistive technology', () => {
  renderHost(<NavMenu sections={sections()} toggleType="accordion" mini />);
  expect(within(menu()).queryByText('Stock Profile')).not.toBeInTheDocument();
  expect(within(menu()).getByRole('link', { name: 'Stock Profile' })).toBeInTheDocument();
  expect(within(menu()).queryByText('Market Data')).not.toBeInTheDocument();
});

test('what the ability does not allow is not shown', () => {
  renderHost(<NavMenu sections={sections(defineAbilityFor({ userId: null, guest: false }))} toggleType="accordion" />);
  expect(within(menu()).queryAllByRole('link')).toHaveLength(0);
  expect(within(menu()).queryByText('Market Data')).not.toBeInTheDocument();
});
