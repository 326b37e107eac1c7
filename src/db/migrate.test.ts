import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from './pglite.js';
import { migrate } from './migrate.js';

describe('migrate', () => {
  it('applies numbered files in order once, skipping other names', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-migrations-'));
    fs.writeFileSync(path.join(dir, '0002_second.sql'), `INSERT INTO steps (n) VALUES (2);`);
    fs.writeFileSync(path.join(dir, '0001_first.sql'), `CREATE TABLE steps (n int); INSERT INTO steps (n) VALUES (1);`);
    fs.writeFileSync(path.join(dir, 'notes.sql'), `this is not SQL`);
    const db = wrapPglite(new PGlite());
    try {
      assert.deepEqual(await migrate(db, dir), ['0001_first.sql', '0002_second.sql']);
      assert.deepEqual(await migrate(db, dir), []);
      fs.writeFileSync(path.join(dir, '0003_third.sql'), `INSERT INTO steps (n) VALUES (3);`);
      assert.deepEqual(await migrate(db, dir), ['0003_third.sql']);
      assert.deepEqual((await db.query<{ n: number }>('SELECT n FROM steps ORDER BY n')).rows.map((r) => r.n), [1, 2, 3]);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('applies nothing of a failing file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-migrations-'));
    fs.writeFileSync(path.join(dir, '0001_first.sql'), `CREATE TABLE steps (n int);`);
    fs.writeFileSync(path.join(dir, '0002_broken.sql'), `INSERT INTO steps (n) VALUES (2); SELECT nonsense FROM nowhere;`);
    const db = wrapPglite(new PGlite());
    try {
      await assert.rejects(migrate(db, dir));
      const tables = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('steps', 'schema_migrations')`);
      // the run is one transaction: the table the first file made is gone with it
      assert.equal(tables.rows[0].n, 1);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
