// Entry of one line-OCR thread: loads the models once and recognises one image at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { RecogniseError } from '../../../errors.js';
import type { GreyImage } from '../port.js';
import { createLineEngine, type LineScript } from './engine.js';
import { collectAfterPage } from '../../collect.js';
import type { ThreadReply } from './pool.js';

const port = parentPort;
if (!port) throw new Error('line OCR thread started outside a worker');
// measured from before the models are read, so what reading them leaves behind (the model bytes,
// decoded weights) counts as growth and is collected once both are made
collectAfterPage();
const engine = createLineEngine({ threads: (workerData as { threads?: number } | null)?.threads });
engine.catch(() => undefined);

port.on('message', (msg: { id: number; image: GreyImage; script: LineScript }) => {
  engine
    .then(async (e) => {
      // the recogniser is made before the page is read, and what reading the models left behind
      // is collected before the page's own buffers and arenas come on top of it
      if (await e.prepare(msg.script)) collectAfterPage();
      return e.recognise(msg.image, msg.script, (progress) => port.postMessage({ id: msg.id, progress } satisfies ThreadReply));
    })
    .then(
      (result) => {
        port.postMessage({ id: msg.id, result } satisfies ThreadReply);
        // the page's image, tensors and outputs are dead now
        collectAfterPage();
      },
      (err: unknown) => {
        const code = err instanceof RecogniseError ? err.code : 'internal';
        const message = err instanceof Error ? err.message : String(err);
        port.postMessage({ id: msg.id, error: { code, message } } satisfies ThreadReply);
      },
    );
});
