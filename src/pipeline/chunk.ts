import { pageText, type Line, type Page, type RecognisedDocument } from './types.js';

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

/** The median of some numbers (0 for none). */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** The heights of a page's lines that have one (the chunker's heading test compares against their median over the document). */
export function lineHeights(page: Page): number[] {
  return page.lines.map((l) => l.bbox.y1 - l.bbox.y0).filter((h) => h > 0);
}

/** A page's lines as units with their offsets in the plain text (from `offset`); lines longer than `max` are split at spaces. */
function pageUnits(page: Page, offset: number, med: number, max: number): Unit[] {
  const out: Unit[] = [];
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
  return out;
}

/**
 * A chunker fed one page at a time, in page order: each `page` call returns the chunks it closed,
 * `end` the last one. It holds only the text of the chunk being built, so a long document's pages
 * can be read and chunked in batches. `medianHeight` is the median line height over the whole
 * document (see `lineHeights`), which the heading test needs before the first page.
 */
export function createChunker(medianHeight: number, opts: ChunkOptions = DEFAULT_CHUNKING) {
  let seq = 0;
  let pages = 0;
  // the plain text from `bufStart` on: the text of the open chunk and what follows it
  let buf = '';
  let bufStart = 0;
  let cur: { start: number; end: number; pageStart: number; pageEnd: number; heading: string | null } | null = null;
  let section: string | null = null;
  let out: Chunk[] = [];
  const close = () => {
    if (!cur) return;
    const body = buf.slice(cur.start - bufStart, cur.end - bufStart);
    if (body.trim().length > 0) {
      out.push({ seq: seq++, pageStart: cur.pageStart, pageEnd: cur.pageEnd, charStart: cur.start, charEnd: cur.end, heading: cur.heading, text: body });
    }
    buf = buf.slice(cur.end - bufStart);
    bufStart = cur.end;
    cur = null;
  };
  const take = () => {
    const r = out;
    out = [];
    return r;
  };
  return {
    page(page: Page): Chunk[] {
      if (pages++ > 0) buf += PAGE_BREAK;
      const offset = bufStart + buf.length;
      buf += pageText(page);
      for (const u of pageUnits(page, offset, medianHeight, opts.max)) {
        if (cur) {
          const len = cur.end - cur.start;
          const grown = u.end - cur.start;
          if ((u.heading && len >= opts.min) || (u.page !== cur.pageEnd && len >= opts.target / 2) || grown > opts.max) close();
        }
        if (u.heading) section = u.text.trim().replace(/^#{1,6}\s+/, '').slice(0, 200);
        if (!cur) {
          // nothing before this unit is needed any more
          buf = buf.slice(u.start - bufStart);
          bufStart = u.start;
          cur = { start: u.start, end: u.end, pageStart: u.page, pageEnd: u.page, heading: section };
        } else {
          cur.end = u.end;
          cur.pageEnd = u.page;
        }
        if (cur.end - cur.start >= opts.target) close();
      }
      return take();
    },
    end(): Chunk[] {
      close();
      return take();
    },
  };
}

/**
 * Splits a recognised document into chunks of about `target` characters (never more than `max`),
 * starting a new chunk at a heading and preferring page boundaries; no overlap between chunks.
 */
export function chunkDocument(doc: RecognisedDocument, opts: ChunkOptions = DEFAULT_CHUNKING): Chunk[] {
  const chunker = createChunker(median(doc.pages.flatMap(lineHeights)), opts);
  const chunks = doc.pages.flatMap((p) => chunker.page(p));
  return chunks.concat(chunker.end());
}
