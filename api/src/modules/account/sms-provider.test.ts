import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { PhoneStatus, UserProfile } from '@flowdeck/api-types';
import { UpstreamError } from '../../errors.js';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import { createTwilioSmsProvider } from './sms-provider.js';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-auth-token-0123';
const FROM = '+15005550006';

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * Twilio's Messages API cannot be reached from here: a local server that speaks its part of it (the
 * request it takes, the answers it gives) stands in, and records what it was sent.
 */
async function startTwilio(): Promise<{
  url: string;
  received: Received[];
  refuse: (message: string | null) => void;
  server: Server;
}> {
  const received: Received[] = [];
  let refusal: string | null = null;
  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return body;
  };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, form: new URLSearchParams(body) });
      res.setHeader('content-type', 'application/json');
      if (refusal) {
        res.statusCode = 400;
        res.end(JSON.stringify({ code: 21211, message: refusal, status: 400 }));
      } else {
        res.statusCode = 201;
        res.end(JSON.stringify({ sid: `SM${'f'.repeat(32)}`, status: 'queued' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, refuse: (message) => (refusal = message), server };
}

describe('Twilio text messages', () => {
  let twilio: Awaited<ReturnType<typeof startTwilio>>;
  before(async () => {
    twilio = await startTwilio();
  });
  after(() => twilio.server.close());

  it('posts the text to the Messages API with the account credentials', async () => {
    const sms = createTwilioSmsProvider({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      apiBase: twilio.url,
    });
    await sms.send('+14155552671', '123456 is your code');
    const request = twilio.received.at(-1);
    assert.ok(request);
    assert.equal(request.path, `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    assert.equal(request.authorization, `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    assert.deepEqual(Object.fromEntries(request.form), { To: '+14155552671', From: FROM, Body: '123456 is your code' });
  });

  it('sends through a Messaging Service when given one', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const sms = createTwilioSmsProvider({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: service,
      apiBase: twilio.url,
    });
    await sms.send('+14155552671', 'hello');
    assert.equal(twilio.received.at(-1)?.form.get('MessagingServiceSid'), service);
    assert.equal(twilio.received.at(-1)?.form.has('From'), false);
  });

  it('says why when Twilio refuses, and when it cannot be reached', async () => {
    const sms = createTwilioSmsProvider({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      apiBase: twilio.url,
    });
    twilio.refuse("The 'To' number +14155550000 is not a valid phone number.");
    await assert.rejects(sms.send('+14155550000', 'x'), (error: unknown) => {
      assert.ok(error instanceof UpstreamError);
      assert.equal(error.statusCode, 502);
      assert.match(error.message, /could not be sent\. The 'To' number \+14155550000 is not a valid phone number\./);
      return true;
    });
    twilio.refuse(null);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createTwilioSmsProvider({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      apiBase: `http://127.0.0.1:${port}`,
    });
    await assert.rejects(unreachable.send('+14155552671', 'x'), /could not be reached/);
  });
});

const [pglite] = await testBackends();

describe('phone verification through Twilio', { skip: pglite ? false : 'no backend' }, () => {
  let t: TestApp;
  let twilio: Awaited<ReturnType<typeof startTwilio>>;
  before(async () => {
    assert.ok(pglite);
    twilio = await startTwilio();
    t = await startTestApp(pglite, {
      smsProvider: {
        provider: 'twilio',
        accountSid: ACCOUNT_SID,
        authToken: AUTH_TOKEN,
        from: FROM,
        apiBase: twilio.url,
      },
    });
  });
  after(async () => {
    await t?.close();
    twilio?.server.close();
  });

  it('texts the code through Twilio, and a refused text can be asked for again at once', async () => {
    const { access } = await signUp(t, 'texter');
    const post = (url: string, payload: object) =>
      t.request({ method: 'POST', url: `/api/${url}`, headers: bearer(access), payload });

    twilio.refuse('Permission to send an SMS has not been enabled for the region indicated by the To number.');
    const refused = await post('user/phone/code', { phone_number: '+14155552671' });
    assert.equal(refused.statusCode, 502);
    assert.match(refused.json<{ error: string }>().error, /Permission to send an SMS has not been enabled/);

    twilio.refuse(null);
    const sent = await post('user/phone/code', { phone_number: '+14155552671' });
    assert.equal(sent.statusCode, 200, sent.body);
    const status = sent.json<PhoneStatus>();
    assert.deepEqual({ available: status.available, outbox: status.outbox }, { available: true, outbox: false });
    const text = twilio.received.at(-1);
    assert.equal(text?.form.get('To'), '+14155552671');
    const code = /^(\d{6}) is your FlowDeck verification code/.exec(text?.form.get('Body') ?? '')?.[1];
    assert.ok(code, 'the text carries the code');

    const verified = await post('user/update', { phone_number: '+14155552671', code });
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal(verified.json<UserProfile>().phone_number, '+14155552671');
    // The local outbox is for development only: with a carrier there is none.
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/user/phone/outbox', headers: bearer(access) })).statusCode,
      404,
    );
  });
});
