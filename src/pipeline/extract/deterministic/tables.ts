/** Arrays of objects: line items read from tables (header row + rows) and from repeated label blocks. */
import { cellBox, lineWords, type BBox, type Table } from '../../types.js';
import type { Citation } from '../types.js';
import { ocrFactor } from './candidates.js';
import { spanBox, type DocLine, type DocText } from './layout.js';
import { labelsFor, matchLabel, afterLabel, tokens, type Label } from './labels.js';
import { headingLabels } from './header-labels.js';
import type { FieldSpec } from './schema.js';
import { readValue } from './values.js';
import { balanceWords, isNumberMarker, tableEnds } from './vocab.js';
import { CURRENCY } from './normalise.js';

/** One extracted item: values and evidence per child field name. */
export interface ItemResult {
  values: Record<string, { value: unknown; confidence: number; citation: Citation }>;
}

interface Cell {
  text: string;
  box: BBox;
  line: DocLine;
  from: number;
  to: number;
}

/** Splits a line into cells at wide gaps between words (columns). */
function cells(l: DocLine): Cell[] {
  const words = lineWords(l.line);
  if (!words.length) return [{ text: l.text, box: l.bbox, line: l, from: 0, to: l.text.length }];
  const h = Math.max(1, l.bbox.y1 - l.bbox.y0);
  const out: Cell[] = [];
  let pos = 0;
  let cur: Cell | null = null;
  for (const w of words) {
    const t = w.text.trim();
    const i = Math.max(pos, l.text.indexOf(t, pos));
    pos = i + t.length;
    if (cur && w.bbox.x0 - cur.box.x1 < h * 0.9) {
      cur.text = l.text.slice(cur.from, pos);
      cur.to = pos;
      cur.box = { x0: cur.box.x0, y0: Math.min(cur.box.y0, w.bbox.y0), x1: w.bbox.x1, y1: Math.max(cur.box.y1, w.bbox.y1) };
    } else {
      cur = { text: t, box: { ...w.bbox }, line: l, from: i, to: pos };
      out.push(cur);
    }
  }
  return out;
}

/** The document's lines page by page, in reading order. */
export function linesByPage(dt: DocText): DocLine[][] {
  const byPage = new Map<number, DocLine[]>();
  for (const l of dt.lines) {
    const page = byPage.get(l.page);
    if (page) page.push(l);
    else byPage.set(l.page, [l]);
  }
  return [...byPage.values()];
}

/** Groups lines of a page into visual rows. */
export function rows(lines: DocLine[]): DocLine[][] {
  const out: DocLine[][] = [];
  for (const l of [...lines].sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0)) {
    const r = out[out.length - 1];
    const mid = (l.bbox.y0 + l.bbox.y1) / 2;
    if (r && r[0].page === l.page && mid > r[0].bbox.y0 && mid < r[0].bbox.y1) r.push(l);
    else out.push([l]);
  }
  return out;
}

/** The labels that end a table of items in the field's document's languages (see `tableEnds`). */
export function stopWords(f: FieldSpec): RegExp {
  return tableEnds(f.locale);
}

const TRAILING_AMOUNT = new RegExp(`\\s*(?:${CURRENCY})?\\s?[-−]?\\d[\\d.,'’]*(?:\\s?(?:${CURRENCY}))?\\s*$`, 'iu');

/** A row's text without the amounts that end it ("<label> 1 144,80 <sign>"): what is left says whether it is a totals line. */
function withoutAmounts(text: string): string {
  let t = text;
  // one group of digits at a time: amounts grouped by spaces are several pieces
  for (let i = 0; i < 8; i++) {
    const next = t.replace(TRAILING_AMOUNT, '');
    if (next === t) break;
    t = next;
  }
  return t;
}

/** The blank space between a row and the row above it, in line heights. */
function gapAbove(rs: DocLine[][], k: number): number {
  const top = Math.min(...rs[k].map((l) => l.bbox.y0));
  const above = Math.max(...rs[k - 1].map((l) => l.bbox.y1));
  const h = Math.max(1, ...rs[k].map((l) => l.bbox.y1 - l.bbox.y0));
  return rs[k][0].page === rs[k - 1][0].page ? (top - above) / h : 0;
}

