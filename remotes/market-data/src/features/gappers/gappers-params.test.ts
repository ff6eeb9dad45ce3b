import { gappersViewFromParams, withGappersView } from './gappers-params';

describe('gappers URL', () => {
  it('reads direction, minimum gap and filters, with defaults for missing or bad values', () => {
    expect(gappersViewFromParams(new URLSearchParams('direction=down&minGap=5&filters=off'))).toEqual({
      direction: 'down',
      minGap: 5,
      noiseFilters: false,
    });
    expect(gappersViewFromParams(new URLSearchParams('direction=sideways&minGap=-3'))).toEqual({
      direction: 'up',
      minGap: 2,
      noiseFilters: true,
    });
  });

  it('writes only what differs from the defaults', () => {
    const next = withGappersView(new URLSearchParams(''), { direction: 'down', minGap: 10 });
    expect(next.toString()).toBe('direction=down&minGap=10');
    expect(withGappersView(next, { direction: 'up', minGap: 2 }).toString()).toBe('');
  });
});
