/** Using what was learned: values proposed for a document that resembles reviewed ones. */
import type { BBox } from '../../types.js';
import type { Candidate } from '../deterministic/candidates.js';
import { spanBox, type DocLine, type DocText } from '../deterministic/layout.js';
import type { FieldSpec } from '../deterministic/schema.js';
import { readValue } from '../deterministic/values.js';
import { denormalise, lineBelow, normalise, normDistance, overlap, rightOf } from './geometry.js';
import { afterLabel, editDistance, words } from './text.js';
import { wordSpans } from './locate.js';
import { shapeAgreement, shapeOf, shapePattern } from './shape.js';
import { constant, knownNames, listConstants } from './constants.js';
import { valueKey } from '../deterministic/normalise.js';
import { learnedAbsence, OTHER_ISSUER_FACTOR } from './absence.js';
import { resembling } from './resemble.js';
import type { FieldExample, LearnedKnowledge } from './types.js';

/** A learned label in a line's text, tolerating one recognition error in longer words. */
function findLabel(text: string, label: string): { start: number; end: number; score: number } | null {
  const want = words(label).map((t) => t.t);
  const toks = words(text);
  if (!want.length) return null;
  for (let i = 0; i + want.length <= toks.length; i++) {
    let score = 1;
    for (let j = 0; j < want.length && score > 0; j++) {
      const a = toks[i + j].t;
      const b = want[j];
      score *= a === b ? 1 : b.length >= 4 && editDistance(a, b) === 1 ? 0.9 : 0;
    }
    if (score > 0) return { start: toks[i].start, end: toks[i + want.length - 1].end, score };
  }
  return null;
}

const hitCache = new WeakMap<DocText, Map<string, { line: DocLine; start: number; end: number; score: number }[]>>();

/** Every line holding a learned label (looked up once per document and label: many examples share labels). */
function labelHits(dt: DocText, label: string) {
  let m = hitCache.get(dt);
  if (!m) hitCache.set(dt, (m = new Map()));
  let hits = m.get(label);
  if (!hits) {
    hits = [];
    for (const line of dt.lines) {
      const h = findLabel(line.text, label);
      if (h) hits.push({ line, ...h });
    }
    m.set(label, hits);
  }
  return hits;
}

interface Read {
  value: unknown;
  raw: string;
  index: number;
  agreement: number;
}

/** Whether a field's values are typed (numbers, dates, enums): a line may hold several of them side by side. */
function isTyped(f: FieldSpec): boolean {
  return ['number', 'integer', 'boolean'].includes(f.multiple ? (f.itemType ?? 'string') : f.type) || !!f.format || !!f.enum;
}

/**
 * Reads the field from a line from `offset` on. A line holding several values the learned value
 * could be (two dates of a period, amounts side by side) gives the one shaped like it that starts
 * nearest the learned place (`wantX`, in the page's units); otherwise as `readShaped`.
 */
function readNear(f: FieldSpec, line: DocLine, offset: number, e: FieldExample, wantX: number): Read | null {
  const first = readShaped(f, line.text.slice(offset), e);
  // only single-word values (a typed value, a reference): text runs on and is read from where it starts
  if (!first || (!isTyped(f) && /\s/.test(e.raw.trim()))) return first;
  let best: { r: Read; far: number } | null = null;
  for (const w of wordSpans(line)) {
    if (w.from < offset) continue;
    const v = readValue(f, line.text.slice(w.from));
    if (!v || v.index !== 0) continue;
    const r: Read = { value: v.value, raw: v.raw, index: w.from - offset, agreement: Math.max(shapeAgreement(shapeOf(v.raw), e.shape), isTyped(f) && v.parseScore >= 0.9 ? 0.7 : 0) };
    const far = Math.abs(w.bbox.x0 - wantX);
    if (r.agreement >= first.agreement && (!best || far < best.far)) best = { r, far };
  }
  return best?.r ?? first;
}

