import {
  smsDeliveriesContract,
  smsInboundContract,
  smsTestSendContract,
} from '@flowdeck/endpoints/sms-alerts/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AuthError } from '../../errors.js';
import { route } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import { checkAccess } from '../../security/subscription.js';
import { createUserSettingsService } from '../user-settings/service.js';
import type { LiveAlerts } from './live.js';
import { ALERT_MESSAGES, type AlertsService } from './service.js';
import { TWILIO_SIGNATURE_HEADER, validTwilioSignature } from './twilio-signature.js';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** TwiML: the reply Twilio texts back, or nothing. */
export function twiml(message: string | null): string {
  const body = message === null ? '' : `<Message>${escapeXml(message)}</Message>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;
}

/**
 * SMS alerts: the delivery log, the test send and the provider's inbound webhook. The rules themselves
 * are saved with user/settings/sms-alert-filter (user-settings module).
 */
export function alertRoutes(deps: AppDeps, service: AlertsService, live: LiveAlerts): FastifyPluginAsync {
  return async (app) => {
    const settings = createUserSettingsService({ db: deps.db, now: deps.now });
    const twilio = deps.config.smsProvider?.provider === 'twilio' ? deps.config.smsProvider : null;

    route(app, smsDeliveriesContract, deps, async (request) => {
      const userId = userIdOf(request);
      return service.deliveries(userId, await settings.read(userId, 'sms-alert-filter'));
    });

    // Texts cost money and only subscribers receive alerts: the paywall applies (402 when lapsed).
    route(app, smsTestSendContract, deps, async (request) => {
      const userId = userIdOf(request);
      if (request.principal) await checkAccess(deps, request.principal);
      const delivery = await service.testSend(userId);
      return {
        ...delivery,
        message: delivery.status === 'sent' ? ALERT_MESSAGES.testSent : (delivery.error ?? ALERT_MESSAGES.testFailed),
      };
    });

    route(app, smsInboundContract, deps, async (request, reply) => {
      // With Twilio, only requests it signed count; the local outbox has no carrier to sign them.
      if (twilio) {
        const url = `${request.protocol}://${request.host}${request.url}`;
        const signature = request.headers[TWILIO_SIGNATURE_HEADER];
        if (
          !validTwilioSignature(
            twilio.authToken,
            url,
            request.body,
            typeof signature === 'string' ? signature : undefined,
          )
        )
          throw new AuthError('Invalid signature', 'This request was not signed by the SMS provider.');
      }
      const answer = await service.inbound(request.body.From, request.body.Body);
      if (answer && answer.keyword !== 'help') live.invalidate();
      return reply.type('text/xml').send(twiml(answer?.reply ?? null));
    });
  };
}
