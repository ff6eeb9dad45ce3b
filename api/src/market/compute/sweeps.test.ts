import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OptionPrint } from '../source.js';
import { BLOCK_MIN_CONTRACTS, SweepDetector, classifyOrder } from './sweeps.js';

const T0 = Date.parse('2025-06-13T14:00:00Z');

function fill(overrides: Partial<OptionPrint> = {}): OptionPrint {
  return {
    time: T0,
    underlying: 'SPY',
    contract: 'SPY250620C00600000',
    expiry: '2025-06-20',
    expiryKind: 'monthly',
    strike: 600,
    type: 'call',
    price: 2.5,
    size: 10,
    exchange: 'CBOE',
    bid: 2.4,
    ask: 2.5,
    spot: 598,
    iv: 0.2,
    delta: 0.4,
    openInterest: 1000,
    multiLeg: false,
    legGroup: null,
    ...overrides,
  };
}

function detect(fills: OptionPrint[]) {
  const detector = new SweepDetector();
  for (const f of fills) detector.push(f);
  return detector.drain();
}

describe('sweep detection', () => {
  it('one contract across three exchanges within 500 ms is one sweep: sizes add, price is volume-weighted', () => {
    const orders = detect([
      fill({ exchange: 'CBOE', size: 10, price: 2.5 }),
      fill({ time: T0 + 120, exchange: 'ISE', size: 20, price: 2.5 }),
      fill({ time: T0 + 480, exchange: 'PHLX', size: 10, price: 2.55 }),
    ]);
    assert.equal(orders.length, 1);
    const [order] = orders;
    assert.equal(order?.kind, 'sweep');
    assert.equal(order?.size, 40);
    assert.equal(order?.fills, 3);
    assert.deepEqual(order?.exchanges, ['CBOE', 'ISE', 'PHLX']);
    // (10 × 2.50 + 20 × 2.50 + 10 × 2.55) / 40 = 2.5125; premium = Σ price × size × 100 = 10,050.
    assert.equal(order?.price, 2.5125);
    assert.equal(order?.premium, 10_050);
    assert.equal(order?.time, T0);
  });

  it('a fill 501 ms after the first starts a new order', () => {
    const orders = detect([fill({ exchange: 'CBOE' }), fill({ time: T0 + 501, exchange: 'ISE' })]);
    assert.deepEqual(
      orders.map((o) => o.kind),
      ['single', 'single'],
    );
  });

  it('several fills on one exchange are a split; other contracts never merge', () => {
    const orders = detect([
      fill({ exchange: 'ISE', size: 5 }),
      fill({ time: T0 + 50, exchange: 'ISE', size: 7 }),
      fill({ time: T0 + 60, contract: 'SPY250620P00590000', type: 'put', strike: 590, exchange: 'CBOE' }),
    ]);
    assert.deepEqual(
      orders.map((o) => [o.contract, o.kind, o.size]),
      [
        ['SPY250620C00600000', 'split', 12],
        ['SPY250620P00590000', 'single', 10],
      ],
    );
  });

  it(`a lone print of ${BLOCK_MIN_CONTRACTS}+ contracts is a block; multi-leg fills stay legs`, () => {
    assert.equal(classifyOrder([fill({ size: BLOCK_MIN_CONTRACTS })]), 'block');
    assert.equal(classifyOrder([fill({ size: BLOCK_MIN_CONTRACTS - 1 })]), 'single');
    const orders = detect([
      fill({ multiLeg: true, legGroup: 'g1' }),
      fill({ multiLeg: true, legGroup: 'g1', contract: 'SPY250620C00610000', strike: 610 }),
      fill({ multiLeg: true, legGroup: 'g1', time: T0 + 1, exchange: 'ISE' }),
    ]);
    assert.equal(orders.length, 3);
    assert.ok(orders.every((o) => o.kind === 'multi_leg' && o.legGroup === 'g1'));
  });

  it('releases an order only when no later fill can join it, and in time order with unique ids', () => {
    const detector = new SweepDetector();
    detector.push(fill({ time: T0 + 900, exchange: 'CBOE' }));
    detector.push(fill({ time: T0 + 100, contract: 'QQQ250620C00500000', underlying: 'QQQ', exchange: 'ISE' }));
    detector.push(fill({ time: T0 + 100, contract: 'IWM250620C00200000', underlying: 'IWM', exchange: 'ISE' }));
    // At T0 + 1 s the QQQ and IWM orders (started at +100 ms) are complete; the SPY one (+900) is not.
    const first = detector.flush(T0 + 1000);
    assert.deepEqual(
      first.map((o) => o.underlying),
      ['IWM', 'QQQ'],
    );
    assert.deepEqual(
      first.map((o) => o.seq),
      [(T0 + 100) * 1000, (T0 + 100) * 1000 + 1],
    );
    detector.push(fill({ time: T0 + 1300, exchange: 'ISE' }));
    assert.deepEqual(detector.flush(T0 + 1350), []);
    const second = detector.flush(T0 + 2000);
    assert.equal(second.length, 1);
    assert.equal(second[0]?.kind, 'sweep');
    assert.equal(second[0]?.seq, (T0 + 900) * 1000);
    assert.equal(detector.pending, 0);
  });

  it('holds a finished order back while an earlier one is still open, so ids keep growing', () => {
    const detector = new SweepDetector();
    detector.push(fill({ time: T0, exchange: 'CBOE' }));
    detector.push(fill({ time: T0 + 10, contract: 'QQQ250620C00500000', underlying: 'QQQ' }));
    // A new SPY fill 600 ms later closes the first SPY order; QQQ (started +10) is still open at +520.
    detector.push(fill({ time: T0 + 600, exchange: 'ISE' }));
    const released = detector.flush(T0 + 505);
    assert.deepEqual(
      released.map((o) => o.underlying),
      ['SPY'],
    );
    const rest = detector.drain();
    assert.deepEqual(
      rest.map((o) => o.time),
      [T0 + 10, T0 + 600],
    );
  });
});