/** Reads the field from text, preferring a piece shaped like the learned value. */
function readShaped(f: FieldSpec, text: string, e: FieldExample): Read | null {
  const typed = isTyped(f);
  const m = shapePattern(e.raw).exec(text);
  const tries: { text: string; at: number }[] = m ? [{ text: m[0], at: m.index }, { text, at: 0 }] : [{ text, at: 0 }];
  for (const t of tries) {
    const v = readValue(f, t.text);
    if (!v) continue;
    let agreement = shapeAgreement(shapeOf(v.raw), e.shape);
    // a typed value that parses has the learned kind whatever its length (12.50 and 1,234.00 are both amounts)
    if (typed && v.parseScore >= 0.9) agreement = Math.max(agreement, 0.7);
    return { value: v.value, raw: v.raw, index: t.at + v.index, agreement };
  }
  return null;
}

function scoreFor(agreement: number, strength: number): number {
  return agreement >= 1 ? 0.9 + 0.09 * strength : agreement > 0 ? 0.8 + 0.1 * strength : 0.3 + 0.1 * strength;
}

function candidate(l: DocLine, r: Read, from: number, score: number, how: string, label?: string): Candidate {
  return {
    value: r.value,
    raw: r.raw,
    score: Math.min(0.99, score * (0.8 + 0.2 * l.confidence)),
    citations: [{ page: l.page, bbox: spanBox(l, from, from + r.raw.length), text: r.raw }],
    how,
    order: l.index,
    label,
  };
}

/** Values read after each occurrence of the learned label, at the learned relation first. */
function byLabel(dt: DocText, f: FieldSpec, e: FieldExample, strength: number): Candidate[] {
  if (!e.label || e.relation === 'none') return [];
  const out: Candidate[] = [];
  // the occurrence nearest the learned label's place is the one; others ("sub total" for "total") count less
  const far = (l: DocLine, box: BBox) => (l.page === e.page && e.labelBox ? normDistance(normalise(dt, l.page, box), e.labelBox) : 2);
  const hits = labelHits(dt, e.label)
    .map((hit) => ({ ...hit, box: spanBox(hit.line, hit.start, hit.end) }))
    .sort((a, b) => far(a.line, a.box) - far(b.line, b.box));
  for (const [i, hit] of hits.entries()) {
    const l = hit.line;
    const labelBox = hit.box;
    const h = Math.max(1, labelBox.y1 - labelBox.y0);
    const place = i === 0 && far(l, labelBox) <= 0.15 ? 1 : 0.85;
    const targets: { line: DocLine; text: string; offset: number; rel: string }[] = [];
    const rest = afterLabel(l.text, hit.end);
    if (rest.text.trim()) targets.push({ line: l, text: rest.text, offset: rest.offset, rel: 'same-line' });
    const wantX = labelBox.x1 + e.dx * h;
    const right = rightOf(dt, l, { ...l.bbox, x0: labelBox.x0, x1: Math.max(labelBox.x1, l.bbox.x1) }).sort((a, b) => Math.abs(a.bbox.x0 - wantX) - Math.abs(b.bbox.x0 - wantX))[0];
    if (right) targets.push({ line: right, text: right.text, offset: 0, rel: 'right' });
    const b = lineBelow(dt, l, labelBox);
    if (b) targets.push({ line: b, text: b.text, offset: 0, rel: 'below' });
    targets.sort((x, y) => Number(y.rel === e.relation) - Number(x.rel === e.relation));
    for (const t of targets) {
      const r = readNear(f, t.line, t.offset, e, wantX);
      if (!r) continue;
      const relation = t.rel === e.relation ? 1 : 0.85;
      out.push(candidate(t.line, r, t.offset + r.index, scoreFor(r.agreement, strength) * hit.score * relation * place, `learned:label:${t.rel}`, l.text.slice(hit.start, hit.end)));
      break;
    }
  }
  return out;
}

