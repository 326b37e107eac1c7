/**
 * Deterministic classification: how well a document's text fits each participating struct, from
 * the struct's name, description, field labels (with the labels the language packs know for the
 * concept each field plays) and what was learned from documents reviewed under it.
 */
import { CONCEPTS, LANGUAGE_PACKS } from '../../pipeline/extract/packs/registry.js';
import { conceptOf, words } from '../../pipeline/extract/packs/understand.js';
import type { Concept } from '../../pipeline/extract/packs/types.js';
import { walkFields, type SchemaField } from '../structs/schema-fields.js';

/** What the scorer knows of one participating struct version. */
export interface StructProfileInput {
  structVersionId: number;
  slug: string;
  name: string;
  description: string;
  schema: unknown;
  /** labels printed beside values in documents reviewed under the struct */
  learnedLabels: string[];
  /** words naming the issuers of those documents */
  learnedIssuers: string[];
}

/** One piece of evidence: found when any of its phrases stands in the text as whole words. */
interface Unit {
  kind: 'name' | 'description' | 'field' | 'learned';
  label: string;
  phrases: string[];
  weight: number;
}

/** A candidate's score with the evidence found. */
export interface Ranked {
  structVersionId: number;
  slug: string;
  name: string;
  score: number;
  reasons: string[];
}

// words that say nothing about the kind of a document
const STOP = new Set(
  ('a an and any are as at be by for from has have in is it its of on or our the their this to was with your you ' +
    'all each per which what who document documents paper form data value values field fields number date name amount').split(' '),
);

const WEIGHTS = { name: 3, description: 2, field: 1, learned: 1 } as const;

/** Content words of a text (folded, no stop words, at least 3 characters). */
function contentWords(s: string): string[] {
  return [...new Set(words(fold(s)).split(' ').filter((w) => w.length >= 3 && !STOP.has(w) && !/^\d+$/.test(w)))];
}

/** Lower case without accents, punctuation as spaces: "Auftragsbestätigung" → "auftragsbestatigung". */
export function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let labelsByConcept: Map<Concept, string[]> | null = null;

/** Every language pack's labels of a concept, with its English field words. */
function conceptLabels(c: Concept): string[] {
  if (!labelsByConcept) {
    labelsByConcept = new Map();
    for (const [concept, spec] of CONCEPTS) labelsByConcept.set(concept, [...spec.field_words]);
    for (const pack of LANGUAGE_PACKS.values()) {
      for (const [concept, labels] of Object.entries(pack.labels)) labelsByConcept.get(concept as Concept)?.push(...(labels ?? []));
    }
  }
  // short labels ("no", "nr") would be found in any text
  return (labelsByConcept.get(c) ?? []).map(fold).filter((l) => l.length >= 4);
}

function fieldUnit(f: SchemaField): Unit {
  const own = [words(f.key), f.title ? words(f.title) : ''].map(fold).filter((p) => p.length >= 3 && !STOP.has(p));
  const { concept } = conceptOf({ name: f.key, title: f.title, description: f.description, type: f.type === 'array' ? 'array' : f.type as 'string' });
  const phrases = [...new Set([...own, ...(concept ? conceptLabels(concept) : [])])];
  return { kind: 'field', label: f.title ?? f.key, phrases, weight: WEIGHTS.field };
}

/** The evidence units of one struct. */
export function profileUnits(p: StructProfileInput): Unit[] {
  const units: Unit[] = [];
  const nameWords = contentWords(p.name);
  for (const w of nameWords) units.push({ kind: 'name', label: w, phrases: [w], weight: WEIGHTS.name / nameWords.length });
  const descWords = contentWords(p.description);
  for (const w of descWords) units.push({ kind: 'description', label: w, phrases: [w], weight: WEIGHTS.description / descWords.length });
  for (const f of walkFields(p.schema)) {
    if (f.items) for (const c of f.items) units.push(fieldUnit(c));
    else units.push(fieldUnit(f));
  }
  const learned = [...new Set(p.learnedLabels.map(fold).filter((l) => l.length >= 3 && !STOP.has(l)))];
  for (const l of learned) units.push({ kind: 'learned', label: l, phrases: [l], weight: WEIGHTS.learned });
  const issuers = [...new Set(p.learnedIssuers.map(fold).filter((w) => w.length >= 3 && !STOP.has(w)))];
  if (issuers.length) units.push({ kind: 'learned', label: `issuer ${issuers.slice(0, 3).join(' ')}`, phrases: issuers, weight: WEIGHTS.name });
  return units.filter((u) => u.phrases.length > 0);
}

/** Ranks the structs for a text, best first (ties: the earlier profile first); scores from 0 to 1. */
export function rankStructs(text: string, profiles: StructProfileInput[]): Ranked[] {
  const hay = ` ${fold(text)} `;
  const has = (p: string) => hay.includes(` ${p} `);
  const all = profiles.map((p) => ({ p, units: profileUnits(p) }));
  // a phrase that names evidence of many structs tells them apart less: its weight is scaled down
  const spread = new Map<string, number>();
  for (const { units } of all) for (const ph of new Set(units.flatMap((u) => u.phrases))) spread.set(ph, (spread.get(ph) ?? 0) + 1);
  const n = profiles.length;
  const idf = (ph: string) => (n <= 1 ? 1 : Math.log(1 + n / (spread.get(ph) ?? 1)) / Math.log(1 + n));
  const ranked = all.map(({ p, units }, order) => {
    let total = 0;
    let found = 0;
    const hits: { u: Unit; ph: string; w: number }[] = [];
    for (const u of units) {
      total += u.weight;
      let best: { ph: string; f: number } | null = null;
      for (const ph of u.phrases) if (has(ph) && (!best || idf(ph) > best.f)) best = { ph, f: idf(ph) };
      if (best) {
        found += u.weight * best.f;
        hits.push({ u, ph: best.ph, w: u.weight * best.f });
      }
    }
    const score = total > 0 ? found / total : 0;
    hits.sort((a, b) => b.w - a.w);
    const reasons = hits.slice(0, 6).map((h) => `${h.u.kind} '${h.u.label}'${h.ph !== h.u.label ? ` found as '${h.ph}'` : ' found'}`);
    return { order, r: { structVersionId: p.structVersionId, slug: p.slug, name: p.name, score: Math.round(score * 10000) / 10000, reasons } };
  });
  ranked.sort((a, b) => b.r.score - a.r.score || a.order - b.order);
  return ranked.map((x) => x.r);
}
