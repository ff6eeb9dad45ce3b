/**
 * The market endpoints, one family per file, all reading the same engine and repository through one
 * view (market-view.ts): flow and gauges, snapshots, dark pool, net flow, gamma exposure, chart bars and
 * the market clock. routes.ts registers each family's endpoints.
 */
import { createChartEndpoints } from './chart.js';
import { createDarkPoolEndpoints } from './dark-pool.js';
import { createFlowEndpoints } from './flow.js';
import { createGexEndpoints } from './gex.js';
import { createMarketView, type MarketServiceOptions } from './market-view.js';
import { createNetFlowEndpoints } from './net-flow.js';
import { createSnapshotEndpoints } from './snapshot.js';
import { createStatusEndpoints } from './status.js';

export type MarketService = ReturnType<typeof createMarketService>;

export function createMarketService(options: MarketServiceOptions) {
  const view = createMarketView(options);
  const gex = createGexEndpoints(view);
  const netFlow = createNetFlowEndpoints(view);
  return {
    /** The market data source's kind, for every response's source header. */
    source: view.source,
    flow: createFlowEndpoints(view),
    snapshot: createSnapshotEndpoints(view, gex, netFlow),
    darkPool: createDarkPoolEndpoints(view),
    netFlow,
    gex,
    chart: createChartEndpoints(view),
    status: createStatusEndpoints(view),
  };
}
