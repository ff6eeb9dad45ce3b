import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DISCORD_API_BASE, loadConfig, stripePriceVariable, TWILIO_API_BASE } from '../../config.js';
import { PLAN_IDS } from './plans.js';
import { PRODUCTION_ENV, problemsOf } from '../../test/config-problems.js';

const PRODUCTION = PRODUCTION_ENV;
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
  ...Object.fromEntries(PLAN_IDS.map((id) => [stripePriceVariable(id), `price_${id.replace(/_/g, '')}`])),
};

describe('payment, Discord and SMS configuration', () => {
  it('runs the test provider, Discord and the SMS outbox locally with no configuration', () => {
    const config = loadConfig({});
    assert.deepEqual(config.billing, { provider: 'test' });
    assert.equal(config.discordApiBase, DISCORD_API_BASE);
    assert.deepEqual(config.smsProvider, { provider: 'outbox' });
  });

  it('uses Stripe once a key is set, with a price for every plan', () => {
    const config = loadConfig(STRIPE);
    assert.equal(config.billing?.provider, 'stripe');
    if (config.billing?.provider !== 'stripe') return;
    assert.equal(config.billing.secretKey, STRIPE.STRIPE_SECRET_KEY);
    assert.equal(config.billing.prices['flowdeck_bot_yearly'], 'price_flowdeckbotyearly');
    assert.equal(Object.keys(config.billing.prices).length, PLAN_IDS.length);
    assert.equal(stripePriceVariable('flowdeck_bot_yearly'), 'STRIPE_PRICE_FLOWDECK_BOT_YEARLY');
  });

  it('lists everything Stripe is missing or has wrong in one go', () => {
    const problems = problemsOf({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_PRICE_FLOWDECK_MONTHLY: 'plan_123',
      STRIPE_PRICE_GOLD_FOREVER: 'price_1234',
    });
    assert.ok(problems.includes('STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER=stripe'));
    assert.ok(problems.includes('STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER=stripe'));
    assert.ok(problems.includes('STRIPE_PRICE_FLOWDECK_MONTHLY must be a Stripe Price id (price_…)'));
    assert.ok(
      problems.some((p) => p.startsWith('Stripe needs a Price id for every plan: set STRIPE_PRICE_FLOWDECK_YEARLY')),
    );
    assert.ok(problems.some((p) => p.startsWith('STRIPE_PRICE_GOLD_FOREVER names no plan')));
    assert.deepEqual(problemsOf({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_0123456789' }), [
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)',
    ]);
    assert.deepEqual(problemsOf({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' }), [
      'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)',
    ]);
    assert.deepEqual(problemsOf({ PAYMENT_PROVIDER: 'paypal' }), [
      'PAYMENT_PROVIDER must be stripe or test (got "paypal")',
    ]);
  });

  it('refuses the test provider in production unless a demo deployment asks for it', () => {
    assert.deepEqual(loadConfig(PRODUCTION).billing, { provider: null }, 'no payment configuration: checkout is off');
    assert.deepEqual(problemsOf({ ...PRODUCTION, PAYMENT_PROVIDER: 'test' }), [
      'PAYMENT_PROVIDER=test is refused in production (nothing would be charged); set ALLOW_TEST_PAYMENTS=true for a demo deployment',
    ]);
    assert.deepEqual(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'true' }).billing, {
      provider: 'test',
    });
    assert.equal(loadConfig({ ...PRODUCTION, ...STRIPE }).billing?.provider, 'stripe');
  });

  it('keeps Discord posts on Discord and SMS codes off the outbox in production', () => {
    assert.equal(
      loadConfig({ DISCORD_API_BASE: 'http://127.0.0.1:9000/api/' }).discordApiBase,
      'http://127.0.0.1:9000/api',
    );
    assert.deepEqual(problemsOf({ ...PRODUCTION, DISCORD_API_BASE: 'https://evil.example/api' }), [
      `DISCORD_API_BASE is refused in production: webhook posts go to ${DISCORD_API_BASE} only`,
    ]);
    assert.deepEqual(problemsOf({ DISCORD_API_BASE: 'not a url' }), [
      'DISCORD_API_BASE is not a valid URL (got "not a url")',
    ]);
    assert.equal(loadConfig(PRODUCTION).smsProvider, null);
    assert.deepEqual(problemsOf({ ...PRODUCTION, SMS_PROVIDER: 'outbox' }), [
      'SMS_PROVIDER=outbox is refused in production: no text would reach the phone',
    ]);
    assert.equal(loadConfig({ SMS_PROVIDER: 'none' }).smsProvider, null);
  });

  it('texts through Twilio in production when its account, token and sender are given', () => {
    const twilio = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'a'.repeat(32),
      TWILIO_FROM: '+15005550006',
    };
    assert.deepEqual(loadConfig({ ...PRODUCTION, ...twilio }).smsProvider, {
      provider: 'twilio',
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: twilio.TWILIO_AUTH_TOKEN,
      from: '+15005550006',
    });
    assert.deepEqual(problemsOf({ ...PRODUCTION, SMS_PROVIDER: 'twilio' }), [
      'TWILIO_ACCOUNT_SID must be a Twilio account SID (AC followed by 32 hex digits)',
      "TWILIO_AUTH_TOKEN must be set to the account's auth token",
      'TWILIO_FROM must be a sending number in E.164 (+15551234567) or a Messaging Service SID (MG…)',
    ]);
    assert.deepEqual(problemsOf({ ...PRODUCTION, ...twilio, TWILIO_API_BASE: 'http://127.0.0.1:9' }), [
      `TWILIO_API_BASE is refused in production: texts go to ${TWILIO_API_BASE} only`,
    ]);
    assert.equal(loadConfig({ ...twilio, TWILIO_API_BASE: 'http://127.0.0.1:9/' }).smsProvider?.provider, 'twilio');
    assert.deepEqual(problemsOf({ SMS_PROVIDER: 'pigeon' }), [
      'SMS_PROVIDER must be twilio, outbox or none (got "pigeon")',
    ]);
  });
});
