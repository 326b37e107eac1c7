import { loadReceipts } from './corpus.js';
import { recogniseImages } from './ocr.js';

/** Fills the OCR cache for the receipts without running extraction. */
const cases = loadReceipts(Number(process.env.BENCH_LIMIT) || undefined);
const t0 = Date.now();
await recogniseImages(cases.map((c) => ({ id: c.id, path: c.image })), '.tmp/ocr-sroie-v2', 2);
console.log(`ocr: ${cases.length} receipts in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
