import { type SpecNavPath, specNavEntry } from '@flowdeck/contract';
import { createAppTheme } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
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

test('a group inside a dropdown is a labelled separator: the menu holds only items and separators', async () => {
  const user = userEvent.setup();
  const sections: NavSection[] = [
    {
      key: 'tools',
      title: 'Tools & Community',
      nodes: [
        { kind: 'group', key: 'media', title: 'Discord & Media', icon: 'Forum', items: [item('/flow')] },
        { kind: 'link', key: 'gamma', item: item('/gamma') },
      ],
    },
  ];
  render(
    <MemoryRouter initialEntries={['/home']}>
      <HorizontalNav sections={sections} />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Tools & Community' }));
  const menu = screen.getByRole('menu', { name: 'Tools & Community' });
  expect(within(menu).getByRole('separator', { name: 'Discord & Media' })).toBeInTheDocument();
  for (const child of Array.from(menu.children))
    expect(['menuitem', 'separator']).toContain(child.getAttribute('role'));
  // The arrow keys go from item to item, over the title.
  await user.keyboard('{ArrowDown}');
  expect(within(menu).getAllByRole('menuitem')[1]).toHaveFocus();
});

test('in the light theme the active section reads in the darker primary (AA contrast on the tinted bar)', () => {
  const theme = createAppTheme('light');
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/flow']}>
        <HorizontalNav sections={SECTIONS} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'Market' })).toHaveStyle({ color: theme.palette.primary.dark });
});
