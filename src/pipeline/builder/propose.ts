/**
 * The struct builder's deterministic proposer: reads one sample document and proposes the fields
 * a schema for documents like it should have (key-value pairs, dates, amounts, parties,
 * identifiers, tables), each named and typed from the concept its label plays in the knowledge
 * packs and grounded by a citation in the sample.
 */
import type { Citation } from '../extract/types.js';
import { extractDeterministic } from '../extract/deterministic/index.js';
import { indexDocument, type DocLine, type DocText } from '../extract/deterministic/layout.js';
import { matchLabel, tokens, type Label } from '../extract/deterministic/labels.js';
import { conceptOf, words } from '../extract/packs/understand.js';
import { CONCEPTS, LANGUAGE_PACKS } from '../extract/packs/registry.js';
import type { Concept } from '../extract/packs/types.js';
import type { RecognisedDocument } from '../types.js';
import { COLUMN_ONLY, conceptDescription, fieldName, NAMES, shapeOf, shapeOfValue, uniqueName, type ProposedColumn, type ProposedField, type Shape } from './fields.js';
import { pairs } from './pairs.js';

export { fieldName, shapeOf, type ProposedColumn, type ProposedField } from './fields.js';

/** Concepts whose values are found without a label (by position or wording), proposed when read confidently. */
const LABEL_FREE: ReadonlySet<Concept> = new Set<Concept>(['invoice_number', 'seller', 'address', 'party', 'jurisdiction', 'effective_date', 'term', 'document_date', 'total', 'currency']);
const TABLE_NAME = 'line_items';
const TABLE_COLUMNS: Concept[] = ['description', 'quantity', 'unit_price', 'tax_rate', 'amount'];
const MIN_CONFIDENCE = 0.45;
/** Label-free concepts read only from values of their own shape. */
const SHAPED: ReadonlySet<Concept> = new Set<Concept>(['document_date', 'address']);
const SHAPED_CONFIDENCE = 0.3;
const LABEL_FREE_CONFIDENCE = 0.55;

let conceptLabelCache: Map<Concept, Label[]> | null = null;

/** Every pack's labels for each concept, as label token lists. */
function conceptLabels(): Map<Concept, Label[]> {
  if (conceptLabelCache) return conceptLabelCache;
  const out = new Map<Concept, Label[]>();
  for (const c of CONCEPTS.keys()) {
    const seen = new Set<string>();
    const list: Label[] = [];
    const add = (s: string, weight: number) => {
      const ws = tokens(s).map((t) => t.t);
      const k = ws.join(' ');
      if (!ws.length || seen.has(k) || k.length < 2) return;
      seen.add(k);
      list.push({ words: ws, weight });
    };
    for (const pack of LANGUAGE_PACKS.values()) for (const l of pack.labels[c] ?? []) add(l, 1);
    for (const w of CONCEPTS.get(c)?.field_words ?? []) add(w, 0.9);
    out.set(c, list);
  }
  conceptLabelCache = out;
  return out;
}

function overlaps(a: Citation['bbox'], b: Citation['bbox']): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** The line holding a citation. */
function lineOf(dt: DocText, c: Citation): DocLine | undefined {
  return dt.lines.find((l) => l.page === c.page && overlaps(l.bbox, c.bbox)) ?? dt.lines.find((l) => l.page === c.page && l.text.includes(c.text));
}

/** A label of the concept near the value: before it on its line, left of it on its row, or on the line above. */
function labelNear(dt: DocText, c: Concept, cite: Citation): string | null {
  const labels = conceptLabels().get(c) ?? [];
  const line = lineOf(dt, cite);
  if (!line) return null;
  const valueAt = line.text.indexOf(cite.text);
  const candidates: string[] = valueAt > 0 ? [line.text.slice(0, valueAt)] : valueAt < 0 ? [line.text] : [];
  const mid = (line.bbox.y0 + line.bbox.y1) / 2;
  for (const o of dt.lines) {
    if (o.page !== line.page || o === line) continue;
    const sameRow = mid > o.bbox.y0 && mid < o.bbox.y1 && o.bbox.x1 <= line.bbox.x0 + 2;
    const above = o.index === line.index - 1 || (o.bbox.y1 <= line.bbox.y0 + 1 && line.bbox.y0 - o.bbox.y1 < (line.bbox.y1 - line.bbox.y0) * 2 && o.bbox.x0 < line.bbox.x1 && line.bbox.x0 < o.bbox.x1);
    if (sameRow || above) candidates.push(o.text);
  }
  for (const text of candidates) {
    const hit = matchLabel(text, labels);
    if (hit && hit.score >= 0.8) return text.slice(hit.start, hit.end).trim();
  }
  return null;
}

