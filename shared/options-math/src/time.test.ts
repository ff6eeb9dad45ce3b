import { DAYS_PER_YEAR, daysBetween, yearsBetween } from './time';

test('time to expiry counts calendar days over 365', () => {
  expect(yearsBetween('2026-01-01', '2027-01-01')).toBe(1);
  expect(yearsBetween('2026-03-01', '2026-03-31')).toBeCloseTo(30 / DAYS_PER_YEAR, 15);
  expect(daysBetween(new Date('2026-03-07T00:00:00Z'), '2026-03-14')).toBe(7);
});

test('an expired option has no time left; invalid dates are NaN', () => {
  expect(yearsBetween('2026-03-14', '2026-03-01')).toBe(0);
  expect(yearsBetween('not a date', '2026-03-01')).toBeNaN();
});
