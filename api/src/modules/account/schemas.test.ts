import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { phoneNumberSchema } from './schemas.js';

describe('account schemas', () => {
  it('normalise phone numbers to E.164', () => {
    assert.equal(phoneNumberSchema.parse(' +1 (415) 555-2671 '), '+14155552671');
    assert.equal(phoneNumberSchema.parse('+33 6 12 34 56 78'), '+33612345678');
    assert.equal(phoneNumberSchema.safeParse('+1415555267').success, false);
    assert.equal(phoneNumberSchema.safeParse(`+1${'5'.repeat(40)}`).success, false);
  });
});
