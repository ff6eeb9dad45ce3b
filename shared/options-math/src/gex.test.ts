import { blackScholesGamma, blackScholesGreeks, gammaFromTerms, gammaTerms } from './black-scholes';
import {
  type GexContract,
  callWall,
  contractGammaExposure,
  contractGex,
  gammaExposure,
  gammaProfile,
  netGexAt,
  putWall,
  zeroCrossing,
  zeroGammaLevel,
} from './gex';

const market = { spot: 100, rate: 0 };
const contract = (type: 'call' | 'put', strike: number, openInterest: number, expiry = '2026-01-16'): GexContract => ({
  type,
  strike,
  expiry,
  time: 1,
  volatility: 0.2,
  openInterest,
});

describe('contractGex', () => {
  test('gamma × OI × 100 × spot² × 0.01: 0.05 × 1,000 × 100 × 100² × 0.01 = $500,000', () => {
    expect(contractGex('call', 0.05, 1000, 100)).toBeCloseTo(500_000, 6);
    expect(contractGex('put', 0.05, 1000, 100)).toBeCloseTo(-500_000, 6);
  });

  test('an at-the-money call: gamma = φ(0.1) / (100 × 0.2) = 0.0198476…, GEX = $198,476.27', () => {
    // S = K = 100, T = 1, σ = 0.2, r = 0: d1 = (0 + 0.02) / 0.2 = 0.1; φ(0.1) = 0.39695254747701.
    expect(contractGammaExposure(contract('call', 100, 1000), market)).toBeCloseTo(198_476.2737, 3);
    expect(contractGammaExposure(contract('put', 100, 1000), market)).toBeCloseTo(-198_476.2737, 3);
  });

  test('the fast gamma equals the full greeks', () => {
    for (const strike of [60, 95, 100, 130]) {
      const inputs = { type: 'put' as const, spot: 100, strike, time: 0.3, volatility: 0.35, rate: 0.04 };
      const gex = contractGammaExposure(
        { ...contract('put', strike, 1), time: 0.3, volatility: 0.35 },
        { spot: 100, rate: 0.04 },
      );
      expect(gex).toBeCloseTo(-blackScholesGreeks(inputs).gamma * 100 * 100 * 100 * 0.01, 10);
    }
  });

  test('no open interest or an expired contract: no exposure', () => {
    expect(contractGammaExposure(contract('call', 100, 0), market)).toBe(0);
    expect(contractGammaExposure({ ...contract('call', 100, 500), time: 0 }, market)).toBe(0);
  });
});

describe('gammaExposure', () => {
  const chain = [
    contract('call', 100, 1000),
    contract('put', 100, 1000),
    contract('call', 110, 3000),
    contract('put', 90, 2000),
    contract('call', 110, 500, '2026-03-20'),
    contract('put', 80, 0),
  ];
  const result = gammaExposure(chain, market);
  const each = chain.map((c) => contractGammaExposure(c, market));

  test('sums by strike, calls positive and puts negative', () => {
    expect(result.byStrike.map((r) => r.strike)).toEqual([90, 100, 110]);
    const [at90, at100, at110] = result.byStrike;
    expect(at100?.call).toBeCloseTo(198_476.2737, 3);
    expect(at100?.put).toBeCloseTo(-198_476.2737, 3);
    expect(at100?.net).toBeCloseTo(0, 6);
    expect(at110?.call).toBeCloseTo((each[2] ?? 0) + (each[4] ?? 0), 6);
    expect(at90?.put).toBeCloseTo(each[3] ?? 0, 6);
    expect(at90?.put).toBeLessThan(0);
  });

  test('sums by expiry and in total', () => {
    expect(result.byExpiry.map((r) => r.expiry)).toEqual(['2026-01-16', '2026-03-20']);
    expect(result.byExpiry[1]?.net).toBeCloseTo(each[4] ?? 0, 6);
    const total = each.reduce((a, b) => a + b, 0);
    expect(result.totals.net).toBeCloseTo(total, 6);
    expect(result.totals.call + result.totals.put).toBeCloseTo(total, 6);
  });

  test('walls: the largest call and the largest put exposure', () => {
    expect(result.callWall).toBe(110);
    // Put gamma × OI: at 90, φ(0.6268) / 20 × 2,000 = 0.016377 × 2,000 = 32.75; at 100, 0.019848 × 1,000 = 19.85.
    expect(result.putWall).toBe(90);
  });

  test('walls on hand-made rows; none without open interest', () => {
    const rows = [
      { strike: 95, call: 10, put: -400, net: -390 },
      { strike: 100, call: 300, put: -200, net: 100 },
      { strike: 105, call: 500, put: -5, net: 495 },
    ];
    expect(callWall(rows)).toBe(105);
    expect(putWall(rows)).toBe(95);
    expect(callWall([])).toBeNull();
    expect(putWall([{ strike: 100, call: 5, put: 0, net: 5 }])).toBeNull();
  });
});