interface Header {
  cols: { spec: FieldSpec; box: BBox }[];
  /** header cells that name no field still hold a column: what stands under them is no other field's */
  unnamed: BBox[];
}

/** What a label that is a heading's whole text adds over one found in a part of it. */
const WHOLE_HEADING = 0.03;

/**
 * Which field each heading names: every heading and field that match, best first, a field taking the heading
 * that names it best (an amount's "<Amount> <currency code>" over a value date's "<Value>", whose word is an
 * amount's label too). Headings by index.
 */
function assignHeadings(headings: string[], labels: Map<FieldSpec, Label[]>): Map<number, FieldSpec> {
  const locale = labels.keys().next().value?.locale;
  const pairs: { cell: number; spec: FieldSpec; score: number }[] = [];
  headings.forEach((text, i) => {
    // a heading with a number mark ("Item #", "<Art.>-<No.>") heads codes rather than texts
    const marked = /[#№°º]/.test(text) || tokens(text).some((t) => isNumberMarker(t.t, locale));
    for (const [spec, labs] of labels) {
      const hit = matchLabel(text, labs);
      if (!hit || hit.score <= 0.6) continue;
      const bias = !marked ? 0 : spec.meaning.type === 'identifier' ? 0.15 : spec.type === 'string' ? -0.15 : 0;
      // a label that is the whole heading names it better than one that is a part of it ("Total" over "<Price>/<hour>")
      const whole = hit.start === 0 && hit.end >= text.replace(/[\s:.]+$/u, '').length ? WHOLE_HEADING : 0;
      pairs.push({ cell: i, spec, score: hit.score + bias + whole });
    }
  });
  const taken = new Map<number, FieldSpec>();
  const used = new Set<FieldSpec>();
  for (const p of pairs.sort((a, b) => b.score - a.score || a.cell - b.cell)) {
    if (taken.has(p.cell) || used.has(p.spec)) continue;
    taken.set(p.cell, p.spec);
    used.add(p.spec);
  }
  return taken;
}

/** The columns a header row names (null when it names fewer than two of the item's fields). */
function headerOf(row: DocLine[], labels: Map<FieldSpec, Label[]>): Header | null {
  const cols: Header['cols'] = [];
  const unnamed: BBox[] = [];
  const all = row.flatMap(cells);
  const taken = assignHeadings(all.map((c) => c.text), labels);
  all.forEach((c, i) => {
    const spec = taken.get(i);
    if (spec) cols.push({ spec, box: c.box });
    else unnamed.push(c.box);
  });
  if (cols.length < 2) return null;
  cols.sort((a, b) => a.box.x0 - b.box.x0);
  return { cols, unnamed };
}

/** Reads the rows under a header into items; `stopped` when a totals line ended the table (it does not go on over the page). */
function readRows(rs: DocLine[][], r: number, { cols, unnamed }: Header, stop: RegExp, items: ItemResult[], balances?: RegExp): { read: number; stopped: boolean } {
  let read = 0;
  for (let k = r + 1; k < rs.length; k++) {
    const rowText = rs[k].map((l) => l.text).join(' ');
    if (stop.test(rowText) && !/\d{3,}/.test(withoutAmounts(rowText))) return { read, stopped: true };
    // a statement's opening or closing balance row among its movements is no movement
    if (balances?.test(rowText)) continue;
    const item: ItemResult = { values: {} };
    for (const cell of rs[k].flatMap(cells)) {
      // "<Label>:" waiting for a signature or a value is a key, not an item's text
      if (/[:：]\s*$/.test(cell.text)) continue;
      const cx = (cell.box.x0 + cell.box.x1) / 2;
      // the column whose header overlaps the cell most and reads it (a long header or a long text may reach over the
      // next column), else the nearest header centre
      const overlap = (c: Header['cols'][number]): number => Math.min(cell.box.x1, c.box.x1) - Math.max(cell.box.x0, c.box.x0);
      const over = cols.filter((c) => overlap(c) >= 0).sort((a, b) => overlap(b) - overlap(a));
      if (!over.length && unnamed.some((b) => cell.box.x0 <= b.x1 && cell.box.x1 >= b.x0)) continue;
      const tried = over.length ? over : [[...cols].sort((a, b) => Math.abs((a.box.x0 + a.box.x1) / 2 - cx) - Math.abs((b.box.x0 + b.box.x1) / 2 - cx))[0]];
      let col = tried[0];
      let v = readValue(col.spec, cell.text);
      for (const c of tried.slice(1)) {
        if (v) break;
        col = c;
        v = readValue(c.spec, cell.text);
      }
      if (!v) continue;
      // a sentence under a figures column ("continued on page 2") is no figure of an item
      if (typeof v.value === 'number' && (cell.text.match(/\p{L}{2,}/gu) ?? []).length >= 3) continue;
      const prev = item.values[col.spec.name];
      if (prev && typeof prev.value === 'string' && typeof v.value === 'string' && col.spec.type === 'string') {
        prev.value = `${prev.value} ${v.value}`;
        continue;
      }
      if (prev) continue;
      item.values[col.spec.name] = {
        value: v.value,
        confidence: round(0.8 * v.parseScore * ocrFactor(cell.line.confidence)),
        citation: { page: cell.line.page, bbox: spanBox(cell.line, cell.from + v.index, cell.from + v.index + v.raw.length), text: v.raw },
      };
    }
    const n = Object.keys(item.values).length;
    if (n === 0) {
      if (read) break;
      continue;
    }
    // a row with only text continues the previous item's description; after a blank line it is no part of the table
    const only = Object.values(item.values)[0];
    const prevItem = read ? items[items.length - 1] : undefined;
    if (n === 1 && typeof only.value === 'string' && prevItem && gapAbove(rs, k) > 1.2) break;
    if (n === 1 && typeof only.value === 'string' && prevItem) {
      const key = Object.keys(item.values)[0];
      const pv = prevItem.values[key];
      if (pv && typeof pv.value === 'string') {
        pv.value = `${pv.value} ${only.value}`;
        continue;
      }
    }
    items.push(item);
    read++;
  }
  return { read, stopped: false };
}

/**
 * Reads an array of objects from a table whose header names at least two of the item's fields. A
 * table that no totals line ends goes on on the next page under a header naming the same fields.
 */
export function readTableItems(dt: DocText, f: FieldSpec): ItemResult[] {
  const labels = headingLabels(f.children);
  const stop = stopWords(f);
  const balances = balanceWords(f.locale);
  const pages = linesByPage(dt).map(rows);
  const same = (a: Header, b: Header) => a.cols.map((c) => c.spec.name).join('|') === b.cols.map((c) => c.spec.name).join('|');
  for (let p = 0; p < pages.length; p++) {
    const rs = pages[p];
    for (let r = 0; r < rs.length; r++) {
      const header = headerOf(rs[r], labels);
      if (!header) continue;
      const items: ItemResult[] = [];
      let { stopped } = readRows(rs, r, header, stop, items, balances);
      if (!items.length) continue;
      for (let q = p + 1; q < pages.length && !stopped; q++) {
        let next = -1;
        let again: Header | null = null;
        for (let i = 0; i < pages[q].length && next < 0; i++) {
          const h = headerOf(pages[q][i], labels);
          if (h && same(h, header)) [next, again] = [i, h];
        }
        if (!again) break;
        const more = readRows(pages[q], next, again, stop, items, balances);
        if (!more.read) break;
        stopped = more.stopped;
      }
      return withFigures(items, f);
    }
  }
  return [];
}

/**
 * Items of a table of figures without a figure of their own are its group headings ("<Water supply>" over its
 * tiers), not items, where other items have figures.
 */
function withFigures(items: ItemResult[], f: FieldSpec): ItemResult[] {
  const figures = new Set(f.children.filter((c) => c.type === 'number' || c.type === 'integer').map((c) => c.name));
  const counted = (it: ItemResult) => Object.keys(it.values).some((k) => figures.has(k));
  if (!figures.size || items.filter(counted).length < 2) return items;
  return items.filter(counted);
}

/** Reads an array of objects from a digital table (rows of strings) whose header names the item's fields. */
export function readDigitalTable(t: Table, page: number, f: FieldSpec): ItemResult[] {
  if (t.rows.length < 2) return [];
  const map = assignHeadings(t.rows[0], headingLabels(f.children));
  if (map.size < 2) return [];
  const box = t.bbox ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
  const out: ItemResult[] = [];
  for (const row of t.rows.slice(1)) {
    const item: ItemResult = { values: {} };
    for (const [i, spec] of map) {
      const v = readValue(spec, row[i] ?? '');
      if (v) item.values[spec.name] = { value: v.value, confidence: round(0.9 * v.parseScore), citation: { page, bbox: box, text: v.raw } };
    }
    if (Object.keys(item.values).length) out.push(item);
  }
  return withFigures(out, f);
}

/** Reads repeated "label: value" blocks: a new item starts when the first field's label comes again. */
export function readRepeatedBlocks(dt: DocText, f: FieldSpec): ItemResult[] {
  const items: ItemResult[] = [];
  // where each item's first value stands: blocks printed side by side ("<Key>: <a>   <Key>: <b>") are read by column
  const at = new Map<ItemResult, { x0: number; y0: number; h: number }>();
  let cur: ItemResult | null = null;
  for (const l of dt.lines) {
    for (const c of f.children) {
      const hit = matchLabel(l.text, labelsFor(c));
      if (!hit || hit.start > 0 || hit.score < 0.8) continue;
      const rest = afterLabel(l.text, hit.end);
      const v = readValue(c, rest.text);
      if (!v) continue;
      const row: { x0: number; y0: number; h: number } | undefined = cur ? at.get(cur) : undefined;
      const beside: ItemResult | undefined = row ? items.find((it) => {
        const p = at.get(it)!;
        return !it.values[c.name] && Math.abs(p.y0 - row.y0) <= p.h * 0.5 && Math.abs(p.x0 - l.bbox.x0) <= p.h;
      }) : undefined;
      let target: ItemResult;
      if (beside && row && items.filter((it) => Math.abs(at.get(it)!.y0 - row.y0) <= row.h * 0.5).length >= 2) target = beside;
      else if (!cur || cur.values[c.name]) {
        target = { values: {} };
        items.push(target);
        at.set(target, { x0: l.bbox.x0, y0: l.bbox.y0, h: Math.max(1, l.bbox.y1 - l.bbox.y0) });
      } else target = cur;
      cur = target;
      const from = rest.offset + v.index;
      target.values[c.name] = {
        value: v.value,
        confidence: round(hit.score * v.parseScore * ocrFactor(l.confidence)),
        citation: { page: l.page, bbox: spanBox(l, from, from + v.raw.length), text: v.raw },
      };
      break;
    }
  }
  return items.length >= 2 ? items : [];
}

function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 1000) / 1000;
}

