/**
 * Shapes of keys and of what stands around them, shared by the label readers: a line that
 * is a name, an amount ending a text, a bracket naming two things, a date key naming another date, a name before a
 * comma, a figure followed by the field's own word.
 */
import { clauseList } from './contract-words.js';
import { plainWord } from './cognates.js';
import { editDistance, tokens } from './labels.js';
import type { FieldSpec } from './schema.js';

/** A line of capitalised words (short joining words between them) without figures: a name. */
export const CAPITALISED_NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\p{Ll}{1,3}))+$/u;

/** An amount ending a text ("... <of> € 1.284.516,30 "), with its currency sign. */
export const AMOUNT_BEFORE = /(?:\p{Sc}\s?)?\d(?:[\d.,' ]*\d)?(?:\s?\p{Sc})?\s*$/u;

/** Whether a bracket goes on from the label with "and <another thing>" to the key's end ("(<fine> und Kosten)"). */
export function andAnother(after: string, f: FieldSpec): boolean {
  const m = /^\s+(\p{L}+)\s+\p{L}[\p{L}\s.'’-]*\)\s*[:：]?\s*$/u.exec(after);
  return !!m && clauseList(f.locale?.languages, 'party_and').includes(m[1].toLowerCase());
}

/** What a date's label is trusted where the rest of its key names another date than the field's own name does. */
export const OTHER_KEY = 0.8;

/** Whether the field's own name has words the label does not (the label one of its words), and the rest of the key holds none of them (by their first five letters). */
export function otherKey(own: string[], labelWords: string[], rest: string): boolean {
  const said = new Set(labelWords.map(plainWord));
  // (only where the label is a word of the field's own name: a name in the document's language)
  if (!own.some((w) => said.has(plainWord(w)))) return false;
  const mine = own.map(plainWord).filter((w) => w.length >= 3 && !said.has(w));
  const after = tokens(rest).map((t) => plainWord(t.t).slice(0, 5));
  return mine.length > 0 && !mine.some((w) => after.includes(w.slice(0, 5)));
}

/** Two to six capitalised words (or joining particles) and a comma opening a line. */
export const NAME_BEFORE_COMMA = /^((?:\p{Lu}[\p{L}.'’-]*)(?:\s+(?:\p{Lu}[\p{L}.'’-]*|\p{Ll}{1,3})){1,5}),\s/u;

/** Whether the words after a figure open with a word of the field's own name (four letters or more). */
export function ownWordAfter(text: string, own: string[]): boolean {
  const w = /^\s+(\p{L}{4,})/u.exec(text)?.[1].toLowerCase();
  return !!w && own.some((o) => o.length >= 4 && plainWord(o) === plainWord(w));
}

/** The same word, accents aside, or one letter off in a word of six letters or more ("SEMILLERA" for "semillero"). */
export function sameWord(a: string, b: string): boolean {
  const x = plainWord(a);
  const y = plainWord(b);
  return x === y || (Math.min(x.length, y.length) >= 6 && editDistance(x, y) <= 1);
}

/** A letterhead line's first item (before " · "), a name of up to six words without figures, one longer lower-case word at most ("École secondaire du Boisé"). */
export function letterheadName(text: string): boolean {
  const item = /^(.+?)\s·\s/u.exec(text)?.[1];
  if (!item || /\d/.test(item)) return false;
  const words = item.split(/\s+/);
  return words.length >= 2 && words.length <= 6 && /^\p{Lu}/u.test(item) && words.filter((w) => /^\p{Ll}{4,}$/u.test(w)).length <= 1;
}

/** Whether a document's word is a word of the field's name or of its compound: it opens with the name's word, or a word of six letters or more opens the name's ("Einsprache" of "einsprachefrist"). */
export function namesWord(docWord: string, nameWord: string): boolean {
  return docWord.startsWith(nameWord) || (docWord.length >= 6 && nameWord.startsWith(docWord));
}

