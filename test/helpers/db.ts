import crypto from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';

export interface TestDatabase {
  db: Database;
  url: string | null;
  drop(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
export async function freshDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const db = await openPglite(null);
    await migrate(db);
    return { db, url: null, drop: () => db.close() };
  }
  const name = `structa_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = await openPostgres(url);
  await migrate(db);
  return {
    db,
    url,
    async drop() {
      await db.close().catch(() => undefined);
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
