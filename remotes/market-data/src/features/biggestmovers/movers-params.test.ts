import { noiseFiltersFromParams, partFromParams, withMoversParams } from './movers-params';

describe('movers URL', () => {
  it('reads the session part, regular by default or when unknown', () => {
    expect(partFromParams(new URLSearchParams('session=pre-market'))).toBe('pre-market');
    expect(partFromParams(new URLSearchParams('session=lunch'))).toBe('regular');
    expect(partFromParams(new URLSearchParams(''))).toBe('regular');
  });

  it('noise filters are on unless the URL turns them off', () => {
    expect(noiseFiltersFromParams(new URLSearchParams(''))).toBe(true);
    expect(noiseFiltersFromParams(new URLSearchParams('filters=off'))).toBe(false);
  });

  it('writes only what differs from the defaults', () => {
    const after = withMoversParams(new URLSearchParams('x=1'), { part: 'after-hours', noiseFilters: false });
    expect(after.toString()).toBe('x=1&session=after-hours&filters=off');
    expect(withMoversParams(after, { part: 'regular', noiseFilters: true }).toString()).toBe('x=1');
  });
});
