/**
 * What a field's description says in so many words: "The <owner>'s <thing>", "The <person noun> who ...",
 * "The <number> of ...", "The <owner>'s <thing> <number>." (the articles and word lists from concepts.json).
 */
import { DESCRIPTION_ARTICLES, IDENTIFIER_WORDS, PERSON_NOUNS } from './registry.js';
import { escapeRegExp } from './phrases.js';
import { words } from './concept-phrases.js';

const ID_WORDS: ReadonlySet<string> = new Set(IDENTIFIER_WORDS);

let ownedRe: RegExp | null = null;

/** "The <owner>'s <thing>" (the articles from concepts.json): group 1 is the thing. */
export function ownedThing(): RegExp {
  return (ownedRe ??= new RegExp(`^\\s*(?:${DESCRIPTION_ARTICLES.join('|')})\\s+[^,.;:]{1,40}?['’]s?\\s+(.+)$`, 'iu'));
}

let personWhoRe: RegExp | null = null;

/** Whether a description names a person noun before "who" ("The person who ...", "the officer who signed ..."). */
export function personWho(description: string | undefined): boolean {
  personWhoRe ??= new RegExp(`(?<![\\p{L}])(?:${PERSON_NOUNS.map(escapeRegExp).join('|')})\\s+who(?![\\p{L}])`, 'iu');
  return personWhoRe.test(description ?? '');
}

let personDoingRe: RegExp | null = null;

/** Whether a description opens with a person noun doing something ("The person sending the parcel.", "The person renting the flat."). */
export function personDoing(description: string | undefined): boolean {
  personDoingRe ??= new RegExp(`^\\s*(?:${DESCRIPTION_ARTICLES.map(escapeRegExp).join('|')})\\s+(?:${PERSON_NOUNS.map(escapeRegExp).join('|')})\\s+\\p{L}{3,}ing(?![\\p{L}])`, 'iu');
  return personDoingRe.test(description ?? '');
}

let describedIdRe: RegExp | null = null;

/** Whether a description opens "<The> <number|code|id> of ..." (concepts.json's articles and identifier words). */
export function describedAsId(description: string | undefined): boolean {
  describedIdRe ??= new RegExp(`^\\s*(?:${DESCRIPTION_ARTICLES.map(escapeRegExp).join('|')})\\s+(?:${IDENTIFIER_WORDS.map(escapeRegExp).join('|')})\\s+of\\s`, 'iu');
  return describedIdRe.test(description ?? '');
}

/** Whether a description says the field is "The <owner>'s <thing> <identifier word>". */
export function ownedIdentifier(description: string | undefined): boolean {
  const owned = description ? ownedThing().exec(description) : null;
  return !!owned && ID_WORDS.has(words(owned[1]).split(' ').pop() ?? '');
}
