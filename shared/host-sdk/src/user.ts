/** Spec §3: the User as the profile call returns it. */
export interface User {
  id: number | string;
  username?: string;
  firstName: string;
  lastName: string;
  displayName: string;
  name: string;
  email: string;
  avatar: string | null;
  /** Subscription access end (ISO date). */
  end_date: string | null;
  bot_sub: boolean;
  /** Carries the referral code in its `via` parameter. */
  referral_link: string;
}

/** What the UI calls the user: display name, else first and last name, else the login name. */
export function userLabel(user: User): string {
  const full = `${user.firstName} ${user.lastName}`.trim();
  return user.displayName || full || user.name || user.username || user.email;
}
