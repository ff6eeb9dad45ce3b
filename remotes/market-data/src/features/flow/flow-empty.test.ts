import { DEFAULT_FILTERS } from './flow-filters';
import { describeFilters, flowEmptyMessage } from './flow-empty';

describe('the Flows page says why it is empty', () => {
  it('names the filters in force', () => {
    expect(describeFilters(DEFAULT_FILTERS)).toEqual([]);
    expect(describeFilters({ ...DEFAULT_FILTERS, callPut: 'calls', minPremium: 1_000_000 })).toEqual([
      'Calls',
      'Min premium $1M',
    ]);
    expect(
      describeFilters({ ...DEFAULT_FILTERS, tickers: ['SPY', 'QQQ'], dteMin: 0, dteMax: 7, sweepsOnly: true }),
    ).toEqual(['SPY, QQQ', 'DTE 0–7', 'Sweeps only']);
    expect(describeFilters({ ...DEFAULT_FILTERS, marketCapMin: 10_000_000_000, minSize: 1500 })).toEqual([
      'Min size 1,500',
      'Min market cap $10B',
    ]);
  });

  it('says "in this session", and "yet" only while the session trades', () => {
    const calls = { ...DEFAULT_FILTERS, callPut: 'calls' as const, minPremium: 1_000_000 };
    expect(flowEmptyMessage(calls, { trading: false, paused: false })).toBe(
      'No orders match Calls · Min premium $1M in this session.',
    );
    expect(flowEmptyMessage(DEFAULT_FILTERS, { trading: false, paused: false })).toBe('No orders in this session.');
    expect(flowEmptyMessage(calls, { trading: true, paused: false })).toBe(
      'No orders match Calls · Min premium $1M in this session yet — new ones appear here as they print.',
    );
    expect(flowEmptyMessage(DEFAULT_FILTERS, { trading: true, paused: true })).toBe('No orders in this session yet.');
  });
});
