/**
 * Headline sentiment from a finance lexicon, and the "major" rule.
 *
 * Lexicon: the word lists are drawn from the Loughran–McDonald Master Dictionary (Loughran, T. and McDonald, B.,
 * "When Is a Liability Not a Liability? Textual Analysis, Dictionaries, and 10-Ks", Journal of Finance 66(1),
 * 2011; Positive and Negative categories), cut to the words that occur in company headlines, plus the
 * market-news verbs and phrases general dictionaries miss ("beats", "misses", "raises guidance", "downgrade",
 * "price target cut"), after the headline vocabulary of the Financial PhraseBank (Malo et al., "Good Debt or
 * Bad Debt", JASIST 65(4), 2014). General-English sentiment words ("crude", "liability", "gross") are left out
 * on purpose: in finance they are neutral (the point of Loughran–McDonald).
 *
 * Rules (applied to the lower-cased title, then the summary at half weight):
 * 1. Phrases are matched first (weight 2 each) and their words are not counted again; then single words
 *    (weight 1), by stem: "upgrade", "upgrades", "upgraded" are one entry.
 * 2. A negator ("not", "no", "never", "without", "didn't"…) in the three words before a word or
 *    phrase flips its sign ("not profitable" is negative, "no loss" positive).
 * 3. net = positive − negative; positive when net ≥ 1, negative when net ≤ −1, neutral otherwise (also
 *    when nothing matched). The score is net ÷ (positive + negative), in [−1, 1] (0 when nothing matched).
 *
 * Major: an item that names at least one ticker and either reports a market-moving event (results, guidance,
 * a deal, a regulator's decision, bankruptcy, a leader leaving, an offering, a recall…: MAJOR_EVENTS) or
 * has a strong tone (|net| ≥ 3).
 */

export type Sentiment = 'positive' | 'negative' | 'neutral';

export interface SentimentResult {
  sentiment: Sentiment;
  /** In [−1, 1]. */
  score: number;
  positive: number;
  negative: number;
}

/** Word stems (matched as word prefixes: "upgrade" matches "upgraded"); Loughran–McDonald Positive + headline verbs. */
export const POSITIVE_WORDS: readonly string[] = [
  ...['beat', 'beats', 'surpass', 'exceed', 'outperform', 'upgrade', 'record', 'strong', 'strength', 'gain'],
  ...['surge', 'soar', 'jump', 'rally', 'climb', 'rise', 'rises', 'rising', 'rose', 'boost', 'improv', 'profitab'],
  ...['growth', 'grew', 'expand', 'approv', 'win', 'wins', 'won', 'award', 'breakthrough', 'success', 'achiev'],
  ...['robust', 'upbeat', 'optimis', 'bullish', 'accelerat', 'tops', 'top', 'higher', 'buyback', 'repurchase'],
  ...['dividend increase', 'partnership', 'launch', 'innovat', 'favorabl', 'positive', 'rebound'],
  ...['recover', 'upside', 'overweight', 'attractive', 'excellent', 'leading', 'momentum', 'settle'],
];

/** Loughran–McDonald Negative + headline verbs. */
export const NEGATIVE_WORDS: readonly string[] = [
  ...['miss', 'misses', 'missed', 'downgrade', 'weak', 'loss', 'losses', 'decline', 'drop', 'dropped', 'fall', 'fell'],
  ...['plunge', 'plummet', 'slump', 'sink', 'sank', 'tumble', 'slide', 'slid', 'lower', 'cut', 'cuts', 'slash'],
  ...['fraud', 'lawsuit', 'sue', 'sued', 'investigat', 'probe', 'charge', 'penalt', 'fine', 'fined', 'violat'],
  ...['recall', 'bankrupt', 'default', 'delist', 'halt', 'suspend', 'layoff', 'lay off', 'job cuts', 'warn'],
  ...[
    'disappoint',
    'concern',
    'warning',
    'slipped',
    'risk',
    'downturn',
    'slowdown',
    'headwind',
    'reject',
    'fail',
    'delay',
    'impair',
  ],
  ...['restat', 'resign', 'abrupt', 'underperform', 'bearish', 'pessimis', 'shortfall', 'deficit', 'adverse'],
  ...['scandal', 'breach', 'hack', 'outage', 'crash', 'selloff', 'sell-off', 'slip', 'dilut', 'underweight'],
  ...['inflate', 'scheme', 'misconduct'],
];

/** Phrases (weight 2), matched before the words in them. */
export const POSITIVE_PHRASES: readonly string[] = [
  'raises guidance',
  'raises outlook',
  'raises forecast',
  'raises full-year',
  'raises price target',
  'price target raised',
  'beats estimates',
  'tops estimates',
  'better than expected',
  'above expectations',
  'record revenue',
  'fda approval',
  'receives approval',
  'wins contract',
  'dividend increase',
  'raises dividend',
  'share repurchase',
  'all-time high',
];

export const NEGATIVE_PHRASES: readonly string[] = [
  'cuts guidance',
  'lowers guidance',
  'cuts outlook',
  'lowers outlook',
  'cuts forecast',
  'lowers forecast',
  'price target cut',
  'lowers price target',
  'cuts price target',
  'misses estimates',
  'worse than expected',
  'below expectations',
  'profit warning',
  'chapter 11',
  'going concern',
  'sec charges',
  'class action',
  'complete response letter',
  'job cuts',
  'lay off',
  'cuts dividend',
  'suspends dividend',
];

const NEGATORS = new Set(['not', 'no', 'never', 'without', "didn't", "doesn't", "don't", "won't", 'nor']);
const NEGATION_WINDOW = 3;

