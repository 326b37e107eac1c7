// The progress a run reports while it recognises, held back while recognition is young so that a
// document read in moments writes it with the end of recognition (docs/dispatch.md, Progress held
// while recognition is young).

/** A progress step of a run: stage name, whole percent, and when the run reached it (its event's time when written later). */
export interface ProgressStep {
  stage: string;
  progress: number;
  at?: Date;
}

/**
 * How long a run's recognition progress is held in memory before it is written: a document
 * recognised within this time writes its early steps (and their events, in order) in the
 * statement that records the end of recognition; a longer one writes what it held when the time
 * is up and every later step as it comes.
 */
export const HOLD_PROGRESS_MS = 250;

export interface RecognitionProgressOptions {
  /** 0 writes every step as it comes */
  holdMs: number;
  /** the attachment's progress when the run started: progress never goes down, so no step shows less */
  base: number;
  /** writes steps in order (the last one becomes the attachment's state); false when the run was superseded */
  write: (steps: ProgressStep[]) => Promise<boolean>;
  /** called once the first write finds the run superseded */
  onSuperseded: () => void;
}

export interface RecognitionProgress {
  /** A step reached; held or written (in order) depending on the time since recognition started. */
  add(stage: string, progress: number): void;
  /**
   * Recognition ended: waits for the writes under way and returns the steps still held, to be
   * written with `next` (the state that follows them; a trailing held step equal to it is dropped).
   */
  end(next: ProgressStep): Promise<{ held: ProgressStep[]; superseded: boolean }>;
  /** Recognition failed: writes what is still held (so the events read as before) and waits for it. */
  flush(): Promise<void>;
  /** The run was superseded: drops what is held (nothing of it may be written now) and waits for the writes under way. */
  drop(): Promise<void>;
}

const pct = (p: number) => Math.max(0, Math.min(99, Math.round(p)));
const same = (a: ProgressStep | undefined, b: ProgressStep) => a !== undefined && a.stage === b.stage && a.progress === b.progress;

export function recognitionProgress(opts: RecognitionProgressOptions): RecognitionProgress {
  let held: ProgressStep[] | null = opts.holdMs > 0 ? [] : null;
  let top = pct(opts.base);
  let last = new Date(0);
  let chain: Promise<void> = Promise.resolve();
  let superseded = false;

  function send(steps: ProgressStep[]) {
    if (steps.length === 0) return;
    chain = chain.then(async () => {
      if (superseded) return;
      if (!(await opts.write(steps))) {
        superseded = true;
        opts.onSuperseded();
      }
    });
  }
  function release() {
    if (held === null) return;
    const steps = held;
    held = null;
    send(steps);
  }
  const timer = held !== null ? setTimeout(release, opts.holdMs) : undefined;
  timer?.unref();

  return {
    add(stage, progress) {
      top = Math.max(top, pct(progress));
      // the time it was reached, for its event; never before the previous step's (the clock may step back)
      last = new Date(Math.max(Date.now(), last.getTime()));
      const step = { stage, progress: top, at: last };
      if (held === null) send([step]);
      else if (!same(held[held.length - 1], step)) held.push(step);
    },
    async end(next) {
      clearTimeout(timer);
      await chain;
      const steps = held ?? [];
      held = null;
      const following = { stage: next.stage, progress: Math.max(top, pct(next.progress)) };
      while (same(steps[steps.length - 1], following)) steps.pop();
      return { held: steps, superseded };
    },
    async flush() {
      clearTimeout(timer);
      release();
      await chain.catch(() => undefined);
    },
    async drop() {
      clearTimeout(timer);
      held = null;
      superseded = true;
      await chain.catch(() => undefined);
    },
  };
}
