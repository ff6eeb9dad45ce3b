/**
 * Twilio signs each webhook request: X-Twilio-Signature = base64(HMAC-SHA1(auth token, the full URL it
 * called + every POST parameter's name and value, sorted by name)).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

export function twilioSignature(authToken: string, url: string, params: Readonly<Record<string, unknown>>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((key) => `${key}${String(params[key] ?? '')}`)
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function validTwilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, unknown>>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
