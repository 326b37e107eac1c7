import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Line, RecognisedDocument, Word } from '../../src/pipeline/types.js';

/** Where the shared evaluation corpus lives (overridable with CORPUS_DIR). */
export function corpusDir(): string {
  return resolve(process.env.CORPUS_DIR ?? '../shared/corpus');
}

/** Exits with a clear message when a corpus folder is missing. */
export function requireCorpus(sub: string): string {
  const dir = join(corpusDir(), sub);
  if (!existsSync(dir)) {
    console.error(`corpus folder missing: ${dir} (set CORPUS_DIR or place the corpus at ../shared/corpus)`);
    process.exit(2);
  }
  return dir;
}

export interface ReceiptCase {
  id: string;
  image: string;
  boxCsv: string;
  expected: Record<string, string>;
}

/** Lists the SROIE receipts with their expected fields. */
export function loadReceipts(limit?: number): ReceiptCase[] {
  const dir = requireCorpus('sroie');
  const ids = readdirSync(join(dir, 'key'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  return ids.slice(0, limit ?? ids.length).map((id) => ({
    id,
    image: join(dir, 'img', `${id}.jpg`),
    boxCsv: join(dir, 'box', `${id}.csv`),
    expected: JSON.parse(readFileSync(join(dir, 'key', `${id}.json`), 'utf8')) as Record<string, string>,
  }));
}

export interface NdaCase {
  file: string;
  path: string;
  /** expected key=value pairs as written in the data set (spaces as _) */
  expected: string[];
}

/** Lists the Kleister NDA documents with their expected key=value pairs. */
export function loadNdas(limit?: number): NdaCase[] {
  const dir = requireCorpus('kleister-nda');
  const ins = readFileSync(join(dir, 'train-in.tsv'), 'utf8').split('\n').filter((l) => l.trim());
  const exp = readFileSync(join(dir, 'train-expected.tsv'), 'utf8').split('\n');
  const out: NdaCase[] = ins.map((l, i) => {
    const file = l.split('\t')[0];
    return {
      file,
      path: join(dir, 'documents', file),
      expected: (exp[i] ?? '').split(' ').filter((x) => x.includes('=')),
    };
  });
  return out.slice(0, limit ?? out.length);
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