/** The value at the learned place on the learned page, read from the first word there onwards. */
function byPosition(dt: DocText, f: FieldSpec, e: FieldExample, strength: number): Candidate[] {
  // an example without a place (an empty field, a value not found in its document) is read at no place
  if (e.box.x1 <= e.box.x0 || !dt.lines.some((l) => l.page === e.page)) return [];
  const want = denormalise(dt, e.page, e.box);
  const tol = Math.max(2, (want.y1 - want.y0) * 1.5);
  let best: { line: DocLine; score: number } | null = null;
  for (const l of dt.lines) {
    if (l.page !== e.page || overlap(l.bbox.y0, l.bbox.y1, want.y0, want.y1) < 0.5) continue;
    const s = overlap(l.bbox.x0, l.bbox.x1, want.x0 - tol, want.x1 + tol);
    if (s > 0 && (!best || s > best.score)) best = { line: l, score: s };
  }
  if (!best) return [];
  const start = wordSpans(best.line).find((w) => w.bbox.x1 > want.x0 - tol && w.bbox.x0 >= want.x0 - tol);
  if (!start) return [];
  const r = readShaped(f, best.line.text.slice(start.from), e);
  if (!r) return [];
  const score = r.agreement >= 1 ? 0.7 + 0.15 * strength : r.agreement > 0 ? 0.6 + 0.1 * strength : 0.2 + 0.1 * strength;
  return [candidate(best.line, r, start.from + r.index, score, 'learned:position')];
}

/**
 * The candidates of every learned example, weighed by how many of the learned documents agree:
 * each document votes for the value its examples read best here, and a value read by fewer than
 * all of them counts `DISAGREEMENT_FLOOR + (1 - DISAGREEMENT_FLOOR) × share of votes`, so that
 * documents reviewed differently leave the decision to the general rules.
 */
function agreed(reads: { source: string; cands: Candidate[] }[]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const r of reads) for (const c of r.cands) if (!best.has(r.source) || c.score > best.get(r.source)!.score) best.set(r.source, c);
  const votes = new Map<string, number>();
  for (const c of best.values()) votes.set(valueKey(c.value), (votes.get(valueKey(c.value)) ?? 0) + 1);
  const all = reads.flatMap((r) => r.cands);
  if (votes.size <= 1) return all;
  return all.map((c) => ({ ...c, score: c.score * (DISAGREEMENT_FLOOR + (1 - DISAGREEMENT_FLOOR) * ((votes.get(valueKey(c.value)) ?? 0) / best.size)) }));
}

/** What a learned value read by none of the voting documents counts (see `agreed`). */
export const DISAGREEMENT_FLOOR = 0.5;

/**
 * Candidates for a scalar field from what was learned of documents this one resembles (same
 * issuer or close layout): read after the learned label, at the learned place, or a constant
 * value found again. A document that resembles nothing learned gets none.
 */
export function learnedCandidates(dt: DocText, f: FieldSpec, learned: LearnedKnowledge): Candidate[] {
  if ((f.type === 'array' && !f.multiple) || f.type === 'object' || !learned.documents.length) return [];
  const near = resembling(dt, learned);
  const examples = near.flatMap((n) => n.doc.examples.filter((e) => e.path === f.path && e.value !== null).map((e) => ({ e, strength: n.strength, source: n.doc.source, sameIssuer: n.sameIssuer, age: n.age })));
  // a list's items (the parties of an agreement) are names found again, each on its own; their places vary
  if (f.multiple) return listConstants(dt, examples).map((c) => (near.some((n) => n.sameIssuer) ? c : { ...c, score: c.score * 0.8 }));
  // a document of another issuer laid out alike (one template, many senders) teaches less than the same issuer does,
  // and nothing beside the issuer's own examples of the field: its label may name another number there
  const issuerKnows = examples.some((x) => x.sameIssuer);
  const own = issuerKnows ? examples.filter((x) => x.sameIssuer) : examples;
  // what most of the issuer's reviewed documents left empty, a minority's example does not fill on its own either
  const factor = (issuerKnows ? 1 : OTHER_ISSUER_FACTOR) * (f.kind === 'total' ? 0.9 : 1) * learnedAbsence(dt, f, learned);
  const out = agreed(own.map(({ e, strength, source }) => ({ source, cands: [...byLabel(dt, f, e, strength), ...byPosition(dt, f, e, strength)] })));
  out.push(...constant(dt, own), ...knownNames(dt, f, learned, near));
  return factor === 1 ? out : out.map((c) => ({ ...c, score: c.score * factor }));
}
