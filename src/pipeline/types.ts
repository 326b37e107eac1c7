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
  words: Word[];
  confidence: number;
  /** 1..6 when the line is a heading (digital formats with styles or markup) */
  headingLevel?: number;
}

/** A table kept as a table (digital formats, and detected layout where available). */
export interface Table {
  rows: string[][];
  bbox?: BBox;
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

/** Plain text of a page: its lines joined in reading order. */
export function pageText(p: Page): string {
  return p.lines.map((l) => l.text).join('\n');
}
