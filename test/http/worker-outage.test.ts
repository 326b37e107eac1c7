// A `structa worker` process outlives a database outage: its connections are terminated and new
// ones refused for a while (on a database owned by this test; the shared server keeps running),
// then it reconnects, finishes the job that was running and picks up jobs committed afterwards.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { loadConfig } from '../../src/config/config.js';
import { startRuntime, type Runtime } from '../../src/main/runtime.js';
import { freshDatabase, type TestDatabase } from '../helpers/db.js';
import { addAttachment, attachmentState, makeChat, sampleText, waitDone, waitFor } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const BIN = path.resolve(here, '../../../bin/structa.js');
const server = process.env.TEST_DATABASE_URL;

/** Runs SQL on the server's maintenance database (not the test database, whose connections are cut). */
async function onServer(sql: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    return await c.query(sql, params);
  } finally {
    await c.end();
  }
}

describe('worker process and a database outage', { skip: server ? false : 'needs a PostgreSQL server (TEST_DATABASE_URL): the embedded database has no outage' }, () => {
  let tdb: TestDatabase;
  let dbName: string;
  let dataDir: string;
  let rt: Runtime;
  let child: ChildProcess | null = null;
  let stderr = '';
  let workerEnv: Record<string, string> = {};

  before(async () => {
    tdb = await freshDatabase();
    dbName = new URL(tdb.url!).pathname.slice(1);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-outage-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: tdb.url!,
      LOG_LEVEL: 'silent',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_RETRY_LIMIT: '5',
      JOB_POLL_SECONDS: '1',
      JOB_MAINTENANCE_SECONDS: '1',
      // a running job sits after its first stage long enough for the outage to hit it
      TEST_ONLY_PAUSE_STAGE: 'chunking',
      TEST_ONLY_PAUSE_MS: '1500',
    };
    rt = await startRuntime(loadConfig(env), { http: false, workers: false, db: tdb.db });
    workerEnv = env;
  });

  it('a worker process that only polls hourly starts a job committed by another process (announced by NOTIFY)', async () => {
    const quiet = spawn(process.execPath, [BIN, 'worker'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: tdb.url!, LOG_LEVEL: 'silent', JOB_POLL_SECONDS: '3600' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      // the start line is written once the worker listens
      await new Promise<void>((resolve, reject) => {
        quiet.stdout!.on('data', (d) => String(d).includes('worker started') && resolve());
        quiet.on('exit', (code) => reject(new Error(`worker exited (${code})`)));
      });
      const o = await makeOrg(rt.services);
      const chat = await makeChat(rt.db, o.org.id);
      const id = await addAttachment(rt, { orgId: o.org.id, chatId: chat.id, fileName: 'announced.txt', bytes: sampleText('announced', 1) });
      assert.equal((await waitDone(rt.db, id, 60000)).processing_status, 'completed');
    } finally {
      quiet.kill('SIGKILL');
    }
  });
  after(async () => {
    child?.kill('SIGKILL');
    await onServer(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
    await rt?.stop().catch(() => undefined);
    await tdb?.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps running through terminated and refused connections, completes the running job and later ones', async () => {
    child = spawn(process.execPath, [BIN, 'worker'], { env: { ...process.env, ...workerEnv }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (d) => (stderr += String(d)));
    const o = await makeOrg(rt.services);
    const chat = await makeChat(rt.db, o.org.id);
    const first = await addAttachment(rt, { orgId: o.org.id, chatId: chat.id, fileName: 'before.txt', bytes: sampleText('before', 2) });
    // the worker is running the job (paused after the chunking stage) when the database goes away
    await waitFor(async () => (await attachmentState(rt.db, first)).processing_stage === 'chunking', 'the job to reach chunking', 60000);

    await onServer(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS false`);
    const cut = await onServer(`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [dbName]);
    assert.ok(cut.rows[0].n > 0, 'the worker had connections to cut');
    await new Promise((r) => setTimeout(r, 3000));
    assert.equal(child!.exitCode, null, `the worker exited during the outage: ${stderr}`);
    await onServer(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`);

    // the test's own pool lost its connections too: the first query may fail once
    await rt.db.query('SELECT 1').catch(() => undefined);
    const done = await waitDone(rt.db, first, 60000);
    assert.equal(done.processing_status, 'completed', `the job running at the outage ended ${done.processing_status}: ${done.processing_stage}`);

    const later = await addAttachment(rt, { orgId: o.org.id, chatId: chat.id, fileName: 'after.txt', bytes: sampleText('after', 2) });
    assert.equal((await waitDone(rt.db, later, 60000)).processing_status, 'completed');
    assert.equal(child!.exitCode, null, `the worker exited: ${stderr}`);
    const chunks = await rt.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachment_chunks WHERE attachment_id = $1`, [first]);
    assert.ok(chunks.rows[0].n > 0);
  });
});
