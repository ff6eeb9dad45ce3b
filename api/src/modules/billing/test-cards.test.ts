import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PLANS, brandForHost, yearlySavingPercent } from './plans.js';
import {
  DECLINE_MESSAGES,
  TEST_CARD_HINTS,
  cardBrand,
  luhnValid,
  normalizeCardNumber,
  testCardOutcome,
} from './test-cards.js';

describe('test cards', () => {
  it("follows Stripe's test-card meanings", () => {
    assert.deepEqual(testCardOutcome('4242424242424242'), { kind: 'paid', renewalsDecline: false });
    assert.deepEqual(testCardOutcome('5555555555554444'), { kind: 'paid', renewalsDecline: false });
    assert.deepEqual(testCardOutcome('4000000000000341'), { kind: 'paid', renewalsDecline: true });
    assert.deepEqual(testCardOutcome('4000000000000002'), {
      kind: 'declined',
      field: 'cardNumber',
      reason: DECLINE_MESSAGES.generic,
    });
    assert.deepEqual(testCardOutcome('4000000000009995'), {
      kind: 'declined',
      field: 'cardNumber',
      reason: DECLINE_MESSAGES.insufficientFunds,
    });
    assert.deepEqual(testCardOutcome('4000000000000069'), {
      kind: 'declined',
      field: 'expiry',
      reason: DECLINE_MESSAGES.expired,
    });
    assert.deepEqual(testCardOutcome('4111111111111111'), {
      kind: 'declined',
      field: 'cardNumber',
      reason: DECLINE_MESSAGES.notATestCard,
    });
    for (const hint of TEST_CARD_HINTS) assert.ok(luhnValid(hint.number), hint.number);
  });

  it('checks numbers with Luhn and tells brands apart', () => {
    assert.equal(normalizeCardNumber('4242 4242-4242 4242'), '4242424242424242');
    assert.equal(luhnValid('4242424242424242'), true);
    assert.equal(luhnValid('4242424242424241'), false);
    assert.equal(luhnValid('4242'), false);
    assert.equal(luhnValid('42424242424242a2'), false);
    assert.equal(cardBrand('4242424242424242'), 'visa');
    assert.equal(cardBrand('5555555555554444'), 'mastercard');
    assert.equal(cardBrand('2223003122003222'), 'mastercard');
    assert.equal(cardBrand('378282246310005'), 'amex');
    assert.equal(cardBrand('6011111111111117'), 'discover');
    assert.equal(cardBrand('9999999999999995'), 'unknown');
  });
});

describe('plans', () => {
  it('has a monthly, a yearly, a bot monthly and a bot yearly plan per brand, yearly always cheaper', () => {
    const brands = new Set(PLANS.map((plan) => plan.brandId));
    for (const brand of brands) {
      const own = PLANS.filter((plan) => plan.brandId === brand);
      assert.deepEqual(
        own.map((plan) => `${plan.kind}/${plan.interval}`),
        ['access/month', 'access/year', 'bot/month', 'bot/year'],
      );
      for (const plan of own.filter((p) => p.interval === 'year'))
        assert.ok((yearlySavingPercent(plan) ?? 0) > 0, plan.id);
    }
    assert.equal(new Set(PLANS.map((p) => p.id)).size, PLANS.length);
    assert.equal(brandForHost('WWW.OptionsDeck.io').id, 'optionsdeck');
    assert.equal(brandForHost('preview.example.com').id, 'flowdeck');
  });
});
