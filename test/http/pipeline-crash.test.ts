import assert from 'node:assert/strict';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config/config.js';
import { startRuntime, type Runtime } from '../../src/main/runtime.js';
import { freshDatabase, type TestDatabase } from '../helpers/db.js';
import { addAttachment, attachmentState, eventsOf, makeChat, sampleText, waitDone } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.resolve(here, '../helpers/worker-child.js');
const BIN = path.resolve(here, '../../../bin/structa.js');

// short lease and fast maintenance so a dead worker's job comes back within seconds
const JOB_ENV = { JOB_EXPIRE_SECONDS: '6', JOB_MAINTENANCE_SECONDS: '1', JOB_RETRY_DELAY_SECONDS: '1', JOB_RETRY_LIMIT: '3', LOG_LEVEL: 'silent' };

interface State {
  processing_status: string;
  processing_stage: string;
  processing_run: number;
}

/** Starts a worker child process and resolves when `until` holds for a state it reports. */
function worker(env: Record<string, string>, until: (s: State) => boolean): { child: ChildProcess; reached: Promise<State> } {
  const child = fork(CHILD, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const reached = new Promise<State>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('worker child did not reach the expected state')), 60000);
    child.on('message', (s: State | null) => {
      if (s && until(s)) {
        clearTimeout(timer);
        resolve(s);
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker child exited (${code ?? signal})`));
    });
  });
  reached.catch(() => undefined);
  return { child, reached };
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

describe('worker crash recovery and several workers', () => {
  let tdb: TestDatabase | null = null;
  let dataDir: string;
  let env: Record<string, string>;
  let rt: Runtime | null = null;

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-crash-'));
    // PostgreSQL server when the suite runs on one; otherwise an embedded database on disk, opened by one process at a time
    if (process.env.TEST_DATABASE_URL) tdb = await freshDatabase();
    env = { DATA_DIR: dataDir, ...JOB_ENV, ...(tdb?.url ? { DATABASE_URL: tdb.url } : {}) };
  });
  after(async () => {
    await rt?.stop().catch(() => undefined);
    await tdb?.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens the database in this process (workers off); with the embedded database, only while no child runs. */
  async function open(): Promise<Runtime> {
    rt = await startRuntime(loadConfig(env), { http: false, workers: false });
    return rt;
  }
  async function close() {
    await rt?.stop();
    rt = null;
  }

  it('re-runs the job of a worker killed mid-run after its lease lapses: completed once, no duplicate chunks, one debit', async () => {
    let r = await open();
    const o = await makeOrg(r.services);
    const chat = await makeChat(r.db, o.org.id);
    const id = await addAttachment(r, { orgId: o.org.id, chatId: chat.id, fileName: 'long.txt', bytes: sampleText('crash', 8) });
    await close();

    // the first worker pauses long after recording `chunking` (test-only hook) and is killed once past the debit, while chunking
    const first = worker({ ...env, WATCH_ATTACHMENT_ID: String(id), TEST_ONLY_PAUSE_STAGE: 'chunking', TEST_ONLY_PAUSE_MS: '60000' }, (s) => s.processing_stage === 'chunking');
    await first.reached;
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = worker({ ...env, WATCH_ATTACHMENT_ID: String(id) }, (s) => s.processing_status !== 'pending');
    const end = await second.reached;
    second.child.send('stop');
    await exited(second.child);
    assert.equal(end.processing_status, 'completed');

    r = await open();
    const s = await attachmentState(r.db, id);
    assert.equal(s.processing_status, 'completed');
    assert.equal(s.processing_progress, 100);
    assert.ok(s.processing_run >= 2, `run ${s.processing_run}`);
    assert.equal(s.processor_document_id, `doc_${id}_${s.processing_run}`);
    const chunks = (await r.db.query<{ n: number; d: number; runs: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT seq)::int AS d, count(DISTINCT run)::int AS runs FROM attachment_chunks WHERE attachment_id = $1`,
      [id],
    )).rows[0];
    assert.ok(chunks.n > 1);
    assert.equal(chunks.n, chunks.d);
    assert.equal(chunks.runs, 1);
    const debits = await r.db.query(`SELECT amount FROM credit_ledger WHERE attachment_id = $1 AND kind = 'debit'`, [id]);
    assert.equal(debits.rows.length, 1);
    const ev = await eventsOf(r.db, id);
    assert.equal(ev.filter((e) => e.processing_status === 'completed').length, 1);
    for (let i = 1; i < ev.length; i++) assert.ok(ev[i].processing_progress >= ev[i - 1].processing_progress);
    await close();
  });

  it('shares one queue between two workers: every document completed exactly once', async () => {
    const r = await open();
    const o = await makeOrg(r.services);
    const chat = await makeChat(r.db, o.org.id);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await addAttachment(r, { orgId: o.org.id, chatId: chat.id, fileName: `d${i}.txt`, bytes: sampleText(`batch${i}`, 2) }));
    let stopWorkers: () => Promise<void>;
    if (tdb) {
      // two `structa worker` processes against the server
      const procs = [0, 1].map(() => spawn(process.execPath, [BIN, 'worker'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] }));
      stopWorkers = async () => {
        for (const p of procs) p.kill('SIGTERM');
        await Promise.all(procs.map(exited));
      };
    } else {
      // the embedded database belongs to one process: two runtimes with their own queue workers share it
      const w = await Promise.all([0, 1].map(() => startRuntime(loadConfig(env), { http: false, workers: true, db: r.db })));
      stopWorkers = async () => {
        for (const x of w) await x.boss.stop({ graceful: true, wait: true, timeout: 5000 });
      };
    }
    try {
      for (const id of ids) assert.equal((await waitDone(r.db, id, 60000)).processing_status, 'completed');
    } finally {
      await stopWorkers();
    }
    for (const id of ids) {
      const s = await attachmentState(r.db, id);
      assert.equal(s.processing_run, 1, 'each document ran once');
    }
    const debits = await r.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM credit_ledger WHERE org_id = $1 AND kind = 'debit'`, [o.org.id]);
    assert.equal(debits.rows[0].n, ids.length);
    await close();
  });
});
