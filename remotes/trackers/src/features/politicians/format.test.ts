import { affiliationLabel, assetName, formatAmountRange, initials } from './format';

test('amount brackets read as compact dollar ranges', () => {
  expect(formatAmountRange(1_001, 15_000)).toBe('$1K – $15K');
  expect(formatAmountRange(1_000_001, 5_000_000)).toBe('$1M – $5M');
  expect(formatAmountRange(50_000_001, null)).toBe('$50M+');
});

test('a House member shows a district, a senator only the state', () => {
  expect(affiliationLabel({ party: 'D', chamber: 'House', state: 'CA', district: '11' })).toBe('D · House · CA-11');
  expect(affiliationLabel({ party: 'R', chamber: 'Senate', state: 'AL', district: null })).toBe('R · Senate · AL');
  expect(affiliationLabel({ party: 'I', chamber: 'Senate', state: 'VT', district: '3' })).toBe('I · Senate · VT');
});

test('initials take the first and last name', () => {
  expect(initials('Marion Castellane')).toBe('MC');
  expect(initials('Ada  Brennock Jr')).toBe('AJ');
  expect(initials('Cher')).toBe('C');
});

test('the redundant "Common Stock" suffix is dropped, other descriptions stay', () => {
  expect(assetName('Aptiv PLC - Common Stock')).toBe('Aptiv PLC');
  expect(assetName('SPDR S&P 500 ETF Trust')).toBe('SPDR S&P 500 ETF Trust');
});
