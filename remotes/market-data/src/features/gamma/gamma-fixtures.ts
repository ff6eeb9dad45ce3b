import type { GammaExposureResponse, GexStrikeRow } from '@flowdeck/api-types';

/** What the API sends as `convention` (shared/options-math GEX_CONVENTION). */
export const GEX_CONVENTION_TEXT =
  'GEX = gamma × open interest × 100 × spot² × 0.01: dollars of delta per 1% move in the underlying. ' +
  'Calls count positive and puts negative (dealers assumed long calls, short puts).';

const EXPIRIES: GammaExposureResponse['expiries'] = [
  { expiry: '2026-11-20', dte: 0, kind: 'monthly' },
  { expiry: '2026-11-23', dte: 3, kind: 'daily' },
  { expiry: '2026-11-27', dte: 7, kind: 'weekly' },
  { expiry: '2026-12-18', dte: 28, kind: 'monthly' },
];

/**
 * A gamma-exposure answer for tests: one-dollar strikes ±15 % around spot, calls heaviest above spot and
 * puts below, so the walls and zero gamma fall where a reader expects. `scale` shrinks every figure (to
 * tell an expiry's answer from the full one).
 */
export function makeGammaExposure(
  ticker: string,
  {
    spot = 100,
    expiry = null,
    scale = 1,
    expiries = EXPIRIES,
    asOf = '2026-11-20T15:31:07.000Z',
  }: {
    spot?: number;
    expiry?: string | null;
    scale?: number;
    expiries?: GammaExposureResponse['expiries'];
    asOf?: string;
  } = {},
): GammaExposureResponse {
  const byStrike: GexStrikeRow[] = [];
  for (let strike = Math.ceil(spot * 0.85); strike <= Math.floor(spot * 1.15); strike++) {
    const call = Math.round(scale * 1e8 * Math.exp(-(((strike - spot * 1.03) / (spot * 0.03)) ** 2)));
    const put = -Math.round(scale * 1.2e8 * Math.exp(-(((strike - spot * 0.97) / (spot * 0.03)) ** 2)));
    byStrike.push({ strike, call, put, net: call + put });
  }
  const heatExpiries = expiry ? [expiry] : expiries.map((e) => e.expiry);
  const totals = byStrike.reduce(
    (sum, row) => ({ call: sum.call + row.call, put: sum.put + row.put, net: sum.net + row.net }),
    { call: 0, put: 0, net: 0 },
  );
  return {
    source: 'simulated',
    asOf,
    ticker,
    spot,
    convention: GEX_CONVENTION_TEXT,
    expiry,
    expiries,
    totals,
    callWall: Math.round(spot * 1.03),
    putWall: Math.round(spot * 0.97),
    zeroGamma: Number((spot * 1.004).toFixed(2)),
    byStrike,
    byExpiry: heatExpiries.map((e, i) => ({
      expiry: e,
      dte: expiries.find((x) => x.expiry === e)?.dte ?? i,
      call: totals.call / heatExpiries.length,
      put: totals.put / heatExpiries.length,
      net: totals.net / heatExpiries.length,
    })),
    heatmap: {
      strikes: byStrike.map((r) => r.strike),
      expiries: heatExpiries,
      values: byStrike.map((r) => heatExpiries.map((_e, i) => Math.round(r.net / (i + 1)))),
    },
    profile: Array.from({ length: 41 }, (_, i) => {
      const at = spot * (0.8 + i * 0.01);
      return { spot: Number(at.toFixed(2)), net: Math.round(scale * 1e9 * (at - spot * 1.004)) };
    }),
    contracts: byStrike.length * 2 * heatExpiries.length,
  };
}
