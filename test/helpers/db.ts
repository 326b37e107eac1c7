import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate.js';
import { openPglite, wrapPglite } from '../../src/db/pglite.js';
import { pgliteStartParams } from '../../src/db/pglite-params.js';
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
    const db = wrapPglite(new PGlite({ loadDataDir: await pgliteTemplate(), startParams: pgliteStartParams() }));
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

/** A migrated PGlite data directory, made once per set of migrations and reused by every test file. */
async function pgliteTemplate(): Promise<Blob> {
  const hash = crypto.createHash('sha256');
  for (const f of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(f).update(fs.readFileSync(path.join(MIGRATIONS_DIR, f)));
  const file = path.join(os.tmpdir(), `structa-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    const db = await openPglite(null);
    await migrate(db);
    const dump = await db.dump!();
    await db.close();
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  }
  return new Blob([fs.readFileSync(file)]);
}
