import type { SymbolMatch } from '../api/search-symbols';
import { symbolForText } from './symbol-search';

const match = (symbol: string, name: string): SymbolMatch => ({
  symbol,
  name,
  exchange: 'NASDAQ',
  sector: 'Technology',
  marketCap: 1,
});

describe('symbolForText (Enter on typed text)', () => {
  it('prefers an exact symbol among the results, whatever the case', () => {
    expect(symbolForText('meta', [match('METC', 'Ramaco'), match('META', 'Meta Platforms')])).toBe('META');
  });

  it('takes a typed ticker as-is before results arrive', () => {
    expect(symbolForText(' nvda ', [])).toBe('NVDA');
    expect(symbolForText('brk.b', [])).toBe('BRK.B');
  });

  it('takes the best match for a company name', () => {
    expect(symbolForText('microsoft', [match('MSFT', 'Microsoft Corporation')])).toBe('MSFT');
  });

  it('ignores blank text and names with no match', () => {
    expect(symbolForText('   ', [])).toBeNull();
    expect(symbolForText('no such company', [])).toBeNull();
  });
});
