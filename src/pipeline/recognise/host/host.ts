// Runs one job on a parse worker thread with a heap limit and a wall-clock timeout, serving
// its OCR requests from the shared pool. Healthy workers are kept for reuse: loading the
// PDF engine costs more than parsing a short document.
import { Worker } from 'node:worker_threads';
import type { Page } from '../../types.js';
import { RecogniseError, type RecogniseErrorCode } from '../../errors.js';
import { ocrEngine } from '../ocr/engines.js';
import type { OcrEngineName } from '../ocr/port.js';
import type { HostMessage, ParseLimits, WorkerMessage } from './protocol.js';
import { admit, parseReservationMb } from './budget.js';
import { idleMs, recognitionSettings } from '../settings.js';
import { ZIP_MAX_INFLATED } from '../../zip.js';
import { ZIP_FORMATS } from '../../formats.js';

export interface HostJob {
  kind: 'recognise' | 'count';
  bytes: Uint8Array;
  format: string;
  limits: ParseLimits;
  languages: string[];
  engine: OcrEngineName;
  timeoutMs: number;
  memoryMb: number;
  onProgress?(p: { stage: string; done: number; total: number }): void;
  /** takes each finished page (also as its JSON text) instead of the result holding it; awaited in order before the result */
  onPage?(page: Page, json: string): Promise<void>;
  signal?: AbortSignal;
}

export interface HostResult {
  pageCount: number;
  pages: Page[];
}

const idle = new Map<number, Worker[]>();
const idleTimers = new WeakMap<Worker, NodeJS.Timeout>();
const MAX_IDLE = 2;
/**
 * A worker is kept for reuse only after a document this small: its heap and the PDF engine's
 * WebAssembly memory (which never shrinks) stay at the largest size a document made them.
 */
const REUSE_MAX_INPUT = 8 * 1024 * 1024;

function youngMb(memoryMb: number): number {
  return Math.min(64, Math.max(8, memoryMb >> 4));
}

function spawn(memoryMb: number): Worker {
  const w = new Worker(new URL('./worker.js', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: youngMb(memoryMb) },
    stdout: false,
    stderr: false,
  });
  return w;
}

function acquire(memoryMb: number): Worker {
  const list = idle.get(memoryMb);
  const w = list?.pop();
  if (w) {
    clearTimeout(idleTimers.get(w));
    w.ref();
    return w;
  }
  return spawn(memoryMb);
}

/** Drops our listeners only: Worker keeps internal ones that start and stop its port. */
function detach(w: Worker): void {
  for (const ev of ['message', 'error', 'exit']) w.removeAllListeners(ev);
}

function release(memoryMb: number, w: Worker): void {
  const list = idle.get(memoryMb) ?? [];
  if (list.length >= MAX_IDLE) {
    void w.terminate();
    return;
  }
  detach(w);
  w.on('error', () => undefined);
  w.on('exit', () => {
    const l = idle.get(memoryMb);
    if (l) idle.set(memoryMb, l.filter((x) => x !== w));
  });
  w.unref();
  list.push(w);
  idle.set(memoryMb, list);
  // an idle worker gives its memory back after the idle time
  const timer = setTimeout(() => {
    const l = idle.get(memoryMb);
    if (l) idle.set(memoryMb, l.filter((x) => x !== w));
    void w.terminate();
  }, idleMs());
  timer.unref();
  idleTimers.set(w, timer);
}

/** How many parse workers wait idle for reuse. */
export function idleParseWorkers(): number {
  return [...idle.values()].reduce((n, l) => n + l.length, 0);
}

/** Terminates every idle parse worker. */
export async function shutdownParseWorkers(): Promise<void> {
  const all = [...idle.values()].flat();
  for (const w of all) clearTimeout(idleTimers.get(w));
  idle.clear();
  await Promise.all(all.map((w) => w.terminate()));
}

/**
 * Runs one recognition or page count in a parse worker once the memory budget admits it;
 * rejects with a RecogniseError.
 */
export async function runOnWorker(job: HostJob): Promise<HostResult> {
  if (job.signal?.aborted) throw new RecogniseError('aborted', 'recognition was cancelled');
  const need = parseReservationMb(job.memoryMb, youngMb(job.memoryMb), job.bytes.byteLength, ZIP_FORMATS.has(job.format) ? ZIP_MAX_INFLATED >> 20 : 0);
  const release = await admit(need, recognitionSettings().memoryBudgetMb, job.signal).catch(() => {
    throw new RecogniseError('aborted', 'recognition was cancelled');
  });
  try {
    return await runAdmitted(job);
  } finally {
    release();
  }
}

