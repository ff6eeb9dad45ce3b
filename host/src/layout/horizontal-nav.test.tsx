import { type SpecNavPath, specNavEntry } from '@flowdeck/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HorizontalNav } from './horizontal-nav';
import type { NavItem, NavSection } from './nav-model';

const READ = { action: 'read', subject: 'MarketData' } as const;
const item = (path: SpecNavPath): NavItem => ({
  entry: specNavEntry(path, { icon: 'Dashboard', requires: READ }),
  remoteId: 'market-data',
  status: 'ready',
});

const SECTIONS: NavSection[] = [
  { key: 'start', title: null, nodes: [{ kind: 'link', key: 'home', item: item('/home') }] },
  {
    key: 'market',
    title: 'Market',
    nodes: [
      { kind: 'link', key: 'flow', item: item('/flow') },
      { kind: 'link', key: 'gamma', item: item('/gamma') },
    ],
  },
];

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

test('the horizontal menu works from the keyboard: Tab to a section, open it, arrow to a link, Enter follows it', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/home']}>
      <HorizontalNav sections={SECTIONS} />
      <Where />
    </MemoryRouter>,
  );
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Custom Dashboard' })).toHaveFocus();
  await user.tab();
  const market = screen.getByRole('button', { name: 'Market' });
  expect(market).toHaveFocus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'Market' });
  expect(menu).toBeVisible();
  // MUI focuses the first item on open; ArrowDown moves to the next.
  expect(screen.getByRole('menuitem', { name: 'Flows' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Gamma' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/gamma');

  // Escape closes an open menu and gives focus back to its button.
  await user.click(market);
  await screen.findByRole('menu', { name: 'Market' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu', { name: 'Market' })).not.toBeInTheDocument();
  expect(market).toHaveFocus();
});
