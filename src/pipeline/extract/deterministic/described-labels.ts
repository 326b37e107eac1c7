/**
 * What a field's description and name say of the labels it is printed under: names listed in brackets ("(MPAN or
 * EAN)"), the thing "The <thing> of ..." names, what "The date of <the thing>" dates, and doers' words for a
 * person's role (the word lists from concepts.json).
 */
import { AGENT_ENDINGS, ALTERNATIVE_WORDS, DATE_OF_WORDS, DESCRIPTION_ARTICLES, EXAMPLE_WORDS, IDENTIFIER_WORDS, NUMBER_WORDS } from '../packs/registry.js';
import { escapeRegExp } from '../packs/phrases.js';

let describedRes: { split: RegExp; example: RegExp; numbered: RegExp; head: RegExp } | null = null;

/** The description and name words of concepts.json as patterns, built once. */
export function describedPatterns() {
  if (describedRes) return describedRes;
  const alt = (list: readonly string[]) => list.map(escapeRegExp).join('|');
  describedRes = {
    split: new RegExp(`,|;|/|\\b(?:${alt(ALTERNATIVE_WORDS)})\\b`, 'i'),
    example: new RegExp(`^\\s*(?:${alt(EXAMPLE_WORDS)})\\s+`, 'i'),
    numbered: new RegExp(`^(.+?)\\s+(?:${alt(NUMBER_WORDS)})$`, 'i'),
    head: new RegExp(`^(.+?)\\s+(?:${alt(IDENTIFIER_WORDS)})$`),
  };
  return describedRes;
}

const described = new Map<string, string[]>();

/**
 * Names a description lists in brackets for what the field holds ("The meter point number (MPAN or
 * EAN).", "(PPS number, social security number, PESEL)"): each is a label the document may print.
 * Items of one to four words without figures, split at commas, slashes and the words joining
 * alternatives; a "<thing> number" also in the other spellings of "number" ("<thing> No").
 */
export function describedLabels(description: string | undefined): string[] {
  if (!description) return [];
  const hit = described.get(description);
  if (hit) return hit;
  const { split, example, numbered } = describedPatterns();
  const out: string[] = [];
  for (const m of description.matchAll(/\(([^()]{2,80})\)/g)) {
    // (a unit's brackets are no names: "kWh/(m²·year)")
    if (/[/\p{L}]$/u.test(description.slice(0, m.index))) continue;
    for (const part of m[1].split(split)) {
      const t = part.replace(example, '').trim();
      if (!t || /\p{N}/u.test(t) || t.split(/\s+/).length > 4) continue;
      out.push(t);
      const n = numbered.exec(t);
      if (n) out.push(...NUMBER_WORDS.map((w) => `${n[1]} ${w}`));
    }
  }
  if (described.size > 5000) described.clear();
  described.set(description, out);
  return out;
}

/** The weight of the thing a description names as a label. */
export const DESCRIBED_WEIGHT = 0.75;

let thingRe: RegExp | null = null;
let agentRe: RegExp | null = null;

/**
 * "<Article> <thing>" opening a description: one or two words after one of concepts.json's
 * `description_articles`, ended by a mark, the end, or a short word that is no article ("The make of the
 * vehicle.", "The vet who ...", not "The part the patient pays.").
 */
export function describedThing(description: string | undefined): string | undefined {
  const articles = `(?:${DESCRIPTION_ARTICLES.map(escapeRegExp).join('|')})`;
  thingRe ??= new RegExp(`^\\s*${articles}\\s+(\\p{L}{3,}(?:\\s\\p{L}{3,})?)(?=\\s*$|\\s*[.,;(]|\\s(?!${articles}\\s)\\p{L}{1,3}\\s)`, 'iu');
  return thingRe.exec(description ?? '')?.[1];
}

let datedRe: RegExp | null = null;

/**
 * What a date field's description dates: one or two words after "<article> <date of> [<article>]" (concepts.json's
 * `date_of_words`), ended as in `describedThing` ("<The date of the test.>" dates the test).
 */
export function datedThing(description: string | undefined): string | undefined {
  if (!DATE_OF_WORDS.length) return undefined;
  const articles = `(?:${DESCRIPTION_ARTICLES.map(escapeRegExp).join('|')})`;
  datedRe ??= new RegExp(
    `^\\s*${articles}\\s+(?:${DATE_OF_WORDS.map(escapeRegExp).join('|')})\\s+(?:${articles}\\s+)?(\\p{L}{3,}(?:\\s\\p{L}{3,})?)(?=\\s*$|\\s*[.,;(]|\\s(?!${articles}\\s)\\p{L}{1,3}\\s)`,
    'iu',
  );
  return datedRe.exec(description ?? '')?.[1];
}

/** Whether a word names someone who does something (concepts.json's `agent_endings`). */
export function isAgent(word: string): boolean {
  agentRe ??= new RegExp(`(?:${AGENT_ENDINGS.map(escapeRegExp).join('|')})$`);
  return AGENT_ENDINGS.length > 0 && agentRe.test(word);
}
