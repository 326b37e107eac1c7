/**
 * Deterministic classification: how well a document's text fits each participating struct, from
 * the struct's name, description, field labels (with the labels the language packs know for the
 * concept each field plays) and what was learned from documents reviewed under it.
 */
import { detectLanguage } from '../../pipeline/extract/packs/locale.js';
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
  /** the struct's per-field hints (label and aliases are used); absent: none */
  annotations?: Record<string, unknown>;
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

const DESCRIPTION_SATURATION = 3;

const WEIGHTS = { name: 3, description: 4, field: 1, learned: 1 } as const;

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

/** Adjacent content-word pairs of a text, not across punctuation: "a cash bill, or a receipt" → "cash bill". */
function descriptionPairs(s: string): string[] {
  const out = new Set<string>();
  for (const part of s.split(/[.,;:()!?]+/)) {
    const ws = fold(part).split(' ').filter(Boolean);
    for (let i = 0; i + 1 < ws.length; i++) {
      if (STOP.has(ws[i]) || STOP.has(ws[i + 1]) || ws[i].length < 2 || ws[i + 1].length < 2) continue;
      out.add(`${ws[i]} ${ws[i + 1]}`);
    }
  }
  return [...out];
}

/** The labels of a concept in the document's language, with the concept's English field words. */
function conceptLabels(c: Concept, language: string): string[] {
  const labels = [...(CONCEPTS.get(c)?.field_words ?? []), ...(LANGUAGE_PACKS.get(language)?.labels[c] ?? [])];
  // short labels ("no", "nr") would be found in any text
  return [...new Set(labels.map(fold).filter((l) => l.length >= 4))];
}

/** The label and aliases the struct's annotations give a field (keyed by name or JSON pointer). */
function hinted(f: SchemaField, annotations: Record<string, unknown> | undefined): string[] {
  if (!annotations) return [];
  const h = annotations[f.pointer] ?? annotations[f.pointer.slice(1)] ?? annotations[f.key];
  if (!h || typeof h !== 'object') return [];
  const { label, aliases } = h as { label?: unknown; aliases?: unknown };
  return [label, ...(Array.isArray(aliases) ? aliases : [])].filter((x): x is string => typeof x === 'string');
}

let allTitles: Set<string> | null = null;

/** The document titles of every language pack ("invoice", "cash bill", "Rechnung"), folded. */
function packTitles(): Set<string> {
  if (!allTitles) allTitles = new Set([...LANGUAGE_PACKS.values()].flatMap((p) => p.titles.map(fold)).filter((t) => t.length >= 4));
  return allTitles;
}

/** The document titles a description names, as runs of one to three words. */
function describedTitles(description: string): string[] {
  const out = new Set<string>();
  for (const part of description.split(/[.,;:()!?]+/)) {
    const ws = fold(part).split(' ').filter(Boolean);
    for (let n = 1; n <= 3; n++) for (let i = 0; i + n <= ws.length; i++) {
      const t = ws.slice(i, i + n).join(' ');
      if (packTitles().has(t)) out.add(t);
    }
  }
  return [...out];
}

/** Concepts whose English field words are the word or start with it ("receipt" → receipt_number). */
function namedConcepts(w: string): Concept[] {
  const out: Concept[] = [];
  for (const [c, spec] of CONCEPTS) if (spec.field_words.some((fw) => fold(fw) === w || fold(fw).startsWith(`${w} `))) out.push(c);
  return out;
}

function fieldUnit(f: SchemaField, language: string, annotations?: Record<string, unknown>): Unit {
  const own = [words(f.key), f.title ? words(f.title) : '', ...hinted(f, annotations)].map(fold).filter((p) => p.length >= 3 && !STOP.has(p));
  const { concept } = conceptOf({ name: f.key, title: f.title, description: f.description, type: f.type === 'array' ? 'array' : f.type as 'string' });
  const phrases = [...new Set([...own, ...(concept ? conceptLabels(concept, language) : [])])];
  return { kind: 'field', label: f.title ?? f.key, phrases, weight: WEIGHTS.field };
}

/** The evidence units of one struct. */
export function profileUnits(p: StructProfileInput, language = 'en'): Unit[] {
  const units: Unit[] = [];
  // a name that names a kind of document ("Invoice") is also found as that kind's label in the document's language ("Rechnung")
  // document titles the description gives ("a till receipt or cash bill") name the struct as well as its name does
  const nameWords = contentWords(p.name);
  const titles = describedTitles(p.description);
  for (const w of nameWords) {
    const extra = namedConcepts(w).flatMap((c) => conceptLabels(c, language)).filter((l) => l.split(' ').length === 1 || l.startsWith(`${w} `) || l.endsWith(` ${w}`));
    units.push({ kind: 'name', label: w, phrases: [...new Set([w, ...extra, ...titles])], weight: WEIGHTS.name / nameWords.length });
  }
  // the description counts by its words and by its two-word phrases ("cash bill", "credit note")
  const descWords = contentWords(p.description);
  const pairs = descriptionPairs(p.description);
  const share = pairs.length ? WEIGHTS.description / 2 : WEIGHTS.description;
  for (const w of descWords) units.push({ kind: 'description', label: w, phrases: [w], weight: share / descWords.length });
  for (const w of pairs) units.push({ kind: 'description', label: w, phrases: [w], weight: share / pairs.length });
  for (const f of walkFields(p.schema)) units.push(...(f.items ?? [f]).map((x) => fieldUnit(x, language, p.annotations)));
  const learned = [...new Set(p.learnedLabels.map(fold).filter((l) => l.length >= 3 && !STOP.has(l)))];
  for (const l of learned) units.push({ kind: 'learned', label: l, phrases: [l], weight: WEIGHTS.learned });
  const issuers = [...new Set(p.learnedIssuers.map(fold).filter((w) => w.length >= 3 && !STOP.has(w)))];
  if (issuers.length) units.push({ kind: 'learned', label: `issuer ${issuers.slice(0, 3).join(' ')}`, phrases: issuers, weight: WEIGHTS.name });
  return units.filter((u) => u.phrases.length > 0);
}

