/**
 * Billing, affiliate, Discord bot and account-security responses: declared once, for the API and the
 * account remote.
 */
import type { UserProfile } from './auth.js';

export type PaymentProviderName = 'test' | 'stripe';
export type PlanKind = 'access' | 'bot';
export type PlanInterval = 'month' | 'year';

/** GET billing/plans?host=<hostname>: one plan of the brand's price list. */
export interface BillingPlan {
  id: string;
  kind: PlanKind;
  interval: PlanInterval;
  name: string;
  tagline: string;
  /** What one period costs, in cents. */
  priceCents: number;
  /** The price spread over months (yearly plans: price / 12, rounded). */
  monthlyPriceCents: number;
  currency: string;
  /** Days of access (or of the bot) one period adds. */
  days: number;
  /** Yearly plans: the brand's yearly saving (BillingPlans.yearlySavingPercent); null for monthly plans. */
  savingPercent: number | null;
  features: string[];
}

export interface BillingPlans {
  brand: { id: string; name: string };
  /** Who takes the payment; null when payments are switched off on this server. */
  provider: PaymentProviderName | null;
  /**
   * The one yearly saving of this price list, in whole percent: what every yearly plan saves at least
   * against twelve monthly payments (null when yearly saves nothing). The Yearly toggle, the plan cards and
   * the order summary all show this number.
   */
  yearlySavingPercent: number | null;
  plans: BillingPlan[];
}

/** POST billing/checkout { planId }. */
export interface CheckoutStart {
  checkoutId: string;
  provider: PaymentProviderName;
  /** Stripe: the hosted checkout page. Test provider: this app's /checkout?session=<checkoutId>. */
  url: string;
}

export type CheckoutStatus = 'open' | 'completed' | 'expired';

/** A card number the test payment provider understands, and what paying with it does. */
export interface TestCardHint {
  number: string;
  outcome: string;
}

/** GET billing/checkout/{id}. */
export interface CheckoutSessionView {
  id: string;
  status: CheckoutStatus;
  provider: PaymentProviderName;
  plan: BillingPlan;
  email: string;
  /** The user's current end date, and what it becomes once this plan is paid (access plans). */
  currentEndDate: string;
  accessUntilAfterPayment: string | null;
  expiresAt: string;
  /** Test provider: cards to try; null with a real provider. */
  testCards: TestCardHint[] | null;
}

