import { type RemoteSurface, specNavEntry } from '@flowdeck/contract';

const USE_TOOLS = { action: 'read', subject: 'Tools' } as const;

/** The tools remote's routes and nav entries as plain data (also recorded in the registry). */
export const SURFACE: RemoteSurface = {
  id: 'tools',
  routes: [{ path: '/options-calculator', requires: USE_TOOLS }],
  nav: [specNavEntry('/options-calculator', { icon: 'Calculate', requires: USE_TOOLS })],
};