/** Events that move a stock whatever the tone (major rule). */
export const MAJOR_EVENTS: readonly RegExp[] = [
  /\b(quarter|quarterly|q[1-4]|fiscal|full[- ]year)\b.*\b(results|earnings|revenue|profit)\b/i,
  /\b(earnings|results)\b/i,
  /\b(guidance|outlook|forecast)\b/i,
  /\b(acquire|acquires|acquisition|merger|merge|to buy|buyout|takeover|tender offer|spin[- ]?off)\b/i,
  /\b(fda|approval|approves|approved|complete response letter|phase 3|clinical hold)\b/i,
  /\b(bankrupt\w*|chapter 11|restructuring|default|going concern|delist\w*)\b/i,
  /\b(ceo|chief executive|cfo|chief financial officer)\b.*\b(resign\w*|depart\w*|step\w* down|retire\w*|fired|appoint\w*|named)\b/i,
  /\b(resign\w*|step\w* down|retire\w*)\b.*\b(ceo|chief executive|cfo|chief financial officer)\b/i,
  /\b(sec charges|charged|fraud|indict\w*|investigation|subpoena|settle\w* .*charges)\b/i,
  /\b(recall\w*|trading halt|halted)\b/i,
  /\b(offering|secondary|convertible notes|senior notes)\b/i,
  /\b(dividend|buyback|repurchase|stock split)\b/i,
  /\b(upgrade\w*|downgrade\w*)\b/i,
  /\b(layoffs?|job cuts)\b/i,
];
export const STRONG_TONE = 3;

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z0-9'-]+/)
    .filter((t) => t !== '');
}

function matchesStem(token: string, stem: string): boolean {
  // Short stems ("win", "top", "cut") must match the word, not a prefix ("window", "topic", "cute").
  if (stem.length <= 4) {
    const rest = token.length - stem.length;
    return (
      token.startsWith(stem) &&
      (rest === 0 || (rest === 1 && token.endsWith('s')) || (rest === 2 && token.endsWith('ed')))
    );
  }
  return token.startsWith(stem);
}

// Tokenised once: a headline is scored against every phrase and word, and the lists do not change.
const PHRASES: ReadonlyArray<readonly [string[], 1 | -1]> = [
  ...POSITIVE_PHRASES.map((p): [string[], 1 | -1] => [tokens(p), 1]),
  ...NEGATIVE_PHRASES.map((p): [string[], 1 | -1] => [tokens(p), -1]),
];
/** Single-word stems by first letter: a word can only match a stem that starts as it does. */
function byFirstLetter(list: readonly string[]): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, string[]>();
  for (const stem of list.filter((w) => !w.includes(' '))) {
    const same = index.get(stem.charAt(0));
    if (same) same.push(stem);
    else index.set(stem.charAt(0), [stem]);
  }
  return index;
}
const POSITIVE_SINGLE = byFirstLetter(POSITIVE_WORDS);
const NEGATIVE_SINGLE = byFirstLetter(NEGATIVE_WORDS);
const matchesAny = (index: ReadonlyMap<string, readonly string[]>, word: string) =>
  index.get(word.charAt(0))?.some((stem) => matchesStem(word, stem)) ?? false;

function tally(text: string): { positive: number; negative: number } {
  const words = tokens(text);
  const used = new Array<boolean>(words.length).fill(false);
  let positive = 0;
  let negative = 0;
  const negated = (at: number) => {
    for (let j = Math.max(0, at - NEGATION_WINDOW); j < at; j++) if (NEGATORS.has(words[j] as string)) return true;
    return false;
  };
  const count = (sign: 1 | -1, weight: number, at: number) => {
    const effective = negated(at) ? -sign : sign;
    if (effective > 0) positive += weight;
    else negative += weight;
  };
  for (const [phrase, sign] of PHRASES) {
    for (let i = 0; i + phrase.length <= words.length; i++) {
      let k = 0;
      while (k < phrase.length && !used[i + k] && matchesStem(words[i + k] as string, phrase[k] as string)) k++;
      if (k < phrase.length) continue;
      for (k = 0; k < phrase.length; k++) used[i + k] = true;
      count(sign, 2, i);
    }
  }
  words.forEach((word, i) => {
    if (used[i] || NEGATORS.has(word)) return;
    if (matchesAny(POSITIVE_SINGLE, word)) count(1, 1, i);
    else if (matchesAny(NEGATIVE_SINGLE, word)) count(-1, 1, i);
  });
  return { positive, negative };
}

/** Scores a headline (and its summary at half weight) by the rules above. */
export function scoreSentiment(title: string, summary?: string | null): SentimentResult {
  const head = tally(title);
  const body = summary ? tally(summary) : { positive: 0, negative: 0 };
  const positive = head.positive + body.positive / 2;
  const negative = head.negative + body.negative / 2;
  const net = positive - negative;
  const sentiment: Sentiment = net >= 1 ? 'positive' : net <= -1 ? 'negative' : 'neutral';
  const total = positive + negative;
  return { sentiment, score: total === 0 ? 0 : Math.round((net / total) * 1000) / 1000, positive, negative };
}

/** Major: names a ticker, and reports a market-moving event or has a strong tone. */
export function isMajor(title: string, tickers: readonly string[], result: SentimentResult): boolean {
  if (tickers.length === 0) return false;
  if (Math.abs(result.positive - result.negative) >= STRONG_TONE) return true;
  return MAJOR_EVENTS.some((pattern) => pattern.test(title));
}
