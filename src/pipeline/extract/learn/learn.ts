/** Learning from one reviewed document: per field, where its value sat, after which label, and in what shape. */
import type { BBox, RecognisedDocument } from '../../types.js';
import { indexDocument, spanBox, type DocLine, type DocText } from '../deterministic/layout.js';
import { applyLocale, walkSchema, type FieldSpec } from '../deterministic/schema.js';
import { detectLocale } from '../packs/locale.js';
import { lineAbove, normalise, sameRow } from './geometry.js';
import { locate, type Span } from './locate.js';
import { shapeOf } from './shape.js';
import { documentSignature, MIN_NAME_KEY, nameKey } from './signature.js';
import type { DocSignature, FieldExample, Relation, ReviewedField } from './types.js';

/** At most this many words make a label: longer runs are prose or another value. */
const LABEL_WORDS = 3;
/** A line above longer than this is a paragraph, not a label. */
const MAX_LABEL_CHARS = 60;

interface Found {
  label: string;
  relation: Relation;
  box: BBox;
}

/** The trailing words of a text that carry no digits (a value's label, not another value): their range. */
function trailingLabel(text: string): { from: number; to: number } | null {
  const end = text.replace(/[\s:：=\-–#.|]+$/u, '').length;
  const words = [...text.slice(0, end).matchAll(/\S+/g)];
  let from = end;
  let n = 0;
  for (let i = words.length - 1; i >= 0 && n < LABEL_WORDS; i--) {
    const w = words[i][0];
    // a digit means a value; a colon before the end closes an earlier "label: value" pair
    if (/\d/.test(w) || (n > 0 && /[:：]$/.test(w))) break;
    from = words[i].index!;
    n++;
  }
  const label = text.slice(from, end);
  return n && /\p{L}{2}/u.test(label) ? { from, to: end } : null;
}

/** What the value followed: text before it on its line, the nearest line left of it on its row, or the line just above. */
function labelOf(dt: DocText, s: Span): Found | null {
  const before = trailingLabel(s.line.text.slice(0, s.from));
  if (before) return { label: s.line.text.slice(before.from, before.to), relation: 'same-line', box: spanBox(s.line, before.from, before.to) };
  const left = sameRow(dt, s.line)
    .filter((l) => l.bbox.x1 <= s.box.x0 + 2)
    .sort((a, b) => b.bbox.x1 - a.bbox.x1)[0];
  const fromLine = (l: DocLine, relation: Relation): Found | null => {
    const t = trailingLabel(l.text);
    return t ? { label: l.text.slice(t.from, t.to), relation, box: spanBox(l, t.from, t.to) } : null;
  };
  const l = left && fromLine(left, 'right');
  if (l) return l;
  const above = lineAbove(dt, s.line, s.box);
  if (!above || above.text.length > MAX_LABEL_CHARS) return null;
  if (!/\d/.test(above.text) && /\p{L}{2}/u.test(above.text)) {
    const text = above.text.replace(/[\s:：=\-–#.|]+$/u, '');
    return { label: text, relation: 'below', box: spanBox(above, 0, text.length) };
  }
  return fromLine(above, 'below');
}

/** The example of a field the reviewer left empty: no label, no place, the value null. */
export function absentExample(path: string): FieldExample {
  return { path, label: null, relation: 'none', dx: 0, dy: 0, page: 1, box: { x0: 0, y0: 0, x1: 0, y1: 0 }, labelBox: null, shape: '', value: null, raw: '' };
}

/** The example of a reviewed value not found in its document: no label and no place, only the value. */
export function unplacedExample(path: string, value: unknown): FieldExample {
  return { ...absentExample(path), value, raw: String(value) };
}

/** The fields of a schema that are learned: scalars (inside nested objects too) and lists of scalars; arrays of objects are not. */
export function scalarFields(specs: FieldSpec[]): FieldSpec[] {
  return specs.flatMap((f) => (f.type === 'object' ? scalarFields(f.children) : f.type === 'array' && !f.multiple ? [] : [f]));
}

/** The reviewed values of a field: its own, or for a list of scalars each item (`/party/0`, `/party/1`), or the list given whole. */
function reviewedOf(f: FieldSpec, byPath: Map<string, ReviewedField>): ReviewedField[] {
  const own = byPath.get(f.path);
  if (!f.multiple) return own ? [own] : [];
  if (own && Array.isArray(own.value)) return own.value.map((value) => ({ path: f.path, value }));
  const items: ReviewedField[] = [];
  for (let i = 0; byPath.has(`${f.path}/${i}`); i++) items.push({ ...byPath.get(`${f.path}/${i}`)!, path: f.path });
  return items;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The example one reviewed value gives, or null when the value cannot be found in the document. */
export function exampleFor(dt: DocText, f: FieldSpec, field: ReviewedField): FieldExample | null {
  const span = locate(dt, f, field.value, field.citation, (s) => labelOf(dt, s)?.label ?? null);
  if (!span) return null;
  const found = labelOf(dt, span);
  const h = found ? Math.max(1, found.box.y1 - found.box.y0) : 1;
  return {
    path: f.path,
    label: found?.label ?? null,
    relation: found?.relation ?? 'none',
    dx: found ? r2((span.box.x0 - found.box.x1) / h) : 0,
    dy: found ? r2((span.box.y0 - found.box.y0) / h) : 0,
    page: span.line.page,
    box: normalise(dt, span.line.page, span.box),
    labelBox: found ? normalise(dt, span.line.page, found.box) : null,
    shape: shapeOf(span.raw),
    value: field.value,
    raw: span.raw,
  };
}

/**
 * Learns from one reviewed document: an example per reviewed scalar field whose value is found in
 * the document (each item of a list of scalars on its own), and the document's signature. Arrays of
 * objects (line items) are left out.
 */
export function learnFromDocument(
  doc: RecognisedDocument,
  schema: Record<string, unknown>,
  reviewed: ReviewedField[],
  annotations: Record<string, unknown> = {},
): { signature: DocSignature; examples: FieldExample[] } {
  // the document is read with its locale, as the extractor reads it (decimal sign, months, tax-id shapes)
  const dt = indexDocument(doc);
  dt.locale = detectLocale(dt.text);
  const specs = walkSchema(schema, annotations);
  applyLocale(specs, dt.locale);
  const byPath = new Map(reviewed.map((r) => [r.path, r]));
  const examples: FieldExample[] = [];
  for (const f of scalarFields(specs)) {
    const given = reviewedOf(f, byPath);
    // a field reviewed as empty teaches that documents of this issuer have none
    if (given.length === 1 && (given[0].value === null || given[0].value === '') && !f.multiple) examples.push(absentExample(f.path));
    if (f.multiple && byPath.has(f.path) && (byPath.get(f.path)!.value === null || (Array.isArray(byPath.get(f.path)!.value) && !(byPath.get(f.path)!.value as unknown[]).length))) examples.push(absentExample(f.path));
    for (const r of given) {
      if (r.value === null || r.value === undefined || r.value === '' || typeof r.value === 'object') continue;
      const ex = exampleFor(dt, f, r);
      // a value the document does not show as reviewed still tells that the issuer's documents have one
      if (ex) examples.push(ex);
      else if (!f.multiple) examples.push(unplacedExample(f.path, r.value));
    }
  }
  const signature = documentSignature(dt);
  signature.ids = [...new Set([...signature.ids, ...issuerNames(specs, byPath)])].sort();
  return { signature, examples };
}

/** Value types whose values name who a document is from or between. */
export const NAME_TYPES = new Set(['organisation', 'person', 'party_name']);

/**
 * The reviewed names of the document's issuer and parties (not of its buyer or recipient, which
 * documents of many issuers share), as `name:<letters and digits>` identifiers: a later document
 * that names them again is of the same issuer.
 */
function issuerNames(specs: FieldSpec[], byPath: Map<string, ReviewedField>): string[] {
  const out: string[] = [];
  for (const f of scalarFields(specs)) {
    if (!NAME_TYPES.has(f.meaning.type) || f.meaning.party === 'buyer' || f.meaning.party === 'recipient') continue;
    for (const r of reviewedOf(f, byPath)) {
      const key = typeof r.value === 'string' ? nameKey(r.value) : '';
      if (key.length >= MIN_NAME_KEY) out.push(`name:${key}`);
    }
  }
  return out;
}
