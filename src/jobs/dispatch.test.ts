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
  const together = gate();
  const mixed = gate();
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

  // what the dispatcher asked the queue to record: one entry per call
  const recorded: { what: 'complete' | 'fail'; queue: string; ids: string[] }[] = [];
  const callsOf = (what: 'complete' | 'fail', queue: string) => recorded.filter((r) => r.what === what && r.queue === queue);

  before(async () => {
    t = await freshDatabase();
    boss = createBoss(t.db, { maintenance: false });
    boss.on('error', () => undefined);
    await boss.start();
    const complete = boss.complete.bind(boss);
    const fail = boss.fail.bind(boss);
    const ids = (id: string | string[]) => (Array.isArray(id) ? [...id] : [id]);
    boss.complete = ((queue: string, id: string | string[], ...rest: []) => {
      recorded.push({ what: 'complete', queue, ids: ids(id) });
      return complete(queue, id as string, ...rest);
    }) as typeof boss.complete;
    boss.fail = ((queue: string, id: string | string[], ...rest: []) => {
      recorded.push({ what: 'fail', queue, ids: ids(id) });
      return fail(queue, id as string, ...rest);
    }) as typeof boss.fail;
    const jobs = [
      job('test.slow', 3, async (n) => {
        slow.waiting.push(n);
        await slow.opened;
      }),
      job('test.cheap', 2, async () => {}),
      job('test.together', 3, async (n) => {
        together.waiting.push(n);
        await together.opened;
      }),
      job('test.mixed', 3, async (n) => {
        mixed.waiting.push(n);
        await mixed.opened;
        if (n === 3) throw new Error('attempt failed');
      }),
    ];
    await createQueues(boss, jobs);
    // the fallback poll is an hour away: every job below starts because it was announced
    dispatcher = await startWorkers(boss, t.db, jobs, { pollSeconds: 3600 });
  });
  after(async () => {
    slow.open();
    together.open();
    mixed.open();
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
    // a lane counts a job until its handler ended (its completion is written with others, completions.ts)
    await until('the cheap lane to end its jobs', () => dispatcher.running()['test.cheap'] === 0);
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

  it('completes jobs that end together with one call to the queue, each job completed', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 3; n++) ids.push((await t.db.transaction((tx) => enqueue(boss, tx, 'test.together', { n })))!);
    await until('three jobs to run', () => together.waiting.length === 3);
    together.open();
    await until('their completion', () => callsOf('complete', 'test.together').length > 0);
    assert.deepEqual(callsOf('complete', 'test.together').map((c) => c.ids.sort()), [[...ids].sort()]);
    for (const id of ids) assert.equal((await boss.getJobById('test.together', id))?.state, 'completed');
  });

  it('records a failed attempt on its own, never with the completions', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 3; n++) ids.push((await t.db.transaction((tx) => enqueue(boss, tx, 'test.mixed', { n })))!);
    await until('three jobs to run', () => mixed.waiting.length === 3);
    mixed.open();
    await until('the ends recorded', () => callsOf('fail', 'test.mixed').length > 0 && callsOf('complete', 'test.mixed').flatMap((c) => c.ids).length === 2);
    assert.deepEqual(callsOf('fail', 'test.mixed').map((c) => c.ids), [[ids[2]]]);
    assert.deepEqual(callsOf('complete', 'test.mixed').flatMap((c) => c.ids).sort(), [ids[0], ids[1]].sort());
    assert.equal((await boss.getJobById('test.mixed', ids[2]))?.state, 'failed');
  });

  it('writes the completions of the jobs that ended before it stops', async () => {
    const last = gate();
    const lane = job('test.last', 2, async (n) => {
      last.waiting.push(n);
      await last.opened;
    });
    await createQueues(boss, [lane]);
    const own = await startWorkers(boss, t.db, [lane], { pollSeconds: 3600 });
    const id = (await t.db.transaction((tx) => enqueue(boss, tx, 'test.last', { n: 1 })))!;
    await until('the job to run', () => last.waiting.length === 1);
    // the job ends as the dispatcher stops: one of two slots, so its completion would wait for the window
    last.open();
    await own.stop(5000);
    assert.equal((await boss.getJobById('test.last', id))?.state, 'completed');
  });
});
