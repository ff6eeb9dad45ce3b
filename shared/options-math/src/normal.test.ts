import { normalCdf, normalPdf } from './normal';

// Reference values of Φ(x) to 16 digits (tables of the standard normal distribution).
const REFERENCE: [number, number][] = [
  [-8, 6.22096057427174e-16],
  [-5, 2.866515718791933e-7],
  [-3, 0.0013498980316300933],
  [-1.5, 0.06680720126885807],
  [-1, 0.15865525393145707],
  [-0.5, 0.3085375387259869],
  [0, 0.5],
  [0.3, 0.6179114221889526],
  [1, 0.8413447460685429],
  [1.96, 0.9750021048517795],
  [2.5, 0.9937903346742238],
  [3, 0.9986501019683699],
  [5, 0.9999997133484281],
];

test.each(REFERENCE)('N(%p) matches the table to 1e-12', (x, expected) => {
  expect(Math.abs(normalCdf(x) - expected)).toBeLessThan(1e-12);
});

test('the lower tail keeps its relative accuracy', () => {
  expect(normalCdf(-8) / 6.22096057427174e-16).toBeCloseTo(1, 7);
});

test('N is symmetric, bounded and monotone', () => {
  let previous = 0;
  for (let x = -40; x <= 40; x += 0.05) {
    const value = normalCdf(x);
    expect(value + normalCdf(-x)).toBeCloseTo(1, 14);
    expect(value).toBeGreaterThanOrEqual(previous);
    previous = value;
  }
  expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
  expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
});

test('the density is the derivative of the distribution', () => {
  for (const x of [-2, -0.7, 0, 0.4, 1.3, 3]) {
    const h = 1e-5;
    expect((normalCdf(x + h) - normalCdf(x - h)) / (2 * h)).toBeCloseTo(normalPdf(x), 9);
  }
  expect(normalPdf(0)).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 15);
});
