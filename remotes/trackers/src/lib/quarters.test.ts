import { barShares, quarterLabel, readQuarter } from './quarters';

test('quarters are read from the URL and written as a trader says them', () => {
  expect(quarterLabel('2025-Q1')).toBe('Q1 2025');
  expect(readQuarter('2025-Q4')).toBe('2025-Q4');
  expect(readQuarter('2025-Q5')).toBeUndefined();
  expect(readQuarter('2024-Q0')).toBeUndefined();
  expect(readQuarter(null)).toBeUndefined();
});

test('bars are shares of the largest positive amount; negative and missing amounts draw none', () => {
  expect(barShares([0, 50, 200])).toEqual([0, 25, 100]);
  expect(barShares([0, 0])).toEqual([0, 0]);
  expect(barShares([-10, 50, 100])).toEqual([0, 50, 100]);
  expect(barShares([null, 40])).toEqual([0, 100]);
});
