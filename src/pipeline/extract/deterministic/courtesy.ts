/** Courtesy titles before names ("Mrs", "Dña.", "Puan", "Herrn"), from the packs' `honorifics`: no part of a name. */
import type { Candidate } from './candidates.js';
import type { FieldSpec } from './schema.js';
import { legalForms } from './vocab.js';
import { cachedRe, clause, langKey, type Langs } from './contract-words.js';

/** A name without the courtesy title of the document's languages that opens it ("Mrs", "Dña.", "Puan", "Firma"): the title is no part of it. */
export function withoutHonorific(name: string, langs?: Langs): string {
  return name.replace(cachedRe(`honor:${langKey(langs)}`, () => String.raw`^\s*${clause(langs, 'honorifics')}\.?\s+(?=\p{Lu})`, 'iu'), '');
}

/** Value types of names: a person's, a firm's, a party's. */
const NAMES: ReadonlySet<string> = new Set(['organisation', 'person', 'party_name']);

/**
 * A person's or a party's names without the courtesy title printed before them; a firm's name with its legal form keeps
 * its words ("<TITLE WORD> <brand> <legal form>").
 */
export function untitled(f: FieldSpec, c: Candidate[]): Candidate[] {
  if (!NAMES.has(f.meaning.type)) return c;
  return c.map((x) => (typeof x.value === 'string' && !legalForms().test(x.value) ? { ...x, value: withoutHonorific(x.value, f.locale?.languages) } : x));
}
