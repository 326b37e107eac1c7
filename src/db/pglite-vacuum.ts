/** How often the embedded database looks for tables with dead rows to clear. */
export const VACUUM_EVERY_MS = 1000;
/** A table is vacuumed once it holds this many dead rows (and a fifth of its live ones, as autovacuum). */
export const VACUUM_DEAD_ROWS = 200;

interface Exec {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * Vacuums the tables whose dead rows passed the bound; returns their names. PGlite runs PostgreSQL
 * in single-user mode, without autovacuum: the rows each update leaves behind (the job queue's
 * rows are updated twice per job, an attachment's four or five times per document) would stay in
 * its tables and indexes for the life of the data directory, and every scan of them would step over
 * them (docs/dispatch.md, seventh pass).
 */
export async function vacuumDead(db: Exec): Promise<string[]> {
  const r = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables
      WHERE n_dead_tup >= $1 AND n_dead_tup >= n_live_tup / 5 ORDER BY n_dead_tup DESC`,
    [VACUUM_DEAD_ROWS],
  );
  const names = r.rows.map((x) => x.name);
  if (names.length > 0) await db.exec(`VACUUM ${names.join(', ')}`);
  return names;
}

/**
 * Runs vacuumDead every VACUUM_EVERY_MS once `ready` resolved (PGlite's statements must not reach
 * it while it starts) until stopped; stop waits for a round under way.
 */
export function startVacuum(db: Exec, ready: Promise<unknown>, onError: (e: unknown) => void = () => undefined): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let started = false;
  ready.then(
    () => (started = true),
    () => undefined,
  );
  const timer = setInterval(() => {
    if (running || !started) return;
    running = vacuumDead(db)
      .catch(onError)
      .finally(() => (running = null));
  }, VACUUM_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
