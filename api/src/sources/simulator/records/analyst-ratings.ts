/**
 * Simulated rating actions over the universe: real brokers' names and rating scales, fictional analysts.
 * Each (stock, covering firm) pair draws from its own random stream, a fixed count of numbers per session,
 * so a day's actions depend only on the seed and the closes before it: the record never changes once
 * written, and today's actions (set against yesterday's close) appear as the market clock passes their time.
 */
import type { RatingAction, RatingStance } from '@flowdeck/api-types';
import { marketInstant } from '@flowdeck/market-calendar';
import { rngFor, unitHash } from '../market/rng.js';
import type { RatedStock, SourceAction } from '../../../modules/analyst-ratings/source.js';
import { impliedTargetAction } from '../../../modules/analyst-ratings/vocabulary.js';

/** Real firms with the words of their own rating scales. */
export const SIMULATED_FIRMS: ReadonlyArray<{ name: string; scale: Readonly<Record<RatingStance, string>> }> = [
  { name: 'Goldman Sachs', scale: { buy: 'Buy', hold: 'Neutral', sell: 'Sell' } },
  { name: 'Morgan Stanley', scale: { buy: 'Overweight', hold: 'Equal-Weight', sell: 'Underweight' } },
  { name: 'J.P. Morgan', scale: { buy: 'Overweight', hold: 'Neutral', sell: 'Underweight' } },
  { name: 'BofA Securities', scale: { buy: 'Buy', hold: 'Neutral', sell: 'Underperform' } },
  { name: 'Citigroup', scale: { buy: 'Buy', hold: 'Neutral', sell: 'Sell' } },
  { name: 'Wells Fargo', scale: { buy: 'Overweight', hold: 'Equal-Weight', sell: 'Underweight' } },
  { name: 'Barclays', scale: { buy: 'Overweight', hold: 'Equal-Weight', sell: 'Underweight' } },
  { name: 'UBS', scale: { buy: 'Buy', hold: 'Neutral', sell: 'Sell' } },
  { name: 'Deutsche Bank', scale: { buy: 'Buy', hold: 'Hold', sell: 'Sell' } },
  { name: 'Jefferies', scale: { buy: 'Buy', hold: 'Hold', sell: 'Underperform' } },
  { name: 'Evercore ISI', scale: { buy: 'Outperform', hold: 'In-Line', sell: 'Underperform' } },
  { name: 'Bernstein', scale: { buy: 'Outperform', hold: 'Market Perform', sell: 'Underperform' } },
  { name: 'Piper Sandler', scale: { buy: 'Overweight', hold: 'Neutral', sell: 'Underweight' } },
  { name: 'Raymond James', scale: { buy: 'Outperform', hold: 'Market Perform', sell: 'Underperform' } },
  { name: 'RBC Capital', scale: { buy: 'Outperform', hold: 'Sector Perform', sell: 'Underperform' } },
  { name: 'Wedbush', scale: { buy: 'Outperform', hold: 'Neutral', sell: 'Underperform' } },
  { name: 'Needham', scale: { buy: 'Buy', hold: 'Hold', sell: 'Underperform' } },
  { name: 'Oppenheimer', scale: { buy: 'Outperform', hold: 'Perform', sell: 'Underperform' } },
  { name: 'KeyBanc', scale: { buy: 'Overweight', hold: 'Sector Weight', sell: 'Underweight' } },
  { name: 'Mizuho', scale: { buy: 'Outperform', hold: 'Neutral', sell: 'Underperform' } },
  { name: 'BMO Capital', scale: { buy: 'Outperform', hold: 'Market Perform', sell: 'Underperform' } },
  { name: 'Truist Securities', scale: { buy: 'Buy', hold: 'Hold', sell: 'Sell' } },
  { name: 'Stifel', scale: { buy: 'Buy', hold: 'Hold', sell: 'Sell' } },
  { name: 'TD Cowen', scale: { buy: 'Buy', hold: 'Hold', sell: 'Sell' } },
  { name: 'Baird', scale: { buy: 'Outperform', hold: 'Neutral', sell: 'Underperform' } },
  { name: 'Loop Capital', scale: { buy: 'Buy', hold: 'Hold', sell: 'Sell' } },
  { name: 'Cantor Fitzgerald', scale: { buy: 'Overweight', hold: 'Neutral', sell: 'Underweight' } },
  { name: 'HSBC', scale: { buy: 'Buy', hold: 'Hold', sell: 'Reduce' } },
];

