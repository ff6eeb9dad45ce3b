import { type RemoteSurface, specNavEntry } from '@flowdeck/contract';

const READ_TRACKERS = { action: 'read', subject: 'Trackers' } as const;

/** The Politician Tracker's nav entry: title and position come from the spec's navigation. */
export const POLITICIANS_NAV = specNavEntry('/politicians', { icon: 'AccountBalance', requires: READ_TRACKERS });

/** The trackers remote's routes and nav entries as plain data (also recorded in the registry). */
export const SURFACE: RemoteSurface = {
  id: 'trackers',
  routes: [{ path: '/politicians', requires: READ_TRACKERS }],
  nav: [POLITICIANS_NAV],
};
