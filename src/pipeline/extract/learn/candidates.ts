/** Using what was learned: values proposed for a document that resembles reviewed ones. */
import type { BBox } from '../../types.js';
import type { Candidate } from '../deterministic/candidates.js';
import { spanBox, type DocLine, type DocText } from '../deterministic/layout.js';
import type { FieldSpec } from '../deterministic/schema.js';
import { readValue } from '../deterministic/values.js';
import { approxFind, foldSameLength, occursApprox } from './fuzzy.js';
import { citeRange, denormalise, lineBelow, normalise, normDistance, overlap, rightOf } from './geometry.js';
import { afterLabel, editDistance, words } from './text.js';
import { wordSpans } from './locate.js';
import { shapeAgreement, shapeOf, shapePattern } from './shape.js';
import { documentSignature, foldName, MIN_NAME_KEY, namedIn, nameKey, namesIn, nameText, recipientIds, resemblance, type NameText } from './signature.js';
import { NAME_TYPES } from './learn.js';
import type { DocSignature, FieldExample, LearnedDocument, LearnedKnowledge } from './types.js';

/** A constant value is found again with at most 15 % of its length, and at most this many, in differences. */
export const MAX_CONSTANT_EDITS = 4;

const foldCache = new WeakMap<DocText, string>();

/** The document's text folded for searching, once per document. */
function folded(dt: DocText): string {
  let t = foldCache.get(dt);
  if (t === undefined) foldCache.set(dt, (t = foldSameLength(dt.text)));
  return t;
}

interface Near {
  doc: LearnedDocument;
  strength: number;
  sameIssuer: boolean;
  /** the document's place in the knowledge (newest first, as it is loaded) */
  age: number;
}

const nearCache = new WeakMap<LearnedKnowledge, WeakMap<DocText, Near[]>>();

/** The learned documents this one resembles, strongest first (computed once per document and knowledge). */
export function resembling(dt: DocText, learned: LearnedKnowledge): Near[] {
  let byDoc = nearCache.get(learned);
  if (!byDoc) nearCache.set(learned, (byDoc = new WeakMap()));
  const hit = byDoc.get(dt);
  if (hit) return hit;
  const sig = documentSignature(dt);
  const ignore = recipientIds(learned.documents.map((d) => d.signature));
  const names = nameText(dt.text);
  const near = learned.documents
    .map((doc, age) => {
      // the names a reviewed document's issuer and parties had, written again in this one, are identifiers it shares
      const named = namesIn(names, doc.signature);
      const r = resemblance(named.length ? { ...sig, ids: [...sig.ids, ...named] } : sig, doc.signature, ignore);
      // an issuer prints its name: a document that names none of the reviewed names of a learned one, not even
      // misread, is of another issuer whatever else they share (a template's sample tax id, a service provider's phone)
      if (r.sameIssuer && !named.length && !namesAgain(names, doc.signature)) return { doc, strength: r.closeLayout ? r.strength : 0, sameIssuer: false, age };
      return { doc, strength: r.strength, sameIssuer: r.sameIssuer, age };
    })
    .filter((n) => n.strength > 0)
    .sort((a, b) => b.strength - a.strength);
  byDoc.set(dt, near);
  return near;
}

/** Differences allowed when a reviewed name is looked for in a document's letters and digits: recognition errors. */
const NAME_EDITS = 0.2;

/**
 * Whether a document's letters and digits (`nameKey` of its text) hold one of the reviewed names of a
 * learned document as whole words, with a few recognition errors; true when the learned document has no reviewed name.
 */
function namesAgain(text: NameText, learned: DocSignature): boolean {
  const names = learned.ids.filter((x) => x.startsWith('name:')).map((x) => foldName(x.slice(5)));
  return !names.length || names.some((n) => occursApprox(text.key, n, Math.floor(n.length * NAME_EDITS), text));
}

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

/** A learned example as the resembling documents offer it: how strongly its document resembles, whose it is, how new. */
interface Offered {
  e: FieldExample;
  strength: number;
  source: string;
  sameIssuer?: boolean;
  /** the place of its document in the knowledge, newest first */
  age?: number;
}

