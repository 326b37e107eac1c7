import PgBoss from 'pg-boss';
import { GENERIC_PLAN, type Database, type Queryable } from '../db/database.js';

/**
 * pg-boss's `fetch` (the next jobs of a queue, `FOR UPDATE SKIP LOCKED`): the one statement of the
 * queue run with its generic plan. pg-boss keeps a partition of its job table per queue, and
 * planning the fetch for each run's values (which `plan_cache_mode = auto` keeps choosing) cost
 * more than its work: about 1.0-1.3 against 0.5 ms per fetch on the embedded database with the
 * service's queues, and no dearer on a long queue (docs/dispatch.md, eighth pass). Its plan does
 * not depend on the values (a queue's partition, a handful of rows). The others keep PostgreSQL's
 * choice: `complete`'s generic plan grows dearer with the job table.
 */
export const isBossFetch = (text: string): boolean => /^\s*WITH next as \(/.test(text) && text.includes('FOR UPDATE SKIP LOCKED');

/** Adapts a Queryable to pg-boss's bring-your-own-database interface. */
export function bossDb(q: Queryable) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const r = await q.query(isBossFetch(text) ? GENERIC_PLAN + text : text, values ?? []);
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
