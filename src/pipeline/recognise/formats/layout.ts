// Synthetic layout for digital formats: text flows on a virtual page (PDF points, 612 wide)
// with one line box per paragraph line, so citations can point at a page and a box.
import type { Line, Page, Table } from '../../types.js';

const WIDTH = 612;
const MARGIN = 72;
const LINE_H = 14;
const CHAR_W = 6;
const MAX_CHARS = 80;
/** a table column is as wide as its longest cell, up to this many characters (longer cells wrap) */
const MAX_CELL_CHARS = 40;
/** space between table columns, in characters: wider than a word space, so columns read apart */
const CELL_GAP_CHARS = 3;

/** Collects lines and tables of one page and lays them out top to bottom. */
export class PageBuilder {
  private lines: Line[] = [];
  private tables: Table[] = [];
  private y = MARGIN;
  /** right edge of the widest content (a wide table widens the page) */
  private right = WIDTH - MARGIN;

  /** Adds a paragraph (wrapped at 80 characters), optionally as a heading. */
  text(text: string, headingLevel?: number): void {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) return;
    for (const part of wrap(clean)) this.line(part, headingLevel);
  }

  /**
   * Adds a table: kept as rows, and laid out as a grid where every cell is a line of its own at
   * its column's position (rows share a line height), so a row is not one merged line of text
   * and a cell's line text is exactly its value. Long cells wrap inside their column.
   */
  table(rows: string[][], name?: string): void {
    const cleaned = rows.map((r) => r.map((c) => c.replace(/\s+/g, ' ').trim())).filter((r) => r.some((c) => c));
    if (!cleaned.length) return;
    const cols = Math.max(...cleaned.map((r) => r.length));
    const columnEdges = [MARGIN];
    for (let c = 0; c < cols; c++) {
      const chars = Math.min(MAX_CELL_CHARS, Math.max(1, ...cleaned.map((r) => (r[c] ?? '').length)));
      columnEdges.push(columnEdges[c] + (chars + CELL_GAP_CHARS) * CHAR_W);
    }
    const rowEdges = [this.y];
    for (const r of cleaned) {
      const top = this.y;
      let height = 1;
      r.forEach((cell, c) => {
        if (!cell) return;
        const parts = wrap(cell, MAX_CELL_CHARS);
        parts.forEach((part, k) => this.place(part, columnEdges[c], top + k * LINE_H));
        height = Math.max(height, parts.length);
      });
      this.y = top + height * LINE_H;
      rowEdges.push(this.y);
    }
    this.right = Math.max(this.right, columnEdges[cols]);
    const table: Table = { rows: cleaned, bbox: { x0: MARGIN, y0: rowEdges[0], x1: columnEdges[cols], y1: this.y }, columnEdges, rowEdges };
    if (name) table.name = name;
    this.tables.push(table);
  }

  /** Leaves one empty line, so what follows is set apart from what came before (a title from a table). */
  gap(): void {
    if (this.lines.length) this.y += LINE_H;
  }

  get empty(): boolean {
    return this.lines.length === 0 && this.tables.length === 0;
  }

  private line(text: string, headingLevel?: number): void {
    this.place(text, MARGIN, this.y, headingLevel);
    this.y += LINE_H;
  }

  // No `words`: every character is CHAR_W wide, so `lineWords` places each word exactly where it
  // is from the line's box, and a large spreadsheet is not stored with a box per word.
  private place(text: string, x: number, y: number, headingLevel?: number): void {
    const line: Line = { text, bbox: { x0: x, y0: y, x1: x + text.length * CHAR_W, y1: y + LINE_H }, confidence: 1 };
    if (headingLevel) line.headingLevel = headingLevel;
    this.lines.push(line);
  }

  /** Finishes the page; its height grows with its content. */
  build(number: number): Page {
    return { number, width: Math.max(WIDTH, this.right + MARGIN), height: Math.max(792, this.y + MARGIN), source: 'digital', lines: this.lines, tables: this.tables };
  }
}

function wrap(text: string, max = MAX_CHARS): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    if (cur && cur.length + 1 + w.length > max) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}
