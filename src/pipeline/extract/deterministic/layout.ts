import { lineWords, type BBox, type Line, type RecognisedDocument } from '../../types.js';
import type { Citation } from '../types.js';
import type { DocumentLocale } from '../packs/locale.js';

/** A line of the document with its page and position in reading order. */
export interface DocLine {
  page: number;
  /** index over the whole document */
  index: number;
  line: Line;
  text: string;
  bbox: BBox;
  confidence: number;
  /** start offset of this line in DocText.text */
  start: number;
}

/** The document flattened into lines with a joined text for clause-level searches. */
export interface DocText {
  lines: DocLine[];
  /** the areas of tables, by page (cells are read by column, not as a page header) */
  tableAreas: { page: number; bbox: BBox }[];
  /** every line joined with '\n' */
  text: string;
  /** the document's language and country, once detected */
  locale?: DocumentLocale;
  pageCount: number;
  /** whether a page's text was recognised from an image (letters may be misread), not read from the file */
  recognised: boolean;
}

/** Flattens a RecognisedDocument into ordered lines and one searchable text. */
export function indexDocument(doc: RecognisedDocument): DocText {
  const lines: DocLine[] = [];
  const tableAreas: { page: number; bbox: BBox }[] = [];
  let text = '';
  for (const p of doc.pages) {
    for (const t of p.tables ?? []) if (t.bbox) tableAreas.push({ page: p.number, bbox: t.bbox });
    for (const l of p.lines) {
      const t = l.text.replace(/\s+/g, ' ').trim();
      if (!t) continue;
      lines.push({ page: p.number, index: lines.length, line: l, text: t, bbox: l.bbox, confidence: clamp01(l.confidence), start: text.length });
      text += `${t}\n`;
    }
  }
  return { lines, text, pageCount: doc.pages.length, tableAreas, recognised: doc.pages.some((p) => p.source === 'ocr') };
}

/** Whether a line lies inside one of the document's tables. */
export function inTable(dt: DocText, l: DocLine): boolean {
  const cx = (l.bbox.x0 + l.bbox.x1) / 2;
  const cy = (l.bbox.y0 + l.bbox.y1) / 2;
  return dt.tableAreas.some((a) => a.page === l.page && cx >= a.bbox.x0 && cx <= a.bbox.x1 && cy >= a.bbox.y0 && cy <= a.bbox.y1);
}

function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(1, n)) : 1;
}

/** The union of boxes. */
export function union(boxes: BBox[]): BBox {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/** The line holding a text offset (binary search). */
export function lineAt(dt: DocText, offset: number): DocLine | undefined {
  let lo = 0;
  let hi = dt.lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const l = dt.lines[mid];
    if (offset < l.start) hi = mid - 1;
    else if (offset > l.start + l.text.length) lo = mid + 1;
    else return l;
  }
  return dt.lines[Math.max(0, Math.min(dt.lines.length - 1, lo))];
}

/** Boxes of the words of a line covering [from, to) of its text (the whole line when words are missing). */
export function spanBox(l: DocLine, from: number, to: number): BBox {
  const words = lineWords(l.line);
  if (!words.length || (from <= 0 && to >= l.text.length)) return l.bbox;
  const picked = [];
  let pos = 0;
  for (const w of words) {
    const t = w.text.trim();
    const i = l.text.indexOf(t, pos);
    if (i < 0) continue;
    pos = i + t.length;
    if (i < to && i + t.length > from) picked.push(w.bbox);
  }
  return picked.length ? union(picked) : l.bbox;
}

/** Citations for a range of the joined text (one per page touched). */
export function citeRange(dt: DocText, start: number, end: number): Citation[] {
  const out: Citation[] = [];
  const first = lineAt(dt, start);
  if (!first) return out;
  const boxes = new Map<number, BBox[]>();
  for (let i = first.index; i < dt.lines.length; i++) {
    const l = dt.lines[i];
    if (l.start >= end) break;
    const a = Math.max(0, start - l.start);
    const b = Math.min(l.text.length, end - l.start);
    if (b <= a) continue;
    const list = boxes.get(l.page) ?? [];
    list.push(spanBox(l, a, b));
    boxes.set(l.page, list);
  }
  const text = dt.text.slice(start, end).replace(/\s+/g, ' ').trim();
  for (const [page, bs] of boxes) out.push({ page, bbox: union(bs), text });
  return out;
}

/** Mean confidence of the lines covering a range of the joined text. */
export function rangeConfidence(dt: DocText, start: number, end: number): number {
  const first = lineAt(dt, start);
  if (!first) return 1;
  let sum = 0;
  let n = 0;
  for (let i = first.index; i < dt.lines.length && dt.lines[i].start < end; i++) {
    sum += dt.lines[i].confidence;
    n++;
  }
  return n ? sum / n : 1;
}

function vOverlap(a: BBox, b: BBox): number {
  const o = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const h = Math.min(a.y1 - a.y0, b.y1 - b.y0);
  return h > 0 ? o / h : 0;
}

