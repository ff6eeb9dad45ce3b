import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { InputError } from '../../errors.js';
import { guarded } from '../../security/requirements.js';
import {
  DEFAULT_FLOW_LIMIT,
  barsQuerySchema,
  darkPoolQuerySchema,
  flowQuerySchema,
  gammaQuerySchema,
  gaugesQuerySchema,
  moversQuerySchema,
  netFlowQuerySchema,
  parseQuery,
  tickerOrAllSchema,
  tickerSchema,
  toDarkPoolFilter,
  toFlowFilter,
} from './schemas.js';
import { DEFAULT_GEX_RANGE_PERCENT, DEFAULT_MOVERS, type MarketService } from './service.js';
import { withVerifyCache } from './verify-cache.js';

/** Every market response says where its data comes from, for the UI's "Simulated data" label. */
export const SOURCE_HEADER = 'x-market-data-source';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A ticker from the path, or null for `all`; a malformed one is a 400 on `ticker`. */
function pathTicker(value: unknown): string | null {
  const parsed = tickerOrAllSchema.safeParse(value);
  if (!parsed.success) throw new InputError({ ticker: 'Enter a ticker symbol such as SPY, or all.' });
  return parsed.data as string | null;
}

function singleTicker(value: unknown): string {
  const parsed = tickerSchema.safeParse(value);
  if (!parsed.success) throw new InputError({ ticker: 'Enter a ticker symbol such as SPY.' });
  return parsed.data as string;
}

/**
 * Spec §7 market paths: flow/{x}, flow/guages (sic), flow/snapshot/{x}, flow/snapshot/v2/{x},
 * darkpool/{x}, net-flow, gamma-exposure, biggestMovers/gainers|losers; plus chart/bars/{x} (candles for
 * the chart page) and market/status (the market clock).
 */
export function marketRoutes(deps: AppDeps, market: MarketService): FastifyPluginAsync {
  return async (app) => {
    // Premium data: 402 once a subscriber's access has ended (guests pass until their token expires).
    const reader = guarded({ ...deps, tokens: withVerifyCache(deps.tokens, deps.now) }, 'readMarketData');
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header(SOURCE_HEADER, market.source);
      done(null, payload);
    });

    app.get('/flow/guages', reader, async (request) => {
      const q = parseQuery(gaugesQuerySchema, request.query);
      return market.gauges((q.ticker as string | undefined) ?? null);
    });

    app.get<{ Params: { x: string } }>('/flow/snapshot/v2/:x', reader, async (request) =>
      market.snapshotV2(singleTicker(request.params.x)),
    );

    app.get<{ Params: { x: string } }>('/flow/snapshot/:x', reader, async (request) =>
      market.snapshot(singleTicker(request.params.x)),
    );

    app.get<{ Params: { x: string } }>('/flow/:x', reader, async (request, reply) => {
      const x = pathTicker(request.params.x);
      const q = parseQuery(flowQuerySchema, request.query);
      if (x !== null && q.ticker) {
        throw new InputError({ ticker: 'Filter tickers with flow/all?ticker=…, or put one ticker in the path.' });
      }
      const filter = toFlowFilter(q, x === null ? null : [x]);
      const json = await market.flowJson(x, filter, q.cursor, q.limit ?? DEFAULT_FLOW_LIMIT);
      return reply.type(JSON_CONTENT_TYPE).send(json);
    });

    app.get<{ Params: { x: string } }>('/darkpool/:x', reader, async (request) => {
      const x = pathTicker(request.params.x);
      const q = parseQuery(darkPoolQuerySchema, request.query);
      return market.darkPool(x, toDarkPoolFilter(q), q.cursor, q.limit ?? DEFAULT_FLOW_LIMIT);
    });

    app.get('/net-flow', reader, async (request) => {
      const q = parseQuery(netFlowQuerySchema, request.query);
      return market.netFlow((q.ticker as string | null | undefined) ?? null, q.dte ?? 'all', q.interval ?? 1);
    });

    app.get('/gamma-exposure', reader, async (request) => {
      const q = parseQuery(gammaQuerySchema, request.query);
      return market.gammaExposure(q.ticker as string, q.expiry ?? null, q.range ?? DEFAULT_GEX_RANGE_PERCENT);
    });

    for (const direction of ['gainers', 'losers'] as const) {
      app.get(`/biggestMovers/${direction}`, reader, async (request) => {
        const q = parseQuery(moversQuerySchema, request.query);
        return market.movers(direction, q.limit ?? DEFAULT_MOVERS, q.assetType ?? 'stock', q.minMarketCap);
      });
    }

    app.get<{ Params: { x: string } }>('/chart/bars/:x', reader, async (request) => {
      const q = parseQuery(barsQuerySchema, request.query);
      return market.bars(singleTicker(request.params.x), q.interval ?? '5m', q.days);
    });

    app.get('/market/status', reader, async () => market.status());
  };
}
