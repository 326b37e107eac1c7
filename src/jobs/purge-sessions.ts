import { QUEUES } from './names.js';
import type { JobDefinition } from './registry.js';

/** The cron expression running a job every `minutes` minutes (1-60), counted from the start of each hour. */
export function everyMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) throw new Error(`minutes must be 1-60, got ${minutes}`);
  return minutes === 60 ? '0 * * * *' : minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

/**
 * sessions.purge: deletes expired web-session rows. Scheduled every `intervalMinutes` by the
 * queue's clock (one job per slot however many processes run), worked by worker processes.
 */
export function purgeSessionsJob(sessions: { purgeExpired(): Promise<number> }, intervalMinutes: number): JobDefinition<object> {
  return {
    name: QUEUES.purgeSessions,
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    concurrency: 1,
    schedule: everyMinutes(intervalMinutes),
    async handler() {
      await sessions.purgeExpired();
      return 'completed';
    },
  };
}
