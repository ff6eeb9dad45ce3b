import type {
  BillingOverview,
  BillingPlan,
  BillingPlans,
  BillingSubscription,
  CheckoutSessionView,
  UserProfile,
} from '@flowdeck/api-types';
import { useAuthStore } from '@flowdeck/host-sdk';

export const USER: UserProfile = {
  id: 7,
  username: 'ann',
  firstName: 'Ann',
  lastName: 'Lee',
  displayName: 'ann',
  name: 'Ann Lee',
  email: 'ann@example.com',
  avatar: null,
  end_date: '2025-06-20',
  bot_sub: false,
  referral_link: 'http://localhost:3000/refer?via=ann12345',
  phone_number: null,
  email_verified: true,
};

/** Signs the test in as USER (with overrides), as the host's auth store would be after a login. */
export function signInAs(overrides: Partial<UserProfile> = {}): UserProfile {
  const user = { ...USER, ...overrides };
  useAuthStore.setState({ user, token: 'token' });
  return user;
}

const FEATURES = ['Live options flow', 'Dark pool prints', 'Gamma exposure'];

export const PLANS: BillingPlan[] = [
  plan('flowdeck_monthly', 'access', 'month', 4_900, null),
  plan('flowdeck_yearly', 'access', 'year', 46_800, 20),
  plan('flowdeck_bot_monthly', 'bot', 'month', 1_900, null),
  plan('flowdeck_bot_yearly', 'bot', 'year', 18_000, 20),
];

function plan(
  id: string,
  kind: BillingPlan['kind'],
  interval: BillingPlan['interval'],
  priceCents: number,
  savingPercent: number | null,
): BillingPlan {
  return {
    id,
    kind,
    interval,
    name: kind === 'access' ? 'FlowDeck Pro' : 'Discord Bot',
    tagline: kind === 'access' ? 'Every market data page and tool' : 'Alerts in your own Discord server',
    priceCents,
    monthlyPriceCents: interval === 'year' ? Math.round(priceCents / 12) : priceCents,
    currency: 'usd',
    days: interval === 'year' ? 365 : 30,
    savingPercent,
    features: FEATURES,
  };
}

export function planNamed(id: string): BillingPlan {
  const found = PLANS.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
}

export const PLAN_LIST: BillingPlans = {
  brand: { id: 'flowdeck', name: 'FlowDeck' },
  provider: 'test',
  yearlySavingPercent: 20,
  plans: PLANS,
};

export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'Pays' },
  { number: '4000000000000002', outcome: 'Declined' },
];

export function checkoutSession(overrides: Partial<CheckoutSessionView> = {}): CheckoutSessionView {
  return {
    id: 'chk_1',
    status: 'open',
    provider: 'test',
    plan: planNamed('flowdeck_monthly'),
    email: USER.email,
    currentEndDate: '2025-06-20',
    accessUntilAfterPayment: '2025-07-20',
    expiresAt: '2025-06-14T22:30:00.000Z',
    testCards: TEST_CARDS,
    ...overrides,
  };
}

export function subscription(overrides: Partial<BillingSubscription> = {}): BillingSubscription {
  return {
    id: 'sub_1',
    planId: 'flowdeck_monthly',
    planName: 'FlowDeck Pro',
    kind: 'access',
    interval: 'month',
    priceCents: 4_900,
    currency: 'usd',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2025-07-20',
    provider: 'test',
    card: { brand: 'visa', last4: '4242' },
    createdAt: '2025-06-13T22:30:00.000Z',
    endedAt: null,
    ...overrides,
  };
}

export function overview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    provider: 'test',
    endDate: '2025-06-20',
    botSub: false,
    subscriptions: [],
    payments: [],
    testCards: TEST_CARDS,
    ...overrides,
  };
}
