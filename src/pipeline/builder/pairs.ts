// Label-value pairs of a sample ("Label: value", a value beside or below its label, date ranges).
import type { Citation } from '../extract/types.js';
import type { DocLine, DocText } from '../extract/deterministic/layout.js';
import { findDates } from '../extract/deterministic/normalise.js';
import { conceptOf, words } from '../extract/packs/understand.js';
import { CONCEPTS, LANGUAGE_PACKS } from '../extract/packs/registry.js';
import type { Concept } from '../extract/packs/types.js';
import { COLUMN_ONLY, conceptDescription, fieldName, NAMES, shapeOf, shapeOfValue, uniqueName, type ProposedField } from './fields.js';

const PAIR = /^([^:]{2,40}?)\s*:\s*(\S.{0,80})$/u;



let rangeWords: Set<string> | null = null;

/** What joins the two dates of a range in any pack's language ("-", "to", "bis", "au"). */
function rangeJoiners(): Set<string> {
  if (!rangeWords) rangeWords = new Set(['-', '–', '—', ...[...LANGUAGE_PACKS.values()].flatMap((p) => (p.range_words ?? []).map((w) => w.toLowerCase()))]);
  return rangeWords;
}

/** The two dates of a value written as a range ("3/25/20 - 3/31/20"), or null. */
function dateRange(v: string): { from: string; to: string } | null {
  const ds = findDates(v);
  if (ds.length !== 2) return null;
  const between = v.slice(ds[0].index + ds[0].raw.length, ds[1].index).trim().toLowerCase();
  if (!rangeJoiners().has(between)) return null;
  const rest = (v.slice(0, ds[0].index) + v.slice(ds[1].index + ds[1].raw.length)).replace(/[\s.,;:()]/g, '');
  return rest.length <= 2 ? { from: ds[0].raw, to: ds[1].raw } : null;
}

