/**
 * Words misread by one character, put right from evidence found elsewhere: the same word read
 * with more confidence on another part of the page ("<place>" beside "<pl4ce>"), or a street,
 * place or region word of the packs. A word is only changed when it was read with little
 * confidence, is not itself known, and exactly one known word differs from it in one place,
 * by a pair of glyphs recognition confuses or, in a longer word, by any one letter.
 */
import type { DocLine, DocText } from './layout.js';
import type { DocumentLocale } from '../packs/locale.js';
import { COUNTRY_PACKS, LANGUAGE_PACKS } from '../packs/registry.js';

/** Street, place and region words of every pack, upper-cased, four letters or more (the spelling evidence for address words). */
function placeWords(locale?: DocumentLocale): Set<string> {
  // (in a document of a known country, the regions of that country and of the countries speaking its language: a province far
  // away, "<Cesar>", is no street word of a Malaysian receipt's "<BESAR>"; of an unknown country, every country's)
  const home = locale?.country;
  const key = home ? `${home.country}|${locale.language.language}` : '';
  let out = places.get(key);
  if (!out) {
    const countries = [...COUNTRY_PACKS.values()].filter((c) => !home || c === home || c.languages.includes(locale.language.language));
    const names = [...[...LANGUAGE_PACKS.values()].flatMap((l) => l.address_words), ...countries.flatMap((c) => [...c.regions, ...(c.names ?? [])])];
    out = new Set(names.flatMap((n) => n.toUpperCase().split(/[^\p{L}]+/u)).filter((w) => w.length >= 4));
    places.set(key, out);
  }
  return out;
}
const places = new Map<string, Set<string>>();

/** Words read with this confidence or more are taken as read. */
export const SURE_WORD = 0.95;
/** How much surer the other reading on the page must be. */
const SURER_BY = 0.02;
/** Words this long or longer may differ from a known word by any one letter; shorter ones only by a confusable pair. */
const ANY_LETTER_FROM = 5;
/** Words this long are checked against the packs' words however sure their reading (a confusable glyph only). */
const LONG_WORD = 8;

/** Glyphs that print or scan alike: each group's members are read for one another. */
const CONFUSABLE = ['0OQDCGU', '1IlL|!', '5S', '8B', '2Z', 'MN', 'EF', 'HN', 'VY', 'UV'];

function confusable(a: string, b: string): boolean {
  const has = (g: string, c: string): boolean => g.includes(c) || g.includes(c.toUpperCase());
  return CONFUSABLE.some((g) => has(g, a) && has(g, b));
}

/** Where two words of one length differ, when they differ in exactly one place; -1 otherwise. */
function oneApart(a: string, b: string): number {
  if (a.length !== b.length) return -1;
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at >= 0) return -1;
    at = i;
  }
  return at;
}

const TOKEN = /[\p{L}\p{N}]+/gu;

function wordsOf(l: DocLine): { text: string; confidence: number }[] {
  return l.line.words?.length ? l.line.words : [{ text: l.text, confidence: l.confidence }];
}

/** The page's own reading of each word (upper case, four characters or more, three letters): its best confidence and how often it occurs. */
const pageWords = new WeakMap<DocText, Map<string, { best: number; count: number }>>();

function seen(dt: DocText): Map<string, { best: number; count: number }> {
  let m = pageWords.get(dt);
  if (!m) {
    m = new Map();
    for (const l of dt.lines) {
      for (const w of wordsOf(l)) {
        for (const t of w.text.match(TOKEN) ?? []) {
          if (!worthy(t)) continue;
          const k = t.toUpperCase();
          const e = m.get(k);
          if (e) {
            e.best = Math.max(e.best, w.confidence);
            e.count++;
          } else m.set(k, { best: w.confidence, count: 1 });
        }
      }
    }
    pageWords.set(dt, m);
  }
  return m;
}

function worthy(t: string): boolean {
  return t.length >= 4 && (t.match(/\p{L}/gu)?.length ?? 0) >= 3;
}

/** The one known word that `t` (upper case) is a misreading of, or null. */
function knownAs(t: string, confidence: number, page: Map<string, { best: number; count: number }>, known: Set<string>, confusableOnly = false): string | null {
  if (known.has(t)) return null;
  const mine = page.get(t);
  if (mine && mine.count > 1) return null;
  const found = new Set<string>();
  const consider = (v: string): void => {
    if (!/^\p{L}+$/u.test(v)) return;
    const at = oneApart(t, v);
    if (at < 0) return;
    if (confusable(t[at], v[at]) || (!confusableOnly && t.length >= ANY_LETTER_FROM && /\p{L}/u.test(t[at]))) found.add(v);
  };
  for (const v of known) consider(v);
  for (const [v, e] of page) if (e.best >= confidence + SURER_BY) consider(v);
  return found.size === 1 ? [...found][0] : null;
}

/** `word` spelt as `like` is: all capitals, a capital first, or small letters (the misread glyph may be of the other case). */
function sameCase(word: string, like: string): string {
  const small = like.slice(1).match(/\p{Ll}/gu)?.length ?? 0;
  if (like[0] === like[0].toUpperCase() && small <= 1) return word;
  if (like[0] === like[0].toUpperCase()) return word[0] + word.slice(1).toLowerCase();
  return word.toLowerCase();
}

/** The lines' text with words read with little confidence put right where the page or the packs know them. */
export function respell(lines: DocLine[], dt: DocText): string[] {
  const page = seen(dt);
  const known = placeWords(dt.locale);
  return lines.map((l) => {
    const words = wordsOf(l);
    if (!words.some((w) => w.confidence < SURE_WORD || /\p{L}{8}/u.test(w.text))) return l.text;
    const fixes = new Map<string, string>();
    for (const w of words) {
      for (const t of w.text.match(TOKEN) ?? []) {
        if (!worthy(t)) continue;
        // recognition is sure of long words it misread too: one of the packs' long words one confusable glyph away is taken however sure the reading
        const long = t.length >= LONG_WORD;
        if (w.confidence >= SURE_WORD && !long) continue;
        const v = knownAs(t.toUpperCase(), long && w.confidence >= SURE_WORD ? 2 : w.confidence, page, known, long && w.confidence >= SURE_WORD);
        if (v) fixes.set(t, sameCase(v, t));
      }
    }
    if (!fixes.size) return l.text;
    return l.text.replace(TOKEN, (t) => fixes.get(t) ?? t);
  });
}

let nameWords: Set<string> | null = null;

/** The long words (eight letters or more, upper-cased) of the packs' trade words and street, place and region words. */
function longKnownWords(): Set<string> {
  if (!nameWords) {
    const trade = [...LANGUAGE_PACKS.values()].flatMap((l) => l.trade_words).flatMap((w) => w.toUpperCase().split(/[^\p{L}]+/u));
    nameWords = new Set([...trade, ...placeWords()].filter((w) => w.length >= LONG_WORD));
  }
  return nameWords;
}

/**
 * A name with its long words put right where one of the packs' long trade or place words is one
 * confusable glyph away ("<Name> <TRADE W0RD>" is read as the trade word it resembles, a word two
 * glyphs or more away stays as read); a name has no word confidences to go by, so only look-alike glyphs count.
 */
export function respellName(text: string): string {
  const known = longKnownWords();
  return text.replace(TOKEN, (t) => {
    const u = t.toUpperCase();
    if (u.length < LONG_WORD || known.has(u)) return t;
    const found: string[] = [];
    for (const v of known) {
      const at = oneApart(u, v);
      if (at >= 0 && confusable(u[at], v[at])) found.push(v);
    }
    return found.length === 1 ? sameCase(found[0], t) : t;
  });
}
