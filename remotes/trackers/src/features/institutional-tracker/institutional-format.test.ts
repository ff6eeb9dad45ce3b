import { changeLabel, changeTone, readView, securityLabel, signedShares, signedUsd } from './institutional-format';

describe('institutional tracker formats', () => {
  it('labels changes, unknown ones as a dash', () => {
    expect(changeLabel('sold out')).toBe('Sold out');
    expect(changeLabel(null)).toBe('—');
    expect(changeTone('added')).toBe('success');
    expect(changeTone('sold out')).toBe('error');
    expect(changeTone('unchanged')).toBe('default');
  });

  it('signs share and dollar changes', () => {
    expect(signedShares(1250)).toBe('+1,250');
    expect(signedShares(-300)).toBe('-300');
    expect(signedShares(null)).toBe('—');
    expect(signedUsd(2_500_000)).toBe('+$2.50M');
  });

  it('names a security by ticker, else issuer, with its put or call', () => {
    expect(securityLabel({ ticker: 'SPY', issuer: 'SPDR S&P 500 ETF TR', putCall: 'Put' })).toBe('SPY Put');
    expect(securityLabel({ ticker: null, issuer: 'TEKLA HEALTHCARE INVS', putCall: null })).toBe(
      'TEKLA HEALTHCARE INVS',
    );
  });

  it('reads the view from the URL, the market by default', () => {
    expect(readView('stock')).toBe('stock');
    expect(readView('nope')).toBe('market');
    expect(readView(null)).toBe('market');
  });
});