const PROBE_SKIP: ReadonlySet<Concept> = new Set<Concept>([...COLUMN_ONLY]);

/** A schema with one field per concept (and an items table) whose extraction shows what the sample holds. */
function probeSchema(mode: 'form' | 'document'): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [c, spec] of CONCEPTS) {
    if (PROBE_SKIP.has(c)) continue;
    const shape = shapeOf(spec.type);
    const node = { type: shape.type, ...(shape.format ? { format: shape.format } : {}) };
    properties[c] = c === 'party' ? { type: 'array', items: { type: 'string' } } : node;
  }
  const columns: Record<string, unknown> = {};
  for (const c of TABLE_COLUMNS) {
    const s = shapeOf(CONCEPTS.get(c)!.type);
    columns[c] = { type: s.type, ...(s.format ? { format: s.format } : {}) };
  }
  properties[TABLE_NAME] = { type: 'array', items: { type: 'object', properties: columns } };
  return { type: 'object', mode, properties };
}

/** Tables of a digital document (header row first) as array fields with their columns. */
function digitalTables(doc: RecognisedDocument, taken: Set<string>): ProposedField[] {
  const out: ProposedField[] = [];
  for (const p of doc.pages) {
    for (const t of p.tables ?? []) {
      const header = t.rows[0];
      if (!header || t.rows.length < 2 || header.filter((h) => /\p{L}/u.test(h)).length < 2) continue;
      const cols: ProposedColumn[] = [];
      const colNames = new Set<string>();
      header.forEach((h, i) => {
        if (!/\p{L}/u.test(h)) return;
        const { concept } = conceptOf({ name: h, type: 'string' });
        const sample = t.rows.slice(1).map((r) => r[i] ?? '').find((x) => x.trim()) ?? '';
        const shape = concept ? shapeOf(CONCEPTS.get(concept)!.type) : shapeOfValue(sample);
        cols.push({ name: uniqueName(concept ?? fieldName(h), colNames), type: shape.type === 'array' ? 'string' : shape.type, ...(shape.format ? { format: shape.format } : {}), description: `The "${h}" column.`, label: h, concept: concept ?? null });
      });
      if (cols.length < 2) continue;
      const name = uniqueName(t.name ? fieldName(t.name) : cols.some((c) => c.concept === 'amount' || c.concept === 'quantity' || c.concept === 'unit_price') ? TABLE_NAME : 'rows', taken);
      const example = t.rows.slice(1, 3).map((r) => Object.fromEntries(cols.map((c, i) => [c.name, r[i] ?? ''])));
      out.push({
        name,
        type: 'array',
        description: `One entry per row of the table headed ${header.filter(Boolean).join(' | ')}.`,
        label: header.filter(Boolean).join(' | '),
        concept: null,
        example,
        citation: { page: p.number, bbox: t.bbox ?? { x0: 0, y0: 0, x1: p.width, y1: p.height }, text: header.filter(Boolean).join(' ') },
        source: 'table',
        confidence: 0.8,
        columns: cols,
      });
    }
  }
  return out;
}

/** The header line above a table's first row, as written. */
function headerAbove(dt: DocText, cite: Citation): string {
  const first = lineOf(dt, cite);
  if (!first) return '';
  const rowTop = first.bbox.y0;
  const above = dt.lines.filter((l) => l.page === first.page && l.bbox.y1 <= rowTop + 1 && rowTop - l.bbox.y1 < (first.bbox.y1 - first.bbox.y0) * 3);
  if (!above.length) return '';
  const y = Math.max(...above.map((l) => l.bbox.y0));
  return above.filter((l) => Math.abs(l.bbox.y0 - y) < 3).sort((a, b) => a.bbox.x0 - b.bbox.x0).map((l) => l.text).join(' | ');
}

