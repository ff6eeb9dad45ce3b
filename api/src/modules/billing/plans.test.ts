import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BRANDS, DEFAULT_BRAND } from '@flowdeck/contract/brands';
import { PLANS, brandForHost } from './plans.js';

describe('plans per brand', () => {
  it('sells exactly the four plan identifiers of each brand in the shared brand table', () => {
    for (const brand of BRANDS) {
      const own = PLANS.filter((plan) => plan.brandId === brand.id);
      const byKey = Object.fromEntries(own.map((plan) => [`${plan.kind}/${plan.interval}`, plan.id]));
      assert.deepEqual(byKey, {
        'access/month': brand.plans.monthly,
        'access/year': brand.plans.yearly,
        'bot/month': brand.plans.botMonthly,
        'bot/year': brand.plans.botYearly,
      });
    }
    assert.equal(PLANS.length, BRANDS.length * 4);
  });

  it('finds the brand of a host from the shared table, with its prices', () => {
    const optionsDeck = brandForHost('optionsdeck.io');
    assert.equal(optionsDeck.name, BRANDS.find((brand) => brand.id === 'optionsdeck')?.name);
    assert.ok(optionsDeck.access.monthlyCents > 0);
    assert.equal(brandForHost(undefined).id, DEFAULT_BRAND.id);
  });
});
