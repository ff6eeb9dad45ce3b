import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SITE_DIR } from '../playwright.config';
import {
  createAccountAt,
  navLink,
  prodStackMissing,
  requireProdStack,
  signInAs,
  startProdStack,
  type ProdStack,
} from './support';

/**
 * Issue 7 on the production shape (`npm run serve:prod`: Debian's nginx, two API processes, PostgreSQL and
 * Redis), driven by the real deploy CLI. The stack serves a copy of the e2e site of its own, so the releases
 * published here never reach another spec.
 */
const ROOT = resolve(import.meta.dirname, '..');
const SCALE_PORT = process.env.E2E_SCALE_PORT;
// Next to e2e/scale-out.spec.ts's stack (E2E_SCALE_PORT moves both).
const NGINX_PORT = Number(process.env.E2E_DEPLOY_PORT ?? (SCALE_PORT ? Number(SCALE_PORT) + 10 : 8190));
const DATABASE_URL =
  process.env.E2E_DEPLOY_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/flowdeck_e2e_deploy_${NGINX_PORT}`;
const REDIS_URL = process.env.E2E_SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SITE = join(ROOT, 'var', `e2e-deploy-site-${NGINX_PORT}`);

/** What these tests read of registry.json (the full type lives in @flowdeck/contract). */
interface Registry {
  revision: number;
  remotes: Record<
    string,
    { version: string; previous: string | null; history: Array<{ action: string; version: string }> }
  >;
}

interface Deployed {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run deploy -- …` as a team or ops would type it, against this spec's site; resolves when it exits. */
function deployRun(args: string[], env: Record<string, string> = {}): Promise<Deployed> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', '--silent', 'deploy', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: SITE, DEPLOY_USER: 'e2e', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

