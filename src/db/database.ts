/** A parameterised SQL query result. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** The one database port: PostgreSQL through PGlite (embedded) or a server (pg). */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls onMessage with the payload of every NOTIFY on channel committed by any connection, until
   * the returned function is called. On a server the listening connection is re-opened after it
   * drops (onConnect runs after each (re)connection: notifications sent meanwhile are lost;
   * onDisconnect runs when an established listening connection drops). `fromSelf` is true when a
   * connection of this database's own pool sent it (a server only; PGlite always says false).
   */
  listen(channel: string, onMessage: (payload: string, fromSelf: boolean) => void, onConnect?: () => void, onDisconnect?: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball (test templates). */
  dump?(): Promise<Blob>;
}

/**
 * A statement whose text holds this comment runs with its generic plan on the embedded database
 * (made once, reused; pglite-prepared.ts), where `plan_cache_mode = auto` would plan it again for
 * every run's values because the generic plan's estimate looks dearer. For statements whose
 * planning costs more than their work and whose plan does not depend on the values (the completion
 * with its event: docs/dispatch.md). A server reads it as a comment.
 */
export const GENERIC_PLAN = '/* generic plan */';

/** Returns the first row or null. */
export async function one<T>(q: Promise<QueryResult<T>>): Promise<T | null> {
  const r = await q;
  return r.rows[0] ?? null;
}
