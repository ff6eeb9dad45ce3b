import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DEV_JWT_SECRET, PGLITE_MEMORY } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { registerErrorHandling } from '../../errors.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { createTokenService } from '../../security/tokens.js';
import { testBackends, testConfig, TEST_NOW } from '../../test/harness.js';
import { CommandError } from '../../cli/admin-api.js';
import { parseImportArgs, readImportFiles, runImportCommand } from '../../cli/import.js';
import { defineImporter, ImportRefusal, type ImportFile } from './importer.js';
import { importRoutes } from './routes.js';
import { ImportUsageError, runImport } from './run-import.js';

/**
 * A probe kind for the runner's own rules: `.probe` files of `id,value` lines into a table of its own
 * (real kinds have their own tests; the runner's rules are the same for all of them).
 */
const probe = defineImporter<{ id: string; value: number }[]>({
  kind: 'probe',
  summary: 'id,value lines (test only)',
  options: [
    { name: 'tag', help: 'a label', required: false },
    { name: 'dry', help: 'a flag', flag: true },
  ],
  accepts: (name) => name.endsWith('.probe'),
  parse(file: ImportFile) {
    return file.text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line, index) => {
        const [id, value] = line.split(',');
        if (!id || !/^\d+$/.test(value ?? ''))
          throw new ImportRefusal(file.name, `line ${index + 1}`, 'expected "id,value" with a whole number value');
        return { id, value: Number(value) };
      });
  },
  async write(trx: Transaction<Database>, rows) {
    await sql`create table if not exists import_probe (id text primary key, value integer not null)`.execute(trx);
    let inserted = 0;
    let unchanged = 0;
    for (const row of rows) {
      if (row.value === 666) throw new ImportRefusal('probe', `id ${row.id}`, 'refused while writing');
      const result =
        await sql`insert into import_probe (id, value) values (${row.id}, ${row.value}) on conflict do nothing`.execute(
          trx,
        );
      if (Number(result.numAffectedRows ?? 0) > 0) inserted++;
      else unchanged++;
    }
    return { inserted, updated: 0, unchanged };
  },
});
const importers = [probe];

async function probeRows(db: Kysely<Database>): Promise<string[]> {
  const exists = await sql<{ name: string | null }>`select to_regclass('import_probe')::text as name`.execute(db);
  if (!exists.rows[0]?.name) return [];
  const rows = await sql<{ id: string; value: number }>`select id, value from import_probe order by id`.execute(db);
  return rows.rows.map((row) => `${row.id}=${row.value}`);
}

