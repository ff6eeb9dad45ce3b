import { Interner, internTrade } from './intern';
import { makeTrade } from './test/flow-trades';

describe('interning', () => {
  it('makes equal values of different trades the same objects, leaving the trades equal', () => {
    const interner = new Interner();
    const parse = () => JSON.parse(JSON.stringify(makeTrade({ id: '1', tags: ['otm', 'unusual'] })));
    const a = parse();
    const b = parse();
    expect(a.tags).not.toBe(b.tags);
    const before = structuredClone(b);
    internTrade(a, interner);
    internTrade(b, interner);
    expect(b).toEqual(before);
    expect(b.tags).toBe(a.tags);
    expect(b.exchanges).toBe(a.exchanges);
  });

  it('tells lists apart by their items', () => {
    const interner = new Interner();
    expect(interner.list(['a', 'b'])).not.toBe(interner.list(['ab']));
    expect(interner.list(['a', 'b'])).toEqual(['a', 'b']);
  });
});
