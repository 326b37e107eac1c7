/** Offline extraction benchmark: local OCR / PDF text + the deterministic extractor, scored with the corpus metric. */
import { readFileSync } from 'node:fs';
import { extractDeterministic } from '../../src/pipeline/extract/deterministic/index.js';
import type { ExtractionResult } from '../../src/pipeline/extract/types.js';
import type { RecognisedDocument } from '../../src/pipeline/types.js';
import { loadNdas, loadReceipts, receiptFromBoxes } from './corpus.js';
import { Scoreboard } from './metric.js';
import { reportReceipts, scoreNda, scoreReceipt } from './score.js';
import { recogniseImages } from './ocr.js';
import { pdfToRecognised } from './pdf.js';
import { ndaStruct, receiptStruct } from './structs.js';

const args = new Set(process.argv.slice(2));
const limit = Number(process.env.BENCH_LIMIT) || undefined;
const verbose = args.has('--verbose');
/** where OCR results are cached between runs (delete to re-recognise) */
const OCR_ENGINE = (process.env.OCR_ENGINE ?? 'auto') as 'auto' | 'lines' | 'tesseract';
const OCR_CACHE = process.env.OCR_CACHE ?? `.tmp/ocr-sroie-${OCR_ENGINE}`;

function run(doc: RecognisedDocument, s: { schema: Record<string, unknown>; annotations: Record<string, unknown> }): ExtractionResult {
  return extractDeterministic({ document: doc, schema: s.schema, annotations: s.annotations });
}

function str(v: unknown): string {
  return v === undefined || v === null ? '' : String(v);
}

/** Scores receipts with the corpus metric. */
function scoreReceipts(title: string, docs: { id: string; doc: RecognisedDocument; expected: Record<string, string> }[]): void {
  const board = new Scoreboard();
  const t0 = Date.now();
  for (const d of docs) {
    const r = run(d.doc, receiptStruct);
    scoreReceipt(board, r, d.expected);
    if (verbose) {
      const total = typeof r.data.total === 'number' ? r.data.total.toFixed(2) : str(r.data.total);
      const dateField = r.fields.find((f) => f.path === '/date');
      const written = dateField ? (dateField.raw ?? str(dateField.value)) : '';
      for (const k of ['company', 'address', 'date', 'total'] as const) {
        const got = k === 'total' ? total : k === 'date' ? written : str(r.data[k]);
        if (got.toUpperCase().replace(/\s+/g, ' ').trim() !== (d.expected[k] ?? '').toUpperCase().replace(/\s+/g, ' ').trim()) console.log(`  ${d.id} ${k}: got "${got}" want "${d.expected[k]}"`);
      }
    }
  }
  const secs = (Date.now() - t0) / 1000;
  console.log(reportReceipts(board, title));
  console.log(`  extraction ${(docs.length / Math.max(secs, 1e-3) * 60).toFixed(0)} docs/min`);
}

async function receipts(): Promise<void> {
  const cases = loadReceipts(limit);
  scoreReceipts(`SROIE receipts, ground-truth line boxes (${cases.length} docs)`, cases.map((c) => ({ id: c.id, doc: receiptFromBoxes(readFileSync(c.boxCsv, 'utf8')), expected: c.expected })));
  if (args.has('--no-ocr')) return;
  const t0 = Date.now();
  const ocr = await recogniseImages(cases.map((c) => ({ id: c.id, path: c.image })), OCR_CACHE, OCR_ENGINE);
  const ocrSecs = (Date.now() - t0) / 1000;
  scoreReceipts(`SROIE receipts, the pipeline's OCR (engine ${OCR_ENGINE}, ${cases.length} docs)`, cases.map((c) => ({ id: c.id, doc: ocr.get(c.id)!, expected: c.expected })));
  console.log(`  OCR stage: ${ocrSecs.toFixed(1)}s for ${cases.length} docs (cached results under ${OCR_CACHE} are reused; delete it to measure OCR throughput)`);
}

function ndas(): void {
  const cases = loadNdas(limit);
  const board = new Scoreboard();
  const t0 = Date.now();
  let pages = 0;
  for (const c of cases) {
    const doc = pdfToRecognised(readFileSync(c.path));
    pages += doc.pageCount;
    const r = run(doc, ndaStruct);
    scoreNda(board, r.data, c.expected);
    if (verbose) console.log(`  ${c.file.slice(0, 8)} got ${JSON.stringify(r.data)} want ${c.expected.join(' ')}`);
  }
  const secs = (Date.now() - t0) / 1000;
  console.log(board.report(`Kleister NDA, PDF text layer via mupdf (${cases.length} docs, ${pages} pages)`));
  console.log(`  ${(cases.length / Math.max(secs, 1e-3) * 60).toFixed(0)} docs/min including PDF text extraction`);
}

if (!args.has('--nda-only')) await receipts();
if (!args.has('--receipts-only')) ndas();
