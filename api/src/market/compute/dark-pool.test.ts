import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { DarkPoolPrintEvent } from '../source.js';
import { sequencePrints, toDarkPoolPrint } from './dark-pool.js';

const event = (overrides: Partial<DarkPoolPrintEvent> = {}): DarkPoolPrintEvent => ({
  reportedAt: Date.parse('2025-06-13T15:00:00.250Z'),
  executedAt: Date.parse('2025-06-13T15:00:00.250Z'),
  symbol: 'AAPL',
  price: 200.015,
  size: 500,
  bid: 200,
  ask: 200.03,
  venue: 'FINRA ADF',
  late: false,
  extendedHours: false,
  ...overrides,
});

it('prints carry notional, side against the NBBO and tags', () => {
  const mid = toDarkPoolPrint(event(), 7, { sector: 'Information Technology', marketCap: 3e12 });
  assert.equal(mid.notional, 100_007.5);
  assert.equal(mid.side, 'mid');
  assert.deepEqual(mid.tags, []);
  const late = toDarkPoolPrint(
    event({
      executedAt: Date.parse('2025-06-13T13:00:00Z'),
      late: true,
      extendedHours: true,
      size: 12_000,
      price: 200.05,
    }),
    8,
    { sector: 'x', marketCap: null },
  );
  assert.equal(late.executedAt, '2025-06-13T13:00:00.000Z');
  assert.deepEqual(late.tags, ['late', 'extended_hours', 'block', 'above_ask']);
  // $1M or more is a block even in few shares.
  assert.ok(toDarkPoolPrint(event({ size: 5_000 }), 9, { sector: 'x', marketCap: null }).tags.includes('block'));
});

it('sequence numbers sort by report time and tell same-millisecond prints apart', () => {
  const t = Date.parse('2025-06-13T15:00:00.250Z');
  assert.deepEqual(sequencePrints([event(), event(), event({ reportedAt: t + 1 })]), [
    t * 1000,
    t * 1000 + 1,
    (t + 1) * 1000,
  ]);
});
