/**
 * `npm run import -- symbols <dir|file…>`: the Nasdaq Trader symbol directory (`nasdaqlisted.txt`,
 * `otherlisted.txt`; parse.ts) into the symbol table, the whole U.S. listed market.
 * - A listing new to the table is added with what the directory says: name, exchange, stock or ETF. The directory
 *   has no sector, industry or share counts, so a stock is "Unclassified" (ETF for funds) and its market cap
 *   empty until a source fills them. With the simulator as the market source it trades, with simulated bars,
 *   from the API's next start.
 * - A listing already imported is updated when its name, exchange or kind changed, and left alone otherwise
 *   (importing the same files again changes nothing).
 * - The hand-written core of the universe (the real large caps, ETFs and index products the simulator was
 *   built on) stays as it is.
 */
import path from 'node:path';
import { listingEntry } from '../simulator/universe/listed.js';
import { universe } from '../simulator/universe/universe.js';
import { defineImporter } from '../import/importer.js';
import { parseSymbolDirectory, type SymbolDirectoryFile } from './parse.js';

/** Rows per insert statement (15 columns each, well under the bind-parameter limit). */
const INSERT_CHUNK = 1000;

export const symbolsImporter = defineImporter<SymbolDirectoryFile & { file: string }>({
  kind: 'symbols',
  summary:
    'the Nasdaq Trader symbol directory, nasdaqlisted.txt and otherlisted.txt: every U.S. listed common stock and ETF',
  accepts: (fileName) => /^(nasdaq|other)listed\.txt$/i.test(path.basename(fileName)),
  parse: (file) => ({ ...parseSymbolDirectory(file.name, file.text), file: path.basename(file.name) }),
  async write(trx, parsed) {
    const core = new Set(universe().map((entry) => entry.symbol));
    const stored = new Map(
      (await trx.selectFrom('symbols').select(['symbol', 'name', 'exchange', 'asset_type']).execute()).map((row) => [
        row.symbol,
        row,
      ]),
    );
    let updated = 0;
    let unchanged = 0;
    const fresh = [];
    for (const listing of parsed.listings) {
      const row = stored.get(listing.symbol);
      if (!row) {
        fresh.push(listingEntry(listing, false));
        continue;
      }
      if (
        core.has(listing.symbol) ||
        (row.name === listing.name && row.exchange === listing.exchange && row.asset_type === listing.kind)
      ) {
        unchanged += 1;
        continue;
      }
      await trx
        .updateTable('symbols')
        .set({ name: listing.name, exchange: listing.exchange, asset_type: listing.kind })
        .where('symbol', '=', listing.symbol)
        .execute();
      updated += 1;
    }
    for (let start = 0; start < fresh.length; start += INSERT_CHUNK) {
      await trx
        .insertInto('symbols')
        .values(
          fresh.slice(start, start + INSERT_CHUNK).map((entry) => ({
            symbol: entry.symbol,
            name: entry.name,
            exchange: entry.exchange,
            asset_type: entry.assetType,
            sector: entry.sector,
            industry: entry.industry,
            market_cap: null,
            shares_outstanding: null,
            float_shares: null,
            description: entry.description,
            ceo: null,
            headquarters: null,
            founded: null,
            employees: null,
            website: null,
          })),
        )
        .execute();
    }
    const stocks = parsed.listings.filter((listing) => listing.kind === 'stock').length;
    const notes = [
      `${parsed.file} of ${parsed.createdAt.replace('T', ' ')} (New York): ${stocks} common stocks and ${parsed.listings.length - stocks} ETFs`,
      `left out: ${parsed.testIssues} test issues, ${parsed.otherSecurities} other securities (units, warrants, rights, notes, preferreds)`,
    ];
    if (fresh.length > 0)
      notes.push(
        `${fresh.length} new listings, "Unclassified" until a source gives their industry; with the simulator as the source they trade from the API's next start`,
      );
    return { inserted: fresh.length, updated, unchanged, notes };
  },
});
