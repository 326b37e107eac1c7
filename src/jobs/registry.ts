import type PgBoss from 'pg-boss';
import type { Queryable } from '../db/database.js';
import { JOB_CHANNEL, startDispatch, type DispatchOptions, type Dispatcher, type JobSignals } from './dispatch.js';

/** How a job attempt ended, as counted in /metrics. */
export type JobOutcome = 'completed' | 'failed' | 'retried' | 'skipped' | 'superseded';

/** A job declares its queue name, retry policy and handler. */
export interface JobDefinition<P extends object = object> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** queue that receives the job when it fails for good (e.g. its worker died on the last attempt) */
  deadLetter?: string;
  /** cron expression: the queue's clock sends one job per slot (worker processes keep the clock) */
  schedule?: string;
  /** how many jobs of this kind one process runs at once */
  concurrency: number;
  /** returns how the attempt ended (default completed); throwing asks the queue to retry */
  handler: (payload: P, job: { id: string; retryCount: number; retryLimit: number }) => Promise<JobOutcome | void>;
}

/** Checks the job list: every name once. */
export function checkRegistry(jobs: JobDefinition<any>[]): void {
  const seen = new Set<string>();
  for (const j of jobs) {
    if (seen.has(j.name)) throw new Error(`job '${j.name}' is registered twice`);
    if (typeof j.handler !== 'function') throw new Error(`job '${j.name}' has no handler`);
    seen.add(j.name);
  }
}

/**
 * Creates the queues of the registry in order (list dead-letter targets first) and applies this process's retry
 * and lease policy to them: the queue policy lives in the database, the last process started sets it.
 */
export async function createQueues(boss: PgBoss, jobs: JobDefinition<any>[]) {
  checkRegistry(jobs);
  for (const j of jobs) {
    const policy = {
      retryLimit: j.retryLimit,
      retryDelay: j.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: j.expireInSeconds,
      ...(j.deadLetter ? { deadLetter: j.deadLetter } : {}),
    };
    await boss.createQueue(j.name, { name: j.name, ...policy });
    await boss.updateQueue(j.name, { name: j.name, ...policy } as PgBoss.Queue);
    if (j.schedule) await boss.schedule(j.name, j.schedule);
  }
}

/**
 * Starts the workers of every job of the registry: jobs run as soon as they are announced and a
 * slot of their lane is free (see dispatch.ts); reports each attempt's outcome.
 */
export async function startWorkers(boss: PgBoss, signals: JobSignals, jobs: JobDefinition<any>[], opts: DispatchOptions): Promise<Dispatcher> {
  checkRegistry(jobs);
  return startDispatch(boss, signals, jobs, opts);
}

/** Enqueues a job inside the caller's transaction (or on the pool when tx is the database) and announces it on commit. */
/**
 * When a job sent now is due: a second before its insert, by the database's clock. pg-boss takes a
 * job when `start_after < now()`; with the default (`now()` at the insert) a fetch that runs within
 * the same tick of the database's clock as the insert's transaction sees the job as not yet due
 * (seen on the embedded database, whose clock ticks in milliseconds), and the job waited for the
 * fallback poll although its notification had come.
 */
const DUE_NOW = '-1 second';

export async function enqueue(boss: PgBoss, tx: Queryable, name: string, payload: object, opts: { singletonKey?: string } = {}) {
  const { bossDb } = await import('./boss.js');
  const id = await boss.send(name, payload, { db: bossDb(tx), startAfter: DUE_NOW, ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}) } as PgBoss.SendOptions);
  // delivered when the transaction commits (at once outside one): workers of every process wake up
  await tx.query('SELECT pg_notify($1, $2)', [JOB_CHANNEL, name]);
  return id;
}

/**
 * Enqueues several jobs inside the caller's transaction in one statement and announces each queue
 * once on commit (PostgreSQL delivers one notification per distinct payload of a transaction anyway).
 */
export async function enqueueMany(boss: PgBoss, tx: Queryable, jobs: { name: string; payload: object }[]) {
  if (jobs.length === 0) return;
  const { bossDb } = await import('./boss.js');
  await boss.insert(jobs.map((j) => ({ name: j.name, data: j.payload, startAfter: DUE_NOW })) as PgBoss.JobInsert[], { db: bossDb(tx) } as PgBoss.InsertOptions);
  for (const name of new Set(jobs.map((j) => j.name))) await tx.query('SELECT pg_notify($1, $2)', [JOB_CHANNEL, name]);
}