const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Carmen',
  'Dana',
  'Elliot',
  'Farah',
  'Gideon',
  'Hana',
  'Ines',
  'Jonah',
  'Kiran',
  'Lena',
  'Marek',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rafael',
  'Sofia',
  'Tobias',
  'Uma',
  'Viktor',
  'Wren',
  'Yusuf',
];
const LAST_NAMES = [
  'Abernathy',
  'Brightwater',
  'Castellano',
  'Dunmore',
  'Eastwick',
  'Fairbanks',
  'Galloway',
  'Hollister',
  'Ingram',
  'Jessop',
  'Kettering',
  'Lindqvist',
  'Marchetti',
  'Northcott',
  'Okonkwo',
  'Pemberton',
  'Quarles',
  'Rosenthal',
  'Sandoval',
  'Thackeray',
  'Underhill',
  'Vasquez',
  'Whitlock',
  'Yardley',
];

/** Fictional analysts per firm; each covers a share of the firm's stocks. */
const ANALYSTS_PER_FIRM = 4;
/** Firms covering one stock: from this many… */
const MIN_COVERAGE = 3;
/** …to this many more. */
const EXTRA_COVERAGE = 8;
/** The chance that a covering firm acts on the stock in one session (about 3 actions a pair a year). */
const ACTION_CHANCE_PER_SESSION = 0.012;
/** Stances when coverage starts, as the street's are: mostly buys, few sells. */
const STANCE_ODDS: ReadonlyArray<[RatingStance, number]> = [
  ['buy', 0.55],
  ['hold', 0.38],
  ['sell', 0.07],
];
/** Target upside a rating implies, as a range over the last close. */
const UPSIDE_BY_STANCE: Readonly<Record<RatingStance, [number, number]>> = {
  buy: [0.08, 0.35],
  hold: [-0.06, 0.1],
  sell: [-0.28, -0.04],
};
/** Most actions come out before the open (06:00–09:25 New York); the rest during the session. */
const PRE_MARKET_SHARE = 0.78;

export function analystName(firm: string, index: number, seed: number): string {
  const first = FIRST_NAMES[Math.floor(unitHash(seed, 'analyst-first', firm, index) * FIRST_NAMES.length)];
  const last = LAST_NAMES[Math.floor(unitHash(seed, 'analyst-last', firm, index) * LAST_NAMES.length)];
  return `${first} ${last}`;
}

function drawStance(u: number): RatingStance {
  let sum = 0;
  for (const [stance, odds] of STANCE_ODDS) {
    sum += odds;
    if (u < sum) return stance;
  }
  return 'hold';
}

/** Targets are round numbers: whole dollars above $20, half dollars below. */
function roundTarget(value: number): number {
  return value >= 20 ? Math.round(value) : Math.max(0.5, Math.round(value * 2) / 2);
}

function targetFor(stance: RatingStance, close: number, u: number): number {
  const [low, high] = UPSIDE_BY_STANCE[stance];
  return roundTarget(close * (1 + low + (high - low) * u));
}

