import { type NavEntry, type Requirement, type Subject, specNavEntry } from '@flowdeck/contract';
import { defineAbilityFor } from '@flowdeck/host-sdk';
import { createMongoAbility } from '@casl/ability';
import type { RemoteState } from '../federation/remotes-store';
import { buildNav, collectNavItems, navLinks } from './nav-model';
import { freeDiscordEntry, type NavGroupSpec, type NavSectionSpec } from './nav-structure';

const read = (subject: Subject): Requirement => ({ action: 'read', subject });

function remote(id: string, status: RemoteState['status'], nav: NavEntry[]): RemoteState {
  return { id, version: '1.0.0', status, module: null, reason: null, generation: 0, surface: { id, routes: [], nav } };
}

const home = specNavEntry('/home', { icon: 'Dashboard', requires: read('Dashboard') });
const profile = specNavEntry('/stock-profile', { icon: 'Business', requires: read('MarketData') });
const earnings = specNavEntry('/earnings', { icon: 'Event', requires: read('MarketData') });
const economic = specNavEntry('/economic-calender', { icon: 'Event', requires: read('MarketData') });
const politicians = specNavEntry('/politicians', { icon: 'AccountBalance', requires: read('Trackers') });
const calculator = specNavEntry('/options-calculator', { icon: 'Calculate', requires: read('Tools') });
const accountOnly = specNavEntry('/trade-journal', { icon: 'MenuBook', requires: read('Account') });

/** Only the listed subjects may be read. */
const abilityReading = (...subjects: Subject[]) =>
  createMongoAbility<[string, Subject]>(subjects.map((subject) => ({ action: 'read', subject }))) as ReturnType<
    typeof defineAbilityFor
  >;

const titles = (sections: ReturnType<typeof buildNav>) =>
  sections.map((s) => [
    s.title,
    s.nodes.map((n) =>
      n.kind === 'link' ? n.item.entry.title : `${n.title}[${n.items.map((i) => i.entry.title).join(',')}]`,
    ),
  ]);

test("entries from every remote and the host come in the spec's order", () => {
  const items = collectNavItems(
    [
      remote('tools', 'ready', [calculator]),
      remote('trackers', 'ready', [politicians]),
      remote('market-data', 'ready', [profile, home]),
    ],
    [freeDiscordEntry('https://discord.gg/x')],
  );
  expect(items.map((i) => i.entry.title)).toEqual([
    'Custom Dashboard',
    'Stock Profile',
    'Politician Tracker',
    'Free Discord',
    'Options Calculator',
  ]);
});

test('links fall under their section titles, neighbours fold into groups', () => {
  const items = collectNavItems([remote('md', 'ready', [home, profile, economic, earnings, politicians, calculator])]);
  expect(titles(buildNav(items, defineAbilityFor({ userId: 1, guest: false })))).toEqual([
    [null, ['Custom Dashboard']],
    ['Market Data', ['Stock Profile']],
    ['Research', ['Calendars[Economic Calender,Earnings]']],
    ['Trackers', ['Politician Tracker']],
    ['Tools & Community', ['Options Calculator']],
  ]);
});

test('links the ability does not allow are hidden, and so is a title left with nothing under it', () => {
  const items = collectNavItems([remote('x', 'ready', [home, politicians, accountOnly, calculator])]);
  const guest = defineAbilityFor({ userId: null, guest: true });
  const sections = buildNav(items, guest);
  expect(navLinks(sections).map((i) => i.entry.title)).toEqual([
    'Custom Dashboard',
    'Politician Tracker',
    'Options Calculator',
  ]);
  expect(buildNav(items, abilityReading('Dashboard')).map((s) => s.title)).toEqual([null]);
});

const structure = {
  sections: [{ title: 'Research', startsAt: '/fundamentals' }] satisfies NavSectionSpec[],
  groups: [{ title: 'Calendars', icon: 'Event', paths: ['/economic-calender', '/earnings'] }] satisfies NavGroupSpec[],
};

test('a section title and a group carry the rules of the pages under them: shown when one of those pages is', () => {
  const calendars = (needs: Subject) => [
    specNavEntry('/economic-calender', { icon: 'Event', requires: read(needs) }),
    specNavEntry('/earnings', { icon: 'Event', requires: read('MarketData') }),
  ];
  // The pages say Trackers and MarketData; no title or group restates a rule of its own that could disagree.
  const items = collectNavItems([remote('md', 'ready', calendars('Trackers'))]);
  expect(titles(buildNav(items, abilityReading('Trackers'), structure))).toEqual([
    ['Research', ['Calendars[Economic Calender]']],
  ]);
  expect(titles(buildNav(items, abilityReading('MarketData'), structure))).toEqual([
    ['Research', ['Calendars[Earnings]']],
  ]);
  expect(buildNav(items, abilityReading('Referral'), structure)).toEqual([]);
});

test("the app's own Research title follows its pages: the trackers remote's research pages need Trackers", () => {
  // It used to restate Market Data, so a reader of Trackers alone saw Fundamentals without its title.
  const fundamentals = specNavEntry('/fundamentals', { icon: 'Insights', requires: read('Trackers') });
  const items = collectNavItems([remote('trackers', 'ready', [fundamentals, politicians])]);
  expect(titles(buildNav(items, abilityReading('Trackers')))).toEqual([
    ['Research', ['Fundamentals']],
    ['Trackers', ['Politician Tracker']],
  ]);
});

test('an unavailable remote keeps its entries, marked unavailable', () => {
  const items = collectNavItems([remote('trackers', 'unavailable', [politicians])]);
  expect(items).toEqual([expect.objectContaining({ remoteId: 'trackers', status: 'unavailable' })]);
});

test("'Free Discord' is an external link at its spec position", () => {
  const entry = freeDiscordEntry('https://discord.gg/abc');
  expect(entry).toMatchObject({ title: 'Free Discord', href: 'https://discord.gg/abc', order: 35 });
  expect(entry.path).toBeUndefined();
});

test("a loaded remote's entries take their icon's path data from the surface the registry recorded", () => {
  const drawn = { ...politicians, iconPaths: ['M1 21h12v2H1z'] };
  const loaded: RemoteState = {
    ...remote('trackers', 'ready', [drawn]),
    // The module's own entries name the icon only.
    module: { id: 'trackers', version: '1.0.0', contractVersion: 1, routes: [], nav: [politicians] },
  };
  const [item] = collectNavItems([loaded]);
  expect(item?.entry).toMatchObject({ path: '/politicians', icon: 'AccountBalance', iconPaths: ['M1 21h12v2H1z'] });
  // Before the module loads, the surface's entry is used as it is.
  expect(collectNavItems([remote('trackers', 'loading', [drawn])])[0]?.entry.iconPaths).toEqual(['M1 21h12v2H1z']);
});
