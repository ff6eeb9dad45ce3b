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
  /** The phone number SMS alerts go to, in E.164 form (`+14155552671`); null until set (POST user/update). */
  phone_number: string | null;
}
