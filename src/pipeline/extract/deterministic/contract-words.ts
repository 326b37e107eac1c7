/** The wording of contract clauses in the document's languages (English when none is known), as patterns. */
import { alternation } from '../packs/phrases.js';
import { FALLBACK_LANGUAGE, LANGUAGE_PACKS } from '../packs/registry.js';
import type { ClauseWords, LanguagePack } from '../packs/types.js';
import type { Candidate } from './candidates.js';
import { citeRange, rangeConfidence, type DocText } from './layout.js';

export type Langs = readonly LanguagePack[] | undefined;

/** The packs whose clause wording applies: the document's languages, else the fallback language. */
export function packsOf(langs: Langs): readonly LanguagePack[] {
  return langs?.length ? langs : [LANGUAGE_PACKS.get(FALLBACK_LANGUAGE)!];
}

/** The phrases of one kind of clause wording in the document's languages. */
export function clauseList(langs: Langs, key: keyof ClauseWords): string[] {
  return packsOf(langs).flatMap((p) => p.clauses?.[key] ?? []);
}

/** The phrases as alternatives (no word edges; a pattern matching nothing when there are none). */
export function clauseAlt(langs: Langs, key: keyof ClauseWords, between = '\\s+'): string {
  return alternation(clauseList(langs, key), between);
}

/** The phrases as one pattern of whole words. */
export function clause(langs: Langs, key: keyof ClauseWords, between = '\\s+'): string {
  return `(?<![\\p{L}\\d])(?:${clauseAlt(langs, key, between)})(?![\\p{L}\\d])`;
}

const cache = new Map<string, RegExp>();

/** A cached regular expression built from a pattern maker (the packs do not change while the service runs). */
export function cachedRe(key: string, make: () => string, flags: string): RegExp {
  const k = `${key}/${flags}`;
  let re = cache.get(k);
  if (!re) {
    re = new RegExp(make(), flags);
    cache.set(k, re);
  }
  if (re.global || re.sticky) re.lastIndex = 0;
  return re;
}

/** The cache key of a set of languages. */
export function langKey(langs: Langs): string {
  return packsOf(langs).map((p) => p.language).join(',');
}

/** The phrases as whole words written in lower case, with a capital first letter or first letters, or in capitals (for patterns that must not ignore case elsewhere). */
export function clauseCased(langs: Langs, key: keyof ClauseWords, between = '\\s+'): string {
  const list = clauseList(langs, key).flatMap((p) => [p, p.charAt(0).toUpperCase() + p.slice(1), p.replace(/(^|\s)(\p{L})/gu, (_, s: string, c: string) => s + c.toUpperCase()), p.toUpperCase()]);
  return `(?<![\\p{L}\\d])(?:${alternation(list, between)})(?![\\p{L}\\d])`;
}

/** The document's text on one line, offsets unchanged (clauses run across line breaks). */
export function flatText(dt: DocText): string {
  return dt.text.replace(/\n/g, ' ');
}

/** A value read from a clause at `start`, its score weighed by how well the range was recognised. */
export function clauseCandidate(dt: DocText, value: unknown, raw: string, start: number, score: number, how: string): Candidate {
  const conf = rangeConfidence(dt, start, start + raw.length);
  return { value, raw, score: score * (0.6 + 0.4 * conf), citations: citeRange(dt, start, start + raw.length), how, order: start };
}
