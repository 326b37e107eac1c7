import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from './pglite.js';
import { VACUUM_DEAD_ROWS, vacuumDead } from './pglite-vacuum.js';

// the statistics are sent when the session next goes idle: asked for at once here
const flush = (db: ReturnType<typeof wrapPglite>) => db.exec('SELECT pg_stat_force_next_flush()');
const dead = async (db: ReturnType<typeof wrapPglite>, table: string) =>
  (await db.query<{ n: number }>('SELECT n_dead_tup::int AS n FROM pg_stat_user_tables WHERE relname = $1', [table])).rows[0]?.n ?? 0;

describe('clearing dead rows on the embedded database', () => {
  it('vacuums a table once its updates left enough dead rows, and leaves the others', async () => {
    const db = wrapPglite(new PGlite());
    try {
      await db.exec('CREATE TABLE busy (id int PRIMARY KEY, v int); CREATE TABLE calm (id int PRIMARY KEY, v int)');
      await db.exec(`INSERT INTO busy SELECT g, 0 FROM generate_series(1, ${VACUUM_DEAD_ROWS}) g; INSERT INTO calm VALUES (1, 0)`);
      await db.exec('UPDATE calm SET v = 1');
      await flush(db);
      assert.deepEqual(await vacuumDead(db), [], 'nothing passed the bound yet');
      await db.exec('UPDATE busy SET v = 1');
      await flush(db);
      assert.ok((await dead(db, 'busy')) >= VACUUM_DEAD_ROWS);
      assert.deepEqual(await vacuumDead(db), ['public.busy']);
      await flush(db);
      assert.equal(await dead(db, 'busy'), 0);
      assert.equal(await dead(db, 'calm'), 1, 'a table under the bound is left to a later round');
      assert.equal((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM busy WHERE v = 1')).rows[0].n, VACUUM_DEAD_ROWS);
    } finally {
      await db.close();
    }
  });
});
