import { type NavEntry, type Requirement, requirement, SPEC_NAV } from '@flowdeck/contract';

/** A section title: starts at a position of the spec's navigation and runs to the next one. */
export interface NavSectionSpec {
  title: string;
  /** Path of the first spec navigation item under this title. */
  startsAt: string;
  requires: Requirement;
}

/** A group that folds neighbouring spec items under one expandable entry. */
export interface NavGroupSpec {
  title: string;
  icon: string;
  paths: string[];
  requires: Requirement;
}

const READ_MARKET_DATA = requirement('readMarketData');
const READ_TRACKERS = requirement('readTrackers');
const READ_TOOLS = requirement('useTools');

/** Spec §2 navigation, in its own order, under section titles (each carries its own access rule, spec §6). */
export const NAV_SECTIONS: NavSectionSpec[] = [
  { title: 'Market Data', startsAt: '/analyst-alerts', requires: READ_MARKET_DATA },
  { title: 'Research', startsAt: '/fundamentals', requires: READ_MARKET_DATA },
  { title: 'Trackers', startsAt: '/politicians', requires: READ_TRACKERS },
  { title: 'Scanners', startsAt: '/breakout', requires: READ_MARKET_DATA },
  { title: 'Tools & Community', startsAt: '/trade-journal', requires: READ_TOOLS },
];

export const NAV_GROUPS: NavGroupSpec[] = [
  {
    title: 'Calendars',
    icon: 'CalendarMonth',
    paths: ['/economic-calender', '/earnings', '/stock-split-calender'],
    requires: READ_MARKET_DATA,
  },
  { title: 'Government', icon: 'Gavel', paths: ['/lobbying', '/govcontracts'], requires: READ_TRACKERS },
  { title: 'Breakouts', icon: 'SwapVert', paths: ['/breakout', '/breakdown'], requires: READ_MARKET_DATA },
  { title: 'Discord & Media', icon: 'Forum', paths: ['/free-discord-bot', '/media-page'], requires: READ_TOOLS },
];

/** Position of a path in the spec's navigation. */
export function specOrder(path: string | null): number {
  return SPEC_NAV.findIndex((item) => item.path === path);
}

const FREE_DISCORD_ORDER = specOrder(null);

/** Spec §2 'Free Discord': the brand's Discord invite, opened in a new tab. */
export function freeDiscordEntry(discordUrl: string): NavEntry {
  const item = SPEC_NAV[FREE_DISCORD_ORDER];
  if (!item) throw new Error('The spec navigation has no external entry');
  return { title: item.title, href: discordUrl, icon: 'Discord', order: FREE_DISCORD_ORDER, requires: READ_TOOLS };
}
