import type { Database, Queryable, QueryResult } from './database.js';

/**
 * A counter that moves whenever data may have changed: what a reader compares before and after
 * its read to know whether what it read may be kept. `trusted()` is false while changes made
 * elsewhere could go unheard (another process's writes with no notification listener connected).
 */
export interface ChangeClock {
  generation(): number;
  trusted(): boolean;
  /** data changed (a write here, or a change notification from another process) */
  bump(): void;
  /** whether changes made by other connections are heard (always true when none can be made) */
  setTrusted(heard: boolean): void;
}

/** The channel the change trigger (migration 0135) notifies on after each committed write. */
export const CHANGES_CHANNEL = 'structa_changes';

/** A new clock, trusted until told otherwise. */
export function changeClock(): ChangeClock {
  let generation = 0;
  let heard = true;
  return {
    generation: () => generation,
    trusted: () => heard,
    bump: () => void generation++,
    setTrusted(h: boolean) {
      heard = h;
      generation++;
    },
  };
}

/**
 * True for a statement that cannot change a row: one SELECT and nothing after it. Anything else
 * (INSERT, UPDATE, DELETE, a WITH that may hold one, several statements, DDL) counts as a write.
 * Functions called from a SELECT must not write rows a cached response reads.
 */
export function isReadOnly(sql: string): boolean {
  const s = sql.trim().replace(/;\s*$/, '');
  return /^select\b/i.test(s) && !s.includes(';');
}

function watched(q: Queryable, onWrite: () => void): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      if (isReadOnly(sql)) return q.query<T>(sql, params);
      try {
        return await q.query<T>(sql, params);
      } finally {
        onWrite();
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await q.exec(sql);
      } finally {
        onWrite();
      }
    },
  };
}

/**
 * The database with every write moving the clock once it is done: a statement outside a
 * transaction when it resolves, a transaction that wrote when it commits or rolls back. A read
 * that started before the move and ends after it sees a different generation, so nothing read
 * while a write was in flight is kept as current.
 */
export function watchWrites(db: Database, clock: ChangeClock): Database {
  const outside = watched(db, clock.bump);
  const out: Database = {
    kind: db.kind,
    query: outside.query,
    exec: outside.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      let wrote = false;
      try {
        return await db.transaction((tx) => fn(watched(tx, () => (wrote = true))));
      } finally {
        if (wrote) clock.bump();
      }
    },
    close: () => db.close(),
    listen: (channel, onMessage, onConnect, onDisconnect) => db.listen(channel, onMessage, onConnect, onDisconnect),
  };
  if (db.dump) out.dump = () => db.dump!();
  return out;
}