/** Proposes the fields of a schema for documents like the sample; deterministic, no network. */
export function proposeFields(doc: RecognisedDocument): ProposedField[] {
  const dt = indexDocument(doc);
  const mode = doc.pageCount > 2 ? 'document' : 'form';
  const res = extractDeterministic({ document: doc, schema: probeSchema(mode), annotations: {} });
  const taken = new Set<string>();
  const concepts = new Set<Concept>();
  const labelsUsed = new Set<string>();
  const out: ProposedField[] = [];

  out.push(...digitalTables(doc, taken));
  const byConcept = new Map<string, typeof res.fields>();
  for (const f of res.fields) {
    const top = f.path.split('/')[1];
    byConcept.set(top, [...(byConcept.get(top) ?? []), f]);
  }
  for (const [top, fs] of byConcept) {
    const first = fs[0];
    if (!first?.citations[0]) continue;
    if (top === TABLE_NAME) {
      if (out.some((o) => o.type === 'array')) continue;
      const seen = new Set(fs.map((f) => f.path.split('/')[3]));
      const cols: ProposedColumn[] = TABLE_COLUMNS.filter((c) => seen.has(c)).map((c) => {
        const s = shapeOf(CONCEPTS.get(c)!.type);
        return { name: c, type: s.type === 'array' ? 'string' : s.type, ...(s.format ? { format: s.format } : {}), description: `The ${CONCEPTS.get(c)!.field_words[0]} of the item.`, label: '', concept: c };
      });
      const rows = new Set(fs.map((f) => f.path.split('/')[2])).size;
      if (cols.length < 2 || rows < 1) continue;
      const header = headerAbove(dt, first.citations[0]);
      for (const col of cols) {
        const hit = header ? matchLabel(header, conceptLabels().get(col.concept!) ?? []) : null;
        if (hit && hit.score >= 0.8) col.label = header.slice(hit.start, hit.end);
      }
      const data = res.data[TABLE_NAME];
      out.push({
        name: uniqueName(TABLE_NAME, taken),
        type: 'array',
        description: 'One entry per line item of the table, with its columns.',
        label: header,
        concept: null,
        example: Array.isArray(data) ? data.slice(0, 2) : [],
        citation: first.citations[0],
        source: 'table',
        confidence: Math.min(...fs.map((f) => f.confidence)),
        columns: cols,
      });
      continue;
    }
    const c = top as Concept;
    const conf = Math.max(...fs.map((f) => f.confidence));
    if (conf < (SHAPED.has(c) ? SHAPED_CONFIDENCE : MIN_CONFIDENCE)) continue;
    // an identifier is more than a couple of characters ("VAT 20%" holds a rate, not a VAT id)
    const ctype = CONCEPTS.get(c)?.type;
    if ((ctype === 'identifier' || ctype === 'vat_id' || ctype === 'iban' || ctype === 'bic') && String(res.data[c] ?? '').replace(/[^\p{L}\p{N}]/gu, '').length < 4) continue;
    const label = labelNear(dt, c, first.citations[0]);
    // values whose reader demands their own shape (a date, an address block) show the field exists even when read weakly
    if (!label && !(LABEL_FREE.has(c) && conf >= (SHAPED.has(c) ? SHAPED_CONFIDENCE : LABEL_FREE_CONFIDENCE))) continue;
    // the same value at the same place read as two concepts ("Date" as the document date and an effective date) is proposed once
    const cite = first.citations[0];
    if (label && out.some((o) => o.concept && o.label === label && JSON.stringify(o.example) === JSON.stringify(res.data[c]) && o.citation.page === cite.page && o.citation.bbox.y0 === cite.bbox.y0 && o.citation.bbox.x0 === cite.bbox.x0)) continue;
    const spec = CONCEPTS.get(c)!;
    const shape: Shape = c === 'party' ? { type: 'array' } : shapeOf(spec.type);
    concepts.add(c);
    if (label) labelsUsed.add(words(label));
    out.push({
      name: uniqueName(NAMES[c] ?? c, taken),
      ...shape,
      description: conceptDescription(c, label ?? ''),
      label: label ?? '',
      concept: c,
      example: res.data[c],
      citation: first.citations[0],
      source: label ? 'label' : 'position',
      confidence: Math.round(conf * 1000) / 1000,
    });
  }
  out.push(...pairs(dt, taken, concepts, labelsUsed));
  // in reading order of their evidence, tables last
  const order = (f: ProposedField) => (f.type === 'array' && f.columns ? 1e9 : 0) + f.citation.page * 1e5 + f.citation.bbox.y0;
  return out.sort((a, b) => order(a) - order(b));
}
