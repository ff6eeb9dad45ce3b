import { affiliationLabel, formatAmountRange, initials } from './format';

test('amount brackets read as compact dollar ranges', () => {
  expect(formatAmountRange(1_001, 15_000)).toBe('$1k – $15k');
  expect(formatAmountRange(1_000_001, 5_000_000)).toBe('$1m – $5m');
  expect(formatAmountRange(50_000_001, null)).toBe('$50m+');
});

test('a House member shows a district, a senator only the state', () => {
  expect(affiliationLabel({ party: 'D', chamber: 'House', state: 'CA', district: '11' })).toBe('D · House · CA-11');
  expect(affiliationLabel({ party: 'R', chamber: 'Senate', state: 'AL', district: null })).toBe('R · Senate · AL');
  expect(affiliationLabel({ party: 'I', chamber: 'Senate', state: 'VT', district: '3' })).toBe('I · Senate · VT');
});

test('initials take the first and last name', () => {
  expect(initials('Nancy Pelosi')).toBe('NP');
  expect(initials('Dan  Crenshaw Jr')).toBe('DJ');
  expect(initials('Cher')).toBe('C');
});