describe('the import command line', () => {
  it('reads the kind, the path and the options the kind declares', () => {
    assert.deepEqual(parseImportArgs(['probe', 'a.probe', '--tag', 'x', '--dry'], importers), {
      kind: 'probe',
      target: 'a.probe',
      options: { tag: 'x', dry: true },
    });
  });

  for (const [args, message] of [
    [[], /No kind given/],
    [['nope', 'a'], /Unknown import kind "nope"\. Known kinds: probe\./],
    [['probe'], /needs a file or a directory/],
    [['probe', 'a.probe', '--tag'], /--tag needs a value/],
    [['probe', 'a.probe', '--color', 'red'], /has no option --color/],
    [['probe', 'a.probe', 'extra'], /Unexpected argument "extra"/],
  ] as const) {
    it(`refuses ${JSON.stringify(args)}`, () => {
      assert.throws(
        () => parseImportArgs(args, importers),
        (error: unknown) => error instanceof ImportUsageError && message.test(error.message),
      );
    });
  }

  it('reads a directory recursively, only the files the kind reads, sorted, named from where it was typed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flowdeck-import-'));
    try {
      mkdirSync(path.join(dir, 'q1'));
      writeFileSync(path.join(dir, 'b.probe'), 'b,2\n');
      writeFileSync(path.join(dir, 'q1', 'a.probe'), 'a,1\n');
      writeFileSync(path.join(dir, 'notes.txt'), 'not for this kind');
      assert.throws(
        () => readImportFiles(probe, 'missing', dir),
        (error: unknown) => error instanceof CommandError && error.message === 'missing: no such file or directory.',
      );
      const files = readImportFiles(probe, path.basename(dir), path.dirname(dir));
      assert.deepEqual(
        files.map((file) => [file.name, file.text]),
        [
          [path.join(path.basename(dir), 'b.probe'), 'b,2\n'],
          [path.join(path.basename(dir), 'q1', 'a.probe'), 'a,1\n'],
        ],
      );
      rmSync(path.join(dir, 'b.probe'));
      rmSync(path.join(dir, 'q1'), { recursive: true });
      assert.throws(() => readImportFiles(probe, dir, '/'), /no file that "probe" reads is in this directory/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const backends = await testBackends();

for (const backend of backends) {
  describe(`the import runner on ${backend.name}`, { skip: backend.skip }, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    const target = () => ({ db: handle.db, databaseKind: handle.kind });
    const files = (...texts: string[]) => texts.map((text, i) => ({ name: `f${i + 1}.probe`, text }));

    before(async () => {
      const provisioned = await backend.provision();
      dispose = provisioned.dispose;
      handle = await openDatabase(provisioned.database);
    });
    after(async () => {
      await handle?.close();
      await dispose?.();
    });

    it('writes every file and reports per file; the same files again change nothing', async () => {
      const request = { kind: 'probe', files: files('a,1\nb,2\n', 'c,3\n'), options: {} };
      const first = await runImport(target(), request, TEST_NOW, importers);
      assert.deepEqual(
        [first.inserted, first.unchanged, first.files.map((f) => f.file)],
        [3, 0, ['f1.probe', 'f2.probe']],
      );
      const again = await runImport(target(), request, TEST_NOW, importers);
      assert.deepEqual([again.inserted, again.unchanged], [0, 3]);
      assert.deepEqual(await probeRows(handle.db), ['a=1', 'b=2', 'c=3']);
    });

    it('a malformed file anywhere in the import means nothing is written, and the refusal says where', async () => {
      await assert.rejects(
        runImport(target(), { kind: 'probe', files: files('d,4\n', 'e,5\nf,six\n'), options: {} }, TEST_NOW, importers),
        (error: unknown) =>
          error instanceof ImportRefusal &&
          error.file === 'f2.probe' &&
          error.where === 'line 2' &&
          /whole number/.test(error.reason),
      );
      assert.deepEqual(await probeRows(handle.db), ['a=1', 'b=2', 'c=3']);
    });

    it('a refusal while writing rolls back the files already written', async () => {
      await assert.rejects(
        runImport(target(), { kind: 'probe', files: files('g,7\n', 'h,666\n'), options: {} }, TEST_NOW, importers),
        /refused while writing/,
      );
      assert.deepEqual(await probeRows(handle.db), ['a=1', 'b=2', 'c=3']);
    });

    it('refuses a binary file by the line of its first NUL', async () => {
      await assert.rejects(
        runImport(target(), { kind: 'probe', files: files('i,9\nj\u0000,1\n'), options: {} }, TEST_NOW, importers),
        (error: unknown) => error instanceof ImportRefusal && error.where === 'line 2' && /NUL/.test(error.reason),
      );
    });

    it('refuses an unknown option or an empty file list before reading anything', async () => {
      await assert.rejects(
        runImport(target(), { kind: 'probe', files: files('k,1\n'), options: { nope: 'x' } }, TEST_NOW, importers),
        ImportUsageError,
      );
      await assert.rejects(
        runImport(target(), { kind: 'probe', files: [], options: {} }, TEST_NOW, importers),
        /No file/,
      );
      assert.deepEqual(await probeRows(handle.db), ['a=1', 'b=2', 'c=3']);
    });
  });
}

describe('importing while the API runs, and when it does not', () => {
  let handle: DatabaseHandle;
  let server: FastifyInstance;
  let port: number;
  const dir = mkdtempSync(path.join(tmpdir(), 'flowdeck-import-cli-'));
  const config = testConfig({ kind: 'pglite', dataDir: PGLITE_MEMORY });
  const env = (apiPort: number, extra: Record<string, string> = {}) => ({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    API_PREFIX: '/api',
    PGLITE_DIR: path.join(dir, 'db'),
    ...extra,
  });

  before(async () => {
    handle = await openDatabase(config.database);
    server = Fastify();
    registerErrorHandling(server);
    await server.register(
      importRoutes(
        {
          config,
          db: handle.db,
          databaseKind: handle.kind,
          now: () => TEST_NOW,
          tokens: createTokenService({ secret: config.jwtSecret, accessTokenTtlSeconds: 60, now: () => TEST_NOW }),
        },
        importers,
      ),
      {
        prefix: '/api',
      },
    );
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as AddressInfo).port;
    writeFileSync(path.join(dir, 'good.probe'), 'm,1\nn,2\n');
    writeFileSync(path.join(dir, 'bad.probe'), 'o,1\np\n');
  });
  after(async () => {
    await server?.close();
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the files to the running API, which writes them; a second run reports them unchanged', async () => {
    const first = await runImportCommand(['probe', 'good.probe'], env(port), {
      cwd: dir,
      importers,
      now: () => TEST_NOW,
    });
    assert.match(first, /^probe: 1 file imported — 2 new, 0 updated, 0 unchanged\.\n {2}good\.probe: 2 new/);
    assert.doesNotMatch(first, /No API was running/);
    const second = await runImportCommand(['probe', 'good.probe'], env(port), {
      cwd: dir,
      importers,
      now: () => TEST_NOW,
    });
    assert.match(second, /0 new, 0 updated, 2 unchanged/);
    assert.deepEqual(await probeRows(handle.db), ['m=1', 'n=2']);
  });

  it('refuses a malformed file before sending it, naming the file and line', async () => {
    await assert.rejects(
      runImportCommand(['probe', 'bad.probe'], env(port), { cwd: dir, importers, now: () => TEST_NOW }),
      (error: unknown) =>
        error instanceof ImportRefusal &&
        error.message === 'bad.probe: line 2: expected "id,value" with a whole number value',
    );
  });

  it('the API refuses a malformed file too (it trusts no client), and writes nothing', async () => {
    const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
    const answer = await server.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'probe', files: [{ name: 'x.probe', text: 'q,1\nr,zz\n' }] }),
    });
    assert.equal(answer.statusCode, 400);
    assert.deepEqual(answer.json().error, {
      file: 'x.probe',
      where: 'line 2',
      reason: 'expected "id,value" with a whole number value',
    });
    assert.match(answer.json().message, /Nothing was imported/);
    assert.deepEqual(await probeRows(handle.db), ['m=1', 'n=2']);
  });

  it('refuses a caller without the admin token before reading the body', async () => {
    // A body announced as 100 MB of which a few bytes are sent: the 401 comes while it is still unsent.
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/admin/import',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    request.write('{"kind":"probe"');
    let timer: NodeJS.Timeout | undefined;
    const never = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer before the body was sent')), 10_000);
    });
    try {
      assert.equal(await Promise.race([answered, never]), 401);
    } finally {
      clearTimeout(timer);
      request.destroy();
    }
  });

  it('answers 401 without the admin token and 400 for an unknown kind or a malformed body', async () => {
    const payload = JSON.stringify({ kind: 'probe', files: [{ name: 'x.probe', text: 's,1\n' }] });
    const anonymous = await server.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    assert.equal(anonymous.statusCode, 401);
    const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const unknown = await server.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers,
      payload: JSON.stringify({ kind: 'nope', files: [{ name: 'x', text: '' }] }),
    });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().error, /Unknown import kind "nope"/);
    const malformed = await server.inject({ method: 'POST', url: '/api/admin/import', headers, payload: '{"kind":' });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().error, 'Malformed JSON');
    const noFiles = await server.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers,
      payload: '{"kind":"probe","files":[]}',
    });
    assert.equal(noFiles.statusCode, 400);
    assert.ok('files' in noFiles.json().error);
    assert.deepEqual(await probeRows(handle.db), ['m=1', 'n=2']);
  });

  it('with no API listening, opens the database itself (and refuses to create one that is not there)', async () => {
    // A port nothing listens on: taken and released at once.
    const probeServer = Fastify();
    await probeServer.listen({ port: 0, host: '127.0.0.1' });
    const port = (probeServer.server.address() as AddressInfo).port;
    await probeServer.close();
    await assert.rejects(
      runImportCommand(['probe', 'good.probe'], env(port), { cwd: dir, importers, now: () => TEST_NOW }),
      /No database at .*db: start the API once to create it/,
    );
    const created = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    await created.close();
    const output = await runImportCommand(['probe', 'good.probe'], env(port), {
      cwd: dir,
      importers,
      now: () => TEST_NOW,
    });
    assert.match(output, /2 new, 0 updated, 0 unchanged[\s\S]*No API was running; the database was updated directly\./);
    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    try {
      assert.deepEqual(await probeRows(reopened.db), ['m=1', 'n=2']);
    } finally {
      await reopened.close();
    }
  });
});
