/**
 * What a field's description says in so many words: "The <owner>'s <thing>", "The <person noun> who ...",
 * "The <number> of ...", "The <owner>'s <thing> <number>.", the concept its opening phrase names and whether
 * it names the document's issuer (the articles and word lists from concepts.json).
 */
import { CONCEPTS, DESCRIPTION_ARTICLES, EXCLUSION_WORDS, IDENTIFIER_WORDS, LANGUAGE_PACKS, ISSUE_VERBS, ISSUER_OWNER_RELATIVES, ISSUER_RELATIVES, PERSON_NOUNS } from './registry.js';
import type { Concept } from './types.js';
import { escapeRegExp } from './phrases.js';
import { contains, descriptionPhrases, namePhrases, words, type Phrase } from './concept-phrases.js';

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

/** The concept named by the longest phrase right after a description's opening article ("The customer the services were provided to"). */
export function leadConcept(desc: string): Concept | undefined {
  return leadPhrase(desc)?.concept;
}

/** The phrase right after a description's article ("The <deposit> to be paid ..."). */
function leadPhrase(desc: string): Phrase | undefined {
  const first = desc.split(' ')[0];
  if (!DESCRIPTION_ARTICLES.includes(first)) return undefined;
  const rest = `${desc.slice(first.length + 1)} `;
  let best: Phrase | undefined;
  for (const p of [...namePhrases(), ...descriptionPhrases()]) if (rest.startsWith(`${p.words} `) && (!best || p.n > best.n || (p.n === best.n && p.own && !best.own))) best = p;
  return best;
}

/**
 * Whether a description that opens with the name's own words for a concept keeps it against one the description alone names
 * ("deposit_upfront", "The deposit to be paid before ...": a deposit, not the total "to be paid" names), where no other word of
 * the name is a word of that other concept ("units_closing", "The units held at the end of the period.", is a closing figure).
 */
export function openedByName(nameWords: string, desc: string, other: Concept): Concept | undefined {
  const lead = leadPhrase(desc);
  if (!lead || !contains(nameWords, lead.words)) return undefined;
  const rest = ` ${nameWords} `.replace(` ${lead.words} `, ' ').trim().split(' ').filter(Boolean);
  const otherWords = new Set([...namePhrases(), ...descriptionPhrases()].filter((p) => p.concept === other).flatMap((p) => p.words.split(' ')));
  return rest.some((w) => otherWords.has(w)) ? undefined : lead.concept;
}

let issuerRe: RegExp | null = null;

/**
 * Whether a description opens "<The> <noun> <that> <issued> ..." or "<The> <noun> <whose> <...> <issued> ..." (concepts.json's
 * `issuer_relatives`, `issuer_owner_relatives` and `issue_verbs`): the noun issued the document.
 */
export function issuerNoun(description: string | undefined): boolean {
  if (!ISSUER_RELATIVES.length || !ISSUE_VERBS.length) return false;
  const alt = (xs: readonly string[]) => xs.map(escapeRegExp).join('|');
  const owner = ISSUER_OWNER_RELATIVES.length ? `|(?:${alt(ISSUER_OWNER_RELATIVES)})\\s[^.;]{1,40}?` : '';
  issuerRe ??= new RegExp(`^\\s*(?:${alt(DESCRIPTION_ARTICLES)})\\s+\\p{L}+(?:\\s\\p{L}+){0,2}\\s+(?:(?:${alt(ISSUER_RELATIVES)})${owner})\\s+(?:${alt(ISSUE_VERBS)})\\b`, 'iu');
  return issuerRe.test(description ?? '');
}

let beforeTaxRe: RegExp | null = null;

/**
 * Whether a description (in words) says an amount leaves out a tax, whatever the tax's name ("The total before SST.",
 * "The price excluding IVA."): an exclusion word before a word of the tax amount's own or of any pack's one-word labels for it.
 */
export function beforeTax(desc: string): boolean {
  beforeTaxRe ??= (() => {
    const taxes = new Set([...(CONCEPTS.get('tax_amount')?.field_words ?? []), ...[...LANGUAGE_PACKS.values()].flatMap((l) => l.labels.tax_amount ?? [])].map(words).filter((w) => w.length >= 2 && !w.includes(' ')));
    return new RegExp(`(?<![\\p{L}])(?:${EXCLUSION_WORDS.map((w) => escapeRegExp(words(w))).join('|')}) (?:${[...taxes].map(escapeRegExp).join('|')})(?![\\p{L}])`, 'u');
  })();
  return beforeTaxRe.test(desc);
}
