/** Where the corpus is, and the receipts' ground-truth line boxes as a recognised document. */
import { resolve } from 'node:path';
import type { Line, RecognisedDocument, Word } from '../../src/pipeline/types.js';

/** Where the shared evaluation corpus lives (overridable with CORPUS_DIR). */
export function corpusDir(): string {
  return resolve(process.env.CORPUS_DIR ?? '../shared/corpus');
}

/** Splits a line's text into words with boxes proportional to character counts. */
export function wordsByProportion(text: string, bbox: { x0: number; y0: number; x1: number; y1: number }, confidence: number): Word[] {
  const words: Word[] = [];
  const total = Math.max(1, text.length);
  const w = bbox.x1 - bbox.x0;
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const a = bbox.x0 + (w * m.index) / total;
    const b = bbox.x0 + (w * (m.index + m[0].length)) / total;
    words.push({ text: m[0], bbox: { x0: a, y0: bbox.y0, x1: b, y1: bbox.y1 }, confidence });
  }
  return words;
}

/** Builds a RecognisedDocument from a SROIE ground-truth box file (one line per row). */
export function receiptFromBoxes(csv: string): RecognisedDocument {
  const lines: Line[] = [];
  let width = 1;
  let height = 1;
  for (const row of csv.split(/\r?\n/)) {
    const parts = row.split(',');
    if (parts.length < 9) continue;
    const n = parts.slice(0, 8).map(Number);
    if (n.some((v) => Number.isNaN(v))) continue;
    const text = parts.slice(8).join(',').trim();
    if (!text) continue;
    const xs = [n[0], n[2], n[4], n[6]];
    const ys = [n[1], n[3], n[5], n[7]];
    const bbox = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    width = Math.max(width, bbox.x1);
    height = Math.max(height, bbox.y1);
    lines.push({ text, bbox, words: wordsByProportion(text, bbox, 1), confidence: 1 });
  }
  return {
    pageCount: 1,
    format: 'jpg',
    pages: [{ number: 1, width, height, source: 'ocr', lines, tables: [] }],
  };
}