/** A label line on its own: a few words, no digits, not a sentence. */
function labelOnly(t: string): boolean {
  const s = t.replace(/[:#]\s*$/, '').trim();
  return /\p{L}{2}/u.test(s) && !/\d/.test(s) && s.split(/\s+/).length <= 4 && s.length <= 40 && !/[.,;!?]$/.test(s);
}

/** The value a label-only line stands for: the nearest line right of it on its row, or the line just below it. */
function valueOf(dt: DocText, l: DocLine): DocLine | undefined {
  const mid = (l.bbox.y0 + l.bbox.y1) / 2;
  const h = l.bbox.y1 - l.bbox.y0;
  const right = dt.lines
    .filter((o) => o.page === l.page && o !== l && mid > o.bbox.y0 && mid < o.bbox.y1 && o.bbox.x0 >= l.bbox.x1 - 1 && o.bbox.x0 - l.bbox.x1 < h * 25)
    .sort((a, b) => a.bbox.x0 - b.bbox.x0)[0];
  if (right) return right;
  return dt.lines
    .filter((o) => o.page === l.page && o.bbox.y0 >= l.bbox.y1 - 1 && o.bbox.y0 - l.bbox.y1 < h * 1.5 && o.bbox.x0 < l.bbox.x1 && l.bbox.x0 < o.bbox.x1)
    .sort((a, b) => a.bbox.y0 - b.bbox.y0 || Math.abs(a.bbox.x0 - l.bbox.x0) - Math.abs(b.bbox.x0 - l.bbox.x0))[0];
}

function spanCitation(l: DocLine, value: string): Citation {
  const at = Math.max(0, l.text.lastIndexOf(value));
  const x = (i: number) => l.bbox.x0 + ((l.bbox.x1 - l.bbox.x0) * i) / Math.max(1, l.text.length);
  return { page: l.page, bbox: { x0: x(at), y0: l.bbox.y0, x1: x(at + value.length), y1: l.bbox.y1 }, text: value };
}

/** Two date fields for a labelled date range ("Flight: 3/25/20 - 3/31/20" gives flight_start and flight_end). */
function rangeFields(label: string, value: string, line: DocLine, taken: Set<string>, concepts: Set<Concept>): ProposedField[] {
  const r = dateRange(value);
  if (!r) return [];
  const base = fieldName(label);
  const make = (which: 'start' | 'end', raw: string): ProposedField => ({
    name: uniqueName(`${base}_${which}`, taken),
    type: 'string',
    format: 'date',
    description: `The ${which} date of the range labelled "${label}" in the sample.`,
    label,
    concept: which === 'start' ? 'start_date' : 'end_date',
    example: raw,
    citation: spanCitation(line, raw),
    source: 'pair',
    confidence: 0.6,
  });
  concepts.add('start_date');
  concepts.add('end_date');
  return [make('start', r.from), make('end', r.to)];
}

/** Labels printed more than once ("Name:" under the seller and under the buyer). */
function repeatedLabels(dt: DocText): Set<string> {
  const n = new Map<string, number>();
  for (const l of dt.lines) {
    const m = PAIR.exec(l.text);
    const k = m ? words(m[1]) : labelOnly(l.text) ? words(l.text) : '';
    if (k) n.set(k, (n.get(k) ?? 0) + 1);
  }
  return new Set([...n].filter(([, c]) => c > 1).map(([k]) => k));
}

/** The heading a repeated label stands under: the nearest label-only line above it, at or left of it. */
function contextOf(dt: DocText, l: DocLine): string | null {
  for (let i = l.index - 1; i >= 0 && i >= l.index - 12; i--) {
    const o = dt.lines[i];
    if (o.page !== l.page || o.bbox.y0 > l.bbox.y0) continue;
    if (o.bbox.x0 <= l.bbox.x0 + 5 && labelOnly(o.text) && !PAIR.test(o.text) && !valueOf(dt, o)?.text.match(/\d/)) return o.text.replace(/[:#]\s*$/, '').trim();
  }
  return null;
}

/** "Label: value" lines, and label lines with a typed value beside or below them, whose label names no concept already proposed. */
export function pairs(dt: DocText, taken: Set<string>, concepts: Set<Concept>, labelsUsed: Set<string>): ProposedField[] {
  const out: ProposedField[] = [];
  const used = new Set<DocLine>();
  const repeated = repeatedLabels(dt);
  for (const l of dt.lines) {
    let m = PAIR.exec(l.text);
    let line = l;
    // a repeated label with a plain value beside it ("Name:  Kunden AG") is read under its heading
    if (!m && labelOnly(l.text) && repeated.has(words(l.text))) {
      const v = valueOf(dt, l);
      if (v && !used.has(v) && !labelOnly(v.text) && v.bbox.y0 < l.bbox.y1 && v.text.length <= 80) {
        m = Object.assign([`${l.text} ${v.text}`, l.text.replace(/[:#]\s*$/, ''), v.text], { index: 0, input: '' }) as RegExpExecArray;
        line = v;
        used.add(v);
      }
    }
    if (!m && labelOnly(l.text)) {
      const v = valueOf(dt, l);
      // a value below or beside a label is taken only when its shape says it is one (a date, a range, an amount, a code)
      if (v && !used.has(v) && !labelOnly(v.text) && v.text.length <= 60 && (dateRange(v.text) || shapeOfValue(v.text).type === 'number' || shapeOfValue(v.text).format || /^[A-Z0-9][A-Z0-9\-/.]{3,}$/i.test(v.text) && /\d/.test(v.text))) {
        m = Object.assign([`${l.text}: ${v.text}`, l.text.replace(/[:#]\s*$/, ''), v.text], { index: 0, input: '' }) as RegExpExecArray;
        line = v;
        used.add(v);
      }
    }
    if (!m) continue;
    let label = m[1].trim();
    const value = m[2].trim();
    if (!/\p{L}{2}/u.test(label) || label.split(/\s+/).length > 5 || /^\d/.test(label) || /https?$/i.test(label)) continue;
    if (repeated.has(words(label))) {
      const ctx = contextOf(dt, l);
      if (ctx) label = `${ctx} ${label}`;
    }
    if (labelsUsed.has(words(label))) continue;
    const range = rangeFields(label, value, line, taken, concepts);
    if (range.length) {
      labelsUsed.add(words(label));
      out.push(...range);
      continue;
    }
    const { concept } = conceptOf({ name: label, type: 'string' });
    if (concept && concepts.has(concept)) continue;
    const shape = concept && !COLUMN_ONLY.has(concept) ? shapeOf(CONCEPTS.get(concept)!.type) : shapeOfValue(value);
    const base = concept && !COLUMN_ONLY.has(concept) ? NAMES[concept] ?? concept : fieldName(label);
    if (taken.has(base) && !concept) continue;
    if (concept) concepts.add(concept);
    labelsUsed.add(words(label));
    out.push({
      name: uniqueName(base, taken),
      ...shape,
      description: concept ? conceptDescription(concept, label) : `The value labelled "${label}" in the sample.`,
      label,
      concept: concept ?? null,
      example: value,
      citation: spanCitation(line, value),
      source: 'pair',
      confidence: 0.6,
    });
  }
  return out;
}
