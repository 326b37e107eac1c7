import { pageText, type Line, type RecognisedDocument } from './types.js';

/** One searchable piece of a document; `text` is exactly `plainText.slice(charStart, charEnd)`. */
export interface Chunk {
  seq: number;
  pageStart: number;
  pageEnd: number;
  charStart: number;
  charEnd: number;
  /** the heading of the section the chunk belongs to, if one was seen */
  heading: string | null;
  text: string;
}

export interface ChunkOptions {
  /** a chunk is closed once it reaches this many characters */
  target: number;
  /** no chunk is longer than this */
  max: number;
  /** a heading or page break does not close a chunk shorter than this */
  min: number;
}

export const DEFAULT_CHUNKING: ChunkOptions = { target: 1200, max: 1500, min: 200 };

/** Separator between pages in the plain text (form feed, as text tools use). */
export const PAGE_BREAK = '\f';

/** The plain text of a document: each page's lines joined by newlines, pages joined by a form feed. */
export function plainText(doc: RecognisedDocument): string {
  return doc.pages.map(pageText).join(PAGE_BREAK);
}

interface Unit {
  page: number;
  start: number;
  end: number;
  heading: boolean;
  text: string;
}

const MARKDOWN_HEADING = /^#{1,6}\s+\S/;
const NUMBERED_HEADING = /^(\d+(\.\d+)*\.?|[IVX]+\.)\s+\p{Lu}/u;

/** Whether a line reads as a section heading: markdown, numbered, upper-case or clearly taller than body text. */
export function isHeading(line: Pick<Line, 'text' | 'bbox'>, medianHeight: number): boolean {
  const t = line.text.trim();
  if (t.length === 0 || t.length > 100) return false;
  if (MARKDOWN_HEADING.test(t)) return true;
  if (/[.,;:]$/.test(t)) return false;
  if (NUMBERED_HEADING.test(t) && t.length <= 80) return true;
  const letters = t.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return true;
  const h = line.bbox.y1 - line.bbox.y0;
  return medianHeight > 0 && h >= medianHeight * 1.4 && t.length <= 80;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Lines as units with their offsets in the plain text; lines longer than `max` are split at spaces. */
function units(doc: RecognisedDocument, max: number): Unit[] {
  const out: Unit[] = [];
  const med = median(doc.pages.flatMap((p) => p.lines.map((l) => l.bbox.y1 - l.bbox.y0)).filter((h) => h > 0));
  let offset = 0;
  doc.pages.forEach((page, pi) => {
    if (pi > 0) offset += PAGE_BREAK.length;
    page.lines.forEach((line, li) => {
      if (li > 0) offset += 1; // the newline between lines
      const heading = isHeading(line, med);
      let rest = line.text;
      let start = offset;
      while (rest.length > max) {
        let cut = rest.lastIndexOf(' ', max);
        if (cut <= max / 2) cut = max;
        out.push({ page: page.number, start, end: start + cut, heading: false, text: rest.slice(0, cut) });
        start += cut;
        rest = rest.slice(cut);
      }
      if (rest.trim().length > 0) out.push({ page: page.number, start, end: start + rest.length, heading, text: rest });
      offset += line.text.length;
    });
  });
  return out;
}

/**
 * Splits a recognised document into chunks of about `target` characters (never more than `max`),
 * starting a new chunk at a heading and preferring page boundaries; no overlap between chunks.
 */
export function chunkDocument(doc: RecognisedDocument, opts: ChunkOptions = DEFAULT_CHUNKING): Chunk[] {
  const text = plainText(doc);
  const chunks: Chunk[] = [];
  let cur: { start: number; end: number; pageStart: number; pageEnd: number; heading: string | null } | null = null;
  let section: string | null = null;
  const close = () => {
    if (!cur) return;
    const body = text.slice(cur.start, cur.end);
    if (body.trim().length > 0) {
      chunks.push({ seq: chunks.length, pageStart: cur.pageStart, pageEnd: cur.pageEnd, charStart: cur.start, charEnd: cur.end, heading: cur.heading, text: body });
    }
    cur = null;
  };
  for (const u of units(doc, opts.max)) {
    if (cur) {
      const len = cur.end - cur.start;
      const grown = u.end - cur.start;
      if ((u.heading && len >= opts.min) || (u.page !== cur.pageEnd && len >= opts.target / 2) || grown > opts.max) close();
    }
    if (u.heading) section = u.text.trim().replace(/^#{1,6}\s+/, '').slice(0, 200);
    if (!cur) cur = { start: u.start, end: u.end, pageStart: u.page, pageEnd: u.page, heading: section };
    else {
      cur.end = u.end;
      cur.pageEnd = u.page;
    }
    if (cur.end - cur.start >= opts.target) close();
  }
  close();
  return chunks;
}