async function deploy(args: string[], env: Record<string, string> = {}): Promise<string> {
  const result = await deployRun(args, env);
  expect(result.status, `deploy ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The registry file as written (JSON.parse throws on a half-written one). */
async function registry(): Promise<Registry> {
  return JSON.parse(await readFile(join(SITE, 'registry.json'), 'utf8')) as Registry;
}

async function versions(): Promise<Record<string, string>> {
  return Object.fromEntries(Object.entries((await registry()).remotes).map(([id, r]) => [id, r.version]));
}

/** The host's files (everything at the site root but the registry) with their modification times. */
async function hostFiles(): Promise<Record<string, number>> {
  const entries = await readdir(SITE, { withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && !e.name.startsWith('.') && e.name !== 'registry.json');
  expect(files.map((e) => e.name)).toContain('index.html');
  return Object.fromEntries(
    await Promise.all(files.map(async (e) => [e.name, (await stat(join(SITE, e.name))).mtimeMs] as const)),
  );
}

let staging = '';

/**
 * The release a remote serves now, re-released under another version (its manifest's build version
 * changed, nothing else): the CLI admits, copies and records it like any build (`publish --dist`), without a
 * webpack run per release.
 */
async function rerelease(id: string, version: string): Promise<string> {
  const dir = join(staging, `${id}-${version}`);
  await cp(join(SITE, 'mf', id, (await versions())[id]!), dir, { recursive: true });
  const file = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = version;
  await writeFile(file, JSON.stringify(manifest));
  return dir;
}

/** Reads /registry.json through nginx over and over, as browsers would during a deploy. */
function watchRegistry(base: string): { stop(): Promise<{ reads: number; broken: string[]; revisions: number[] }> } {
  let running = true;
  const broken: string[] = [];
  const revisions: number[] = [];
  let reads = 0;
  const read = async () => {
    let text = '';
    try {
      text = await (await fetch(`${base}/registry.json`, { cache: 'no-store' })).text();
      revisions.push((JSON.parse(text) as Registry).revision);
    } catch (error) {
      broken.push(`${String(error)}: ${text.slice(0, 200)}`);
    }
    reads += 1;
  };
  const loop = (async () => {
    while (running) {
      await read();
      await new Promise((done) => setTimeout(done, 10));
    }
  })();
  return {
    /** Stops reading, then reads once more: the last revision is what the registry holds after the writes. */
    async stop() {
      running = false;
      await loop;
      await read();
      return { reads, broken, revisions };
    },
  };
}

const tradesRow = (page: Page) => page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1);
const unavailableLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /\(unavailable\)$/ });
/** The trackers remote's nav entries shown with every group closed: exactly these go unavailable with it. */
const TRACKERS_NAV_SHOWN = [
  'Analyst Alerts',
  'Fundamentals',
  'Equity Analysis',
  'News',
  'Politician Tracker',
  'Insider Trading',
  'Ratio Analysis',
  'Filings',
  'Analyst Ratings',
  'Institutional Tracker',
];

async function expectOnlyTrackersUnavailable(page: Page) {
  for (const title of TRACKERS_NAV_SHOWN) await expect(navLink(page, `${title} (unavailable)`)).toBeVisible();
  await expect(unavailableLinks(page)).toHaveCount(TRACKERS_NAV_SHOWN.length);
}

test.describe('deploying remotes on nginx with the deploy CLI', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: ProdStack;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    requireProdStack(await prodStackMissing(DATABASE_URL, REDIS_URL));
    await rm(SITE, { recursive: true, force: true });
    await cp(SITE_DIR, SITE, { recursive: true, preserveTimestamps: true });
    staging = await mkdtemp(join(tmpdir(), 'flowdeck-e2e-releases-'));
    stack = await startProdStack({ nginxPort: NGINX_PORT, site: SITE, databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
  });

  test.afterAll(async () => {
    await stack?.stop();
    if (staging) await rm(staging, { recursive: true, force: true });
    await rm(SITE, { recursive: true, force: true });
  });

  test('publish trackers v2: the next load shows it, the other remotes come from the cache; rollback brings v1 back', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    const before = await versions();
    const v1 = before.trackers!;
    // Unique per run: a version folder is never overwritten.
    const v2 = `2.0.${Date.now()}`;
    const host = await hostFiles();
    const nginxPid = await stack.nginxPid();
    await signInAs(page, await createAccountAt(request, stack.api, 'deploy'));

    await page.goto(`${stack.base}/politicians`);
    await expect(page.getByText(`trackers ${v1}`)).toBeVisible();
    await expect(tradesRow(page)).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The trackers team ships a release (a real build; its version is on the page); the host is not touched.
    expect(await deploy(['publish', 'trackers'], { MF_BUILD_VERSION: v2 })).toContain(`published trackers ${v2}`);
    expect(await versions()).toEqual({ ...before, trackers: v2 });

    // A new page load (not a reload, which revalidates everything).
    const mark = await stack.logMark();
    await page.goto(`${stack.base}/politicians?after=publish`);
    await expect(page.getByText(`trackers ${v2}`)).toBeVisible();
    await expect(tradesRow(page)).toBeVisible();
    await expect(unavailableLinks(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // nginx's access log holds every request that reached the server, 200s and 304 revalidations alike.
    // v2's entry is there; nothing of the other three remotes is: their manifest, entry and chunks
    // (immutable for a year under /mf/<remote>/<version>/) came from Chromium's HTTP cache.
    const fetched = (await stack.requestsSince(mark)).filter((r) => r.path.startsWith('/mf/'));
    expect(fetched).toContainEqual({ method: 'GET', path: `/mf/trackers/${v2}/remoteEntry.js`, status: 200 });
    expect(fetched.filter((r) => !r.path.startsWith('/mf/trackers/'))).toEqual([]);
    // … and they still run their own versions.
    await navLink(page, 'Options Calculator').click();
    await expect(page.getByText(`tools ${before.tools}`)).toBeVisible();

    // A tab opened on v2 before the rollback …
    const openTab = await context.newPage();
    await openTab.goto(`${stack.base}/politicians`);
    await expect(openTab.getByText(`trackers ${v2}`)).toBeVisible();

    expect(await deploy(['rollback', 'trackers'])).toContain(`rolled back trackers ${v2} → ${v1}`);
    await page.goto(`${stack.base}/politicians?after=rollback`);
    await expect(page.getByText(`trackers ${v1}`)).toBeVisible();
    await expect(tradesRow(page)).toBeVisible();

    // … keeps working on the version it loaded: v2's immutable folder is still served.
    await navLink(openTab, 'Options Calculator').click();
    await expect(openTab.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
    await navLink(openTab, 'Politician Tracker').click();
    await expect(openTab.getByText(`trackers ${v2}`)).toBeVisible();
    await expect(tradesRow(openTab)).toBeVisible();
    expect((await request.get(`${stack.base}/mf/trackers/${v2}/remoteEntry.js`)).status()).toBe(200);

    // Neither rebuilt nor restarted: the same host files, the same nginx master.
    expect(await hostFiles()).toEqual(host);
    expect(await stack.nginxPid()).toBe(nginxPid);
    const history = await deploy(['history', 'trackers']);
    expect(history).toContain(`publish\t${v2}\tby e2e`);
    expect(history).toContain(`rollback\t${v1}\tby e2e`);
    expect(await deploy(['status'])).toContain(`trackers\t${v1}\t${v2}\tenabled`);
  });

  test('a tampered entry in a newly published trackers release is refused; only trackers is unavailable', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const v1 = (await versions()).trackers!;
    const v3 = `3.0.${Date.now()}`;
    expect(await deploy(['publish', 'trackers', '--dist', await rerelease('trackers', v3)])).toContain(
      `published trackers ${v3}`,
    );
    // What an attacker with write access to the file server (or a compromised CDN) would do after the publish.
    await appendFile(join(SITE, 'mf', 'trackers', v3, 'remoteEntry.js'), '\n;window.__tampered = true;\n');
    try {
      await signInAs(page, await createAccountAt(request, stack.api, 'deploy'));
      const mark = await stack.logMark();
      await page.goto(`${stack.base}/options-calculator`);
      await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
      // Remotes load on use: the tampered entry is fetched when one of its pages is opened, and refused.
      await navLink(page, 'Politician Tracker').click();
      await expect(page.getByRole('heading', { name: 'Politician Tracker is temporarily unavailable' })).toBeVisible();
      await expectOnlyTrackersUnavailable(page);
      // The browser did receive the tampered file from nginx, and did not run it.
      expect(await stack.requestsSince(mark)).toContainEqual({
        method: 'GET',
        path: `/mf/trackers/${v3}/remoteEntry.js`,
        status: 200,
      });
      expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();

      await navLink(page, 'Stock Profile').click();
      await expect(page.getByRole('heading', { name: 'Stock Profile', level: 1 })).toBeVisible();
      await page.evaluate(() => {
        window.history.pushState({}, '', '/refer');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { name: /invited you/ })).toBeVisible();
    } finally {
      // Ops' answer: one command back to the last good release.
      expect(await deploy(['rollback', 'trackers'])).toContain(`rolled back trackers ${v3} → ${v1}`);
    }
    await page.goto(`${stack.base}/politicians`);
    await expect(page.getByText(`trackers ${v1}`)).toBeVisible();
    await expect(unavailableLinks(page)).toHaveCount(0);
  });

  test('a tampered manifest in a newly published trackers release is refused before its entry loads; only trackers is unavailable', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const v1 = (await versions()).trackers!;
    const v4 = `4.0.${Date.now()}`;
    expect(await deploy(['publish', 'trackers', '--dist', await rerelease('trackers', v4)])).toContain(
      `published trackers ${v4}`,
    );
    // The entry is left exactly as published (its integrity still matches); the manifest that names it is
    // rewritten, here relabelled as another release — still a manifest the runtime would happily use.
    const file = join(SITE, 'mf', 'trackers', v4, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
    manifest.metaData.buildInfo.buildVersion = v1;
    await writeFile(file, JSON.stringify(manifest));
    try {
      await signInAs(page, await createAccountAt(request, stack.api, 'deploy'));
      const mark = await stack.logMark();
      await page.goto(`${stack.base}/options-calculator`);
      await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
      await expectOnlyTrackersUnavailable(page);
      // The browser received the tampered manifest and went no further: v4's entry was never requested.
      const fetched = (await stack.requestsSince(mark)).filter((r) => r.path.startsWith(`/mf/trackers/${v4}/`));
      expect(fetched).toContainEqual({ method: 'GET', path: `/mf/trackers/${v4}/mf-manifest.json`, status: 200 });
      expect(fetched.map((r) => r.path)).not.toContain(`/mf/trackers/${v4}/remoteEntry.js`);

      await navLink(page, 'Politician Tracker (unavailable)').click();
      await expect(page.getByRole('heading', { name: 'Politician Tracker is temporarily unavailable' })).toBeVisible();
      await navLink(page, 'Stock Profile').click();
      await expect(page.getByRole('heading', { name: 'Stock Profile', level: 1 })).toBeVisible();
    } finally {
      expect(await deploy(['rollback', 'trackers'])).toContain(`rolled back trackers ${v4} → ${v1}`);
    }
    await page.goto(`${stack.base}/politicians`);
    await expect(page.getByText(`trackers ${v1}`)).toBeVisible();
    await expect(unavailableLinks(page)).toHaveCount(0);
  });

  test('two publishes at once leave one consistent registry with both in its history', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const watcher = watchRegistry(stack.base);

    // Two teams, two remotes, the same moment.
    const start = await registry();
    const [tools, account] = [`1.1.${stamp}`, `1.2.${stamp}`];
    const both = await Promise.all([rerelease('tools', tools), rerelease('account', account)]);
    const twoRemotes = await Promise.all([
      deployRun(['publish', 'tools', '--dist', both[0]]),
      deployRun(['publish', 'account', '--dist', both[1]]),
    ]);
    for (const result of twoRemotes) expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const afterTwo = await registry();
    expect(afterTwo.revision).toBe(start.revision + 2);
    expect(afterTwo.remotes.tools).toMatchObject({ version: tools, previous: start.remotes.tools!.version });
    expect(afterTwo.remotes.account).toMatchObject({ version: account, previous: start.remotes.account!.version });
    expect(afterTwo.remotes.tools!.history.at(-1)).toMatchObject({ action: 'publish', version: tools });
    expect(afterTwo.remotes.account!.history.at(-1)).toMatchObject({ action: 'publish', version: account });
    for (const id of ['market-data', 'trackers']) expect(afterTwo.remotes[id]).toEqual(start.remotes[id]);

    // One remote, two releases, the same moment: one lands after the other, neither is lost.
    const [first, second] = [`1.3.${stamp}`, `1.4.${stamp}`];
    const releases = await Promise.all([rerelease('market-data', first), rerelease('market-data', second)]);
    const oneRemote = await Promise.all(releases.map((dist) => deployRun(['publish', 'market-data', '--dist', dist])));
    for (const result of oneRemote) expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const after = await registry();
    expect(after.revision).toBe(afterTwo.revision + 2);
    const marketData = after.remotes['market-data']!;
    expect([first, second]).toContain(marketData.version);
    expect(marketData.previous).toBe(marketData.version === first ? second : first);
    expect(marketData.history.slice(-2).map((h) => `${h.action} ${h.version}`)).toEqual([
      `publish ${marketData.previous}`,
      `publish ${marketData.version}`,
    ]);
    expect(after.remotes.tools).toEqual(afterTwo.remotes.tools);
    expect(after.remotes.account).toEqual(afterTwo.remotes.account);
    // No lock or temporary file left behind.
    expect((await readdir(SITE)).filter((name) => name.startsWith('.'))).toEqual([]);

    // Browsers reading the registry meanwhile only ever got whole documents, never an older revision after a newer one.
    const { reads, broken, revisions } = await watcher.stop();
    expect(reads).toBeGreaterThan(0);
    expect(broken).toEqual([]);
    expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
    expect(revisions.at(-1)).toBe(after.revision);

    // The next page load runs on the registry both writers left: every remote at its new pointer.
    await signInAs(page, await createAccountAt(request, stack.api, 'deploy'));
    const mark = await stack.logMark();
    await page.goto(`${stack.base}/options-calculator`);
    await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(unavailableLinks(page)).toHaveCount(0);
    // Each remote's manifest is read at its new pointer; code loads on use, so only the page's own remote's.
    const paths = (await stack.requestsSince(mark)).map((r) => r.path);
    for (const [id, version] of [
      ['tools', tools],
      ['account', account],
      ['market-data', marketData.version],
    ])
      expect(paths).toContain(`/mf/${id}/${version}/mf-manifest.json`);
    expect(paths.filter((p) => p.endsWith('/remoteEntry.js'))).toEqual([`/mf/tools/${tools}/remoteEntry.js`]);
  });
});