function runAdmitted(job: HostJob): Promise<HostResult> {
  // the caller may have given up while the parse waited for memory
  if (job.signal?.aborted) return Promise.reject(new RecogniseError('aborted', 'recognition was cancelled'));
  const worker = acquire(job.memoryMb);
  const engine = ocrEngine(job.engine, job.languages);
  const pages: Page[] = [];
  // the last page-level report, which OCR progress within a page refines; never moves backwards
  let last = { stage: '', done: 0, total: 0 };
  let reported = { stage: '', done: -1 };
  const report = (stage: string, done: number, total: number): void => {
    if (done < reported.done || (done === reported.done && stage === reported.stage)) return;
    reported = { stage, done };
    job.onProgress?.({ stage, done, total });
  };
  return new Promise<HostResult>((resolve, reject) => {
    let settled = false;
    // the pages handed to job.onPage, written one after another; the first failure ends the run
    let handed: Promise<void> = Promise.resolve();
    let ocrStarted = false;
    const finish = (err: Error | null, pageCount = 0, reusable = false): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      if (reusable && job.bytes.byteLength <= REUSE_MAX_INPUT) release(job.memoryMb, worker);
      else {
        detach(worker);
        worker.on('error', () => undefined);
        void worker.terminate();
      }
      if (err) reject(err);
      else resolve({ pageCount, pages: pages.sort((a, b) => a.number - b.number) });
    };
    const timer = setTimeout(
      () => finish(new RecogniseError('parse_timeout', `recognition exceeded ${job.timeoutMs} ms`)),
      job.timeoutMs,
    );
    const onAbort = (): void => finish(new RecogniseError('aborted', 'recognition was cancelled'));
    job.signal?.addEventListener('abort', onAbort);

    worker.on('message', (msg: WorkerMessage) => {
      if (settled) return;
      switch (msg.type) {
        case 'progress':
          last = { stage: msg.stage, done: msg.done, total: msg.total };
          report(msg.stage, msg.done, msg.total);
          break;
        case 'page': {
          const json = msg.json;
          if (!job.onPage) pages.push(JSON.parse(json) as Page);
          else {
            const onPage = job.onPage;
            handed = handed.then(() => (settled ? undefined : onPage(JSON.parse(json) as Page, json)));
            handed.catch((e: unknown) => finish(e instanceof Error ? e : new RecogniseError('internal', String(e))));
          }
          break;
        }
        case 'ocr':
          // The OCR engine is the process's largest memory (about 300 MiB while it works): workers
          // left idle by earlier documents (tens of MiB each) give theirs back now and are started
          // again when a document needs them.
          if (!ocrStarted) {
            ocrStarted = true;
            void shutdownParseWorkers();
          }
          // the image arrived moved out of the parse worker and is read nowhere else: it moves on to the OCR thread
          engine.recognise(msg.image, (f) => {
            if (last.total > 0) report(last.stage, Math.min(last.done + f, last.total), last.total);
          }, true).then(
            (result) => !settled && worker.postMessage({ type: 'ocr-result', reqId: msg.reqId, result } satisfies HostMessage),
            (err: unknown) => {
              const e = err instanceof RecogniseError ? err : new RecogniseError('internal', String(err));
              if (!settled) worker.postMessage({ type: 'ocr-result', reqId: msg.reqId, error: { code: e.code, message: e.message } } satisfies HostMessage);
            },
          );
          break;
        case 'done': {
          const n = msg.pageCount;
          handed.then(() => finish(null, n, true), () => undefined);
          break;
        }
        case 'error':
          finish(new RecogniseError(msg.code as RecogniseErrorCode, msg.message), 0, msg.code !== 'internal');
          break;
      }
    });
    worker.on('error', (err: Error & { code?: string }) => {
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') finish(new RecogniseError('memory_limit', `recognition exceeded ${job.memoryMb} MB of memory`));
      else finish(new RecogniseError('corrupt_file', `parser crashed: ${err.message.slice(0, 200)}`));
    });
    worker.on('exit', (code) => finish(new RecogniseError('internal', `parse worker exited with code ${code}`)));

    // A copy is transferred: Buffers may share a pooled ArrayBuffer that must not be detached.
    const bytes = new Uint8Array(job.bytes.byteLength);
    bytes.set(job.bytes);
    const msg: HostMessage = { type: 'job', kind: job.kind, bytes, format: job.format, limits: job.limits };
    worker.postMessage(msg, [bytes.buffer as ArrayBuffer]);
  });
}
