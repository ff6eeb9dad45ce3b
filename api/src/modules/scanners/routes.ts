import {
  biggestGainersContract,
  biggestLosersContract,
  breakdownContract,
  breakoutContract,
  gappersContract,
  relativeVolumeContract,
  relativeVolumeCurveContract,
  stockBeepContract,
  vwapBandsContract,
  vwapDeviationContract,
} from '@flowdeck/endpoints/scanners/contracts';
import {
  DEFAULT_MIN_GAP_PERCENT,
  DEFAULT_SCANNER_LIMIT,
  DEFAULT_SCANNER_SESSION_PART,
} from '@flowdeck/endpoints/scanners';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import type { MarketEngine } from '../market/engine.js';
import { SOURCE_HEADER } from '../market/routes.js';
import type { ScannerService } from './scanners-module.js';

/**
 * The scanners (spec §7: biggestMovers/gainers|losers; plus gappers, relative-volume,
 * relative-volume/{x}, vwap-deviation, vwap-deviation/{x}, breakout, breakdown and stockBeep/{x}), each registered from its contract (@flowdeck/endpoints/scanners/contracts). They
 * read the market engine's data source, so they answer at any hour: the last session when the market is closed.
 */
export function scannerRoutes(deps: AppDeps, engine: MarketEngine, scanners: ScannerService): FastifyPluginAsync {
  return async (app) => {
    // The whole-market scans (every symbol's VWAP stretch or breaks) are built once per market second and
    // shared by every request of that second; a write to the bars or the universe reads afresh.
    const perMarketSecond = {
      cache: {
        tables: ['symbols', 'daily_bars', 'minute_bars'] as const,
        clock: () => String(Math.floor((engine.marketTime ?? deps.now().getTime()) / 1_000)),
      },
    };
    // The movers also say why each moved: a new report, headline or rating action reads afresh too.
    const moversCache = {
      cache: {
        ...perMarketSecond.cache,
        tables: [
          ...perMarketSecond.cache.tables,
          'news_items',
          'earnings_reports',
          'analyst_ratings',
          'company_facts',
        ] as const,
      },
    };
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header(SOURCE_HEADER, scanners.source);
      done(null, payload);
    });

    for (const [contract, direction] of [
      [biggestGainersContract, 'gainers'],
      [biggestLosersContract, 'losers'],
    ] as const) {
      route(
        app,
        contract,
        deps,
        async (request) => {
          const q = request.query;
          return scanners.movers(
            direction,
            q.session ?? DEFAULT_SCANNER_SESSION_PART,
            q.noiseFilters ?? true,
            q.limit ?? DEFAULT_SCANNER_LIMIT,
          );
        },
        moversCache,
      );
    }

    route(app, gappersContract, deps, async (request) => {
      const q = request.query;
      return scanners.gappers(
        q.direction ?? 'up',
        q.minGap ?? DEFAULT_MIN_GAP_PERCENT,
        q.noiseFilters ?? true,
        q.limit ?? DEFAULT_SCANNER_LIMIT,
      );
    });

    route(app, relativeVolumeContract, deps, async (request) =>
      scanners.relativeVolume(request.query.noiseFilters ?? true, request.query.limit ?? DEFAULT_SCANNER_LIMIT),
    );

    route(app, relativeVolumeCurveContract, deps, async (request) => scanners.volumeCurve(request.params.x));

    route(app, stockBeepContract, deps, async (request) => scanners.stockBeep(request.params.x));

    route(
      app,
      vwapDeviationContract,
      deps,
      async (request) => {
        const q = request.query;
        return scanners.vwapDeviation(q.side ?? 'above', q.noiseFilters ?? true, q.limit ?? DEFAULT_SCANNER_LIMIT);
      },
      perMarketSecond,
    );

    route(app, vwapBandsContract, deps, async (request) => scanners.vwapBands(request.params.x));

    for (const [contract, direction] of [
      [breakoutContract, 'up'],
      [breakdownContract, 'down'],
    ] as const) {
      route(
        app,
        contract,
        deps,
        async (request) => {
          const q = request.query;
          return scanners.breaks(
            direction,
            q.type,
            q.confirmedOnly ?? false,
            q.noiseFilters ?? true,
            q.limit ?? DEFAULT_SCANNER_LIMIT,
          );
        },
        perMarketSecond,
      );
    }
  };
}
