// Worker thread entry for page drawing with MuPDF: one job at a time, answered by id.
import { parentPort } from 'node:worker_threads';
import { bmpPng, pdfPagePng } from './mupdf-render.js';
import type { RenderReply, RenderRequest } from './render-host.js';

parentPort!.on('message', (m: RenderRequest) => {
  let reply: RenderReply;
  try {
    const png = m.kind === 'bmp' ? bmpPng(m.bytes) : pdfPagePng(m.bytes, m.page, m.width, m.rotation);
    reply = { id: m.id, png };
  } catch (err) {
    reply = { id: m.id, error: err instanceof Error ? err.message.slice(0, 200) : 'render failed' };
  }
  parentPort!.postMessage(reply, 'png' in reply ? [reply.png.buffer as ArrayBuffer] : []);
});
