import type PgBoss from 'pg-boss';
import type { JobDefinition, JobOutcome } from './registry.js';
import { completionBatcher, type CompletionBatcher } from './completions.js';

/** The channel on which committed jobs are announced (the payload is the queue name). */
export const JOB_CHANNEL = 'structa_jobs';

/** Where the dispatcher hears of new jobs: a NOTIFY listener that re-opens after outages. */
export interface JobSignals {
  listen(channel: string, onMessage: (payload: string) => void, onConnect?: () => void): Promise<() => Promise<void>>;
}

export interface DispatchOptions {
  /** fallback look-up for jobs nobody announced: retries coming due, scheduled jobs, notifications missed */
  pollSeconds: number;
  onOutcome?: (queue: string, outcome: JobOutcome) => void;
  /** reports an error of the queue (database away); the dispatcher carries on */
  onError?: (queue: string, e: unknown) => void;
}

export interface Dispatcher {
  /** Looks for jobs now (all queues, or the one named). */
  wake(queue?: string): void;
  /** How many jobs run now per queue. */
  running(): Record<string, number>;
  /** Stops taking jobs and waits up to timeoutMs for the running ones and the completions of those that ended. */
  stop(timeoutMs: number): Promise<void>;
}

interface FetchedJob {
  id: string;
  data: unknown;
  retryCount?: number;
  retryLimit?: number;
  expireInSeconds?: number;
}

class LeaseExpired extends Error {
  constructor(seconds: number) {
    super(`the job ran past its lease of ${seconds} s`);
  }
}

function withinSeconds<T>(p: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LeaseExpired(seconds)), seconds * 1000);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs the jobs of the registry as soon as they are committed: each queue (lane) keeps up to its
 * `concurrency` jobs in flight, fetching as many as it has free slots in one query whenever a job
 * is announced on JOB_CHANNEL, a running job ends, the listener (re)connects, or the fallback poll
 * comes round. Several processes may dispatch from one database: fetching skips locked rows. Jobs
 * that end well close together are completed with one call (completions.ts); failures one by one.
 */
export async function startDispatch(boss: PgBoss, signals: JobSignals, jobs: JobDefinition<any>[], opts: DispatchOptions): Promise<Dispatcher> {
  const onOutcome = opts.onOutcome ?? (() => {});
  const onError = opts.onError ?? (() => {});
  let stopping = false;

  interface Lane {
    job: JobDefinition<any>;
    running: number;
    pumping: boolean;
    again: boolean;
    idle: (() => void)[];
    /** jobs whose handler ended well, completed together (completions.ts) */
    completions: CompletionBatcher;
  }
  const lanes = new Map<string, Lane>(
    jobs.map((j) => [
      j.name,
      {
        job: j,
        running: 0,
        pumping: false,
        again: false,
        idle: [],
        completions: completionBatcher((ids) => boss.complete(j.name, ids), { full: j.concurrency, onError: (e) => onError(j.name, e) }),
      },
    ]),
  );

  /** Records a failed attempt, retrying briefly while the database is away (else the lease brings it back). */
  async function recordFailure(lane: Lane, id: string, error: unknown) {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        await boss.fail(lane.job.name, id, error instanceof Error ? { message: error.message } : { message: String(error) });
        return;
      } catch (e) {
        onError(lane.job.name, e);
        await delay(Math.min(5000, 250 * 2 ** attempt));
      }
    }
  }

  async function run(lane: Lane, job: FetchedJob) {
    const j = lane.job;
    const retryCount = job.retryCount ?? 0;
    const retryLimit = job.retryLimit ?? j.retryLimit;
    let error: unknown = null;
    try {
      const outcome = await withinSeconds(Promise.resolve().then(() => j.handler(job.data, { id: job.id, retryCount, retryLimit })), job.expireInSeconds ?? j.expireInSeconds);
      onOutcome(j.name, outcome || 'completed');
    } catch (e) {
      error = e;
      onOutcome(j.name, retryCount < retryLimit ? 'retried' : 'failed');
    }
    // a job that ended well frees its slot at once and is completed with the others of its window;
    // a failure is recorded alone before its slot is refilled (it may be retried or dead-lettered)
    if (error === null) lane.completions.add(job.id);
    else await recordFailure(lane, job.id, error);
  }

  function start(lane: Lane, job: FetchedJob) {
    lane.running++;
    void run(lane, job).finally(() => {
      lane.running--;
      if (lane.running === 0) lane.idle.splice(0).forEach((f) => f());
      void pump(lane);
    });
  }

  /** Fills the lane's free slots; one pump per lane at a time, re-run when woken meanwhile. */
  async function pump(lane: Lane): Promise<void> {
    if (lane.pumping) {
      lane.again = true;
      return;
    }
    lane.pumping = true;
    try {
      do {
        lane.again = false;
        while (!stopping && lane.running < lane.job.concurrency) {
          const want = lane.job.concurrency - lane.running;
          let batch: FetchedJob[];
          try {
            batch = ((await boss.fetch(lane.job.name, { batchSize: want, includeMetadata: true } as PgBoss.FetchOptions)) ?? []) as FetchedJob[];
          } catch (e) {
            onError(lane.job.name, e);
            break;
          }
          for (const job of batch) start(lane, job);
          if (batch.length < want) break;
        }
      } while (lane.again && !stopping);
    } finally {
      lane.pumping = false;
    }
  }

  const wake = (queue?: string) => {
    if (stopping) return;
    if (queue !== undefined) {
      const lane = lanes.get(queue);
      if (lane) void pump(lane);
      return;
    }
    for (const lane of lanes.values()) void pump(lane);
  };

  const unlisten = await signals.listen(JOB_CHANNEL, (q) => wake(q), () => wake());
  const poll = setInterval(() => wake(), opts.pollSeconds * 1000);
  poll.unref();
  wake();

  return {
    wake,
    running: () => Object.fromEntries([...lanes].map(([name, l]) => [name, l.running])),
    async stop(timeoutMs: number) {
      stopping = true;
      clearInterval(poll);
      await unlisten();
      const busy = [...lanes.values()].filter((l) => l.running > 0);
      const ended = Promise.all(busy.map((l) => new Promise<void>((r) => l.idle.push(r))));
      // the completions of jobs that ended are written before the queue stops
      const drained = ended.then(() => Promise.all([...lanes.values()].map((l) => l.completions.drain())));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([drained, new Promise<void>((r) => (timer = setTimeout(r, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}