// the start of a document usually says what it is (its title): evidence found there counts in full
const HEAD_CHARS = 400;
// in a document of this many words one occurrence of a phrase counts in full; longer documents need more
const WORDS_PER_OCCURRENCE = 400;

/** Counts whole-word occurrences of a phrase in a folded, space-padded text (at most `cap`). */
function occurrences(hay: string, phrase: string, cap: number): number {
  const needle = ` ${phrase} `;
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1 && n < cap; i = hay.indexOf(needle, i + needle.length - 1)) n++;
  return n;
}

/** Short one-word labels ("date", "total", "from") say less about a document's kind than longer phrases. */
function specificity(phrase: string): number {
  return phrase.includes(' ') || phrase.length >= 7 ? 1 : 0.6;
}

/**
 * Ranks the structs for a text, best first (ties: the earlier profile first); scores from 0 to 1:
 * the share of a struct's evidence found, each piece weighted down when it is shared with other
 * structs, when it is a short generic word, and when a long document mentions it only in passing.
 */
export function rankStructs(text: string, profiles: StructProfileInput[]): Ranked[] {
  const folded = fold(text);
  const hay = ` ${folded} `;
  const head = ` ${folded.slice(0, HEAD_CHARS)} `;
  const wordCount = folded.split(' ').length;
  const needed = Math.max(1, wordCount / WORDS_PER_OCCURRENCE);
  const strengthCache = new Map<string, number>();
  const strength = (ph: string): number => {
    let v = strengthCache.get(ph);
    if (v === undefined) {
      if (head.includes(` ${ph} `)) v = 1;
      else {
        const n = occurrences(hay, ph, Math.ceil(needed));
        v = n === 0 ? 0 : Math.min(1, Math.log(1 + n) / Math.log(1 + needed));
      }
      strengthCache.set(ph, v);
    }
    return v;
  };
  const language = detectLanguage(text).language;
  const all = profiles.map((p) => ({ p, units: profileUnits(p, language) }));
  // a phrase that names evidence of many structs tells them apart less: its weight is scaled down
  const spread = new Map<string, number>();
  for (const { units } of all) for (const ph of new Set(units.flatMap((u) => u.phrases))) spread.set(ph, (spread.get(ph) ?? 0) + 1);
  const n = profiles.length;
  const idf = (ph: string) => (n <= 1 ? 1 : Math.log(1 + n / (spread.get(ph) ?? 1)) / Math.log(1 + n));
  const ranked = all.map(({ p, units }, order) => {
    const totals = new Map<Unit['kind'], number>();
    const founds = new Map<Unit['kind'], number>();
    const hits: { u: Unit; ph: string; w: number }[] = [];
    for (const u of units) {
      totals.set(u.kind, (totals.get(u.kind) ?? 0) + u.weight);
      let best: { ph: string; f: number } | null = null;
      for (const ph of u.phrases) {
        const s = strength(ph);
        if (s === 0) continue;
        const f = s * idf(ph) * specificity(ph);
        if (!best || f > best.f) best = { ph, f };
      }
      if (best) {
        founds.set(u.kind, (founds.get(u.kind) ?? 0) + u.weight * best.f);
        hits.push({ u, ph: best.ph, w: u.weight * best.f });
      }
    }
    let total = 0;
    let found = 0;
    for (const [kind, t] of totals) {
      total += t;
      // a description is written in many words; a document that shows a third of them fits it fully
      found += Math.min(t, (founds.get(kind) ?? 0) * (kind === 'description' ? DESCRIPTION_SATURATION : 1));
    }
    const score = total > 0 ? found / total : 0;
    hits.sort((a, b) => b.w - a.w);
    const reasons = hits.slice(0, 6).map((h) => `${h.u.kind} '${h.u.label}'${h.ph !== h.u.label ? ` found as '${h.ph}'` : ' found'}`);
    return { order, r: { structVersionId: p.structVersionId, slug: p.slug, name: p.name, score: Math.round(score * 10000) / 10000, reasons } };
  });
  ranked.sort((a, b) => b.r.score - a.r.score || a.order - b.order);
  return ranked.map((x) => x.r);
}
