import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** Opens the configured database: PostgreSQL server when DATABASE_URL is set, else PGlite under DATA_DIR. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = path.join(config.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(dir, config.embeddedDb);
}
