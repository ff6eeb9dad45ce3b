import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { showsSimulated, tickerRecords } from './ticker-records.js';

const r = (id: string, ticker: string | null) => ({ id, ticker });

describe('ticker records', () => {
  it('an imported ticker shows only its imported records; the rest keep the simulation, kept by ticker', () => {
    const held = tickerRecords(
      [r('real-1', 'LMT'), r('real-2', 'LMT'), r('real-3', null)],
      [r('sim-1', 'LMT'), r('sim-2', 'AAPL'), r('sim-3', 'AAPL'), r('sim-4', 'MSFT')],
    );
    assert.deepEqual(
      held.all.map((x) => x.id),
      ['real-1', 'real-2', 'real-3', 'sim-2', 'sim-3', 'sim-4'],
    );
    assert.deepEqual(
      [...held.byTicker].map(([ticker, list]) => [ticker, list.map((x) => x.id)]),
      [
        ['LMT', ['real-1', 'real-2']],
        ['AAPL', ['sim-2', 'sim-3']],
        ['MSFT', ['sim-4']],
      ],
    );
    assert.deepEqual([...held.simulatedTickers], ['AAPL', 'MSFT']);
    assert.deepEqual(
      [null, 'LMT', 'AAPL', 'ZZZZ'].map((ticker) => showsSimulated(held, ticker)),
      [true, false, true, false],
    );
  });

  it('with every simulated ticker imported, nothing is simulated', () => {
    const held = tickerRecords([r('real-1', 'AAPL')], [r('sim-1', 'AAPL')]);
    assert.equal(held.simulatedTickers.size, 0);
    assert.equal(showsSimulated(held, null), false);
  });
});
