import {
  LANDING_PATH,
  LOGIN_PATH,
  NOT_AUTHORIZED_PATH,
  NOT_FOUND_PATH,
  requirement,
  type RouteSurface,
  SERVER_ERROR_PATH,
} from '@flowdeck/contract';

const PUBLIC = requirement('public');

/** Pages the host owns itself (spec §2 public and system routes). */
export const HOST_ROUTES = {
  landing: { path: LANDING_PATH, requires: PUBLIC, authGuard: false, layout: 'blank', skipProfile: true },
  login: { path: LOGIN_PATH, requires: PUBLIC, guestOnly: true, layout: 'blank' },
  notAuthorized: { path: NOT_AUTHORIZED_PATH, requires: PUBLIC, authGuard: false },
  notFound: { path: NOT_FOUND_PATH, requires: PUBLIC, authGuard: false, layout: 'blank' },
  serverError: { path: SERVER_ERROR_PATH, requires: PUBLIC, authGuard: false, layout: 'blank' },
} satisfies Record<string, RouteSurface>;
