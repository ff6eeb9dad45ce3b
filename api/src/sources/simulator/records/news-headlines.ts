/**
 * Simulated headlines for the simulator's news events (../market/intraday.ts): an earnings release before
 * the open on the session that trades on a report, or a headline (before the open on a news jump, else
 * intraday on a day whose move is too large to be noise). The
 * text follows the event's direction and size, so the lexicon scores it as the price moved; the template is
 * picked by a hash of the event, so the same event always reads the same.
 */
import { createHash } from 'node:crypto';
import type { MarketNewsEvent } from '../../../modules/news/source.js';
import { newsName } from '../../../modules/news/ticker-tagger.js';

export interface SimulatedHeadline {
  title: string;
  summary: string;
}

/** Moves at least this large (as a fraction) read as big ones ("soars", "plunges"). */
export const BIG_MOVE = 0.06;

type Template = (name: string, symbol: string, pct: string) => SimulatedHeadline;

const EARNINGS_UP: Template[] = [
  (n, s, p) => ({
    title: `${n} beats estimates and raises guidance; shares jump ${p} premarket`,
    summary: `${n} (${s}) reported quarterly revenue and earnings per share above analyst estimates and raised its full-year outlook.`,
  }),
  (n, s, p) => ({
    title: `${n} quarterly results top estimates on strong demand, stock up ${p}`,
    summary: `${n} (${s}) posted record revenue for the quarter; margins improved and management reiterated its targets.`,
  }),
];
// A fall after a report is not always a miss (a beat with a weak outlook falls too): the text blames the
// outlook and the margins, which fits either, so it never contradicts the calendar's surprise.
const EARNINGS_DOWN: Template[] = [
  (n, s, p) => ({
    title: `${n} guidance falls short of expectations; shares fall ${p} premarket`,
    summary: `${n} (${s}) reported quarterly results, but its outlook for the coming quarters came in below what analysts expected.`,
  }),
  (n, s, p) => ({
    title: `${n} quarterly results disappoint as margins decline, stock down ${p}`,
    summary: `${n} (${s}) said margins narrowed in the quarter; management warned of headwinds in the coming quarter.`,
  }),
];
const HEADLINE_UP: Template[] = [
  (n, s, p) => ({
    title: `${n} shares climb ${p} after report of a new strategic partnership`,
    summary: `${n} (${s}) rose sharply intraday after a report that it is close to a partnership that would expand its market.`,
  }),
  (n, s, p) => ({
    title: `${n} wins major contract, stock rallies ${p}`,
    summary: `${n} (${s}) gained after announcing a multi-year contract award.`,
  }),
  (n, s, p) => ({
    title: `${n} upgraded to Buy at a major broker; shares gain ${p}`,
    summary: `Analysts cited accelerating growth and an attractive valuation for ${n} (${s}).`,
  }),
];
const HEADLINE_DOWN: Template[] = [
  (n, s, p) => ({
    title: `${n} shares slide ${p} after report of a regulatory probe`,
    summary: `${n} (${s}) fell intraday after a report that regulators opened an investigation into its sales practices.`,
  }),
  (n, s, p) => ({
    title: `${n} downgraded to Sell on slowing demand; stock drops ${p}`,
    summary: `Analysts cited weak orders and margin pressure at ${n} (${s}).`,
  }),
  (n, s, p) => ({
    title: `${n} stock falls ${p} as key product launch is delayed`,
    summary: `${n} (${s}) declined after it said a product launch would slip to next year.`,
  }),
];

const BIG_UP: Template = (n, s, p) => ({
  title: `${n} stock soars ${p} on blowout results`,
  summary: `${n} (${s}) surged after results far above estimates and a record outlook.`,
});
const BIG_DOWN: Template = (n, s, p) => ({
  title: `${n} stock plunges ${p} after a profit warning`,
  summary: `${n} (${s}) tumbled after cutting its full-year outlook well below expectations.`,
});

function pick<T>(list: readonly T[], key: string): T {
  const hash = createHash('sha256').update(key).digest();
  return list[hash.readUInt32BE(0) % list.length] as T;
}

/** The headline for one event: direction from the move's sign, wording from its kind and size. */
export function simulatedHeadline(event: MarketNewsEvent): SimulatedHeadline {
  const change = Math.exp(event.move) - 1;
  const pct = `${Math.abs(change * 100).toFixed(1)}%`;
  const up = change >= 0;
  const name = newsName(event.name);
  const key = `${event.symbol}:${event.time}`;
  if (event.kind === 'earnings' && Math.abs(change) >= BIG_MOVE)
    return (up ? BIG_UP : BIG_DOWN)(name, event.symbol, pct);
  const list = event.kind === 'earnings' ? (up ? EARNINGS_UP : EARNINGS_DOWN) : up ? HEADLINE_UP : HEADLINE_DOWN;
  return pick(list, key)(name, event.symbol, pct);
}

/** Every template, for tests: each must read in the direction it is used for. */
export const HEADLINE_TEMPLATES = {
  up: [...EARNINGS_UP, ...HEADLINE_UP, BIG_UP],
  down: [...EARNINGS_DOWN, ...HEADLINE_DOWN, BIG_DOWN],
};
