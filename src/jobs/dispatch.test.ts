import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type PgBoss from 'pg-boss';
import { freshDatabase, type TestDatabase } from '../../test/helpers/db.js';
import { createBoss } from './boss.js';
import type { Dispatcher } from './dispatch.js';
import { createQueues, enqueue, startWorkers, type JobDefinition } from './registry.js';

/** A gate the test opens: handlers wait on it, the test sees who is waiting. */
function gate() {
  const waiting: number[] = [];
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { waiting, opened, open };
}

async function until(what: string, ok: () => boolean, ms = 20000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('job dispatch', () => {
  let t: TestDatabase;
  let boss: PgBoss;
  let dispatcher: Dispatcher;
  const slow = gate();
  const done: { queue: string; n: number }[] = [];
  let maxRunning = 0;
  let running = 0;

  const job = (name: string, concurrency: number, onRun: (n: number) => Promise<void>): JobDefinition<{ n: number }> => ({
    name,
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    concurrency,
    async handler(payload) {
      running++;
      maxRunning = Math.max(maxRunning, running);
      try {
        await onRun(payload.n);
        done.push({ queue: name, n: payload.n });
      } finally {
        running--;
      }
    },
  });

  before(async () => {
    t = await freshDatabase();
    boss = createBoss(t.db, { maintenance: false });
    boss.on('error', () => undefined);
    await boss.start();
    const jobs = [
      job('test.slow', 3, async (n) => {
        slow.waiting.push(n);
        await slow.opened;
      }),
      job('test.cheap', 2, async () => {}),
    ];
    await createQueues(boss, jobs);
    // the fallback poll is an hour away: every job below starts because it was announced
    dispatcher = await startWorkers(boss, t.db, jobs, { pollSeconds: 3600 });
  });
  after(async () => {
    slow.open();
    await dispatcher?.stop(5000);
    await boss?.stop({ graceful: false, wait: true });
    await t?.drop();
  });

  it('starts committed jobs without polling, as many at once as the lane allows, and cheap jobs meanwhile', async () => {
    for (let n = 1; n <= 7; n++) await t.db.transaction((tx) => enqueue(boss, tx, 'test.slow', { n }));
    await until('three slow jobs to run', () => slow.waiting.length === 3);
    // the slow lane is full; the cheap lane still runs its jobs as they are committed
    for (let n = 1; n <= 5; n++) await t.db.transaction((tx) => enqueue(boss, tx, 'test.cheap', { n }));
    await until('the cheap jobs', () => done.filter((d) => d.queue === 'test.cheap').length === 5);
    assert.equal(slow.waiting.length, 3, 'no slow job beyond the lane concurrency started');
    // a lane counts a job until its end is recorded
    await until('the cheap lane to record its ends', () => dispatcher.running()['test.cheap'] === 0);
    assert.equal(dispatcher.running()['test.slow'], 3);
    slow.open();
    await until('every slow job', () => done.filter((d) => d.queue === 'test.slow').length === 7);
    assert.deepEqual(done.filter((d) => d.queue === 'test.slow').map((d) => d.n).sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7]);
    assert.ok(maxRunning <= 5);
  });

  it('never runs a job whose transaction rolled back', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueue(boss, tx, 'test.cheap', { n: 99 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => enqueue(boss, tx, 'test.cheap', { n: 100 }));
    await until('the committed job', () => done.some((d) => d.n === 100));
    assert.ok(!done.some((d) => d.n === 99));
  });
});
