import type { DteBucket, NetFlowPoint, NetFlowResponse, NetPremiumTotals } from '@flowdeck/api-types';

/** 9:30 New York time on the fixture session (Friday 20 November 2026). */
export const SESSION_OPEN = '2026-11-20T14:30:00.000Z';

const BUCKET_SCALE: Record<DteBucket, number> = { '0': 0.25, '7': 0.5, '30': 0.75, all: 1 };

export function makeTotals(netCall: number, netPut: number): NetPremiumTotals {
  return {
    callAskPremium: netCall + 1_000_000,
    callBidPremium: 1_000_000,
    putAskPremium: netPut + 2_000_000,
    putBidPremium: 2_000_000,
    netCallPremium: netCall,
    netPutPremium: netPut,
  };
}

/**
 * A net-flow answer for tests: `count` points from the open, calls bought steadily and puts a little less,
 * each bucket a share of the whole. `asOf` tells one answer from the next.
 */
export function makeNetFlow(
  ticker: string | null,
  {
    dte = 'all',
    interval = 5,
    count = 12,
    price = 690,
    asOf = '2026-11-20T15:31:07.000Z',
  }: { dte?: DteBucket; interval?: number; count?: number; price?: number; asOf?: string } = {},
): NetFlowResponse {
  const scale = BUCKET_SCALE[dte];
  const points: NetFlowPoint[] = [];
  let callSum = 0;
  let putSum = 0;
  for (let i = 0; i < count; i++) {
    const call = Math.round(scale * 1_000_000 * (1 + (i % 3)));
    const put = Math.round(scale * 600_000 * (1 + (i % 2)));
    callSum += call;
    putSum += put;
    points.push({
      time: new Date(Date.parse(SESSION_OPEN) + i * interval * 60_000).toISOString(),
      netCallPremium: call,
      netPutPremium: put,
      cumulativeNetCallPremium: callSum,
      cumulativeNetPutPremium: putSum,
      callVolume: 1000,
      putVolume: 800,
      price: Number((price + i * 0.1).toFixed(2)),
    });
  }
  const totals = Object.fromEntries(
    (Object.keys(BUCKET_SCALE) as DteBucket[]).map((bucket) => {
      const s = BUCKET_SCALE[bucket] / scale;
      return [bucket, makeTotals(Math.round(callSum * s), Math.round(putSum * s))];
    }),
  ) as Record<DteBucket, NetPremiumTotals>;
  return { source: 'simulated', asOf, session: '2026-11-20', ticker, dte, interval, points, totals };
}
