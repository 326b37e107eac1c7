import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { describe, it } from 'node:test';
import { openPglite } from './pglite.js';
import { preparedStatements } from './pglite-prepared.js';
import { GENERIC_PLAN } from './database.js';

const preparedCount = async (db: { query: (sql: string) => Promise<{ rows: unknown[] }> }) =>
  ((await db.query(`SELECT count(*)::int AS n FROM pg_prepared_statements`)).rows[0] as { n: number }).n;

describe('embedded database: statements with parameters are prepared once', () => {
  it('prepares each statement text once and runs it again with new values, typed as before', async () => {
    const db = await openPglite(null);
    await db.exec(`CREATE TABLE t (id bigserial PRIMARY KEY, name text UNIQUE, doc jsonb, at timestamptz, ok boolean, tags text[], n numeric)`);
    const insert = `INSERT INTO t (name, doc, at, ok, tags, n) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`;
    const at = new Date('2026-11-24T08:00:00.000Z');
    for (let i = 0; i < 5; i++) {
      const r = await db.query<{ id: number; name: string; doc: unknown; at: Date; ok: boolean; tags: string[]; n: number }>(insert, [`n${i}`, { i, words: ['a', 'b'] }, at, i % 2 === 0, ['x', `y${i}`], 1.5 + i]);
      assert.equal(r.rowCount, 1);
      assert.deepEqual(r.rows[0], { id: i + 1, name: `n${i}`, doc: { i, words: ['a', 'b'] }, at, ok: i % 2 === 0, tags: ['x', `y${i}`], n: 1.5 + i });
    }
    // one named statement for the five inserts (the count itself has no parameters)
    assert.equal(await preparedCount(db), 1);
    const none = await db.query(`SELECT * FROM t WHERE name = $1`, ['absent']);
    assert.deepEqual([none.rows, none.rowCount], [[], 0]);
    const updated = await db.query(`UPDATE t SET ok = NOT ok WHERE id > $1`, [2]);
    assert.deepEqual([updated.rows, updated.rowCount], [[], 3]);
    await db.close();
  });

  it('reports errors with their code, rolls back transactions and keeps working', async () => {
    const db = await openPglite(null);
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY)`);
    await db.query(`INSERT INTO t VALUES ($1)`, [1]);
    await assert.rejects(db.query(`INSERT INTO t VALUES ($1)`, [1]), (e: { code?: string; query?: string }) => e.code === '23505' && e.query === 'INSERT INTO t VALUES ($1)');
    await assert.rejects(db.query(`SELEC $1`, [1]), (e: { code?: string }) => e.code === '42601');
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO t VALUES ($1)`, [2]);
        await tx.query(`INSERT INTO t VALUES ($1)`, [1]);
      }),
      (e: { code?: string }) => e.code === '23505',
    );
    assert.deepEqual((await db.query<{ id: number }>(`SELECT id FROM t WHERE id > $1 ORDER BY id`, [0])).rows, [{ id: 1 }]);
    const committed = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO t VALUES ($1)`, [3]);
      return (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM t WHERE id > $1`, [0])).rows[0].n;
    });
    assert.equal(committed, 2);
    await db.close();
  });

  it('runs a statement marked GENERIC_PLAN with its generic plan, and leaves the plan mode as it was', async () => {
    const db = await openPglite(null);
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY, v int)`);
    const plans = async (text: string) =>
      (await db.query<{ g: number; c: number }>(`SELECT generic_plans::int AS g, custom_plans::int AS c FROM pg_prepared_statements WHERE statement = $1`, [text])).rows[0];
    const mode = async () => (await db.query<{ m: string }>(`SELECT current_setting($1) AS m`, ['plan_cache_mode'])).rows[0].m;
    const marked = `${GENERIC_PLAN} INSERT INTO t VALUES ($1, $2) RETURNING v`;
    const plain = `SELECT v FROM t WHERE id = $1`;
    for (let i = 1; i <= 3; i++) assert.deepEqual((await db.query(marked, [i, i * 10])).rows, [{ v: i * 10 }]);
    assert.deepEqual((await db.query(plain, [2])).rows, [{ v: 20 }]);
    assert.deepEqual(await plans(marked), { g: 3, c: 0 });
    assert.deepEqual(await plans(plain), { g: 0, c: 1 }, 'an unmarked statement is planned for its values first (auto)');
    assert.equal(await mode(), 'auto');
    // inside a transaction: the marked statement's rows, then the mode back for the statements after it
    const inTx = await db.transaction(async (tx) => {
      const r = await tx.query(`${GENERIC_PLAN} UPDATE t SET v = v + $2 WHERE id = $1`, [1, 1]);
      const m = (await tx.query<{ m: string }>(`SELECT current_setting($1) AS m`, ['plan_cache_mode'])).rows[0].m;
      return { n: r.rowCount, m };
    });
    assert.deepEqual(inTx, { n: 1, m: 'auto' });
    // a marked statement that fails, alone and in a transaction, leaves the mode as it was too
    await assert.rejects(db.query(marked, [1, 0]), (e: { code?: string }) => e.code === '23505');
    assert.equal(await mode(), 'auto');
    await assert.rejects(db.transaction((tx) => tx.query(marked, [1, 0])), (e: { code?: string }) => e.code === '23505');
    assert.equal(await mode(), 'auto');
    assert.deepEqual((await db.query(plain, [1])).rows, [{ v: 11 }]);
    await db.close();
  });

  it('prepares a statement again after its table changed shape', async () => {
    const db = await openPglite(null);
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY)`);
    await db.query(`INSERT INTO t VALUES ($1)`, [1]);
    assert.deepEqual((await db.query(`SELECT * FROM t WHERE id = $1`, [1])).rows, [{ id: 1 }]);
    await db.exec(`ALTER TABLE t ADD COLUMN label text NOT NULL DEFAULT 'x'`);
    assert.deepEqual((await db.query(`SELECT * FROM t WHERE id = $1`, [1])).rows, [{ id: 1, label: 'x' }]);
    await db.close();
  });

  it('keeps at most its bound of statements, closing the least recently used', async () => {
    const pg = new PGlite();
    await pg.waitReady;
    const prepared = preparedStatements(pg, {}, 2);
    const run = (sql: string, v: number) => pg._runExclusiveQuery(() => prepared.run(sql, [v]));
    assert.deepEqual((await run(`SELECT $1::int + 1 AS a`, 1)).rows, [{ a: 2 }]);
    assert.deepEqual((await run(`SELECT $1::int + 2 AS b`, 1)).rows, [{ b: 3 }]);
    await run(`SELECT $1::int + 1 AS a`, 1); // used again: the second is now the oldest
    assert.deepEqual((await run(`SELECT $1::int + 3 AS c`, 1)).rows, [{ c: 4 }]);
    assert.equal(prepared.size(), 2);
    const names = (await pg.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements ORDER BY statement`)).rows.map((r) => r.statement);
    assert.deepEqual(names, ['SELECT $1::int + 1 AS a', 'SELECT $1::int + 3 AS c']);
    assert.deepEqual((await run(`SELECT $1::int + 2 AS b`, 5)).rows, [{ b: 7 }]);
    await pg.close();
  });
});
