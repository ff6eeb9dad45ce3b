/** The SMS alerts endpoints' contracts (see ./sms-alerts.ts); the rules are validated with the settings document. */
import { defineContract } from '@flowdeck/endpoints/contract';
import { SMS_DELIVERIES, SMS_TEST_SEND } from '@flowdeck/endpoints/sms-alerts';
import { z } from 'zod';

export const smsDeliveriesContract = defineContract(SMS_DELIVERIES, {});
export const smsTestSendContract = defineContract(SMS_TEST_SEND, { body: z.object({}).strict().optional() });
