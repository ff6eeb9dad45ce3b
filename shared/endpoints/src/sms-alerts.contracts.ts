/** The SMS alerts endpoints' contracts (see ./sms-alerts.ts); the rules are validated with the settings document. */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  SAVE_SMS_ALERT_SETTINGS,
  SMS_ALERT_SETTINGS,
  SMS_DELIVERIES,
  SMS_INBOUND,
  SMS_TEST_SEND,
} from '@flowdeck/endpoints/sms-alerts';
import { z } from 'zod';

/** The settings document is validated by the account module's settings schema, like the alert filters. */
export const smsAlertSettingsContract = defineContract(SMS_ALERT_SETTINGS, {});
export const saveSmsAlertSettingsContract = defineContract(SAVE_SMS_ALERT_SETTINGS, {});
export const smsDeliveriesContract = defineContract(SMS_DELIVERIES, {});
export const smsTestSendContract = defineContract(SMS_TEST_SEND, { body: z.object({}).strict().optional() });

/** Twilio's inbound form: From (E.164) and Body, among many fields kept only for the signature check. */
export const smsInboundContract = defineContract(SMS_INBOUND, {
  body: z.looseObject({
    From: z.string({ error: 'From is required.' }).trim().min(1, 'From is required.').max(32),
    Body: z.string({ error: 'Body is required.' }).max(1_600),
  }),
});
