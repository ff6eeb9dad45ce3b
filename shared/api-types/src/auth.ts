/** Spec §3: the User as getProfile/ and user/me return it. */
export interface UserProfile {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string;
  name: string;
  email: string;
  avatar: string | null;
  /** Subscription access end (ISO date). */
  end_date: string;
  /** Discord bot subscription. */
  bot_sub: boolean;
  /** Carries the referral code in its `via` parameter. */
  referral_link: string;
}
