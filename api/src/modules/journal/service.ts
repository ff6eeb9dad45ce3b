/**
 * The trade journal: fills in, trades and statistics out. Trades are grouped on every read from the
 * user's fills (a pure rule, fast for years of fills), so a new import, a deleted fill or another cost
 * method shows at once; what the trader writes about a trade is kept by the trade's key.
 */
import {
  DEFAULT_ACCOUNT,
  DEFAULT_COST_METHOD,
  EXECUTIONS_LIST_MAX,
  type ExecutionView,
  type ImportResult,
  type JournalSettings,
  type JournalView,
  type TradeView,
} from '@flowdeck/endpoints/journal';
import type {
  ExecutionBody,
  ImportBody,
  JournalSettingsBody,
  TradeNotesBody,
} from '@flowdeck/endpoints/journal/contracts';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { InputError, NotFoundError } from '../../errors.js';
import { ImportRefusal } from '../../sources/import/importer.js';
import { parseExecutionsText } from './csv-format.js';
import { excursion } from './excursion.js';
import { groupTrades, type GroupedTrade } from './grouping.js';
import { describeInstrument, parseInstrument } from './instruments.js';
import { DEFAULT_JOURNAL_TIME_ZONE, isTimeZone, localDate } from './local-time.js';
import { createJournalRepository, insertExecutions, type StoredExecution, type TradeNotesRow } from './repository.js';
import { computeStats, holdingSeconds } from './stats.js';

/** MAE/MFE are read from bars for at most this many recent closed stock trades per view (one query each). */
const EXCURSION_TRADES_MAX = 200;

export const tradeIdOf = (key: string): string => Buffer.from(key, 'utf8').toString('base64url');
const tradeKeyOf = (id: string): string => Buffer.from(id, 'base64url').toString('utf8');

function describe(symbol: string): string {
  const instrument = parseInstrument(symbol);
  return instrument ? describeInstrument(instrument) : symbol;
}

function executionView(e: StoredExecution): ExecutionView {
  return { ...e, description: describe(e.symbol) };
}

const EMPTY_NOTES = { notes: '', tags: [], setup: null, mistake: null, risk: null };

/** What a journal view is computed from: the user's executions, notes and settings, and the minute bars. */
const JOURNAL_VIEW_TABLES = ['journal_executions', 'journal_trade_notes', 'journal_settings', 'minute_bars'] as const;

