import { REFERRAL_CODE_KEY } from '@flowdeck/contract';

/** Referral codes are short URL-safe tokens; anything else in `via` is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;

export function isReferralCode(value: string | null): value is string {
  return value !== null && CODE_PATTERN.test(value);
}

/** Keeps a valid `via` code so registration can attribute the sign-up, and returns the kept code. */
export function rememberReferral(via: string | null): string | null {
  try {
    if (isReferralCode(via)) localStorage.setItem(REFERRAL_CODE_KEY, via);
    return localStorage.getItem(REFERRAL_CODE_KEY);
  } catch {
    return isReferralCode(via) ? via : null;
  }
}
