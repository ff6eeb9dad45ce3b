import { RateMeter } from './rate-meter';

describe('RateMeter', () => {
  it('averages arrivals over its window and forgets older ones', () => {
    const meter = new RateMeter(5_000);
    meter.record(1_000, 0);
    meter.record(1_000, 1_000);
    meter.record(500, 2_000);
    expect(meter.perSecond(2_000)).toBe(500);
    expect(meter.perSecond(5_500)).toBe(300);
    expect(meter.perSecond(60_000)).toBe(0);
  });
});
