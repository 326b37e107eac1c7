import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.js';

/** Adapts a Queryable to pg-boss's bring-your-own-database interface. */
export function bossDb(q: Queryable) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const r = await q.query(text, values ?? []);
      return { rows: r.rows, rowCount: r.rowCount };
    },
  };
}

/**
 * Creates a pg-boss instance on the service's own database (PGlite or server). With maintenance on,
 * it also expires jobs whose lease lapsed (their worker died) every `maintenanceSeconds` and sends
 * scheduled jobs when they are due.
 */
export function createBoss(db: Database, opts: { maintenance: boolean; maintenanceSeconds?: number }) {
  return new PgBoss({
    db: bossDb(db),
    supervise: opts.maintenance,
    maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 30,
    // worker processes keep the clock of scheduled jobs (sessions.purge); the database keeps each slot to one job
    schedule: opts.maintenance,
    migrate: true,
  } as PgBoss.ConstructorOptions);
}
