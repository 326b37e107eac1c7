/**
 * Labels a date field's name gives besides its own words: a compound ending in a word for "date" ("stortingsdatum":
 * "<Datum> van <storting>", "<Datum>" alone, weakly), and a "<thing> date" printed under one word opening with the
 * thing's stem ("reportDate" under "<Reported>", "fechaEmision" under "<Emitida>").
 */
import { DATE_NAME_WORDS } from '../packs/registry.js';
import { plainWord } from './cognates.js';
import type { FieldSpec } from './schema.js';

/** What a key of one word opening with a dated thing's stem is trusted. */
export const STEM_LABEL = 0.75;

/** A one-word name ending in a one-word label of a document's date in the document's languages: the thing dated (its linking "s" dropped) and that word. */
function dateCompound(name: string, f: FieldSpec): { thing: string; tail: string } | undefined {
  for (const l of f.locale?.languages ?? []) {
    for (const w of l.labels.document_date ?? []) {
      if (w.length < 4 || /\s/.test(w) || !name.endsWith(w) || name.length - w.length < 4) continue;
      const thing = name.slice(0, -w.length).replace(/[-_]$/, '');
      return { thing: thing.length > 4 && thing.endsWith('s') ? thing.slice(0, -1) : thing, tail: w };
    }
  }
  return undefined;
}

/** The phrases (with their weights) a date named by one compound word is printed under. */
export function compoundDateLabels(f: FieldSpec, ws: string[]): [string, number][] {
  const compound = f.meaning.type === 'date' && ws.length === 1 ? dateCompound(ws[0], f) : undefined;
  if (!compound) return [];
  return [[`${compound.tail} ${compound.thing}`, 0.8], [`${compound.thing} ${compound.tail}`, 0.8], [compound.tail, 0.6]];
}

/** The stem a key of one word opens for a "<thing> date" of two words, in either order; undefined for other names. */
export function datedStem(f: FieldSpec, ws: string[]): string | undefined {
  if (f.meaning.type !== 'date' || ws.length !== 2) return undefined;
  const thing = ws.find((_, i) => DATE_NAME_WORDS.includes(plainWord(ws[1 - i])));
  return thing && thing.length >= 5 && !DATE_NAME_WORDS.includes(plainWord(thing)) ? thing.slice(0, Math.max(5, thing.length - 3)) : undefined;
}
