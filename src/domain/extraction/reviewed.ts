import type { Citation, FieldResult, ValidationProblem } from '../../pipeline/extract/types.js';
import { pointerSegment, schemaLeaves, validateAgainstSchema } from '../../pipeline/extract/validate.js';
import { cloneJson, covers, deleteAt, getAt, parsePointer, schemaAt, setAt } from './pointers.js';

type Json = Record<string, unknown>;

/** Where a presented field's value comes from. */
export type FieldSource = 'extracted' | 'reviewed' | 'entered';

/** Who reviewed: a user of the organisation, or the organisation's API key. */
export interface Reviewer {
  kind: 'user' | 'api_key';
  user_id: number | null;
  email: string | null;
}

/** A scalar leaf of a reviewed value with its grounding. */
export interface ReviewLeaf {
  path: string;
  value: unknown;
  citations: Citation[];
  source: 'reviewed' | 'entered';
  raw?: string;
}

/** One stored review of a path (as the repository returns it). */
export interface StoredReview {
  id: number;
  path: string;
  action: 'confirm' | 'correct';
  /** null: the field has no value in the document */
  value: unknown;
  leaves: ReviewLeaf[];
  reviewer_kind: 'user' | 'api_key';
  reviewer_user_id: number | null;
  reviewer_email: string | null;
  reviewed_at: Date | string;
}

/** The attachment's review mark: the last review and whether the result was marked complete. */
export interface StoredMark {
  complete: boolean;
  reviewer_kind: 'user' | 'api_key';
  reviewer_user_id: number | null;
  reviewer_email: string | null;
  reviewed_at: Date | string;
}

/** A field as served: the machine field, or a reviewed leaf, with its review state. */
export interface PresentedField extends FieldResult {
  source: FieldSource;
  reviewed: boolean;
  machine_value?: unknown;
  machine_confidence?: number;
  reviewed_by?: Reviewer;
  reviewed_at?: string;
}

/** The reviewed view of a result. */
export interface ReviewedView {
  data: Json;
  fields: PresentedField[];
  problems: ValidationProblem[];
  reviewed: boolean;
  reviewed_at: string | null;
  reviewed_by: Reviewer | null;
  needs_review: boolean;
}

