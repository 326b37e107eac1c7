/**
 * A letter's or notice's own date where no label gives it: the dating line, a place and the date
 * with nothing else on the line ("<Town>, <date>", "<Town>, <le> <date>"), at the head of a letter
 * or above its signature. It dates the document itself, so it is offered only to a field that dates
 * the document (its name or description names nothing but the document: "date", "notice_date",
 * "The date of the letter."), never to the date of something the document tells of.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { spanBox, type DocText } from './layout.js';
import { datedThing } from './described-labels.js';
import { nameWords, type FieldSpec } from './schema.js';
import { readValue } from './values.js';
import { CONCEPTS, DESCRIPTION_ARTICLES, ISSUE_VERBS, LANGUAGE_PACKS, SELF_WORDS } from '../packs/registry.js';
import { escapeRegExp } from '../packs/phrases.js';

/** The score of a dating line: above a date under a key that only opens with a word for "date", below a whole label. */
const DATING_LINE = 0.66;

/** A place before a dating line's date: up to four words, no figure, a comma, and at most one short word ("le", "den"). */
const PLACE = /^\s*(\p{Lu}[\p{L}'’.\-]*(?:\s+[\p{L}'’.\-]+){0,3})\s*,\s*(?:\p{Ll}{1,5}\.?\s+)?$/u;

let selfWords: ReadonlySet<string> | null = null;
let dateWords: ReadonlySet<string> | null = null;

/** Words naming the document itself: concepts.json's `self_words` and every word of the packs' titles. */
function self(): ReadonlySet<string> {
  return (selfWords ??= new Set([...SELF_WORDS, ...[...LANGUAGE_PACKS.values()].flatMap((l) => (l.titles ?? []).flatMap((t) => t.toLowerCase().split(/\s+/)))]));
}

/** One-word names of a document's date in any pack ("date", "datum", "fecha", "issued"). */
function dating(): ReadonlySet<string> {
  const one = (xs: readonly string[]) => xs.filter((x) => !x.includes(' ')).map((x) => x.toLowerCase());
  return (dateWords ??= new Set([...one(CONCEPTS.get('document_date')?.field_words ?? []), ...[...LANGUAGE_PACKS.values()].flatMap((l) => one(l.labels.document_date ?? []))]));
}

/**
 * Whether a date field dates the document itself: named only as a date ("date", "fecha"), or every other word of its
 * name naming the document with a description, if any, that dates the document too ("notice_date", "The date of the
 * notice."; not "The date notice was given.", where the notice is an event).
 */
export function datesTheDocument(f: FieldSpec): boolean {
  const rest = nameWords(f.name).toLowerCase().split(' ').filter((w) => w && !dating().has(w));
  if (!rest.length || issuedThing(f.description)) return true;
  if (!rest.every((w) => self().has(w))) return false;
  if (!f.description?.trim()) return true;
  const thing = datedThing(f.description);
  return !!thing && thing.toLowerCase().split(/\s+/).every((w) => self().has(w));
}

let issuedRe: RegExp | null = null;

/** Whether a description says "The date the <thing> was issued" (concepts.json's `issue_verbs`): the document's own date. */
function issuedThing(description: string | undefined): boolean {
  issuedRe ??= new RegExp(`^\\s*(?:${DESCRIPTION_ARTICLES.map(escapeRegExp).join('|')})\\s+date\\s+(?:${DESCRIPTION_ARTICLES.map(escapeRegExp).join('|')})\\s+\\p{L}+\\s+was\\s+(?:${ISSUE_VERBS.map(escapeRegExp).join('|')})\\b`, 'iu');
  // (the thing issued is the document whatever its word: "The date the licence was issued." of a hunting licence)
  return issuedRe.test(description ?? '');
}

const weekdays = new Map<string, ReadonlySet<string>>();

/** The weekday names of a locale, long and short (from Intl: a dated heading "<Monday>, <date>" is no place). */
function weekdayNames(locale: string): ReadonlySet<string> {
  let out = weekdays.get(locale);
  if (!out) {
    const names = new Set<string>();
    for (const style of ['long', 'short'] as const) {
      const fmt = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
      for (let d = 0; d < 7; d++) names.add(fmt.format(new Date(Date.UTC(2024, 0, 1 + d))).toLowerCase().replace(/\.$/, ''));
    }
    weekdays.set(locale, (out = names));
  }
  return out;
}

/** The first dating line of the document, for a field that dates the document. */
export function datingLineCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  if (!datesTheDocument(f)) return [];
  const locales = ['en', ...(f.locale?.languages ?? []).map((l) => l.intl_locale)];
  for (const l of dt.lines) {
    const v = readValue(f, l.text);
    if (!v || v.parseScore < 0.9 || l.text.slice(v.index + v.raw.length).trim().replace(/^[.]$/, '') !== '') continue;
    const place = PLACE.exec(l.text.slice(0, v.index))?.[1];
    if (!place || locales.some((loc) => weekdayNames(loc).has(place.toLowerCase().replace(/\.$/, '')))) continue;
    return [{ value: v.value, raw: v.raw, score: DATING_LINE * v.parseScore * ocrFactor(l.confidence), citations: [{ page: l.page, bbox: spanBox(l, v.index, v.index + v.raw.length), text: v.raw }], how: 'dating-line', order: l.index }];
  }
  return [];
}
