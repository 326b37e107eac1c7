/** Finds where a reviewed value sits in a document: at its citation, or by searching for it. */
import { lineWords, type BBox } from '../../types.js';
import type { Citation } from '../types.js';
import type { DocLine, DocText } from '../deterministic/layout.js';
import type { FieldSpec } from '../deterministic/schema.js';
import { readValue } from '../deterministic/values.js';
import { valueKey } from '../deterministic/normalise.js';
import { approxFind, foldSameLength } from './fuzzy.js';
import { citeRange, lineAt, overlap } from './geometry.js';
import { fieldWords, words } from './text.js';

/** A value's place: the line it starts on, its character range there and its box. */
export interface Span {
  line: DocLine;
  from: number;
  to: number;
  box: BBox;
  raw: string;
}

/** Character ranges of a line's words with their boxes. */
export function wordSpans(l: DocLine): { from: number; to: number; bbox: BBox }[] {
  const out: { from: number; to: number; bbox: BBox }[] = [];
  let pos = 0;
  for (const w of lineWords(l.line)) {
    const t = w.text.trim();
    const i = t ? l.text.indexOf(t, pos) : -1;
    if (i < 0) continue;
    pos = i + t.length;
    out.push({ from: i, to: i + t.length, bbox: w.bbox });
  }
  return out;
}

/** The same value, tolerating number formatting and case or spacing in text. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b) && a !== '' && b !== '';
  if (typeof a === 'string' && typeof b === 'string') return valueKey(a) === valueKey(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

function byCitation(dt: DocText, c: Citation): Span | null {
  const hit = dt.lines
    .filter((l) => l.page === c.page && overlap(l.bbox.y0, l.bbox.y1, c.bbox.y0, c.bbox.y1) >= 0.5 && overlap(l.bbox.x0, l.bbox.x1, c.bbox.x0, c.bbox.x1) > 0)
    .sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0);
  const line = hit[0];
  if (!line) return null;
  const inside = wordSpans(line).filter((w) => {
    const mid = (w.bbox.x0 + w.bbox.x1) / 2;
    return mid >= c.bbox.x0 - 1 && mid <= c.bbox.x1 + 1;
  });
  const from = inside[0]?.from ?? 0;
  const to = inside.at(-1)?.to ?? line.text.length;
  return { line, from, to, box: c.bbox, raw: c.text?.trim() || line.text.slice(from, to) };
}

/** A text value found in the joined text, with up to 15% of its length in recognition errors. */
function byText(dt: DocText, value: string): Span | null {
  const want = foldSameLength(value.replace(/\s+/g, ' ').trim());
  if (want.length < 2) return null;
  const m = approxFind(foldSameLength(dt.text), want, Math.floor(want.length * 0.15));
  if (!m) return null;
  const line = lineAt(dt, m.start);
  const cite = citeRange(dt, m.start, m.end)[0];
  if (!line || !cite) return null;
  return { line, from: m.start - line.start, to: Math.min(line.text.length, m.end - line.start), box: cite.bbox, raw: cite.text };
}

/**
 * A typed value (a number, a date) read at word starts. Written once, that is its place; written
 * at several places (an amount as item, total and cash), the place whose label names the field;
 * with no such label the place is unknown and nothing is learned.
 */
function byReading(dt: DocText, f: FieldSpec, value: unknown, labelFor: (s: Span) => string | null, maxLines = 3000): Span | null {
  const found: Span[] = [];
  for (const line of dt.lines.slice(0, maxLines)) {
    for (const w of wordSpans(line)) {
      const v = readValue(f, line.text.slice(w.from));
      if (!v || v.index > 1 || !sameValue(v.value, value)) continue;
      const from = w.from + v.index;
      const to = from + v.raw.length;
      const boxes = wordSpans(line).filter((x) => x.to > from && x.from < to).map((x) => x.bbox);
      const box = boxes.length ? { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) } : line.bbox;
      found.push({ line, from, to, box, raw: v.raw });
      break;
    }
  }
  if (found.length <= 1) return found[0] ?? null;
  const named = fieldWords(f);
  return found.find((s) => words(labelFor(s) ?? '').some((w) => named.has(w.t))) ?? null;
}

/** Where a reviewed value is in the document: at its citation when given, else the first place it is written. */
export function locate(dt: DocText, f: FieldSpec, value: unknown, citation: Citation | null | undefined, labelFor: (s: Span) => string | null): Span | null {
  if (citation) {
    const s = byCitation(dt, citation);
    if (s) return s;
  }
  if (typeof value === 'string') {
    const s = byText(dt, value);
    if (s) return s;
  }
  return byReading(dt, f, value, labelFor);
}