/** The machine part of a stored result. */
export interface MachineResult {
  data: Json;
  fields: FieldResult[];
  problems: ValidationProblem[];
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The reviewer a stored row names. */
export function reviewerOf(r: { reviewer_kind: 'user' | 'api_key'; reviewer_user_id: number | null; reviewer_email: string | null }): Reviewer {
  return r.reviewer_kind === 'api_key' ? { kind: 'api_key', user_id: null, email: null } : { kind: 'user', user_id: r.reviewer_user_id, email: r.reviewer_email };
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Applies reviews (in id order) to the machine data. A review that no longer fits the data (an
 * array index past the end after a reprocess) is skipped and not returned as applied.
 */
export function applyReviews(schema: unknown, machineData: Json, reviews: StoredReview[]): { data: Json; applied: StoredReview[] } {
  const data = cloneJson(isObject(machineData) ? machineData : {});
  const applied: StoredReview[] = [];
  for (const r of [...reviews].sort((a, b) => a.id - b.id)) {
    const segs = parsePointer(r.path);
    const target = segs && schemaAt(schema, segs);
    if (!segs || !target) continue;
    if (r.value === null || r.value === undefined) deleteAt(data, segs);
    else if (!setAt(data, segs, target.inArray, cloneJson(r.value))) continue;
    applied.push(r);
  }
  return { data, applied };
}

/** Pointers of required properties missing from the data (descending into present objects and array items). */
export function missingRequired(schema: unknown, data: unknown, path = '', out: string[] = [], depth = 0): string[] {
  if (!isObject(schema) || depth > 32) return out;
  if (isObject(data)) {
    const props = isObject(schema.properties) ? schema.properties : {};
    if (Array.isArray(schema.required)) {
      for (const k of schema.required) if (typeof k === 'string' && !(k in data)) out.push(`${path}/${pointerSegment(k)}`);
    }
    for (const [k, v] of Object.entries(data)) if (isObject(props[k])) missingRequired(props[k], v, `${path}/${pointerSegment(k)}`, out, depth + 1);
  } else if (Array.isArray(data) && isObject(schema.items)) {
    data.forEach((item, i) => missingRequired(schema.items, item, `${path}/${i}`, out, depth + 1));
  }
  return out;
}

/** Sort key of a field: the position of its schema leaf, then its path with indices compared as numbers. */
function fieldOrder(schema: unknown) {
  const leaves = schemaLeaves(schema).map((l) => l.pointer);
  const rank = (p: string) => {
    const i = leaves.findIndex((l) => covers(l, p));
    return i === -1 ? leaves.length : i;
  };
  const parts = (p: string) => p.split('/').map((s) => (/^\d+$/.test(s) ? s.padStart(10, '0') : s));
  return (a: { path: string }, b: { path: string }) => {
    const d = rank(a.path) - rank(b.path);
    if (d !== 0) return d;
    const pa = parts(a.path).join('/');
    const pb = parts(b.path).join('/');
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  };
}

/**
 * The result as served: reviewed values applied on top of the machine result, each field with
 * its source and review state, problems re-checked where reviews changed the data, and whether
 * the result still needs review (a required field missing, or a field below the threshold, that
 * nobody reviewed; never once the result was marked complete).
 */
export function reviewedView(input: {
  schema: unknown;
  threshold: number;
  machine: MachineResult;
  reviews: StoredReview[];
  mark: StoredMark | null;
}): ReviewedView {
  const { schema, machine } = input;
  const { data, applied } = applyReviews(schema, machine.data, input.reviews);
  const coveredByReview = (path: string, after = -Infinity) => applied.some((r) => r.id > after && covers(r.path, path));
  const machineField = new Map(machine.fields.map((f) => [f.path, f]));

  const fields: PresentedField[] = [];
  for (const f of machine.fields) {
    if (!coveredByReview(f.path)) fields.push({ ...f, source: 'extracted', reviewed: false });
  }
  for (const r of applied) {
    for (const leaf of r.leaves) {
      // a later review of the same or an enclosing path replaced this leaf
      if (coveredByReview(leaf.path, r.id)) continue;
      const segs = parsePointer(leaf.path) ?? [];
      const mv = getAt(machine.data, segs);
      const mf = machineField.get(leaf.path);
      fields.push({
        path: leaf.path,
        value: leaf.value ?? null,
        ...(leaf.raw !== undefined ? { raw: leaf.raw } : {}),
        confidence: 1,
        citations: leaf.citations,
        source: leaf.source,
        reviewed: true,
        ...(mv !== undefined ? { machine_value: mv } : {}),
        ...(mf ? { machine_confidence: mf.confidence } : {}),
        reviewed_by: reviewerOf(r),
        reviewed_at: iso(r.reviewed_at),
      });
    }
  }
  fields.sort(fieldOrder(schema));

  // problems the extractor listed stay where nobody reviewed; reviewed paths are checked again
  const seen = new Set<string>();
  const problems: ValidationProblem[] = [];
  const keep = (p: ValidationProblem) => {
    const k = `${p.path}\u0001${p.message}`;
    if (!seen.has(k)) {
      seen.add(k);
      problems.push(p);
    }
  };
  for (const p of machine.problems) if (!coveredByReview(p.path)) keep(p);
  for (const p of validateAgainstSchema(schema, data)) if (coveredByReview(p.path)) keep(p);

  const missing = missingRequired(schema, data).filter((p) => !coveredByReview(p));
  const lowConfidence = machine.fields.some((f) => f.confidence < input.threshold && !coveredByReview(f.path));
  const complete = input.mark?.complete ?? false;
  const allReviewed = applied.length > 0 && missing.length === 0 && fields.every((f) => f.reviewed);
  return {
    data,
    fields,
    problems,
    reviewed: complete || allReviewed,
    reviewed_at: input.mark ? iso(input.mark.reviewed_at) : null,
    reviewed_by: input.mark ? reviewerOf(input.mark) : null,
    needs_review: !complete && (missing.length > 0 || lowConfidence),
  };
}