/**
 * A scalar field named by a column header of a digital table ("Company | Date | Total") is read from
 * the cell under it: surely when the table has one data row, less surely from the first of several.
 */
export function tableCellCandidates(pages: { number: number; tables?: Table[] }[], f: FieldSpec): import('./candidates.js').Candidate[] {
  const labs = labelsFor(f);
  const out: import('./candidates.js').Candidate[] = [];
  for (const p of pages) {
    for (const t of p.tables ?? []) {
      if (t.rows.length < 2) continue;
      t.rows[0].forEach((h, col) => {
        const hit = matchLabel(h, labs);
        // the header must be the label, not a longer text that mentions it
        if (!hit || hit.score < 0.6 || h.replace(/[^\p{L}\d]/gu, '').length > (h.slice(hit.start, hit.end).replace(/[^\p{L}\d]/gu, '').length + 3)) return;
        for (let r = 1; r < Math.min(t.rows.length, 4); r++) {
          const cell = t.rows[r][col] ?? '';
          const v = readValue(f, cell);
          if (!v) continue;
          const box = cellBox(t, r, col) ?? t.bbox ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
          const single = t.rows.length === 2;
          out.push({ value: v.value, raw: v.raw, score: hit.score * v.parseScore * (single ? 0.95 : 0.6), citations: [{ page: p.number, bbox: box, text: v.raw }], how: 'table-cell', order: 0 });
          break;
        }
      });
    }
  }
  return out;
}