/** Spellings that differ only in spaces, case and punctuation are one value ("NO.53, JALAN" and "NO. 53,JALAN"). */
function looseKey(v: unknown): string {
  return typeof v === 'string' ? v.toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '') : JSON.stringify(v);
}

/**
 * A value resembling documents had (a name, an address), found again in this one: proposed in the
 * learned spelling. The value most of them gave is tried first, then the most resembling
 * document's, then the newest.
 */
function constant(dt: DocText, f: FieldSpec, examples: Offered[]): Candidate[] {
  const groups = new Map<string, Offered[]>();
  for (const x of examples) if (typeof x.e.value === 'string') groups.set(looseKey(x.e.value), [...(groups.get(looseKey(x.e.value)) ?? []), x]);
  const sources = (g: Offered[]) => new Set(g.map((x) => x.source)).size;
  const strongest = (g: Offered[]) => Math.max(...g.map((x) => x.strength));
  const newest = (g: Offered[]) => Math.min(...g.map((x) => x.age ?? 0));
  const ordered = [...groups.values()].sort((a, b) => sources(b) - sources(a) || strongest(b) - strongest(a) || newest(a) - newest(b));
  // of values given as often, the one this document shows with the fewest differences
  let best: { c: Candidate; n: number; distance: number } | null = null;
  for (const g of ordered) {
    if (best && sources(g) < best.n) break;
    const hit = foundAgain(dt, g);
    if (hit && (!best || hit.distance < best.distance)) best = { c: hit.c, n: sources(g), distance: hit.distance };
  }
  return best ? [best.c] : [];
}

/** One agreeing group of a constant found in the document, or null. */
function foundAgain(dt: DocText, agreeing: Offered[]): { c: Candidate; distance: number } | null {
  const byAge = [...agreeing].sort((a, b) => (a.age ?? 0) - (b.age ?? 0));
  const spelling = mostGiven(byAge.map((x) => x.e)) ?? byAge[0].e;
  const value = spelling.value as string;
  // only text with words: numbers and dates that repeat by chance are not an issuer's constants
  if (value.length < 4 || (value.match(/\p{L}/gu) ?? []).length < 3) return null;
  const sources = new Set(agreeing.map((x) => x.source)).size;
  // given alike for two documents of this issuer, the value is the issuer's own (its name, its address): a poorer
  // recognition (more misread letters, one misread digit) is still it; a reference (few letters, many digits) never is
  const letters = (value.match(/\p{L}/gu) ?? []).length;
  const repeated = letters >= 8 && letters >= 2 * (value.match(/\p{N}/gu) ?? []).length && new Set(agreeing.filter((x) => x.sameIssuer).map((x) => x.source)).size >= 2;
  const text = folded(dt);
  const wanted = [...new Set([value, spelling.raw, ...byAge.map((x) => x.e.raw)])].slice(0, 4);
  const tries: { edits: (n: number) => number; digits: number; factor: number }[] = [{ edits: (n) => Math.min(MAX_CONSTANT_EDITS, Math.floor(n * 0.15)), digits: 0, factor: 1 }];
  if (repeated) tries.push({ edits: (n) => Math.min(MAX_REPEATED_EDITS, Math.floor(n * 0.25)), digits: 1, factor: 0.9 });
  for (const t of tries) {
    for (const w of wanted) {
      const want = foldSameLength(w.replace(/\s+/g, ' ').trim());
      // recognition errors are few; more differences in a long address are another address of the same issuer
      const m = approxFind(text, want, t.edits(want.length), undefined, t.digits);
      if (!m) continue;
      const cites = citeRange(dt, m.start, m.end);
      const line = dt.lines.find((l) => l.start <= m.start && m.start <= l.start + l.text.length);
      if (!cites.length || !line) continue;
      const strength = Math.max(...agreeing.map((x) => x.strength));
      const score = (sources >= 2 ? 0.95 + 0.04 * strength : 0.82 + 0.1 * strength) * (m.distance ? 0.97 : 1) * t.factor;
      // of spellings that differ in spaces and punctuation only, the one reviewers gave most often; of those given as
      // often, the one nearest what this document shows, then the newest
      const shown = foldSameLength(text.slice(m.start, m.end));
      const written = mostGiven(byAge.map((x) => x.e), (e) => editDistance(foldSameLength(String(e.value)), shown)) ?? spelling;
      return { c: { value: written.value, raw: cites[0].text, score: Math.min(0.99, score), citations: cites, how: 'learned:constant', order: line.index }, distance: m.distance + (t.factor < 1 ? 100 : 0) };
    }
  }
  return null;
}

