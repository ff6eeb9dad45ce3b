import { NAV_PATHS, type NavEntry, requirement, SPEC_NAV, type SpecNavPath } from '@flowdeck/contract';

/**
 * A section title: starts at a position of the spec's navigation and runs to the next one. Its access rule
 * (spec §6) is not written here: it is the rule of the pages under it, as each page declares it (nav-model.ts).
 */
export interface NavSectionSpec {
  title: string;
  /** Path of the first spec navigation item under this title. */
  startsAt: SpecNavPath;
}

/** A group that folds neighbouring spec items under one expandable entry; its rule is its pages' rule too. */
export interface NavGroupSpec {
  title: string;
  icon: string;
  paths: SpecNavPath[];
}

/** Spec §2 navigation, in its own order, under section titles. */
export const NAV_SECTIONS: NavSectionSpec[] = [
  { title: 'Market Data', startsAt: NAV_PATHS.analystAlerts },
  { title: 'Research', startsAt: NAV_PATHS.fundamentals },
  { title: 'Trackers', startsAt: NAV_PATHS.politicians },
  { title: 'Scanners', startsAt: NAV_PATHS.breakout },
  { title: 'Tools & Community', startsAt: NAV_PATHS.tradeJournal },
];

export const NAV_GROUPS: NavGroupSpec[] = [
  {
    title: 'Calendars',
    icon: 'CalendarMonth',
    paths: [NAV_PATHS.economicCalendar, NAV_PATHS.earnings, NAV_PATHS.stockSplitCalendar],
  },
  { title: 'Government', icon: 'Gavel', paths: [NAV_PATHS.lobbying, NAV_PATHS.govContracts] },
  { title: 'Breakouts', icon: 'SwapVert', paths: [NAV_PATHS.breakout, NAV_PATHS.breakdown] },
  { title: 'Discord & Media', icon: 'Forum', paths: [NAV_PATHS.freeDiscordBot, NAV_PATHS.mediaPage] },
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
  return {
    title: item.title,
    href: discordUrl,
    icon: 'Discord',
    order: FREE_DISCORD_ORDER,
    requires: requirement('useTools'),
  };
}
