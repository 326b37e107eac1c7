// The shared line-OCR thread: it holds the model sessions (which use both cores inside each
// operation) and reads one page at a time. It starts on first use and stops after a quiet
// spell, giving its memory back; a thread that dies is replaced on the next request.
import { Worker } from 'node:worker_threads';
import { RecogniseError, type RecogniseErrorCode } from '../../../errors.js';
import type { GreyImage, OcrResult } from '../port.js';
import type { LineScript } from './engine.js';
import { idleMs, ocrThreadCount } from '../../settings.js';

export interface ThreadReply {
  id: number;
  result?: OcrResult;
  error?: { code: RecogniseErrorCode; message: string };
  /** a progress report (fraction of the page done); the job goes on */
  progress?: number;
}

interface Job {
  id: number;
  image: GreyImage;
  script: LineScript;
  resolve(r: OcrResult): void;
  reject(e: RecogniseError): void;
  onProgress?(fraction: number): void;
  /** the caller gave the image up: its buffer moves to the thread instead of being copied */
  handOver: boolean;
}

interface Thread {
  worker: Worker;
  job: Job | null;
}

let threads: Thread[] = [];
const queue: Job[] = [];
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;

/** One thread: a second engine reads about 28% more pages per second for twice the memory. */
function size(): number {
  return 1;
}

/**
 * The thread's young generation, in MiB (V8's default: semi-spaces of up to 16 MiB, 48 MiB in
 * all). A page's JavaScript objects die young, and the tensors and images they hold go with them
 * when the young generation is collected: a smaller one is collected sooner.
 */
const YOUNG_MB = 12;

function start(): Thread {
  const worker = new Worker(new URL('./thread.js', import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB },
    stdout: false,
    stderr: false,
    workerData: { threads: ocrThreadCount() },
  });
  const t: Thread = { worker, job: null };
  worker.on('message', (msg: ThreadReply) => {
    if (msg.progress !== undefined) {
      if (t.job && t.job.id === msg.id) t.job.onProgress?.(msg.progress);
      return;
    }
    const job = t.job;
    t.job = null;
    if (job && job.id === msg.id) {
      if (msg.result) job.resolve(msg.result);
      else job.reject(new RecogniseError(msg.error?.code ?? 'internal', msg.error?.message ?? 'OCR failed'));
    }
    pump();
  });
  const fail = (why: string): void => {
    threads = threads.filter((x) => x !== t);
    t.job?.reject(new RecogniseError('internal', `OCR thread stopped: ${why}`));
    t.job = null;
    pump();
  };
  worker.on('error', (err) => fail(err.message));
  worker.on('exit', (code) => fail(`exit code ${code}`));
  threads.push(t);
  return t;
}

function pump(): void {
  while (queue.length) {
    const free = threads.find((t) => !t.job) ?? (threads.length < size() ? start() : undefined);
    if (!free) return;
    const job = queue.shift()!;
    free.job = job;
    free.worker.ref();
    free.worker.postMessage({ id: job.id, image: job.image, script: job.script }, movable(job));
  }
  if (threads.every((t) => !t.job)) {
    for (const t of threads) t.worker.unref();
    if (threads.length && !idleTimer) {
      idleTimer = setTimeout(() => void shutdownLinePool(), idleMs());
      idleTimer.unref();
    }
  }
}

/**
 * The buffer a job's image may be moved in: a copy would stay in this thread until its next
 * garbage collection, and a page image is megabytes (V8 collects after tens of megabytes of them).
 * Only an image the caller handed over and that owns its whole buffer moves: a view into a larger
 * buffer (a pooled Buffer) would detach memory that is not the image's.
 */
function movable(job: Job): ArrayBuffer[] {
  const d = job.image.data;
  const b = d.buffer;
  return job.handOver && b instanceof ArrayBuffer && d.byteOffset === 0 && d.byteLength === b.byteLength ? [b] : [];
}

/**
 * Recognises the text lines of one greyscale image on the pool; `onProgress` gets the fraction
 * of the page done; with `handOver` the image's buffer moves to the thread (the caller no longer reads it).
 */
export function ocrLines(image: GreyImage, script: LineScript, onProgress?: (fraction: number) => void, handOver = false): Promise<OcrResult> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  return new Promise<OcrResult>((resolve, reject) => {
    queue.push({ id: nextId++, image, script, resolve, reject, onProgress, handOver });
    pump();
  });
}

/** Stops every line-OCR thread (they start again on the next request). */
export async function shutdownLinePool(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const all = threads;
  threads = [];
  for (const job of queue.splice(0)) job.reject(new RecogniseError('aborted', 'OCR was shut down'));
  for (const t of all) {
    t.worker.removeAllListeners('exit');
    t.job?.reject(new RecogniseError('aborted', 'OCR was shut down'));
  }
  await Promise.all(all.map((t) => t.worker.terminate()));
}

/** How many line-OCR threads are running (0 once the pool has been idle for the idle time). */
export function linePoolThreads(): number {
  return threads.length;
}
