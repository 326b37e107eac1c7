/**
 * The phrases that name each concept (the English field and description words of concepts.json, the
 * labels of every language pack) and how a text's words score against them: the index field
 * understanding reads names, titles and descriptions with.
 */
import { CONCEPTS, IDENTIFIER_WORDS, LANGUAGE_PACKS } from './registry.js';
import type { Concept } from './types.js';

const ID_WORDS: ReadonlySet<string> = new Set(IDENTIFIER_WORDS);

/** Lower-case words of a text: invoice_date, invoiceDate, "Invoice date" → "invoice date". */
export function words(s: string): string {
  return s
    // a possessive is its noun ("the supplier's VAT number")
    .replace(/['’]s\b/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    // (a comma or other mark ends a word: "<the treatment>, if printed")
    .replace(/[_\-./#:()[\],;!?"“”‘’]+/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a text (in words) ends in a phrase (in words) as whole words: its head ("date" of "invoice date"). */
export function endsIn(text: string, phrase: string): boolean {
  return text === phrase || text.endsWith(` ${phrase}`);
}

/** Whether a phrase (already in words) stands in a text (already in words) as whole words. */
export function contains(haystack: string, p: string): boolean {
  return !!p && ` ${haystack} `.includes(` ${p} `);
}

/** A phrase naming a concept, in words, with its length in words. */
export interface Phrase {
  concept: Concept;
  words: string;
  n: number;
  /** one of the concept's own field words (a label printed in documents weighs a little less in a field name) */
  own?: boolean;
}

/** What a concept's own field word adds over a pack label of another concept with the same words ("net total"). */
const OWN_WORD = 0.25;

let phrases: Phrase[] | null = null;
let descPhrases: Phrase[] | null = null;

/** Every phrase naming a concept: English field words, and labels of every language pack. */
export function namePhrases(): Phrase[] {
  if (phrases) return phrases;
  const out = new Map<string, Phrase>();
  const add = (concept: Concept, w: string, fromLabel: boolean): void => {
    const ws = words(w);
    // one-letter and two-letter labels ("to", "no") name nothing on their own in a field name
    if (!ws || (fromLabel && (ws.length < 3 || /[#°º№]/.test(w)))) return;
    // a bare word for an identifier printed as a column's label ("Code") names no concept in a field's name ("locker_code")
    if (fromLabel && ID_WORDS.has(ws)) return;
    const key = `${concept}|${ws}`;
    if (!out.has(key)) out.set(key, { concept, words: ws, n: ws.split(' ').length, own: !fromLabel });
  };
  for (const [c, spec] of CONCEPTS) for (const w of spec.field_words) add(c, w, false);
  for (const pack of LANGUAGE_PACKS.values()) for (const [c, labels] of Object.entries(pack.labels)) for (const w of labels ?? []) add(c as Concept, w, true);
  phrases = [...out.values()];
  return phrases;
}

/** Phrases a description names a concept by: its description words and its field words of two words or more. */
export function descriptionPhrases(): Phrase[] {
  if (descPhrases) return descPhrases;
  descPhrases = [];
  for (const [c, spec] of CONCEPTS) {
    for (const w of [...(spec.description_words ?? []), ...spec.field_words.filter((x) => x.includes(' '))]) {
      const ws = words(w);
      descPhrases.push({ concept: c, words: ws, n: ws.split(' ').length });
    }
  }
  return descPhrases;
}

/** Scores concepts named in a text; longer phrases are more specific. */
export function scoreConcepts(text: string, list: Phrase[], whole: boolean, sum = false): Map<Concept, number> {
  const out = new Map<Concept, number>();
  const seen = new Set<string>();
  for (const p of list) {
    if (!contains(text, p.words)) continue;
    let s = p.n + (whole && p.own ? OWN_WORD : 0);
    if (whole && text === p.words) s += 1;
    // the head of an English compound is its last word: "date" in "invoice date" outranks "invoice"
    // (before "of": "currency of invoice" is a currency)
    const head = whole ? text.split(' of ')[0] : text;
    if (whole && (head.endsWith(` ${p.words}`) || (head !== text && head === p.words))) s += 0.5;
    // in a description every distinct phrase that names the concept adds to it ("total amount", "due", "including tax")
    const key = `${p.concept}|${p.words}`;
    if (sum && !seen.has(key)) {
      seen.add(key);
      out.set(p.concept, (out.get(p.concept) ?? 0) + s);
    } else if (!sum) out.set(p.concept, Math.max(out.get(p.concept) ?? 0, s));
  }
  return out;
}