describe('zero-gamma level', () => {
  // A call at 110 and a put at 90 with equal open interest: their gammas are equal where
  // ln(S/110) + σ²T/2 = −(ln(S/90) + σ²T/2), i.e. S = √(110 × 90) × e^(−σ²T/2).
  const chain: GexContract[] = [
    { ...contract('call', 110, 1000), time: 0.25 },
    { ...contract('put', 90, 1000), time: 0.25 },
  ];
  const exact = Math.sqrt(110 * 90) * Math.exp(-(0.2 * 0.2 * 0.25) / 2); // 99.00250…

  test('found by re-pricing from 0.8× to 1.2× spot and interpolating the sign change', () => {
    expect(exact).toBeCloseTo(99.0025, 4);
    expect(netGexAt(chain, market, exact)).toBeCloseTo(0, 6);
    expect(netGexAt(chain, market, 100)).toBeGreaterThan(0);
    expect(netGexAt(chain, market, 98)).toBeLessThan(0);
    const level = zeroGammaLevel(chain, market);
    expect(level).not.toBeNull();
    expect(Math.abs((level ?? 0) - exact)).toBeLessThan(0.01);
  });

  test('a finer grid gets closer', () => {
    const coarse = zeroGammaLevel(chain, market, { steps: 8 }) ?? 0;
    const fine = zeroGammaLevel(chain, market, { steps: 400 }) ?? 0;
    expect(Math.abs(fine - exact)).toBeLessThan(Math.abs(coarse - exact));
    expect(Math.abs(fine - exact)).toBeLessThan(0.001);
  });

  test('the profile spans 80 % to 120 % of spot', () => {
    const profile = gammaProfile(chain, market, { steps: 4 });
    expect(profile.map((p) => p.spot)).toEqual([80, 90, 100, 110, 120].map((s) => expect.closeTo(s, 9)));
  });

  test('null when net GEX never changes sign; the crossing nearest spot wins', () => {
    expect(zeroGammaLevel([contract('call', 100, 1000)], market)).toBeNull();
    const profile = [
      { spot: 80, net: -1 },
      { spot: 90, net: 1 },
      { spot: 100, net: 3 },
      { spot: 110, net: 1 },
      { spot: 120, net: -1 },
    ];
    // Crossings at 85 and 115; from spot 112 the nearer is 115.
    expect(zeroCrossing(profile, 112)).toBeCloseTo(115, 9);
    expect(zeroCrossing(profile, 95)).toBeCloseTo(85, 9);
  });
});

test('prepared terms give the same gamma as Black–Scholes at every spot', () => {
  const base = { strike: 105, time: 0.2, volatility: 0.3, rate: 0.05, dividendYield: 0.01 };
  const terms = gammaTerms(base);
  for (const spot of [70, 99.5, 105, 140]) {
    expect(gammaFromTerms(terms, spot)).toBeCloseTo(blackScholesGamma({ ...base, type: 'call', spot }), 14);
  }
  expect(gammaTerms({ ...base, time: 0 })).toBeNull();
  expect(gammaFromTerms(null, 100)).toBe(0);
});
