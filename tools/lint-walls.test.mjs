// The walls of eslint.config.js hold, and every page descriptor sits in the folder named after its URL: each forbidden import, a cycle and a test that asserts nothing are
// refused, linted as if written at a real path of the repository (`npm test` runs this right after eslint).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { pageIndexes, pageIndexOf } from './page-index.mjs';
import { ROOT } from './run.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The rule ids reported for `code` linted as the file at `filePath` (relative to the repository root). */
async function rulesFiredAt(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  assert.ok(result, `no lint result for ${filePath}`);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const ZONE = 'import-x/no-restricted-paths';

describe('import walls', () => {
  const forbidden = [
    [
      'a remote into another remote, by a deep relative path',
      'remotes/market-data/src/features/flow/flow-page.tsx',
      "import { PoliticiansPage } from '../../../../trackers/src/features/politicians/politicians-page';",
    ],
    [
      'a remote into the host',
      'remotes/trackers/src/features/politicians/politicians-page.tsx',
      "import { useRemotesStore } from '../../../../../host/src/federation/remotes-store';",
    ],
    [
      'the host into a remote',
      'host/src/layout/nav-menu.tsx',
      "import { FlowPage } from '../../../remotes/market-data/src/features/flow/flow-page';",
    ],
    [
      'a shared library into the API',
      'shared/api-client/src/index.ts',
      "import { loadConfig } from '../../../api/src/config';",
    ],
    [
      'a shared library into a remote',
      'shared/ui-kit/src/index.ts',
      "import { FlowPage } from '../../../remotes/market-data/src/features/flow/flow-page';",
    ],
    [
      'a shared library into the host',
      'shared/ui-kit/src/index.ts',
      "import { useRemotesStore } from '../../../host/src/federation/remotes-store';",
    ],
    [
      'a feature into another feature of its remote',
      'remotes/market-data/src/features/flow/flow-page.tsx',
      "import { GammaPage } from '../gamma/gamma-page';",
    ],
    [
      'a feature into another feature of the host',
      'host/src/features/login/login-page.tsx',
      "import { NotFoundPage } from '../errors/not-found-page';",
    ],
    [
      'the API core into a feature module',
      'api/src/market/clock.ts',
      "import { PLAN_IDS } from '../modules/billing/plans.js';",
    ],
    [
      'the configuration into a feature module',
      'api/src/config.ts',
      "import { DISCORD_SNOWFLAKE_PATTERN } from './modules/discord-bot/discord-channel.js';",
    ],
    [
      'the market simulator into a feature module',
      'api/src/sources/simulator/market/market-simulator.ts',
      "import { createReferenceRepository } from '../../../modules/reference/repository.js';",
    ],
    [
      'the simulated universe into a feature module',
      'api/src/sources/simulator/universe/universe.ts',
      "import { createReferenceRepository } from '../../../modules/reference/repository.js';",
    ],
    [
      "a module's service into the simulated records (it reads its source interface)",
      'api/src/modules/filings/service.ts',
      "import { simulatedFilings } from '../../sources/simulator/records/filings.js';",
    ],
    [
      "a module's seed into the simulated records",
      'api/src/modules/insiders/seed.ts',
      "import { generateInsiderFilings } from '../../sources/simulator/records/insiders.js';",
    ],
  ];
  for (const [what, filePath, code] of forbidden) {
    it(`refuses ${what}`, async () => {
      assert.ok((await rulesFiredAt(filePath, code)).includes(ZONE), `${code} was allowed in ${filePath}`);
    });
  }

  it('refuses a remote importing another remote by package name', async () => {
    const fired = await rulesFiredAt(
      'remotes/market-data/src/features/flow/flow-page.tsx',
      "import { remote } from '@flowdeck/trackers';",
    );
    assert.ok(fired.includes('no-restricted-imports'), fired.join());
  });

  it('refuses e2e reaching into a remote by a relative path, statically or dynamically', async () => {
    const statically = await rulesFiredAt(
      'e2e/flow.spec.ts',
      "import { MAX_ROWS } from '../remotes/market-data/src/features/flow/flow-rows';",
    );
    assert.ok(statically.includes('no-restricted-imports'), statically.join());
    const dynamically = await rulesFiredAt(
      'bench/flow-frame-time.mjs',
      "await import('../remotes/market-data/src/features/flow/flow-rows.ts');",
    );
    assert.ok(dynamically.includes('no-restricted-syntax'), dynamically.join());
  });

  it('allows what the walls allow: a remote using a shared package, its own page kit and e2e a package', async () => {
    const remote = await rulesFiredAt(
      'remotes/market-data/src/features/gamma/gamma-page.tsx',
      "import { useApi } from '@flowdeck/host-sdk';\nimport { formatMoney } from '../../format';\nexport { useApi, formatMoney };",
    );
    assert.deepEqual(remote, []);
    const e2e = await rulesFiredAt(
      'e2e/scale-out.spec.ts',
      "import { LOGIN_LIMITS } from '@flowdeck/api/login-throttle';\nexport { LOGIN_LIMITS };",
    );
    assert.deepEqual(e2e, []);
    const moduleTest = await rulesFiredAt(
      'api/src/modules/filings/filings.test.ts',
      "import { simulatedRecords } from '../../sources/simulator/records/index.js';\nexport { simulatedRecords };",
    );
    assert.deepEqual(moduleTest, []);
  });
});

describe('SQL in repositories', () => {
  it("refuses a query builder call or a sql template in a module's service", async () => {
    const fired = await rulesFiredAt(
      'api/src/modules/affiliate/service.ts',
      [
        "import { sql } from 'kysely';",
        "export const a = (db) => db.selectFrom('users').selectAll().execute();",
        "export const b = (db) => db.deleteFrom('users').execute();",
        'export const c = sql<number>`count(*)`;',
        'export const d = sql`now()`;',
      ].join('\n'),
    );
    assert.equal(fired.filter((rule) => rule === 'no-restricted-syntax').length, 4, fired.join());
  });

  it("allows them in the module's repository.ts and its tests", async () => {
    const code = "export const a = (db) => db.selectFrom('users').selectAll().execute();";
    assert.deepEqual(await rulesFiredAt('api/src/modules/affiliate/repository.ts', code), []);
    assert.deepEqual(await rulesFiredAt('api/src/modules/affiliate/affiliate.test.ts', code), []);
  });
});

describe('cycles', () => {
  it('refuses an import cycle', async () => {
    // format.ts is imported by the snapshot page, so importing the page back from it closes a cycle.
    const fired = await rulesFiredAt(
      'remotes/market-data/src/format.ts',
      "import { SnapshotPage } from './features/snapshot/snapshot-page';\nexport { SnapshotPage };",
    );
    assert.ok(fired.includes('import-x/no-cycle'), fired.join());
  });
});

describe('tests', () => {
  it('refuses a jest test without an assertion, and a focused one', async () => {
    const fired = await rulesFiredAt(
      'remotes/market-data/src/format.test.ts',
      "it('formats', () => { String(1); });\nit.only('focused', () => { expect(1).toBe(1); });",
    );
    assert.ok(fired.includes('jest/expect-expect'), fired.join());
    assert.ok(fired.includes('jest/no-focused-tests'), fired.join());
  });

  it('refuses a node:test test without an assertion, and a focused one, in the API', async () => {
    const fired = await rulesFiredAt(
      'api/src/market/clock.test.ts',
      "import assert from 'node:assert/strict';\nimport { it } from 'node:test';\n" +
        "it('ticks', () => { Date.now(); });\nit.only('focused', () => { assert.equal(1, 1); });",
    );
    assert.deepEqual(fired.sort(), ['jest/expect-expect', 'jest/no-focused-tests']);
  });

  it('refuses a Playwright test without an assertion, and a focused one', async () => {
    const fired = await rulesFiredAt(
      'e2e/flow.spec.ts',
      "import { expect, test } from '@playwright/test';\n" +
        "test('opens', async ({ page }) => { await page.goto('/flow'); });\n" +
        "test.only('focused', async ({ page }) => { await expect(page).toHaveURL('/flow'); });",
    );
    assert.ok(fired.includes('playwright/expect-expect'), fired.join());
    assert.ok(fired.includes('playwright/no-focused-test'), fired.join());
  });
});

describe('page folders', () => {
  it('every page lives in the folder named after its URL (ARCHITECTURE §8)', () => {
    const read = (file) => readFileSync(`${ROOT}/${file}`, 'utf8');
    // Every path constant a descriptor may name: NAV_PATHS' entries and the contract's *_PATH constants.
    const paths = new Map();
    for (const [, key, value] of read('shared/contract/src/spec-nav.ts').matchAll(/^\s+(\w+): '(\/[^']*)',$/gm))
      paths.set(`NAV_PATHS.${key}`, value);
    for (const file of ['shared/contract/src/constants.ts', 'shared/endpoints/src/email-verification.ts'])
      for (const [, name, value] of read(file).matchAll(/export const (\w+_PATH) = '(\/[^']*)';/g))
        paths.set(name, value);
    const misplaced = [];
    let pages = 0;
    for (const remote of readdirSync(`${ROOT}/remotes`)) {
      const features = `remotes/${remote}/src/features`;
      if (!existsSync(`${ROOT}/${features}`)) continue;
      for (const folder of readdirSync(`${ROOT}/${features}`)) {
        const descriptor = `${features}/${folder}/page.ts`;
        if (!existsSync(`${ROOT}/${descriptor}`)) continue;
        pages++;
        const named = /\bpath: ([\w.]+),/.exec(read(descriptor))?.[1];
        const path = named === undefined ? undefined : paths.get(named);
        if (path !== `/${folder}`) misplaced.push(`${descriptor}: path ${named} = ${path}`);
      }
    }
    assert.ok(pages >= 26, `${pages} page descriptors found`);
    assert.deepEqual(misplaced, []);
  });

  it('each remote lists exactly the pages of its features (its page index is current: `npm run pages`)', async () => {
    const indexes = await pageIndexes();
    assert.deepEqual(
      indexes.map(({ remote }) => remote),
      ['account', 'market-data', 'tools', 'trackers'],
    );
    assert.deepEqual(
      indexes.filter(({ current }) => !current).map(({ file }) => file),
      [],
    );
  });

  it('a new folder with a descriptor is listed by the index written for it; a page.ts without one is refused', async () => {
    const remote = mkdtempSync(join(tmpdir(), 'page-index-'));
    try {
      const page = (folder, text) => {
        mkdirSync(join(remote, 'src', 'features', folder), { recursive: true });
        writeFileSync(join(remote, 'src', 'features', folder, 'page.ts'), text);
      };
      page('alpha', "export const ALPHA_PAGE = definePage({ path: NAV_PATHS.alpha, requires: 'public' });\n");
      mkdirSync(join(remote, 'src', 'features', 'no-page'));
      const text = await pageIndexOf(remote);
      assert.match(text, /import \{ ALPHA_PAGE \} from '\.\/features\/alpha\/page';/);
      assert.match(text, /PAGES: readonly PageDescriptor\[\] = \[ALPHA_PAGE\]/);
      page('beta', 'export const BETA = 1;\n');
      await assert.rejects(pageIndexOf(remote), /beta\/page\.ts: no `export const NAME = definePage/);
    } finally {
      rmSync(remote, { recursive: true, force: true });
    }
  });
});
