import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.js';
import { listenPostgres } from './listen-postgres.js';

pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number(v));

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = (await c.query(sql, params)) as pg.QueryResult | pg.QueryResult[];
      const r = Array.isArray(res) ? res[res.length - 1] : res;
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await c.query(sql);
    },
  };
}

/** Connects a pool to a PostgreSQL server. */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  // the server processes of this pool: notifications they send come from this process's own writes
  const own = new Set<number>();
  const pid = (c: pg.PoolClient) => (c as unknown as { processID?: number | null }).processID ?? undefined;
  pool.on('connect', (c) => void (pid(c) !== undefined && own.add(pid(c)!)));
  pool.on('remove', (c) => void (pid(c) !== undefined && own.delete(pid(c)!)));
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    listen: (channel, onMessage, onConnect, onDisconnect) =>
      listenPostgres(url, channel, (payload, from) => onMessage(payload, own.has(from)), onConnect, onDisconnect),
    async close() {
      await pool.end();
    },
  };
}
