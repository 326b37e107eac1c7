import type PgBoss from 'pg-boss';
import type { Queryable } from '../db/database.js';

/** A job declares its queue name, retry policy and handler. */
export interface JobDefinition<P extends object = object> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** how many jobs of this kind one process runs at once */
  concurrency: number;
  handler: (payload: P, job: { id: string; retryCount: number }) => Promise<void>;
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

/** Creates the queues of the registry. */
export async function createQueues(boss: PgBoss, jobs: JobDefinition<any>[]) {
  checkRegistry(jobs);
  for (const j of jobs) {
    await boss.createQueue(j.name, {
      name: j.name,
      retryLimit: j.retryLimit,
      retryDelay: j.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: j.expireInSeconds,
    });
  }
}

/** Starts workers for every job of the registry. */
export async function startWorkers(boss: PgBoss, jobs: JobDefinition<any>[]) {
  for (const j of jobs) {
    for (let i = 0; i < j.concurrency; i++) {
      await boss.work(j.name, { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true }, async (batch: any[]) => {
        for (const job of batch) await j.handler(job.data, { id: job.id, retryCount: job.retryCount ?? 0 });
      });
    }
  }
}

/** Enqueues a job inside the caller's transaction (or on the pool when tx is the database). */
export async function enqueue(boss: PgBoss, tx: Queryable, name: string, payload: object, opts: { singletonKey?: string } = {}) {
  const { bossDb } = await import('./boss.js');
  return boss.send(name, payload, { db: bossDb(tx), ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}) } as PgBoss.SendOptions);
}
