// Entry point of a parse worker thread: every untrusted parser runs here, under the host's
// memory limit and wall-clock timeout, and reports pages and errors as messages.
import { parentPort } from 'node:worker_threads';
import { toRecogniseError } from '../../errors.js';
import { countFormatPages, recogniseFormat } from '../formats/index.js';
import type { GreyImage, HostMessage, OcrResult, ParseContext, WorkerMessage } from './protocol.js';
import { RecogniseError } from '../../errors.js';
import { collectAfterPage } from '../collect.js';

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');

let nextReq = 1;
const pending = new Map<number, { resolve(r: OcrResult): void; reject(e: Error): void }>();

function send(msg: WorkerMessage, transfer?: ArrayBuffer[]): void {
  port!.postMessage(msg, transfer ?? []);
}

function ocr(image: GreyImage, handOver = false): Promise<OcrResult> {
  const reqId = nextReq++;
  return new Promise((resolve, reject) => {
    pending.set(reqId, { resolve, reject });
    // a copy would stay here, dead, until this thread's next collection (megabytes a page)
    const d = image.data;
    const data = handOver && d.byteOffset === 0 && d.byteLength === d.buffer.byteLength ? d : d.slice();
    send({ type: 'ocr', reqId, image: { data, width: image.width, height: image.height } }, [data.buffer as ArrayBuffer]);
  });
}

async function run(msg: Extract<HostMessage, { type: 'job' }>): Promise<void> {
  try {
    if (msg.kind === 'count') {
      const n = await countFormatPages(msg.bytes, msg.format, msg.limits);
      send({ type: 'done', pageCount: n });
      return;
    }
    const ctx: ParseContext = {
      bytes: msg.bytes,
      format: msg.format,
      limits: msg.limits,
      emitPage: (page) => {
        send({ type: 'page', json: JSON.stringify(page) });
        // a scanned page's rendered image is dead once its page is out
        collectAfterPage();
      },
      progress: (stage, done, total) => send({ type: 'progress', stage, done, total }),
      ocr,
    };
    const pageCount = await recogniseFormat(ctx);
    send({ type: 'done', pageCount });
  } catch (err) {
    const e = toRecogniseError(err);
    send({ type: 'error', code: e.code, message: e.message });
  }
}

port.on('message', (msg: HostMessage) => {
  if (msg.type === 'job') {
    void run(msg);
  } else if (msg.type === 'ocr-result') {
    const p = pending.get(msg.reqId);
    if (!p) return;
    pending.delete(msg.reqId);
    if (msg.result) p.resolve(msg.result);
    else p.reject(new RecogniseError(msg.error?.code ?? 'internal', msg.error?.message ?? 'OCR failed'));
  }
});
