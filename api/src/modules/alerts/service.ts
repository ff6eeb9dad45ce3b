/**
 * SMS alert delivery: texts from the engine go out through the SMS provider and into the delivery log;
 * test sends; the inbound keywords from the provider's webhook.
 */
import type { SmsDeliveries, SmsDelivery } from '@flowdeck/endpoints/sms-alerts';
import { DELIVERY_LOG_LIMIT } from '@flowdeck/endpoints/sms-alerts';
import { toIsoDate } from '@flowdeck/market-calendar';
import { InputError, ServiceUnavailableError, UpstreamError } from '../../errors.js';
import { DEFAULT_SMS_ALERT_FILTER, smsAlertFilterSchema, type SmsAlertFilter } from '../user-settings/schemas.js';
import type { SmsProvider } from '../account/sms-provider.js';
import type { OutgoingText } from './engine.js';
import { KEYWORD_REPLIES, keywordOf, type Keyword } from './keywords.js';
import { localDay } from './local-time.js';
import type { AlertsRepository } from './repository.js';
import { countSegments } from './segments.js';

export const ALERT_MESSAGES = {
  noPhone: 'Verify a phone number in your account settings before sending a test.',
  stopped: 'This number replied STOP. Text START to it from your phone to receive texts again.',
  smsUnavailable: 'Text messages are not configured on this server.',
  testSent: 'Test text sent',
  testFailed: 'The test text could not be sent.',
} as const;

export const TEST_TEXT = 'FlowDeck test: SMS alerts reach this phone. Reply STOP to end, HELP for help.';
export const TEST_RULE_NAME = 'Test send';
/** Texts are counted against the cap over the last two days, then by the user's local day. */
const CAP_LOOKBACK_MS = 2 * 24 * 3_600_000;

export interface AlertsServiceOptions {
  repo: AlertsRepository;
  sms: SmsProvider | null;
  now: () => Date;
  /** The market data behind the alerts is simulated (shown on the page). */
  simulated: boolean;
}

/** The stored SMS settings, or the defaults when nothing (or something no longer valid) is stored. */
export function smsSettingsOf(value: unknown): SmsAlertFilter {
  if (value === undefined) return DEFAULT_SMS_ALERT_FILTER;
  const parsed = smsAlertFilterSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_SMS_ALERT_FILTER;
}

export function createAlertsService(options: AlertsServiceOptions) {
  const { repo, sms, now } = options;

  async function send(userId: number, phone: string, ruleId: string | null, ruleName: string, text: string) {
    const segments = countSegments(text).segments;
    const base = { userId, sentAt: now(), ruleId, ruleName, phone, text, segments };
    if (!sms)
      return repo.record({ ...base, status: 'failed', providerStatus: null, error: ALERT_MESSAGES.smsUnavailable });
    try {
      const receipt = await sms.send(phone, text, userId);
      return await repo.record({ ...base, status: 'sent', providerStatus: receipt.status, error: null });
    } catch (error) {
      const reason = error instanceof UpstreamError ? error.message : ALERT_MESSAGES.testFailed;
      return repo.record({ ...base, status: 'failed', providerStatus: null, error: reason });
    }
  }

  return {
    /** Sends one engine text (or records the daily-cap note) and logs it. */
    async deliver(text: OutgoingText): Promise<SmsDelivery> {
      if (text.status === 'daily_cap') {
        return repo.record({
          userId: text.userId,
          sentAt: now(),
          ruleId: text.ruleId,
          ruleName: text.ruleName,
          phone: text.phone,
          text: text.text,
          segments: 0,
          status: 'daily_cap',
          providerStatus: null,
          error: null,
        });
      }
      return send(text.userId, text.phone, text.ruleId, text.ruleName, text.text);
    },

    /** The test-send button: one text to the verified number, logged like any other. */
    async testSend(userId: number): Promise<SmsDelivery> {
      const user = await repo.user(userId);
      if (!user?.phone_number || !user.phone_verified_at)
        throw new InputError({ phone_number: ALERT_MESSAGES.noPhone });
      if (await repo.isStopped(user.phone_number)) throw new InputError({ phone_number: ALERT_MESSAGES.stopped });
      if (!sms) throw new ServiceUnavailableError(ALERT_MESSAGES.smsUnavailable);
      return send(userId, user.phone_number, null, TEST_RULE_NAME, TEST_TEXT);
    },

    /** The delivery log and today's count, in the time zone and cap of the user's SMS settings `sms`. */
    async deliveries(userId: number, sms: SmsAlertFilter): Promise<SmsDeliveries> {
      const at = now();
      const user = await repo.user(userId);
      const today = localDay(at.getTime(), sms.timeZone);
      const recent = await repo.sentSince(new Date(at.getTime() - CAP_LOOKBACK_MS), userId);
      return {
        items: await repo.deliveries(userId, DELIVERY_LOG_LIMIT),
        sentToday: recent.filter((row) => localDay(row.sentAt.getTime(), sms.timeZone) === today).length,
        maxPerDay: sms.maxPerDay,
        stopped: user?.phone_number ? await repo.isStopped(user.phone_number) : false,
        subscriber: user ? String(user.end_date) >= toIsoDate(at) : false,
        simulated: options.simulated,
      };
    },

    /** Texts each user has been sent today in their time zone (for the engine after a restart). */
    async sentToday(timeZones: ReadonlyMap<number, string>): Promise<Map<number, number>> {
      const at = now().getTime();
      const counts = new Map<number, number>();
      for (const row of await repo.sentSince(new Date(at - CAP_LOOKBACK_MS))) {
        const zone = timeZones.get(row.userId);
        if (zone && localDay(row.sentAt.getTime(), zone) === localDay(at, zone))
          counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1);
      }
      return counts;
    },

    /**
     * A reply from a phone: STOP / START change the number's opt-out, HELP changes nothing. Returns the
     * answer to text back (the webhook's reply), or null for anything that is not a keyword.
     */
    async inbound(from: string, body: string): Promise<{ keyword: Keyword; reply: string } | null> {
      const keyword = keywordOf(body);
      if (!keyword) return null;
      if (keyword === 'stop') await repo.stop(from, now());
      if (keyword === 'start') await repo.start(from);
      const reply = KEYWORD_REPLIES[keyword];
      for (const userId of await repo.usersWithPhone(from))
        await repo.record({
          userId,
          sentAt: now(),
          ruleId: null,
          ruleName: `Reply to ${keyword.toUpperCase()}`,
          phone: from,
          text: reply,
          segments: countSegments(reply).segments,
          status: 'sent',
          providerStatus: 'reply',
          error: null,
        });
      return { keyword, reply };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