const STEP_UP: Readonly<Record<RatingStance, RatingStance>> = { sell: 'hold', hold: 'buy', buy: 'buy' };
const STEP_DOWN: Readonly<Record<RatingStance, RatingStance>> = { buy: 'hold', hold: 'sell', sell: 'sell' };

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Every simulated action on the sessions after the first stored date up to `today` (inclusive, even when
 * today's close is not stored yet), oldest first. `sessions` are the trading days to generate, ascending.
 */
/** The first minute actions come out (06:00 New York): after any DST switch, so a day has one offset from it. */
const FIRST_MINUTE = 360;

export function simulateActions(
  stocks: readonly RatedStock[],
  sessions: readonly string[],
  seed: number,
): SourceAction[] {
  const actions: SourceAction[] = [];
  // Time-zone arithmetic once a day, not once an action (it is most of the cost otherwise).
  const dayStart = new Map<string, number>();
  const instant = (date: string, minutes: number) => {
    let start = dayStart.get(date);
    if (start === undefined) {
      start = marketInstant(date, FIRST_MINUTE);
      dayStart.set(date, start);
    }
    return start + (minutes - FIRST_MINUTE) * 60_000;
  };
  for (const stock of stocks) {
    if (stock.dates.length === 0) continue;
    const coverage = MIN_COVERAGE + Math.floor(unitHash(seed, 'coverage', stock.symbol) * (EXTRA_COVERAGE + 1));
    const firms = [...SIMULATED_FIRMS]
      .map((firm) => ({ firm, order: unitHash(seed, 'covers', stock.symbol, firm.name) }))
      .sort((a, b) => a.order - b.order)
      .slice(0, coverage)
      .map((entry) => entry.firm);
    for (const firm of firms) {
      const analyst = analystName(
        firm.name,
        Math.floor(unitHash(seed, 'desk', stock.symbol, firm.name) * ANALYSTS_PER_FIRM),
        seed,
      );
      const random = rngFor(seed, 'ratings', stock.symbol, firm.name);
      const firstClose = stock.closes[0] as number;
      let covered = random.next() < 0.9;
      let suspended = false;
      let stance: RatingStance = drawStance(random.next());
      const initialLevel = random.next();
      let target: number | null = covered ? targetFor(stance, firstClose, initialLevel) : null;
      let closeIndex = 0;
      for (const date of sessions) {
        // Four draws a session whatever happens, so one session's outcome never shifts the next one's.
        const happens = random.next();
        const kind = random.next();
        const when = random.next();
        const level = random.next();
        while (closeIndex + 1 < stock.dates.length && (stock.dates[closeIndex + 1] as string) < date) closeIndex++;
        if ((stock.dates[closeIndex] as string) >= date) continue;
        if (happens >= ACTION_CHANCE_PER_SESSION) continue;
        const close = stock.closes[closeIndex] as number;
        const priorRating = covered ? firm.scale[stance] : null;
        const priorTarget = covered ? target : null;
        let action: RatingAction;
        if (!covered) {
          action = suspended ? 'reinstate' : kind < 0.8 ? 'initiate' : 'assume';
          stance = drawStance(kind < 0.8 ? kind / 0.8 : (kind - 0.8) / 0.2);
          covered = true;
          suspended = false;
        } else if (kind < 0.12 && stance !== 'buy') {
          action = 'upgrade';
          stance = STEP_UP[stance];
        } else if (kind >= 0.12 && kind < 0.24 && stance !== 'sell') {
          action = 'downgrade';
          stance = STEP_DOWN[stance];
        } else if (kind >= 0.985) {
          action = kind >= 0.993 ? 'suspend' : 'terminate';
          suspended = action === 'suspend';
          covered = false;
        } else action = kind < 0.34 ? 'reiterate' : 'maintain';
        let nextTarget: number | null;
        if (!covered) nextTarget = null;
        else if (action === 'reiterate' && priorTarget !== null) nextTarget = priorTarget;
        else nextTarget = targetFor(stance, close, level);
        target = nextTarget;
        const minutes =
          when < PRE_MARKET_SHARE
            ? FIRST_MINUTE + Math.floor((when / PRE_MARKET_SHARE) * 206)
            : 570 + Math.floor(((when - PRE_MARKET_SHARE) / (1 - PRE_MARKET_SHARE)) * 390);
        actions.push({
          id: `sim:${stock.symbol}:${firm.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}:${date}`,
          at: instant(date, minutes),
          date,
          time: clock(minutes),
          ticker: stock.symbol,
          company: stock.name,
          firm: firm.name,
          analyst,
          action,
          targetAction: impliedTargetAction(priorTarget, nextTarget),
          ratingPrior: priorRating,
          ratingCurrent: covered ? firm.scale[stance] : null,
          stance: covered ? stance : null,
          targetPrior: priorTarget,
          targetCurrent: nextTarget,
        });
      }
    }
  }
  return actions.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}
