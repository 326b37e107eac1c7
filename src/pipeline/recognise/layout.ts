// Synthetic layout for digital formats: text flows on a virtual page (PDF points, 612 wide)
// with one line box per paragraph line, so citations can point at a page and a box.
import type { Line, Page, Table } from '../types.js';

const WIDTH = 612;
const MARGIN = 72;
const LINE_H = 14;
const CHAR_W = 6;
const MAX_CHARS = 80;

/** Collects lines and tables of one page and lays them out top to bottom. */
export class PageBuilder {
  private lines: Line[] = [];
  private tables: Table[] = [];
  private y = MARGIN;

  /** Adds a paragraph (wrapped at 80 characters), optionally as a heading. */
  text(text: string, headingLevel?: number): void {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) return;
    for (const part of wrap(clean)) this.line(part, headingLevel);
  }

  /** Adds a table: kept as rows, and one line per row (cells separated by ' | ') for search. */
  table(rows: string[][]): void {
    const cleaned = rows.map((r) => r.map((c) => c.replace(/\s+/g, ' ').trim())).filter((r) => r.some((c) => c));
    if (!cleaned.length) return;
    const y0 = this.y;
    for (const r of cleaned) this.line(r.filter((c) => c).join(' | '));
    this.tables.push({ rows: cleaned, bbox: { x0: MARGIN, y0, x1: WIDTH - MARGIN, y1: this.y } });
  }

  get empty(): boolean {
    return this.lines.length === 0 && this.tables.length === 0;
  }

  private line(text: string, headingLevel?: number): void {
    const words = [];
    const re = /\S+/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const x0 = MARGIN + m.index * CHAR_W;
      words.push({ text: m[0], bbox: { x0, y0: this.y, x1: x0 + m[0].length * CHAR_W, y1: this.y + LINE_H }, confidence: 1 });
    }
    const line: Line = { text, bbox: { x0: MARGIN, y0: this.y, x1: MARGIN + text.length * CHAR_W, y1: this.y + LINE_H }, words, confidence: 1 };
    if (headingLevel) line.headingLevel = headingLevel;
    this.lines.push(line);
    this.y += LINE_H;
  }

  /** Finishes the page; its height grows with its content. */
  build(number: number): Page {
    return { number, width: WIDTH, height: Math.max(792, this.y + MARGIN), source: 'digital', lines: this.lines, tables: this.tables };
  }
}

function wrap(text: string): string[] {
  if (text.length <= MAX_CHARS) return [text];
  const out: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    if (cur && cur.length + 1 + w.length > MAX_CHARS) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}
