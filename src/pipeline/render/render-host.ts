// Runs MuPDF page drawing on a worker thread with a heap limit and a wall-clock timeout, so a
// page that is costly to draw cannot stall or exhaust the API process. One healthy worker is
// kept for reuse (loading the PDF engine costs more than drawing a page).
import { Worker } from 'node:worker_threads';

export interface RenderRequest {
  id: number;
  kind: 'pdf' | 'bmp';
  bytes: Uint8Array;
  page: number;
  width: number;
  rotation: number;
}
export type RenderReply = { id: number; png: Uint8Array } | { id: number; error: string };

export interface RenderLimits {
  timeoutMs: number;
  memoryMb: number;
}

/** Why a drawing failed: it took too long, the worker died, or MuPDF refused the bytes. */
export class RenderError extends Error {
  constructor(
    readonly reason: 'timeout' | 'crashed' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

let idle: { worker: Worker; memoryMb: number } | null = null;
let seq = 0;

function spawn(memoryMb: number): Worker {
  return new Worker(new URL('./render-worker.js', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, memoryMb >> 4)) },
    stdout: false,
    stderr: false,
  });
}

/** Draws a PDF page (or a BMP) as PNG on a worker thread; rejects with a RenderError. */
export function renderOnWorker(job: Omit<RenderRequest, 'id'>, limits: RenderLimits): Promise<Uint8Array> {
  let worker: Worker;
  if (idle && idle.memoryMb === limits.memoryMb) {
    worker = idle.worker;
    idle = null;
  } else {
    if (idle) void idle.worker.terminate();
    idle = null;
    worker = spawn(limits.memoryMb);
  }
  const id = ++seq;
  return new Promise<Uint8Array>((resolve, reject) => {
    let done = false;
    const finish = (keep: boolean) => {
      done = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep && idle === null) {
        idle = { worker, memoryMb: limits.memoryMb };
        worker.unref();
      } else void worker.terminate();
    };
    const onMessage = (m: RenderReply) => {
      if (done || m.id !== id) return;
      if ('png' in m) {
        finish(true);
        resolve(m.png);
      } else {
        finish(true);
        reject(new RenderError('unreadable', m.error));
      }
    };
    const onError = (err: Error) => {
      if (done) return;
      finish(false);
      reject(new RenderError('crashed', err.message.slice(0, 200)));
    };
    const onExit = () => {
      if (done) return;
      finish(false);
      reject(new RenderError('crashed', 'the render worker exited'));
    };
    const timer = setTimeout(() => {
      if (done) return;
      finish(false);
      reject(new RenderError('timeout', `drawing the page took longer than ${limits.timeoutMs} ms`));
    }, limits.timeoutMs);
    worker.ref();
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ ...job, id } satisfies RenderRequest);
  });
}
