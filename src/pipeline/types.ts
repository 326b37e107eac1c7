/** Axis-aligned box in page units (PDF points for PDFs, pixels for images), origin top-left. */
export interface BBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Word {
  text: string;
  bbox: BBox;
  /** 0..1; 1 for text taken from a digital text layer */
  confidence: number;
}

export interface Line {
  text: string;
  bbox: BBox;
  /**
   * Absent on PDF text-layer lines: their word boxes would only be estimates from the line's
   * box, so they are worked out when read (`lineWords`) instead of held and stored for every
   * word (a 1,000-page text PDF held about 120 MB of them). Absent on the synthetic lines of
   * digital formats too, whose fixed-width layout `lineWords` reproduces exactly.
   */
  words?: Word[];
  confidence: number;
  /** 1..6 when the line is a heading (digital formats with styles or markup) */
  headingLevel?: number;
}

/** A line read by OCR: it always has its words. */
export interface OcrLine extends Line {
  words: Word[];
}

/** A table kept as a table (digital formats, and detected layout where available). */
export interface Table {
  /** the cells row by row; the first row is the header row when the table has one */
  rows: string[][];
  bbox?: BBox;
  /** synthetic layouts: the left edge of each column, then the right edge of the last one */
  columnEdges?: number[];
  /** synthetic layouts: the top edge of each row, then the bottom edge of the last one */
  rowEdges?: number[];
  /** the sheet's name, for a spreadsheet sheet */
  name?: string;
}

/** The box of one cell of a table laid out with column and row edges; undefined without them. */
export function cellBox(t: Table, row: number, col: number): BBox | undefined {
  const c = t.columnEdges;
  const r = t.rowEdges;
  if (!c || !r || row < 0 || col < 0 || row + 1 >= r.length || col + 1 >= c.length) return undefined;
  return { x0: c[col], y0: r[row], x1: c[col + 1], y1: r[row + 1] };
}

export interface Page {
  /** 1-based page number */
  number: number;
  width: number;
  height: number;
  /** how the text was obtained */
  source: 'text-layer' | 'ocr' | 'digital';
  /** lines in reading order */
  lines: Line[];
  tables: Table[];
  /** degrees the page was rotated to read it upright (0, 90, 180, 270) */
  rotation?: number;
}

/** The output of text recognition for one document. */
export interface RecognisedDocument {
  pageCount: number;
  pages: Page[];
  /** detected format, e.g. pdf, png, docx */
  format: string;
  /** languages used for OCR, if any */
  languages?: string[];
}

/** The words of a line: its own, or placed by character offset along the line's box. */
export function lineWords(line: Line): Word[] {
  if (line.words) return line.words;
  const charW = line.text.length ? (line.bbox.x1 - line.bbox.x0) / line.text.length : 0;
  const { x0, y0, y1 } = line.bbox;
  const out: Word[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line.text); m; m = re.exec(line.text)) {
    out.push({ text: m[0], bbox: { x0: x0 + m.index * charW, y0, x1: x0 + (m.index + m[0].length) * charW, y1 }, confidence: line.confidence });
  }
  return out;
}

/** A page with every line's words present (for output). */
export function withWords(p: Page): Page {
  return p.lines.every((l) => l.words) ? p : { ...p, lines: p.lines.map((l) => (l.words ? l : { ...l, words: lineWords(l) })) };
}

/** Plain text of a page: its lines joined in reading order. */
export function pageText(p: Page): string {
  return p.lines.map((l) => l.text).join('\n');
}