/** POST billing/checkout/{id}/pay and billing/subscriptions/{id}/pay (test provider). */
export interface CardPaymentRequest {
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
  postalCode?: string;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'ended';

export interface PaymentCard {
  brand: string;
  last4: string;
}

export interface BillingSubscription {
  id: string;
  planId: string;
  planName: string;
  kind: PlanKind;
  interval: PlanInterval;
  priceCents: number;
  currency: string;
  status: SubscriptionStatus;
  /** Cancelled: stays active until `currentPeriodEnd`, then ends. */
  cancelAtPeriodEnd: boolean;
  /** The renewal date (or the end date once cancelled). */
  currentPeriodEnd: string;
  provider: PaymentProviderName;
  card: PaymentCard | null;
  createdAt: string;
  endedAt: string | null;
}

export interface BillingPayment {
  id: string;
  planId: string;
  planName: string;
  status: 'paid' | 'failed';
  amountCents: number;
  currency: string;
  failureReason: string | null;
  card: PaymentCard | null;
  /** The access end date this payment brought (access plans). */
  accessUntil: string | null;
  createdAt: string;
}

/** GET billing/overview. */
export interface BillingOverview {
  provider: PaymentProviderName | null;
  endDate: string;
  botSub: boolean;
  subscriptions: BillingSubscription[];
  payments: BillingPayment[];
  /** Test provider: cards to try when paying a past-due subscription; null with a real provider. */
  testCards: TestCardHint[] | null;
}

/** A successful payment: the new profile, so the avatar menu's 'Access Until' updates at once. */
export interface PaymentResult {
  message: string;
  payment: BillingPayment;
  subscription: BillingSubscription;
  profile: UserProfile;
}

/** POST billing/subscriptions/{id}/cancel | resume. */
export interface SubscriptionChange {
  message: string;
  subscription: BillingSubscription;
  profile: UserProfile;
}

/** GET affiliate. */
export interface AffiliateReferral {
  /** Shortened so referrers see who joined without learning their account name. */
  name: string;
  joinedAt: string;
  converted: boolean;
  paidCents: number;
  commissionCents: number;
}

export interface AffiliateSummary {
  code: string;
  link: string;
  /** 0.3 = 30 % of every payment a referred user makes. */
  commissionRate: number;
  signups: number;
  conversions: number;
  earnedCents: number;
  currency: string;
  referrals: AffiliateReferral[];
}

/** GET referral/{code} (public): who invited the visitor. */
export interface ReferrerInfo {
  code: string;
  name: string;
}

/** What live posting sends: flow trades, dark pool prints, the gappers, and the user's alert rules (SMS Alerts). */
export type BotFeed = 'flow' | 'darkpool' | 'gappers' | 'rules';
export type BotMessageKind = 'test' | BotFeed;

/** One of the user's alert rules (saved on SMS Alerts) that posts to Discord. */
export interface BotRule {
  id: string;
  name: string;
  /** The signal it watches (see @flowdeck/endpoints/sms-alerts ALERT_RULE_KINDS). */
  kind: string;
  enabled: boolean;
}

/** Where the bot posts: the user's webhook, or a channel FlowDeck's own bot was invited to. */
export type BotTargetKind = 'webhook' | 'channel';

/** FlowDeck's Discord bot application, when the server has one (channels can then be connected). */
export interface BotChannelOption {
  /** "Add FlowDeck bot to your server": Discord's OAuth2 bot invite with the permissions it needs. */
  inviteUrl: string;
}

/** GET bot / POST bot. */
export interface DiscordBotSettings {
  connected: boolean;
  /** What is connected; null when nothing is. Absent from older servers: a webhook. */
  target?: BotTargetKind | null;
  /** The webhook with its secret token hidden: https://discord.com/api/webhooks/1234…/•••• */
  webhook: string | null;
  /** The webhook's name as Discord reports it. */
  webhookName: string | null;
  /** The connected channel's id (channel targets). */
  channelId?: string | null;
  /** The channel's name as Discord reports it. */
  channelName?: string | null;
  /** Null when the server has no bot of its own: only webhooks can be connected. */
  channelBot?: BotChannelOption | null;
  enabled: boolean;
  flow: { enabled: boolean; filterIds: string[] };
  darkpool: { enabled: boolean };
  gappers: { enabled: boolean };
  /**
   * The user's alert rules marked "Post to Discord" on SMS Alerts: the same rules, written once, post here
   * while the bot is on. Absent from older servers.
   */
  rules?: BotRule[];
  /**
   * Set when the server switched the bot off because Discord refused its webhook (deleted, token reset):
   * the reason to show and when. Null otherwise; it clears once the settings are saved again.
   */
  autoDisabled?: BotAutoDisabled | null;
}

export interface BotAutoDisabled {
  reason: string;
  /** ISO 8601 instant. */
  at: string;
}

/** POST bot: a new webhook URL or channel ID (optional once one is connected) and what to post. */
export interface DiscordBotSettingsInput {
  webhookUrl?: string;
  channelId?: string;
  enabled: boolean;
  flow: { enabled: boolean; filterIds: string[] };
  darkpool: { enabled: boolean };
  gappers: { enabled: boolean };
}

export interface BotMessage {
  id: number;
  kind: BotMessageKind;
  summary: string;
  status: 'sent' | 'failed';
  error: string | null;
  createdAt: string;
}

/** GET messageBot/history[/{kind}]. */
export interface BotHistory {
  items: BotMessage[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET user/phone. */
export interface PhoneStatus {
  phoneNumber: string | null;
  verified: boolean;
  /** A code was sent and can still be entered. */
  pending: { phoneNumber: string; expiresAt: string; attemptsLeft: number; resendAt: string } | null;
  /** Development: codes go to a local outbox instead of a phone (shown on the settings page). */
  outbox: boolean;
  /** False when no SMS provider is configured on this server. */
  available: boolean;
}

/** GET user/phone/outbox (development only). */
export interface SmsOutboxMessage {
  to: string;
  body: string;
  sentAt: string;
}

/** GET user/sessions. */
export interface SessionSummary {
  id: string;
  startedAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

export interface SessionsOverview {
  sessions: SessionSummary[];
  /** Whether the account has a password of its own (social-only accounts do not). */
  hasPassword: boolean;
}
