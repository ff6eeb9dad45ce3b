import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { dedupeItems, FeedError, itemId, parseFeed, parseFeedDate, plainText } from './feed-parser.js';

const fixture = (name: string) => readFileSync(new URL(`../../sources/news/fixtures/${name}`, import.meta.url), 'utf8');

describe('parseFeed', () => {
  it('reads an RSS 2.0 feed (SEC press releases): guid, link, plain-text description, RFC 822 date with offset', () => {
    const feed = parseFeed(fixture('sec-press-releases.rss.xml'));
    assert.equal(feed.format, 'rss');
    assert.equal(feed.title, 'Press Releases');
    assert.equal(feed.items.length, 3);
    const first = feed.items[0];
    assert.ok(first);
    assert.equal(first.guid, '2025-88');
    assert.equal(first.link, 'https://www.sec.gov/newsroom/press-releases/2025-88');
    assert.equal(first.title, 'SEC Charges Former Executive of Super Micro Computer with Accounting Fraud');
    assert.match(first.summary ?? '', /^The Securities and Exchange Commission today charged .*\(Nasdaq: SMCI\)/);
    assert.equal(first.publishedAt, Date.UTC(2025, 5, 12, 18, 30));
    assert.equal(first.where, 'rss/channel/item[1]');
  });

  it('reads CDATA titles and HTML descriptions (Business Wire), keeping repeats for de-duplication and items with only a link', () => {
    const feed = parseFeed(fixture('businesswire.rss.xml'));
    assert.equal(feed.items.length, 4);
    assert.equal(
      feed.items[0]?.title,
      'Oracle Announces Fiscal Year 2025 Fourth Quarter and Full Year Financial Results',
    );
    assert.match(feed.items[0]?.summary ?? '', /^AUSTIN, Texas--\(BUSINESS WIRE\)--Oracle Corporation \(NYSE: ORCL\)/);
    assert.deepEqual(feed.items[0]?.categories, ['Technology', 'Software']);
    assert.equal(feed.items[3]?.guid, null);
    assert.equal(feed.items[3]?.link, 'https://www.businesswire.com/news/home/20250609555111/en/');
    assert.equal(feed.items[0]?.publishedAt, Date.UTC(2025, 5, 11, 20, 5));
    const unique = dedupeItems(feed.items);
    assert.equal(unique.length, 3, 'the repeated Oracle item is dropped');
    assert.equal(
      itemId(feed.items[0] ?? { guid: null, link: null }),
      itemId(feed.items[2] ?? { guid: null, link: null }),
    );
  });

  it('reads GlobeNewswire stock categories and dates without seconds', () => {
    const feed = parseFeed(fixture('globenewswire.rss.xml'));
    assert.deepEqual(feed.items[0]?.categories, ['NASDAQ:MRNA', 'Regulatory']);
    assert.equal(feed.items[0]?.publishedAt, Date.UTC(2025, 5, 13, 12, 45));
    assert.equal(feed.items[2]?.categories.length, 0);
  });

  it('reads an Atom feed (EDGAR current filings): id, alternate link, html summary, updated with offset, category term', () => {
    const feed = parseFeed(fixture('sec-current-filings.atom.xml'));
    assert.equal(feed.format, 'atom');
    assert.match(feed.title, /^Latest Filings/);
    assert.equal(feed.items.length, 3);
    const tesla = feed.items[0];
    assert.equal(tesla?.guid, 'urn:tag:sec.gov,2008:accession-number=0001104659-25-058812');
    assert.equal(
      tesla?.link,
      'https://www.sec.gov/Archives/edgar/data/1318605/000110465925058812/0001104659-25-058812-index.htm',
    );
    assert.match(tesla?.summary ?? '', /^Filed: 2025-06-13 AccNo: 0001104659-25-058812 Size: 312 KB Item 5\.02/);
    assert.equal(tesla?.publishedAt, Date.UTC(2025, 5, 13, 20, 31, 45));
    assert.deepEqual(tesla?.categories, ['8-K']);
  });

  it('refuses malformed XML with its line and column, and documents that are not feeds', () => {
    const broken = fixture('sec-press-releases.rss.xml').replace(
      '</title>\n    <link>https://www.sec.gov/</link>',
      '\n',
    );
    assert.throws(
      () => parseFeed(broken),
      (error: unknown) => error instanceof FeedError && /^line \d+, column \d+$/.test(error.where),
    );
    assert.throws(() => parseFeed('<html><body>Not a feed</body></html>'), /element html: not an RSS 2\.0/);
  });

  it('reports items it cannot keep (no title; neither guid nor link) with where and why', () => {
    const feed = parseFeed(
      '<rss version="2.0"><channel><title>T</title><item><link>https://x/1</link></item>' +
        '<item><title>Kept</title><guid>g2</guid></item><item><title>No key</title></item></channel></rss>',
    );
    assert.deepEqual(
      feed.items.map((i) => i.title),
      ['Kept'],
    );
    assert.deepEqual(feed.skipped, [
      { where: 'rss/channel/item[1]', reason: 'the item has no title' },
      { where: 'rss/channel/item[3]', reason: 'the item has neither a guid nor a link to tell it apart' },
    ]);
  });
});

describe('dedupeItems', () => {
  it('keeps the first item per guid, and per link when a later item repeats a link under another guid', () => {
    const items = [
      { guid: 'a', link: 'https://x/1', n: 1 },
      { guid: 'a', link: 'https://x/2', n: 2 },
      { guid: null, link: 'https://x/3', n: 3 },
      { guid: null, link: 'https://x/3', n: 4 },
      { guid: 'b', link: 'https://x/1', n: 5 },
    ];
    assert.deepEqual(
      dedupeItems(items).map((i) => i.n),
      [1, 3],
    );
  });
});

describe('text and dates', () => {
  it('strips markup and decodes entities escaped twice', () => {
    assert.equal(plainText('<p>AT&amp;T &#8217;s <b>Q2</b>&nbsp;results</p>'), 'AT&T ’s Q2 results');
  });
  it('reads RFC 822 zones by name and offset, ISO 8601, and rejects junk', () => {
    assert.equal(parseFeedDate('Tue, 10 Jun 2025 16:15:00 EDT'), Date.UTC(2025, 5, 10, 20, 15));
    assert.equal(parseFeedDate('2025-06-13T16:31:45-04:00'), Date.UTC(2025, 5, 13, 20, 31, 45));
    assert.equal(parseFeedDate('yesterday-ish'), null);
    assert.equal(parseFeedDate(''), null);
  });
});
