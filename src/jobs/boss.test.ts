import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { freshDatabase } from '../../test/helpers/db.js';
import { GENERIC_PLAN, type Database } from '../db/database.js';
import { createBoss } from './boss.js';
import { enqueue, enqueueMany } from './registry.js';

describe('job queue statements', () => {
  it("runs pg-boss's fetch with its generic plan, and its other statements as written", async () => {
    const t = await freshDatabase();
    const sent: string[] = [];
    const db: Database = {
      ...t.db,
      kind: t.db.kind,
      query: (sql, params) => {
        sent.push(sql);
        return t.db.query(sql, params);
      },
      exec: (sql) => t.db.exec(sql),
      transaction: (fn) => t.db.transaction(fn),
      listen: t.db.listen.bind(t.db),
      close: () => t.db.close(),
    };
    const boss = createBoss(db, { maintenance: false });
    boss.on('error', () => undefined);
    try {
      await boss.start();
      await boss.createQueue('test.generic');
      for (let i = 0; i < 8; i++) await boss.send('test.generic', { i });
      sent.length = 0;
      // more runs than PostgreSQL's five custom plans before it weighs the generic one
      const got: number[] = [];
      for (let i = 0; i < 8; i++) {
        const [job] = await boss.fetch('test.generic', { batchSize: 1, includeMetadata: true } as never);
        got.push((job as { data: { i: number } }).data.i);
        await boss.complete('test.generic', (job as { id: string }).id);
      }
      // every job once (jobs sent in the same millisecond come in any order)
      assert.deepEqual(got.sort((a, b) => a - b), [0, 1, 2, 3, 4, 5, 6, 7]);
      const fetches = sent.filter((s) => s.includes('FOR UPDATE SKIP LOCKED'));
      assert.equal(fetches.length, 8);
      assert.ok(fetches.every((s) => s.startsWith(GENERIC_PLAN)));
      assert.ok(sent.filter((s) => !s.includes('FOR UPDATE SKIP LOCKED')).every((s) => !s.includes(GENERIC_PLAN)));
      if (t.db.kind === 'pglite') {
        // the embedded database planned the fetch once, for any values
        const plans = await t.db.query<{ g: number; c: number }>(
          `SELECT generic_plans::int AS g, custom_plans::int AS c FROM pg_prepared_statements WHERE statement LIKE $1`,
          [`${GENERIC_PLAN}%FOR UPDATE SKIP LOCKED%`],
        );
        assert.deepEqual(plans.rows, [{ g: 8, c: 0 }]);
      }
    } finally {
      await boss.stop({ graceful: false, wait: true } as never).catch(() => undefined);
      await t.drop();
    }
  });
});

describe('jobs sent now', () => {
  it('are due at once, in the very tick of the database clock they were inserted in, one by one or several together', async () => {
    const t = await freshDatabase();
    const boss = createBoss(t.db, { maintenance: false });
    boss.on('error', () => undefined);
    try {
      await boss.start();
      await boss.createQueue('test.due');
      const id = await t.db.transaction((tx) => enqueue(boss, tx, 'test.due', { n: 1 }));
      await t.db.transaction((tx) => enqueueMany(boss, tx, [{ name: 'test.due', payload: { n: 2 } }, { name: 'test.due', payload: { n: 3 } }]));
      // pg-boss takes a job when start_after < now(): a fetch in the insert's own tick must see it due
      const due = await t.db.query<{ due: boolean }>(`SELECT start_after < created_on AS due FROM pgboss.job WHERE name = 'test.due' ORDER BY created_on`);
      assert.deepEqual(due.rows.map((r) => r.due), [true, true, true]);
      assert.ok(id);
    } finally {
      await boss.stop({ graceful: false, wait: true } as never).catch(() => undefined);
      await t.drop();
    }
  });
});
