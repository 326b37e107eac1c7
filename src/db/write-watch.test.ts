import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freshDatabase, type TestDatabase } from '../../test/helpers/db.js';
import { changeClock, CHANGES_CHANNEL, isReadOnly, watchWrites, type ChangeClock } from './write-watch.js';
import type { Database } from './database.js';

describe('isReadOnly', () => {
  it('takes one SELECT as a read and anything else as a write', () => {
    assert.equal(isReadOnly('SELECT 1'), true);
    assert.equal(isReadOnly('  select * from chats where id = $1;\n'), true);
    assert.equal(isReadOnly('INSERT INTO chats DEFAULT VALUES'), false);
    assert.equal(isReadOnly('WITH x AS (UPDATE chats SET title = title RETURNING id) SELECT * FROM x'), false);
    assert.equal(isReadOnly('SELECT 1; DELETE FROM chats'), false);
    assert.equal(isReadOnly('selected'), false);
    assert.equal(isReadOnly('BEGIN'), false);
  });
});

describe('writes move the change clock', () => {
  let t: TestDatabase;
  let clock: ChangeClock;
  let db: Database;
  let org: number;
  before(async () => {
    t = await freshDatabase();
    clock = changeClock();
    db = watchWrites(t.db, clock);
    org = (await t.db.query<{ id: number }>(`INSERT INTO organisations (name, slug) VALUES ('W', 'w-org') RETURNING id`)).rows[0].id;
  });
  after(async () => t.drop());

  it('moves after a write statement, not after a read', async () => {
    const g = clock.generation();
    await db.query(`SELECT * FROM chats WHERE org_id = $1`, [org]);
    assert.equal(clock.generation(), g);
    await db.query(`INSERT INTO chats (public_id, org_id, title) VALUES ('ch_w1', $1, 't')`, [org]);
    assert.ok(clock.generation() > g);
  });

  it('moves when a transaction that wrote ends, not before; a reading transaction leaves it', async () => {
    let g = clock.generation();
    await db.transaction((tx) => tx.query(`SELECT 1`));
    assert.equal(clock.generation(), g);
    let inside = -1;
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE chats SET title = 'u' WHERE public_id = 'ch_w1'`);
      inside = clock.generation();
    });
    assert.equal(inside, g, 'not moved while the write was uncommitted');
    assert.ok(clock.generation() > g);
    g = clock.generation();
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE chats SET title = 'v' WHERE public_id = 'ch_w1'`);
        throw new Error('roll back');
      }),
    );
    assert.ok(clock.generation() > g, 'a rolled-back write moves it too (harmless)');
  });

  it('a committed write notifies the change channel, a rollback does not', async () => {
    const heard: string[] = [];
    let resolveHeard!: () => void;
    let next = new Promise<void>((r) => (resolveHeard = r));
    const stop = await t.db.listen(CHANGES_CHANNEL, (p) => {
      heard.push(p);
      resolveHeard();
    });
    // the embedded database starts with the notification off (see the next test): on here, as on a server
    if (t.db.kind === 'pglite') await t.db.exec(`SET structa.change_notify = 'on'`);
    try {
      await assert.rejects(
        t.db.transaction(async (tx) => {
          await tx.query(`UPDATE chats SET title = 'r' WHERE public_id = 'ch_w1'`);
          throw new Error('roll back');
        }),
      );
      // a later committed write: its notification is the first one heard
      await t.db.transaction(async (tx) => {
        await tx.query(`UPDATE chats SET title = 'n1' WHERE public_id = 'ch_w1'`);
        await tx.query(`UPDATE chats SET title = 'n2' WHERE public_id = 'ch_w1'`);
      });
      await next;
      next = new Promise<void>((r) => (resolveHeard = r));
      assert.equal(heard.length, 1, 'one notification for the transaction');
      assert.equal((await t.db.query<{ title: string }>(`SELECT title FROM chats WHERE public_id = 'ch_w1'`)).rows[0].title, 'n2');
    } finally {
      if (t.db.kind === 'pglite') await t.db.exec(`RESET structa.change_notify`);
      await stop();
    }
  });

  it('the embedded database notifies nothing: its one process sees every write through its port', async (c) => {
    if (t.db.kind !== 'pglite') return c.skip('a server notifies every committed write');
    const heard: string[] = [];
    const stop = await t.db.listen(CHANGES_CHANNEL, (p) => heard.push(p));
    try {
      const g = clock.generation();
      await db.query(`UPDATE chats SET title = 'quiet' WHERE public_id = 'ch_w1'`);
      await db.transaction((tx) => tx.query(`UPDATE chats SET title = 'quiet 2' WHERE public_id = 'ch_w1'`));
      // a notification, if one were sent, is delivered by then (the test above waits for one)
      await new Promise((r) => setTimeout(r, 50));
      assert.deepEqual(heard, []);
      assert.ok(clock.generation() >= g + 2, 'the port counted both writes');
    } finally {
      await stop();
    }
  });

  it('every table of the service carries the change trigger', async () => {
    const r = await t.db.query<{ tablename: string }>(
      `SELECT t.tablename FROM pg_tables t
       WHERE t.schemaname = current_schema() AND t.tablename <> 'schema_migrations'
         AND NOT EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
                         WHERE c.relname = t.tablename AND c.relnamespace = to_regnamespace(current_schema()) AND g.tgname = 'structa_notify_change'
                           AND g.tgqual IS NOT NULL)`,
    );
    assert.deepEqual(
      r.rows.map((x) => x.tablename),
      [],
      "a table added by a migration needs: CREATE TRIGGER structa_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON <table> FOR EACH STATEMENT WHEN (current_setting('structa.change_notify', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION structa_notify_change()",
    );
  });
});
