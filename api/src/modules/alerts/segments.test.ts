import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countSegments, fitGsm7, gsm7Length, isGsm7 } from './segments.js';

describe('SMS segments', () => {
  it('GSM-7: 160 septets in one segment, 153 per part once split', () => {
    assert.deepEqual(countSegments('a'.repeat(160)), { encoding: 'GSM-7', units: 160, segments: 1 });
    assert.deepEqual(countSegments('a'.repeat(161)), { encoding: 'GSM-7', units: 161, segments: 2 });
    assert.equal(countSegments('a'.repeat(306)).segments, 2);
    assert.equal(countSegments('a'.repeat(307)).segments, 3);
  });

  it('extension characters take two septets', () => {
    assert.equal(gsm7Length('€[]{}'), 10);
    assert.deepEqual(countSegments(`${'a'.repeat(158)}€`), { encoding: 'GSM-7', units: 160, segments: 1 });
    assert.deepEqual(countSegments(`${'a'.repeat(159)}€`), { encoding: 'GSM-7', units: 161, segments: 2 });
  });

  it('any other character makes the text UCS-2: 70 units, 67 per part (an emoji is two)', () => {
    assert.equal(isGsm7('garçon'), false);
    assert.deepEqual(countSegments(`${'a'.repeat(69)}ç`), { encoding: 'UCS-2', units: 70, segments: 1 });
    assert.deepEqual(countSegments(`${'a'.repeat(69)}🚀`), { encoding: 'UCS-2', units: 71, segments: 2 });
    assert.equal(countSegments('a'.repeat(134) + 'ç').segments, 3);
    assert.equal(countSegments('É è ñ Ä').encoding, 'GSM-7');
  });

  it('fitGsm7 replaces look-alikes, marks the rest, and cuts to the limit with "..."', () => {
    assert.equal(fitGsm7('It\u2019s \u201Cup\u201D \u2013 now\u2026'), 'It\'s "up" - now...');
    assert.equal(fitGsm7('rocket 🚀'), 'rocket ?');
    const cut = fitGsm7('x'.repeat(200));
    assert.equal(cut.length, 160);
    assert.ok(cut.endsWith('...'));
    const euros = fitGsm7('€'.repeat(100));
    assert.equal(countSegments(euros).units <= 160, true);
    assert.equal(countSegments(euros).segments, 1);
  });
});