export function createJournalService(db: Kysely<Database>, now: () => Date) {
  const repo = createJournalRepository(db);

  async function settingsOf(userId: number): Promise<JournalSettings> {
    const saved = await repo.settings(userId);
    return {
      costMethod: saved?.costMethod ?? DEFAULT_COST_METHOD,
      timeZone: saved?.timeZone ?? DEFAULT_JOURNAL_TIME_ZONE,
    };
  }

  function tradeView(trade: GroupedTrade, notes: Omit<TradeNotesRow, 'tradeKey'> | undefined): TradeView {
    const n = notes ?? EMPTY_NOTES;
    return {
      id: tradeIdOf(trade.key),
      account: trade.account,
      underlying: trade.underlying,
      kind: trade.kind,
      strategy: trade.strategy,
      direction: trade.direction,
      openedAt: trade.openedAt,
      closedAt: trade.closedAt,
      holdingSeconds: trade.closedAt ? holdingSeconds({ openedAt: trade.openedAt, closedAt: trade.closedAt }) : null,
      maxQuantity: trade.maxQuantity,
      entryPrice: trade.entryPrice,
      exitPrice: trade.exitPrice,
      gross: trade.gross,
      fees: trade.fees,
      net: trade.net,
      r: n.risk && trade.closedAt ? Math.round((trade.net / n.risk) * 100) / 100 : null,
      mae: null,
      mfe: null,
      legs: trade.legs.map((leg) => ({
        symbol: leg.symbol,
        description: describe(leg.symbol),
        side: leg.side,
        quantity: leg.quantity,
        position: leg.position,
      })),
      executionIds: trade.executionIds,
      notes: n.notes,
      tags: [...n.tags],
      setup: n.setup,
      mistake: n.mistake,
      risk: n.risk,
    };
  }

  async function trades(userId: number, account?: string) {
    const [fills, notes, settings] = await Promise.all([
      repo.executions(userId, account),
      repo.notes(userId),
      settingsOf(userId),
    ]);
    const grouped = groupTrades(fills, settings.costMethod);
    return { fills, notes, settings, grouped };
  }

  const cache = readCacheFor(db);

  async function viewOf(userId: number, query: { account?: string; from?: string; to?: string }): Promise<JournalView> {
    const { fills, notes, settings, grouped } = await trades(userId, query.account);
    const { costMethod, timeZone } = settings;
    const inRange = grouped.filter((t) => {
      const day = localDate(new Date(t.openedAt), timeZone);
      return (!query.from || day >= query.from) && (!query.to || day <= query.to);
    });
    const views = inRange.map((t) => tradeView(t, notes.get(t.key)));
    const closed = views
      .filter((t) => t.closedAt !== null)
      .sort((a, b) => ((a.closedAt ?? '') < (b.closedAt ?? '') ? 1 : -1));
    const open = views.filter((t) => t.closedAt === null);

    const fillsById = new Map(fills.map((f) => [f.id, f]));
    for (const trade of closed.filter((t) => t.kind === 'stock').slice(0, EXCURSION_TRADES_MAX)) {
      const bars = await repo.minuteBars(trade.underlying, trade.openedAt, trade.closedAt ?? trade.openedAt);
      if (bars.length === 0) continue;
      const tradeFills = trade.executionIds.flatMap((id) => fillsById.get(id) ?? []);
      const result = excursion(tradeFills, bars, trade.closedAt ?? trade.openedAt);
      if (result) Object.assign(trade, result);
    }

    const stats = computeStats(
      closed.map((t) => ({
        key: t.id,
        underlying: t.underlying,
        openedAt: t.openedAt,
        closedAt: t.closedAt ?? t.openedAt,
        gross: t.gross,
        fees: t.fees,
        net: t.net,
        tags: t.tags,
        setup: t.setup,
        mistake: t.mistake,
        risk: t.risk,
      })),
      timeZone,
    );
    return {
      costMethod,
      accounts: await repo.accounts(userId),
      timeZone,
      trades: [...closed, ...open],
      stats,
    };
  }

  return {
    /** From the read cache until the user's journal (or a stored minute bar it measures against) changes. */
    view(userId: number, query: { account?: string; from?: string; to?: string }): Promise<JournalView> {
      const key = `journal-view:${userId}:${query.account ?? ''}:${query.from ?? ''}:${query.to ?? ''}`;
      return cache.read(JOURNAL_VIEW_TABLES, key, () => viewOf(userId, query));
    },

    executions(userId: number, account?: string) {
      return cache.read(['journal_executions'], `journal-executions:${userId}:${account ?? ''}`, async () => {
        const all = await repo.executions(userId, account);
        const items = all.slice(-EXECUTIONS_LIST_MAX).reverse().map(executionView);
        return { items, total: all.length };
      });
    },

    async addExecution(userId: number, body: ExecutionBody) {
      const instrument = parseInstrument(body.symbol);
      if (!instrument)
        throw new InputError({
          symbol: 'Enter a ticker or an option symbol (AAPL  261218C00250000, AAPL 12/18/2026 250 C).',
        });
      const row = {
        account: body.account ?? DEFAULT_ACCOUNT,
        executedAt: new Date(body.executedAt).toISOString(),
        symbol: instrument.symbol,
        side: body.side,
        quantity: body.quantity,
        price: body.price,
        commission: body.commission ?? 0,
        fees: body.fees ?? 0,
      };
      const [id] = await insertExecutions(db, userId, [row], 'manual');
      const stored = id === undefined ? await repo.executionByIdentity(userId, row) : await repo.execution(userId, id);
      if (!stored) throw new Error('The execution was neither inserted nor found.');
      return {
        execution: executionView(stored),
        created: id !== undefined,
        message: id !== undefined ? 'Execution added.' : 'This execution is already in your journal.',
      };
    },

    async deleteExecution(userId: number, id: number) {
      if (!(await repo.deleteExecution(userId, id))) throw new NotFoundError('Execution not found');
      return { message: 'Execution deleted.' };
    },

    async importFile(userId: number, body: ImportBody): Promise<ImportResult> {
      const timeZone = body.timeZone ?? DEFAULT_JOURNAL_TIME_ZONE;
      if (!isTimeZone(timeZone)) throw new InputError({ timeZone: `"${timeZone}" is not a known time zone.` });
      let rows;
      try {
        rows = parseExecutionsText(body.fileName, body.text, {
          format: body.format,
          account: body.account ?? DEFAULT_ACCOUNT,
          timeZone,
        });
      } catch (error) {
        if (error instanceof ImportRefusal) throw new InputError({ text: `${error.where}: ${error.reason}` });
        throw error;
      }
      const inserted = await db.transaction().execute(async (trx) => insertExecutions(trx, userId, rows, 'import'));
      const accounts = [...new Set(rows.map((r) => r.account))].sort();
      const unchanged = rows.length - inserted.length;
      const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
      return {
        inserted: inserted.length,
        unchanged,
        accounts,
        message: `${plural(inserted.length, 'execution')} imported${unchanged ? `, ${unchanged} already in your journal` : ''}.`,
      };
    },

    async updateTrade(userId: number, id: string, body: TradeNotesBody): Promise<TradeView> {
      const key = tradeKeyOf(id);
      const { notes, grouped } = await trades(userId);
      const trade = grouped.find((t) => t.key === key);
      if (!trade) throw new NotFoundError('Trade not found');
      const current = notes.get(key) ?? { tradeKey: key, ...EMPTY_NOTES };
      const next: TradeNotesRow = {
        tradeKey: key,
        notes: body.notes ?? current.notes,
        tags: body.tags ? [...new Set(body.tags)] : current.tags,
        setup: body.setup === undefined ? current.setup : body.setup,
        mistake: body.mistake === undefined ? current.mistake : body.mistake,
        risk: body.risk === undefined ? current.risk : body.risk,
      };
      await repo.saveNotes(userId, next, now());
      return tradeView(trade, next);
    },

    settings(userId: number): Promise<JournalSettings> {
      return settingsOf(userId);
    },

    /** Saves what the body names (the contract has canonicalised the zone) and answers both settings. */
    async saveSettings(userId: number, body: JournalSettingsBody): Promise<JournalSettings> {
      await repo.saveSettings(userId, body, { costMethod: DEFAULT_COST_METHOD }, now());
      return settingsOf(userId);
    },
  };
}
