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
  /**
   * Whether the email address was confirmed through its link. The 7-day trial starts then (issue 22,
   * ADR 0008); until then `end_date` has passed and the account sees the paywall.
   */
  email_verified: boolean;
}

/** A mail kept by the development outbox (MAIL_PROVIDER=outbox) instead of being sent: GET user/email/outbox. */
export interface MailOutboxMessage {
  to: string;
  subject: string;
  body: string;
  sentAt: string;
}

/** POST user/email/verify: the trial now runs until `end_date`. */
export interface EmailVerified {
  message: string;
  end_date: string;
}
