import type { UserProfile } from '@flowdeck/api-types';

/** Spec §3: the User as the profile call returns it (declared once, in @flowdeck/api-types). */
export type User = UserProfile;

/** What the UI calls the user: display name, else first and last name, else the login name. */
export function userLabel(user: User): string {
  const full = `${user.firstName} ${user.lastName}`.trim();
  return user.displayName || full || user.name || user.username || user.email;
}
