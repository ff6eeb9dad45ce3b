/**
 * Screens as a stream of changes, for alerts: every minute of the live market it runs the screens some
 * subscriber's rule watches (presets, or saved screens by id) over the screener's universe — the same rows
 * the page screens — and reports each symbol that joined or left a screen's results since the last look.
 * A screen's first look (after a restart, a new rule or a new session) only learns its members.
 */
import type { ScreenerFilter } from '@flowdeck/api-types';
import { SCREENER_PRESET_BY_ID } from '@flowdeck/endpoints/screener';
import type { ScreenChange } from '@flowdeck/endpoints/sms-alerts';
import { marketPhaseAt } from '@flowdeck/market-calendar';
import { createWatchLoop } from '../../lib/watch-loop.js';

/** How often the watch looks while the market runs live. */
export const SCREEN_WATCH_MS = 60_000;
/** A screen whose results change by more than this many symbols at once is reported as one change each
 *  only up to here: a screen loose enough to swing the whole market is not texted symbol by symbol. */
export const MAX_CHANGES_PER_LOOK = 25;

export interface ScreenMembershipChange {
  screenId: string;
  screenName: string;
  symbol: string;
  change: ScreenChange;
  /** Unique per change: the session and the minute it was seen. */
  key: string;
  at: number;
}

export interface WatchedScreen {
  id: string;
  name: string;
  filters: readonly ScreenerFilter[];
}

export interface ScreenWatchOptions {
  /** Ids of the screens to watch now (the SMS rules' own). */
  watched: () => readonly string[];
  /** Saved screens by id (presets are known here). */
  savedScreens: (ids: readonly string[]) => Promise<WatchedScreen[]>;
  members: (filters: readonly ScreenerFilter[]) => Promise<{ session: string; symbols: string[] }>;
  marketNow: () => number;
  /** Null: no timer (tests call `tick()`). */
  intervalMs: number | null;
  onChanges: (changes: ScreenMembershipChange[]) => void;
  logger?: { error(obj: object, msg: string): void };
}

export function createScreenWatch(options: ScreenWatchOptions) {
  /** Per screen: the session its members were taken in, and the members. */
  const known = new Map<string, { session: string; members: Set<string> }>();

  async function screensOf(ids: readonly string[]): Promise<WatchedScreen[]> {
    const presets = ids.flatMap((id) => {
      const preset = SCREENER_PRESET_BY_ID.get(id);
      return preset ? [{ id: preset.id, name: preset.name, filters: preset.filters }] : [];
    });
    const saved = await options.savedScreens(ids.filter((id) => !SCREENER_PRESET_BY_ID.has(id)));
    return [...presets, ...saved];
  }

  /** One look: the changes since the last one (reported through `onChanges` too). */
  async function look(): Promise<ScreenMembershipChange[]> {
    const at = options.marketNow();
    const phase = marketPhaseAt(at);
    if (phase !== 'pre' && phase !== 'regular') return [];
    const ids = [...new Set(options.watched())];
    for (const id of known.keys()) if (!ids.includes(id)) known.delete(id);
    const minute = Math.floor(at / 60_000);
    const changes: ScreenMembershipChange[] = [];
    for (const screen of await screensOf(ids)) {
      const { session, symbols } = await options.members(screen.filters);
      const now = new Set(symbols);
      const before = known.get(screen.id);
      known.set(screen.id, { session, members: now });
      if (!before || before.session !== session) continue;
      const change = (symbol: string, kind: ScreenChange): ScreenMembershipChange => ({
        screenId: screen.id,
        screenName: screen.name,
        symbol,
        change: kind,
        key: `${screen.id}:${session}:${minute}:${symbol}:${kind}`,
        at,
      });
      const entered = symbols.filter((s) => !before.members.has(s)).map((s) => change(s, 'enter'));
      const left = [...before.members].filter((s) => !now.has(s)).map((s) => change(s, 'leave'));
      changes.push(...[...entered, ...left].slice(0, MAX_CHANGES_PER_LOOK));
    }
    if (changes.length > 0) options.onChanges(changes);
    return changes;
  }

  return createWatchLoop(look, { name: 'screen watch', intervalMs: options.intervalMs, logger: options.logger });
}

export type ScreenWatch = ReturnType<typeof createScreenWatch>;
