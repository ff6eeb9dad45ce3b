import {
  chartBarsContract,
  darkPoolContract,
  flowContract,
  flowGaugesContract,
  flowSnapshotContract,
  flowSnapshotV2Contract,
  gammaExposureContract,
  marketStatusContract,
  netFlowContract,
} from '@flowdeck/endpoints/market/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { InputError } from '../../errors.js';
import { route } from '../../lib/contract-route.js';
import { DEFAULT_FLOW_LIMIT, toDarkPoolFilter, toFlowFilter } from './schemas.js';
import { DEFAULT_GEX_RANGE_PERCENT } from './gex.js';
import type { MarketService } from './service.js';

/** Every market response says where its data comes from, for the UI's "Simulated data" label. */
export const SOURCE_HEADER = 'x-market-data-source';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Spec §7 market paths: flow/{x}, flow/guages (sic), flow/snapshot/{x}, flow/snapshot/v2/{x},
 * darkpool/{x}, net-flow, gamma-exposure; plus chart/bars/{x} (candles for the chart page) and
 * market/status (the market clock). Each is registered from its contract
 * (@flowdeck/endpoints/market/contracts): path, requirement, schemas. biggestMovers/gainers|losers are
 * with the scanners (../scanners).
 */
export function marketRoutes(deps: AppDeps, market: MarketService): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header(SOURCE_HEADER, market.source);
      done(null, payload);
    });

    route(app, flowGaugesContract, deps, async (request) =>
      market.flow.gauges(request.query.ticker ?? null, request.query.session),
    );

    route(app, flowSnapshotV2Contract, deps, async (request) =>
      market.snapshot.snapshotV2(request.params.x, request.query.session),
    );

    route(app, flowSnapshotContract, deps, async (request) =>
      market.snapshot.snapshot(request.params.x, request.query.session),
    );

    route(app, flowContract, deps, async (request, reply) => {
      const x = request.params.x;
      const q = request.query;
      if (x !== null && q.ticker) {
        throw new InputError({ ticker: 'Filter tickers with flow/all?ticker=…, or put one ticker in the path.' });
      }
      const filter = toFlowFilter(q, x === null ? null : [x]);
      const json = await market.flow.flowJson(x, filter, q.cursor, q.limit ?? DEFAULT_FLOW_LIMIT, q.session);
      return reply.type(JSON_CONTENT_TYPE).send(json);
    });

    route(app, darkPoolContract, deps, async (request) => {
      const q = request.query;
      return market.darkPool.darkPool(
        request.params.x,
        toDarkPoolFilter(q),
        q.cursor,
        q.limit ?? DEFAULT_FLOW_LIMIT,
        q.session,
      );
    });

    route(app, netFlowContract, deps, async (request) => {
      const q = request.query;
      return market.netFlow.netFlow(q.ticker ?? null, q.dte ?? 'all', q.interval ?? 1, q.session);
    });

    route(app, gammaExposureContract, deps, async (request) => {
      const q = request.query;
      return market.gex.gammaExposure(q.ticker, q.expiry ?? null, q.range ?? DEFAULT_GEX_RANGE_PERCENT, q.session);
    });

    route(app, chartBarsContract, deps, async (request) =>
      market.chart.bars(request.params.x, request.query.interval ?? '5m', request.query.days, request.query.session),
    );

    route(app, marketStatusContract, deps, async () => market.status.status());
  };
}
