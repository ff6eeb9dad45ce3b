import { initialCalculatorState } from './calculator-state';
import { legField, parseNumber, validateCalculator } from './validation';

const TODAY = '2026-11-22';

test('numbers may carry separators, a dollar or a percent sign', () => {
  expect(parseNumber('1,234.5')).toBe(1234.5);
  expect(parseNumber(' $42 ')).toBe(42);
  expect(parseNumber('30%')).toBe(30);
  expect(parseNumber('.5')).toBe(0.5);
  expect(parseNumber('')).toBeNull();
  expect(parseNumber('12abc')).toBeNull();
  expect(parseNumber('1e3')).toBeNull();
});

test('valid input converts percent to decimals for the maths', () => {
  const { errors, inputs } = validateCalculator(
    { ...initialCalculatorState(TODAY), volatility: '25', rate: '5', dividendYield: '1.5' },
    TODAY,
  );
  expect(errors).toEqual({});
  expect(inputs?.market).toEqual({ spot: 100, volatility: 0.25, rate: 0.05, dividendYield: 0.015, date: TODAY });
  expect(inputs?.legs[0]?.leg).not.toHaveProperty('premium');
});

test('each bad market field gets its own message and no inputs reach the maths', () => {
  const state = { ...initialCalculatorState(TODAY), spot: '0', volatility: '', rate: '200', dividendYield: '-1' };
  const { errors, inputs } = validateCalculator(state, TODAY);
  expect(inputs).toBeNull();
  expect(errors).toEqual({
    spot: 'Price must be above 0',
    volatility: 'Enter the implied volatility',
    rate: 'Rate must be between -20% and 100%',
    dividendYield: 'Dividend yield cannot be negative',
  });
});

test('leg fields: past expiry, fractional quantity, negative premium, zero IV', () => {
  const base = initialCalculatorState(TODAY);
  const leg = base.legs[0];
  if (!leg) throw new Error('no leg');
  const state = {
    ...base,
    legs: [{ ...leg, expiry: '2026-11-20', quantity: '1.5', premium: '-1', volatility: '0', strike: 'abc' }],
  };
  const { errors } = validateCalculator(state, TODAY);
  expect(errors[legField(leg.id, 'expiry')]).toBe('Expiry is in the past');
  expect(errors[legField(leg.id, 'quantity')]).toBe('Quantity must be a whole number above 0');
  expect(errors[legField(leg.id, 'premium')]).toBe('Premium cannot be negative');
  expect(errors[legField(leg.id, 'volatility')]).toBe('Volatility must be above 0%');
  expect(errors[legField(leg.id, 'strike')]).toBe('Enter a number');
});

test('the valuation date is kept between today and the last expiry', () => {
  const base = initialCalculatorState(TODAY);
  const expiry = base.legs[0]?.expiry;
  expect(validateCalculator({ ...base, valuationDate: '2030-01-01' }, TODAY).inputs?.valuationDate).toBe(expiry);
  expect(validateCalculator({ ...base, valuationDate: '2020-01-01' }, TODAY).inputs?.valuationDate).toBe(TODAY);
});

test('no legs is an error, and stock alone needs no expiry', () => {
  const base = initialCalculatorState(TODAY);
  expect(validateCalculator({ ...base, legs: [] }, TODAY).errors.legs).toBe('Add at least one leg or pick a strategy');
  const leg = base.legs[0];
  if (!leg) throw new Error('no leg');
  const stock = validateCalculator({ ...base, legs: [{ ...leg, kind: 'stock', expiry: '', strike: '' }] }, TODAY);
  expect(stock.errors).toEqual({});
  expect(stock.inputs?.lastExpiry).toBe(TODAY);
});
