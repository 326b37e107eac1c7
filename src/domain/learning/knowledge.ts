import type { Queryable } from '../../db/database.js';
import { learningRepo, type KnowledgeRow, type LearnedExampleWrite } from '../../db/repositories/learning.js';
import type { DocSignature, FieldExample, LearnedDocument, LearnedKnowledge, NormBox, Relation } from '../../pipeline/extract/learn/types.js';

/** At most this many examples are loaded for one extraction (the newest): bounds the work per document. */
export const MAX_LOADED_EXAMPLES = 5000;

const RELATIONS: Relation[] = ['same-line', 'right', 'below', 'none'];
const ZERO: NormBox = { x0: 0, y0: 0, x1: 0, y1: 0 };

function num(v: unknown, d = 0): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : d;
}

function box(v: unknown): NormBox | null {
  if (!v || typeof v !== 'object') return null;
  const b = v as Record<string, unknown>;
  return { x0: num(b.x0), y0: num(b.y0), x1: num(b.x1), y1: num(b.y1) };
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** An example as the repository stores it. */
export function toRow(e: FieldExample): LearnedExampleWrite {
  return {
    field_path: e.path,
    label: e.label,
    relation: e.relation,
    shape: e.shape,
    value: e.value,
    detail: { dx: e.dx, dy: e.dy, page: e.page, box: e.box, labelBox: e.labelBox, raw: e.raw },
  };
}

/** A stored example back as the extractor uses it. */
export function fromRow(r: LearnedExampleWrite): FieldExample {
  const d = r.detail ?? {};
  return {
    path: r.field_path,
    label: r.label,
    relation: RELATIONS.includes(r.relation as Relation) ? (r.relation as Relation) : 'none',
    dx: num(d.dx),
    dy: num(d.dy),
    page: num(d.page, 1),
    box: box(d.box) ?? ZERO,
    labelBox: box(d.labelBox),
    shape: r.shape,
    value: r.value,
    raw: typeof d.raw === 'string' ? d.raw : String(r.value),
  };
}

/** Groups stored examples by the document they were learned from. */
export function toKnowledge(rows: KnowledgeRow[]): LearnedKnowledge {
  const docs = new Map<number, LearnedDocument>();
  for (const r of rows) {
    let d = docs.get(r.source_id);
    if (!d) {
      const s = (r.signature ?? {}) as Record<string, unknown>;
      const signature: DocSignature = { issuer: strings(s.issuer), ids: strings(s.ids), layout: strings(s.layout) };
      docs.set(r.source_id, (d = { source: String(r.attachment_id), signature, examples: [] }));
    }
    d.examples.push(fromRow(r));
  }
  return { documents: [...docs.values()] };
}

/** What the organisation's reviewed documents taught for a struct; undefined when nothing was learned. */
export async function learnedKnowledge(db: Queryable, orgId: number, structId: number): Promise<LearnedKnowledge | undefined> {
  const rows = await learningRepo(db).knowledge(orgId, structId, MAX_LOADED_EXAMPLES);
  return rows.length ? toKnowledge(rows) : undefined;
}
