import {
  NAV_PATHS,
  type NavEntry,
  type Requirement,
  requirement,
  SPEC_NAV,
  type SpecNavPath,
} from '@flowdeck/contract';

/** A section title: starts at a position of the spec's navigation and runs to the next one. */
export interface NavSectionSpec {
  title: string;
  /** Path of the first spec navigation item under this title. */
  startsAt: SpecNavPath;
  requires: Requirement;
}

/** A group that folds neighbouring spec items under one expandable entry. */
export interface NavGroupSpec {
  title: string;
  icon: string;
  paths: SpecNavPath[];
  requires: Requirement;
}

const READ_MARKET_DATA = requirement('readMarketData');
const READ_TRACKERS = requirement('readTrackers');
const READ_TOOLS = requirement('useTools');

/** Spec §2 navigation, in its own order, under section titles (each carries its own access rule, spec §6). */
export const NAV_SECTIONS: NavSectionSpec[] = [
  { title: 'Market Data', startsAt: NAV_PATHS.analystAlerts, requires: READ_MARKET_DATA },
  { title: 'Research', startsAt: NAV_PATHS.fundamentals, requires: READ_MARKET_DATA },
  { title: 'Trackers', startsAt: NAV_PATHS.politicians, requires: READ_TRACKERS },
  { title: 'Scanners', startsAt: NAV_PATHS.breakout, requires: READ_MARKET_DATA },
  { title: 'Tools & Community', startsAt: NAV_PATHS.tradeJournal, requires: READ_TOOLS },
];

export const NAV_GROUPS: NavGroupSpec[] = [
  {
    title: 'Calendars',
    icon: 'CalendarMonth',
    paths: [NAV_PATHS.economicCalendar, NAV_PATHS.earnings, NAV_PATHS.stockSplitCalendar],
    requires: READ_MARKET_DATA,
  },
  { title: 'Government', icon: 'Gavel', paths: [NAV_PATHS.lobbying, NAV_PATHS.govContracts], requires: READ_TRACKERS },
  {
    title: 'Breakouts',
    icon: 'SwapVert',
    paths: [NAV_PATHS.breakout, NAV_PATHS.breakdown],
    requires: READ_MARKET_DATA,
  },
  {
    title: 'Discord & Media',
    icon: 'Forum',
    paths: [NAV_PATHS.freeDiscordBot, NAV_PATHS.mediaPage],
    requires: READ_TOOLS,
  },
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