/** A constant two documents of the issuer gave alike is found with up to 25 % of its length, and at most this many, in differences. */
export const MAX_REPEATED_EDITS = 10;

/** The example whose value was given most often (spaces collapsed, case ignored); of equals the least `far`, then the first. */
function mostGiven(examples: FieldExample[], far: (e: FieldExample) => number = () => 0): FieldExample | undefined {
  const count = new Map<string, number>();
  const key = (e: FieldExample) => String(e.value).replace(/\s+/g, ' ').trim().toUpperCase();
  for (const e of examples) count.set(key(e), (count.get(key(e)) ?? 0) + 1);
  let best: FieldExample | undefined;
  for (const e of examples) if (!best || count.get(key(e))! > count.get(key(best))! || (count.get(key(e)) === count.get(key(best)) && far(e) < far(best))) best = e;
  return best;
}

/** Each distinct item learned for a list of scalars, found again in this document. */
function listConstants(dt: DocText, f: FieldSpec, examples: Offered[]): Candidate[] {
  const groups = new Map<string, Offered[]>();
  for (const x of examples) groups.set(looseKey(x.e.value), [...(groups.get(looseKey(x.e.value)) ?? []), x]);
  return [...groups.values()].flatMap((g) => constant(dt, f, g));
}

/** A value as values are compared when learned documents vote (spaces collapsed, case ignored). */
function voteKey(v: unknown): string {
  return typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().toUpperCase() : JSON.stringify(v);
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
  for (const c of best.values()) votes.set(voteKey(c.value), (votes.get(voteKey(c.value)) ?? 0) + 1);
  const all = reads.flatMap((r) => r.cands);
  if (votes.size <= 1) return all;
  return all.map((c) => ({ ...c, score: c.score * (DISAGREEMENT_FLOOR + (1 - DISAGREEMENT_FLOOR) * ((votes.get(voteKey(c.value)) ?? 0) / best.size)) }));
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
  if (f.multiple) return listConstants(dt, f, examples).map((c) => (near.some((n) => n.sameIssuer) ? c : { ...c, score: c.score * 0.8 }));
  // a document of another issuer laid out alike (one template, many senders) teaches less than the same issuer does,
  // and nothing beside the issuer's own examples of the field: its label may name another number there
  const issuerKnows = examples.some((x) => x.sameIssuer);
  const own = issuerKnows ? examples.filter((x) => x.sameIssuer) : examples;
  // what most of the issuer's reviewed documents left empty, a minority's example does not fill on its own either
  const factor = (issuerKnows ? 1 : OTHER_ISSUER_FACTOR) * (f.kind === 'total' ? 0.9 : 1) * learnedAbsence(dt, f, learned);
  const out = agreed(own.map(({ e, strength, source }) => ({ source, cands: [...byLabel(dt, f, e, strength), ...byPosition(dt, f, e, strength)] })));
  out.push(...constant(dt, f, own), ...knownNames(dt, f, learned, near));
  return factor === 1 ? out : out.map((c) => ({ ...c, score: c.score * factor }));
}

/** The factor of a buyer's or recipient's name reviewed on documents of other issuers, found again (see `knownNames`). */
export const KNOWN_NAME_FACTOR = 0.8;

const nameTexts = new WeakMap<DocText, NameText>();

/**
 * The buyer's or recipient's names reviewers gave for this field on documents that do not resemble
 * this one, written again in it as whole words: one customer buys from many issuers, so its name
 * is not a sign of the issuer (it is left out of signatures) but is the field's value wherever it
 * appears. Proposed in the reviewed spelling at `KNOWN_NAME_FACTOR` of a constant's score.
 */
