import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.js';

const parsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
  [types.TIMESTAMPTZ]: (v: string) => new Date(v),
};

function wrap(q: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      if (params.length === 0) {
        // simple protocol: allows several statements, answers with the last result
        const all = await q.exec(sql, { parsers });
        const last = all[all.length - 1];
        return { rows: (last?.rows ?? []) as T[], rowCount: Math.max(last?.affectedRows ?? 0, last?.rows.length ?? 0) };
      }
      const r = await q.query<T>(sql, params, { parsers });
      // PGlite reports 0 affected rows for a SELECT; count its rows as pg does
      return { rows: r.rows, rowCount: Math.max(r.affectedRows ?? 0, r.rows.length) };
    },
    async exec(sql: string): Promise<void> {
      await q.exec(sql);
    },
  };
}

/** Opens an embedded PostgreSQL (PGlite) in dataDir, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return wrapPglite(pg);
}

/** Wraps an open PGlite instance as the Database port. */
export function wrapPglite(pg: PGlite): Database {
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) => fn(wrap(tx)));
    },
    async listen(channel, onMessage, onConnect) {
      const stop = await pg.listen(channel, (payload) => onMessage(payload, false));
      onConnect?.();
      return async () => {
        await stop().catch(() => undefined);
      };
    },
    async close() {
      await pg.close();
    },
    async dump(): Promise<Blob> {
      return (await pg.dumpDataDir('none')) as Blob;
    },
  };
}
