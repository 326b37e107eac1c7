/** How long the completion of a job that ended may wait for others of its queue to share its statement. */
export const COMPLETE_WINDOW_MS = 20;
/** At most this many jobs completed by one statement. */
export const COMPLETE_MAX = 100;

export interface CompletionBatcher {
  /** Records that a job's handler ended well: completed with the others of its window. */
  add(id: string): void;
  /** Writes what is pending now (and waits for what is being written). */
  drain(): Promise<void>;
  /** Jobs ended and not yet recorded as completed. */
  pending(): number;
}

/**
 * Completes the jobs of one queue that end close together with one statement: the first job ended
 * opens a window of `windowMs`, which closes early once `full` jobs wait (e.g. every slot of the lane
 * ended); one write runs at a time and the jobs that ended meanwhile go with the next. A write that
 * fails is retried with backoff up to `attempts` times, after which its jobs are left to their lease
 * (the queue hands them out again and their handler finds nothing to do). A job is only ever added
 * once its handler's work has committed.
 */
export function completionBatcher(
  complete: (ids: string[]) => Promise<unknown>,
  opts: { full: number; windowMs?: number; max?: number; attempts?: number; onError?: (e: unknown) => void; backoffMs?: (attempt: number) => number },
): CompletionBatcher {
  const windowMs = opts.windowMs ?? COMPLETE_WINDOW_MS;
  const max = opts.max ?? COMPLETE_MAX;
  const attempts = opts.attempts ?? 20;
  const backoffMs = opts.backoffMs ?? ((a: number) => Math.min(5000, 250 * 2 ** a));
  const waiting: string[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> | null = null;

  async function write(ids: string[]): Promise<void> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      try {
        await complete(ids);
        return;
      } catch (e) {
        opts.onError?.(e);
        await new Promise((r) => setTimeout(r, backoffMs(attempt)));
      }
    }
  }

  /** Starts a write of what waits unless one runs (that one starts the next when it ends). */
  function flush() {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (writing || waiting.length === 0) return;
    const ids = waiting.splice(0, max);
    writing = write(ids).finally(() => {
      writing = null;
      if (waiting.length > 0) flush();
    });
  }

  return {
    add(id) {
      waiting.push(id);
      if (waiting.length >= opts.full) flush();
      else if (!timer && !writing) timer = setTimeout(flush, windowMs);
    },
    async drain() {
      flush();
      while (writing) await writing;
    },
    pending: () => waiting.length,
  };
}