function knownNames(dt: DocText, f: FieldSpec, learned: LearnedKnowledge, near: Near[]): Candidate[] {
  if (!NAME_TYPES.has(f.meaning.type) || (f.meaning.party !== 'buyer' && f.meaning.party !== 'recipient')) return [];
  let text = nameTexts.get(dt);
  if (!text) nameTexts.set(dt, (text = nameText(dt.text)));
  const resembles = new Set(near.map((n) => n.doc.source));
  const offered: Offered[] = [];
  for (const [age, d] of learned.documents.entries()) {
    if (resembles.has(d.source)) continue;
    for (const e of d.examples) {
      if (e.path !== f.path || typeof e.value !== 'string') continue;
      const key = nameKey(e.value);
      if (key.length >= MIN_NAME_KEY && namedIn(text, key)) offered.push({ e, strength: 0, source: d.source, age });
    }
  }
  const groups = new Map<string, Offered[]>();
  for (const x of offered) groups.set(looseKey(x.e.value), [...(groups.get(looseKey(x.e.value)) ?? []), x]);
  return [...groups.values()].flatMap((g) => constant(dt, f, g)).map((c) => ({ ...c, score: c.score * KNOWN_NAME_FACTOR }));
}

/**
 * A list's items with the learned spellings of its known items in place of the general rules'
 * readings of the same item (the same letters and digits, or a reading that holds a learned item or is held by one): a party found again as `Vocus Inc.` drops `Vocus` and `Mark G. Parker
 * NIKE Inc. and its parent`.
 */
export function learnedSpellings(cands: Candidate[]): Candidate[] {
  const known = cands.filter((c) => c.how === 'learned:constant' && typeof c.value === 'string').map((c) => nameKey(c.value as string)).filter((k) => k.length >= MIN_NAME_KEY);
  if (!known.length) return cands;
  return cands.filter((c) => {
    if (c.how.startsWith('learned:') || typeof c.value !== 'string') return true;
    const k = nameKey(c.value);
    return !known.some((x) => k.includes(x) || (k.length >= 3 && x.includes(k)));
  });
}

/**
 * How much to trust the general rules' values for a field when the reviewed documents of this
 * document's issuer had none for it (the reviewer left it empty): `ABSENT_FACTOR` when most of
 * them, and at least two, had none (a single review may be mistaken); `WEAK_ABSENT_FACTOR` when one
 * had none and none had one, or as many had none as had one and the newest of them had none (where
 * reviews went both ways as often, the newest way counts, but not alone); else 1.
 */
export function learnedAbsence(dt: DocText, f: FieldSpec, learned: LearnedKnowledge): number {
  if (!learned.documents.length) return 1;
  let absent = 0;
  let present = 0;
  let newest: { age: number; absent: boolean } | null = null;
  for (const n of resembling(dt, learned)) {
    if (!n.sameIssuer) continue;
    const mine = n.doc.examples.filter((e) => e.path === f.path);
    if (!mine.length) continue;
    const none = mine.every((e) => e.value === null);
    if (none) absent++;
    else present++;
    if (!newest || n.age < newest.age) newest = { age: n.age, absent: none };
  }
  if (absent > present && absent >= 2) return ABSENT_FACTOR;
  return absent > present || (absent === present && newest?.absent) ? WEAK_ABSENT_FACTOR : 1;
}

/**
 * The factor of a field's candidates when a single review of the issuer left it empty and none gave
 * it, or the reviews went both ways as often and the newest left it empty: only strong evidence fills it.
 */
export const WEAK_ABSENT_FACTOR = 0.25;

/** The factor of learned candidates when no resembling document of this document's issuer holds an example of the field. */
export const OTHER_ISSUER_FACTOR = 0.8;

/**
 * The factor of every candidate of a field two or more of its issuer's reviewed documents, and
 * most of them, left empty: none, so the field stays empty. The reviewer who finds it on a later document of the issuer fills it,
 * and from then on the reviews are counted again.
 */
export const ABSENT_FACTOR = 0;
