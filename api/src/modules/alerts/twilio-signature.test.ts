import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { twilioSignature, validTwilioSignature } from './twilio-signature.js';

describe('Twilio request signature', () => {
  // The worked example of Twilio's request-validation documentation (also its SDKs' test vector).
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  };

  it('matches the documented signature, and refuses a changed parameter or a missing header', () => {
    assert.equal(twilioSignature('12345', url, params), 'RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    assert.equal(validTwilioSignature('12345', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8='), true);
    assert.equal(
      validTwilioSignature('12345', url, { ...params, Digits: '1235' }, 'RSOYDt4T1cUTdK1PDd93/VVr8B8='),
      false,
    );
    assert.equal(validTwilioSignature('12345', url, params, undefined), false);
  });
});