/** Lines on the same page and row, to the right of a box, nearest first. */
export function rightOf(dt: DocText, from: DocLine, box: BBox): DocLine[] {
  const near: DocLine[] = [];
  // values of a label column may come much later in reading order, so scan the whole page
  for (let i = from.index - 1; i >= 0 && dt.lines[i].page === from.page; i--) {
    const l = dt.lines[i];
    if (vOverlap(l.bbox, box) >= 0.5 && l.bbox.x0 >= box.x1 - 2) near.push(l);
  }
  for (let i = from.index + 1; i < dt.lines.length && dt.lines[i].page === from.page; i++) {
    const l = dt.lines[i];
    if (vOverlap(l.bbox, box) >= 0.5 && l.bbox.x0 >= box.x1 - 2) near.push(l);
  }
  return near.sort((a, b) => a.bbox.x0 - b.bbox.x0);
}

/** The nearest line below a box that overlaps it horizontally, within about two line heights. */
export function below(dt: DocText, from: DocLine, box: BBox): DocLine | undefined {
  const h = Math.max(1, box.y1 - box.y0);
  let best: DocLine | undefined;
  for (let i = from.index + 1; i < Math.min(dt.lines.length, from.index + 12); i++) {
    const l = dt.lines[i];
    if (l.page !== from.page) break;
    if (l.bbox.y0 < box.y1 - h * 0.3 || l.bbox.y0 > box.y1 + h * 2.5) continue;
    const ho = Math.min(l.bbox.x1, box.x1 + h * 4) - Math.max(l.bbox.x0, box.x0 - h);
    if (ho <= 0) continue;
    // the nearest row; on it the line lying most under the box (a long cell of the column before may reach under it)
    const over = (x: DocLine) => (Math.min(x.bbox.x1, box.x1) - Math.max(x.bbox.x0, box.x0)) / Math.max(1, x.bbox.x1 - x.bbox.x0);
    if (!best || l.bbox.y0 < best.bbox.y0 - h * 0.5 || (Math.abs(l.bbox.y0 - best.bbox.y0) <= h * 0.5 && over(l) > over(best))) best = l;
  }
  return best;
}

/** The nearest line above a line in its column (a column heading over its value), within a few line heights. */
export function above(dt: DocText, from: DocLine): DocLine | undefined {
  const box = from.bbox;
  const h = Math.max(1, box.y1 - box.y0);
  let best: DocLine | undefined;
  for (let i = from.index - 1; i >= Math.max(0, from.index - 12); i--) {
    const l = dt.lines[i];
    if (l.page !== from.page) break;
    if (l.bbox.y1 > box.y0 + h * 0.3 || l.bbox.y1 < box.y0 - h * 2.5) continue;
    const ho = Math.min(l.bbox.x1, box.x1) - Math.max(l.bbox.x0, box.x0);
    if (ho <= 0) continue;
    // the nearest row; on it the heading aligned with the line's start
    if (!best || l.bbox.y1 > best.bbox.y1 + h * 0.3 || (Math.abs(l.bbox.y1 - best.bbox.y1) <= h * 0.3 && Math.abs(l.bbox.x0 - box.x0) < Math.abs(best.bbox.x0 - box.x0))) best = l;
  }
  return best;
}

/** Other lines on the same page and row (either side), left to right. */
export function sameRow(dt: DocText, from: DocLine): DocLine[] {
  const out: DocLine[] = [];
  for (let i = from.index - 1; i >= 0 && dt.lines[i].page === from.page; i--) if (vOverlap(dt.lines[i].bbox, from.bbox) >= 0.5) out.push(dt.lines[i]);
  for (let i = from.index + 1; i < dt.lines.length && dt.lines[i].page === from.page; i++) if (vOverlap(dt.lines[i].bbox, from.bbox) >= 0.5) out.push(dt.lines[i]);
  return out.sort((a, b) => a.bbox.x0 - b.bbox.x0);
}

/**
 * The cell of a column's totals row: under a column heading, cells of several item rows run down to a
 * row whose first cell is a total ("<Total ...>  ...  3 103"). Given the first cell under the heading,
 * the cell of that column on the totals row, or undefined when the column ends without one.
 */
export function columnTotal(dt: DocText, first: DocLine, isTotal: (text: string) => boolean): DocLine | undefined {
  const h = Math.max(1, first.bbox.y1 - first.bbox.y0);
  const inColumn = (l: DocLine) => Math.min(l.bbox.x1, first.bbox.x1) - Math.max(l.bbox.x0, first.bbox.x0) > 0.5 * Math.min(l.bbox.x1 - l.bbox.x0, first.bbox.x1 - first.bbox.x0);
  let last = first;
  for (let i = first.index + 1; i < dt.lines.length && dt.lines[i].page === first.page; i++) {
    const l = dt.lines[i];
    if (l.bbox.y0 <= last.bbox.y1 - h * 0.3 || !inColumn(l)) continue;
    // rows of a table follow each other; a blank row ends it
    if (l.bbox.y0 > last.bbox.y1 + h * 1.2) return undefined;
    const lead = sameRow(dt, l)[0];
    if (lead && lead.bbox.x0 < l.bbox.x0 && isTotal(lead.text)) return l;
    last = l;
  }
  return undefined;
}
