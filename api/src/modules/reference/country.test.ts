import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countryOf } from './country.js';

describe('countryOf', () => {
  it('reads a U.S. state as the USA and a foreign headquarters as its country', () => {
    assert.equal(countryOf('Cupertino, CA'), 'USA');
    assert.equal(countryOf('Washington, DC'), 'USA');
    assert.equal(countryOf('Dublin, Ireland'), 'Ireland');
    assert.equal(countryOf('Veldhoven, Netherlands'), 'Netherlands');
    assert.equal(countryOf(null), null);
    assert.equal(countryOf(''), null);
  });
});
