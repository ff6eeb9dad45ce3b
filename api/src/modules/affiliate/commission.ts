/** What a referrer earns of every payment a user they referred makes (recurring, for as long as they pay). */
export const COMMISSION_RATE = 0.3;

/** The commission on one payment, in cents (rounded down: never more than the rate). */
export function commissionCents(amountCents: number, rate: number = COMMISSION_RATE): number {
  return Math.max(0, Math.floor(amountCents * rate));
}
