import { addDays, diffDays, fridayOnOrAfter, isIsoDate, monthlyExpiryOnOrAfter, todayIso } from './iso-date';

test('today is the local calendar date', () => {
  expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
});

test('days are added and counted across month and year ends', () => {
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  expect(diffDays('2026-02-27', '2026-03-02')).toBe(3);
});

test('expiries fall on Fridays; the monthly one is the third Friday', () => {
  expect(fridayOnOrAfter('2026-11-22')).toBe('2026-11-27');
  expect(fridayOnOrAfter('2026-11-27')).toBe('2026-11-27');
  expect(monthlyExpiryOnOrAfter('2026-12-01')).toBe('2026-12-18');
  expect(monthlyExpiryOnOrAfter('2026-12-19')).toBe('2027-01-15');
});

test('only complete, real dates are dates', () => {
  expect(isIsoDate('2026-02-20')).toBe(true);
  expect(isIsoDate('2026-02')).toBe(false);
  expect(isIsoDate('2026-13-40')).toBe(false);
});
