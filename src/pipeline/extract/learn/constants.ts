/** Values of an issuer found again: names and addresses reviewers gave alike, proposed in their reviewed spelling. */
import type { Candidate } from '../deterministic/candidates.js';
import type { DocText } from '../deterministic/layout.js';
import type { FieldSpec } from '../deterministic/schema.js';
import { valueKey } from '../deterministic/normalise.js';
import { approxFind, foldSameLength } from './fuzzy.js';
import { citeRange } from './geometry.js';
import { editDistance } from './text.js';
import { MIN_NAME_KEY, namedIn, nameKey } from './signature.js';
import { NAME_TYPES } from './learn.js';
import { nameTextOf, type Near } from './resemble.js';
import type { FieldExample, LearnedKnowledge } from './types.js';

/** A constant value is found again with at most 15 % of its length, and at most this many, in differences. */
export const MAX_CONSTANT_EDITS = 4;

const foldCache = new WeakMap<DocText, string>();

/** The document's text folded for searching, once per document. */
function folded(dt: DocText): string {
  let t = foldCache.get(dt);
  if (t === undefined) foldCache.set(dt, (t = foldSameLength(dt.text)));
  return t;
}

/** A learned example as the resembling documents offer it: how strongly its document resembles, whose it is, how new. */
export interface Offered {
  e: FieldExample;
  strength: number;
  source: string;
  sameIssuer?: boolean;
  /** the place of its document in the knowledge, newest first */
  age?: number;
}

/** Spellings that differ only in spaces, case and punctuation are one value ("<no>.<n>, <street>" and "<no>. <n>,<street>"). */
function looseKey(v: unknown): string {
  return typeof v === 'string' ? v.toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '') : JSON.stringify(v);
}

/** Examples grouped by their value's loose spelling, in the order first met. */
function byLooseKey(examples: Offered[]): Offered[][] {
  const groups = new Map<string, Offered[]>();
  for (const x of examples) {
    const k = looseKey(x.e.value);
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  return [...groups.values()];
}

/**
 * A value resembling documents had (a name, an address), found again in this one: proposed in the
 * learned spelling. The value most of them gave is tried first, then the most resembling
 * document's, then the newest.
 */
export function constant(dt: DocText, examples: Offered[]): Candidate[] {
  const sources = (g: Offered[]) => new Set(g.map((x) => x.source)).size;
  const strongest = (g: Offered[]) => Math.max(...g.map((x) => x.strength));
  const newest = (g: Offered[]) => Math.min(...g.map((x) => x.age ?? 0));
  const ordered = byLooseKey(examples.filter((x) => typeof x.e.value === 'string')).sort((a, b) => sources(b) - sources(a) || strongest(b) - strongest(a) || newest(a) - newest(b));
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
  const key = (e: FieldExample) => valueKey(e.value);
  for (const e of examples) count.set(key(e), (count.get(key(e)) ?? 0) + 1);
  let best: FieldExample | undefined;
  for (const e of examples) if (!best || count.get(key(e))! > count.get(key(best))! || (count.get(key(e)) === count.get(key(best)) && far(e) < far(best))) best = e;
  return best;
}

/** Each distinct item learned for a list of scalars, found again in this document. */
export function listConstants(dt: DocText, examples: Offered[]): Candidate[] {
  return byLooseKey(examples).flatMap((g) => constant(dt, g));
}


/** The factor of a buyer's or recipient's name reviewed on documents of other issuers, found again (see `knownNames`). */
export const KNOWN_NAME_FACTOR = 0.8;

/**
 * The buyer's or recipient's names reviewers gave for this field on documents that do not resemble
 * this one, written again in it as whole words: one customer buys from many issuers, so its name
 * is not a sign of the issuer (it is left out of signatures) but is the field's value wherever it
 * appears. Proposed in the reviewed spelling at `KNOWN_NAME_FACTOR` of a constant's score.
 */
export function knownNames(dt: DocText, f: FieldSpec, learned: LearnedKnowledge, near: Near[]): Candidate[] {
  if (!NAME_TYPES.has(f.meaning.type) || (f.meaning.party !== 'buyer' && f.meaning.party !== 'recipient')) return [];
  const text = nameTextOf(dt);
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
  return byLooseKey(offered).flatMap((g) => constant(dt, g)).map((c) => ({ ...c, score: c.score * KNOWN_NAME_FACTOR }));
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
