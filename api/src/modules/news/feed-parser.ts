/**
 * RSS 2.0 and Atom (RFC 4287) feeds read into plain items. Well-formedness is checked first, so a truncated or
 * broken feed is refused with its line and column; items that cannot be kept (no title, or neither a guid/id
 * nor a link to de-duplicate by) are reported with their element, not dropped silently. Text is unescaped
 * (entities, CDATA, the HTML many feeds put in descriptions) into one line of plain text.
 */
import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type FeedFormat = 'rss' | 'atom';

export interface FeedItem {
  /** Where the item is in the file: `rss/channel/item[3]` (1-based). */
  where: string;
  /** RSS guid or Atom id; null when absent. */
  guid: string | null;
  link: string | null;
  title: string;
  summary: string | null;
  /** Epoch ms; null when the item has no date (the reader then uses when it first saw the item). */
  publishedAt: number | null;
  /** RSS `category` / Atom `category@term` values: feeds put exchange-prefixed symbols there. */
  categories: string[];
}

export interface ParsedFeed {
  format: FeedFormat;
  /** The channel's (or feed's) title: the item's source. */
  title: string;
  items: FeedItem[];
  /** Items left out, with where and why. */
  skipped: Array<{ where: string; reason: string }>;
}

/** A file that is not a feed at all: where and why. */
export class FeedError extends Error {
  constructor(
    readonly where: string,
    readonly reason: string,
  ) {
    super(`${where}: ${reason}`);
    this.name = 'FeedError';
  }
}

type Node = { [name: string]: Value };
type Value = string | Node | Value[] | undefined;

const REPEATED = new Set(['item', 'entry', 'link', 'category']);

const isNode = (value: Value): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: Value): Value[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function rawText(value: Value): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (isNode(value)) {
    const inner = value['#text'];
    return typeof inner === 'string' ? inner : '';
  }
  return undefined;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  reg: '®',
  trade: '™',
  copy: '©',
};

/** HTML entities left after XML unescaping (feeds often escape twice): named ones above and numeric ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Markup stripped, entities decoded, white space collapsed. */
export function plainText(text: string): string {
  return decodeEntities(
    text
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/div>/gi, ' ')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** RFC 822 dates (RSS: "Tue, 10 Jun 2025 16:05:00 GMT", "-0400", "EDT") and ISO 8601 (Atom); null if unreadable. */
export function parseFeedDate(value: string | undefined): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? null : ms;
}

function textOf(value: Value): string | null {
  const raw = rawText(Array.isArray(value) ? value[0] : value);
  if (raw === undefined) return null;
  const text = plainText(raw);
  return text === '' ? null : text;
}

function rssItem(item: Value, where: string): FeedItem | { where: string; reason: string } {
  if (!isNode(item)) return { where, reason: 'the item has no elements' };
  const title = textOf(item.title);
  const guid = textOf(item.guid);
  const link = textOf(item.link);
  if (!title) return { where, reason: 'the item has no title' };
  if (!guid && !link) return { where, reason: 'the item has neither a guid nor a link to tell it apart' };
  return {
    where,
    guid,
    link,
    title,
    summary: textOf(item.description) ?? textOf(item['content:encoded']),
    publishedAt: parseFeedDate(rawText(item.pubDate) ?? rawText(item['dc:date'])),
    categories: list(item.category)
      .map((c) => textOf(c))
      .filter((c): c is string => c !== null),
  };
}

/** Atom's link: the `alternate` one (a link without `rel` is alternate), else the first with an href. */
function atomLink(links: Value): string | null {
  const nodes = list(links).filter(isNode);
  const alternate = nodes.find((l) => (rawText(l['@rel']) ?? 'alternate') === 'alternate') ?? nodes[0];
  const href = alternate ? rawText(alternate['@href']) : undefined;
  return href ? href.trim() : null;
}

function atomEntry(entry: Value, where: string): FeedItem | { where: string; reason: string } {
  if (!isNode(entry)) return { where, reason: 'the entry has no elements' };
  const title = textOf(entry.title);
  const guid = textOf(entry.id);
  const link = atomLink(entry.link);
  if (!title) return { where, reason: 'the entry has no title' };
  if (!guid && !link) return { where, reason: 'the entry has neither an id nor a link to tell it apart' };
  return {
    where,
    guid,
    link,
    title,
    summary: textOf(entry.summary) ?? textOf(entry.content),
    publishedAt: parseFeedDate(rawText(entry.published) ?? rawText(entry.updated)),
    categories: list(entry.category)
      .map((c) => (isNode(c) ? (rawText(c['@term']) ?? rawText(c['@label'])) : rawText(c)))
      .filter((c): c is string => c !== undefined && c.trim() !== '')
      .map((c) => c.trim()),
  };
}

/** Reads one RSS 2.0 or Atom document. Throws FeedError when it is not well-formed XML or not a feed. */
export function parseFeed(text: string): ParsedFeed {
  const body = text.replace(/^\uFEFF/, '');
  const verdict = XMLValidator.validate(body);
  if (verdict !== true) {
    const { line, col, msg } = verdict.err;
    throw new FeedError(`line ${line}, column ${col}`, `not well-formed XML: ${msg}`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    isArray: (name) => REPEATED.has(name),
  });
  const root = parser.parse(body) as Node;
  const items: FeedItem[] = [];
  const skipped: ParsedFeed['skipped'] = [];
  const keep = (result: FeedItem | { where: string; reason: string }) => {
    if ('title' in result) items.push(result);
    else skipped.push(result);
  };
  const rss = root.rss;
  if (isNode(rss)) {
    const channel = rss.channel;
    if (!isNode(channel)) throw new FeedError('rss', 'the RSS document has no channel');
    list(channel.item).forEach((item, i) => keep(rssItem(item, `rss/channel/item[${i + 1}]`)));
    return { format: 'rss', title: textOf(channel.title) ?? 'RSS feed', items, skipped };
  }
  const feed = root.feed;
  if (isNode(feed)) {
    list(feed.entry).forEach((entry, i) => keep(atomEntry(entry, `feed/entry[${i + 1}]`)));
    return { format: 'atom', title: textOf(feed.title) ?? 'Atom feed', items, skipped };
  }
  const first = Object.keys(root).find((k) => !k.startsWith('?'));
  throw new FeedError(
    first ? `element ${first}` : 'document',
    'not an RSS 2.0 (<rss><channel>) or Atom (<feed>) document',
  );
}

/** What an item is known by across polls and imports: its guid, else its link. */
export function itemKey(item: Pick<FeedItem, 'guid' | 'link'>): string {
  return item.guid ? `guid:${item.guid}` : `link:${item.link ?? ''}`;
}

/** A stable row id for the item (the same story from any poll or import gets the same id). */
export function itemId(item: Pick<FeedItem, 'guid' | 'link'>): string {
  return createHash('sha256').update(itemKey(item)).digest('hex').slice(0, 24);
}

/**
 * One item per story, the first seen kept: a later item with a guid already seen, or a link already seen,
 * is the same story (feeds repeat items across updates, and some re-issue a story under a new guid).
 */
export function dedupeItems<T extends Pick<FeedItem, 'guid' | 'link'>>(items: readonly T[]): T[] {
  const guids = new Set<string>();
  const links = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    if ((item.guid && guids.has(item.guid)) || (item.link && links.has(item.link))) continue;
    if (item.guid) guids.add(item.guid);
    if (item.link) links.add(item.link);
    out.push(item);
  }
  return out;
}
