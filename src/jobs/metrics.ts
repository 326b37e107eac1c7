import type PgBoss from 'pg-boss';
import client from 'prom-client';
import type { JobOutcome } from './registry.js';

/**
 * Registers queue depth (jobs per queue and state, read at scrape time) and job outcome counters
 * on a Prometheus registry; returns the outcome recorder for the workers.
 */
export function registerJobMetrics(registry: client.Registry, boss: PgBoss, queues: readonly string[]) {
  new client.Gauge({
    name: 'structa_queue_jobs',
    help: 'Jobs waiting or running per queue and state (created, retry, active)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      for (const q of queues) {
        try {
          const created = await boss.getQueueSize(q, { before: 'retry' });
          const waiting = await boss.getQueueSize(q, { before: 'active' });
          const open = await boss.getQueueSize(q, { before: 'completed' });
          this.set({ queue: q, state: 'created' }, created);
          this.set({ queue: q, state: 'retry' }, waiting - created);
          this.set({ queue: q, state: 'active' }, open - waiting);
        } catch {
          // the database being away must not break the scrape
        }
      }
    },
  });
  const outcomes = new client.Counter({
    name: 'structa_jobs_total',
    help: 'Job attempts by queue and outcome (completed, failed, retried, skipped, superseded) in this process',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  return (queue: string, outcome: JobOutcome) => outcomes.inc({ queue, outcome });
}
