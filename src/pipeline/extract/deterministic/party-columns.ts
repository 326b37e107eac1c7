/**
 * Sides printed in columns: a row of headings naming the sides ("<GROOM>  <BRIDE>", "<Seller>  <Buyer>"), and under
 * it rows of a key at the left with each side's value in that side's column. An object field named as one of those
 * headings reads its properties from its own column: each property's key row, the cell under its heading. Values
 * standing in another side's column are no value of this one.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { editDistance, hasLabelWord, labelsFor, matchLabel, tokens } from './labels.js';
import { sameRow, type DocLine, type DocText } from './layout.js';
import type { FieldSpec } from './schema.js';
import { readValue } from './values.js';

/** One side's column: its heading, the other sides' headings on the heading row, how far down its rows go. */
export interface SideColumn {
  heading: DocLine;
  others: DocLine[];
  /** the bottom of the last row read under the headings */
  until: number;
  /** where each side is a block of its own keys and values under its heading ("<VEHICLE A>  <VEHICLE B>"): its band across the page */
  band?: { x0: number; x1: number };
}

/** What a cell read from a side's column is trusted. */
const CELL = 0.8;

/** Whether two boxes share a good part of their width. */
function overlapsX(a: DocLine['bbox'], b: DocLine['bbox']): boolean {
  const o = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return o > 0.3 * Math.min(a.x1 - a.x0, b.x1 - b.x0);
}

/** The rows under a heading row: lines with a key at the left of the first heading and cells under the headings. */
function rowsUnder(dt: DocText, headings: DocLine[]): { key: DocLine; cells: DocLine[] }[] {
  const left = Math.min(...headings.map((h) => h.bbox.x0));
  const top = Math.max(...headings.map((h) => h.bbox.y1));
  const rows: { key: DocLine; cells: DocLine[] }[] = [];
  for (const l of dt.lines) {
    if (l.page !== headings[0].page || l.bbox.y0 < top - 1 || l.bbox.x1 > left + 2) continue;
    const cells = sameRow(dt, l).filter((c) => c.bbox.x0 >= left - 2);
    // the column block ends at the first line that has no cell under any heading
    if (!cells.some((c) => headings.some((h) => overlapsX(c.bbox, h.bbox)))) {
      if (rows.length) break;
      continue;
    }
    rows.push({ key: l, cells });
  }
  return rows;
}

/**
 * A side's block under its heading: from the heading's left edge to the next heading's, the lines starting at the
 * heading's left edge row after row (its keys), at least two. Undefined where there is none.
 */
function blockUnder(dt: DocText, heading: DocLine, headings: DocLine[]): { band: { x0: number; x1: number }; until: number } | undefined {
  const next = headings.find((h) => h.bbox.x0 > heading.bbox.x1 - 2);
  const band = { x0: heading.bbox.x0 - 2, x1: next ? next.bbox.x0 - 2 : Number.POSITIVE_INFINITY };
  const h = Math.max(1, heading.bbox.y1 - heading.bbox.y0);
  let until = heading.bbox.y1;
  let keys = 0;
  for (const l of dt.lines) {
    if (l.page !== heading.page || l.bbox.y0 < until - h * 0.3 || Math.abs(l.bbox.x0 - heading.bbox.x0) > 2) continue;
    // the keys follow each other; a blank row ends the block
    if (l.bbox.y0 > until + h * 1.5) break;
    keys++;
    until = l.bbox.y1;
  }
  return keys >= 2 ? { band, until } : undefined;
}

/** The column of an object field named as one of two or more short headings on one row, with key rows under them. */
export function sideColumn(dt: DocText, f: FieldSpec): SideColumn | null {
  if (f.type !== 'object' || !f.children.length) return null;
  const labels = labelsFor(f);
  let best: { col: SideColumn; score: number } | null = null;
  for (const l of dt.lines) {
    const text = l.text.trim();
    if (text.length > 40 || /\d/.test(text)) continue;
    const hit = matchLabel(text, labels);
    if (!hit || hit.start !== 0 || text.slice(hit.end).trim() || (best && hit.score <= best.score)) continue;
    const row = sameRow(dt, l);
    const headings = [l, ...row].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    // the heading row holds only short words; the keys stand left of it
    if (row.length < 1 || row.length > 4 || headings.some((h) => /\d/.test(h.text) || h.text.trim().length > 40)) continue;
    // (and each other heading names a side as this one does, sharing a word with it or holding a label's word: a firm's name beside
    // its key, "<Versicherer>  <Landesversicherung AG>", is a value)
    // ("<SPOSO>  <SPOSA>": a word one letter apart is shared)
    const words = tokens(text).map((t) => t.t);
    const shares = (h: DocLine) => tokens(h.text).some((t) => words.some((w) => w === t.t || (w.length >= 4 && editDistance(w, t.t) <= 1)));
    if (row.some((h) => !shares(h) && !hasLabelWord(f, h.text))) continue;
    const rows = rowsUnder(dt, headings);
    // (the heading that names the side best: "<SPOSA>" beside "<SPOSO>", one letter apart)
    if (rows.length >= 2) best = { col: { heading: l, others: row, until: Math.max(...rows.map((r) => r.key.bbox.y1)) }, score: hit.score };
    else {
      const block = blockUnder(dt, l, headings);
      if (block) best = { col: { heading: l, others: row, until: block.until, band: block.band }, score: hit.score };
    }
  }
  return best?.col ?? null;
}

/** A property's value from its side's column: the cell under the side's heading on the property's key row. */
export function columnCandidates(dt: DocText, col: SideColumn, f: FieldSpec): Candidate[] {
  // (a side's block of its own keys is read by the keys' labels, within its band)
  if (col.band) return [];
  const labels = labelsFor(f);
  const out: Candidate[] = [];
  for (const { key, cells } of rowsUnder(dt, [col.heading, ...col.others])) {
    const hit = matchLabel(key.text, labels);
    if (!hit || hit.start !== 0) continue;
    const cell = cells.find((c) => overlapsX(c.bbox, col.heading.bbox));
    const v = cell ? readValue(f, cell.text) : null;
    if (!cell || !v) continue;
    out.push({
      value: v.value,
      raw: v.raw,
      score: CELL * hit.score * v.parseScore * ocrFactor(cell.confidence),
      citations: [{ page: cell.page, bbox: cell.bbox, text: cell.text }],
      how: 'side-column',
      order: cell.index,
      label: key.text,
      labelLine: key.index,
    });
  }
  return out;
}

/** Whether a candidate stands under another side's heading, within the column block. */
export function inOtherColumn(dt: DocText, col: SideColumn, c: Candidate): boolean {
  const at = c.citations[0];
  if (!at || at.page !== col.heading.page || at.bbox.y0 < col.heading.bbox.y0 || at.bbox.y0 > col.until + 1) return false;
  const box = { ...at.bbox };
  if (col.band) return box.x0 < col.band.x0 || box.x0 >= col.band.x1;
  return col.others.some((o) => overlapsX(box as DocLine['bbox'], o.bbox)) && !overlapsX(box as DocLine['bbox'], col.heading.bbox);
}
