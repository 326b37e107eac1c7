/** Typed parsers: each finds a value of its kind inside a piece of text and normalises it. */

export interface Parsed<T> {
  value: T;
  /** the text the value was read from, as written */
  raw: string;
  /** offset of raw inside the searched text */
  index: number;
}

import { findDates } from './dates.js';
import { COUNTRY_PACKS, CURRENCY_DATA, LANGUAGE_PACKS } from '../packs/registry.js';
import type { LanguagePack } from '../packs/types.js';
import { alternation, escapeRegExp } from '../packs/phrases.js';

export { findDates, yearlessStart, parseDate, inferDateOrder, mendedDates, type DateOrder, type DateValue } from './dates.js';

/** Currency codes and symbols as printed: ISO 4217 codes, common signs, and the local forms the country packs list. */
function currencyPattern(): string {
  const local = [...COUNTRY_PACKS.values()].flatMap((c) => [c.currency, ...c.currency_symbols]);
  const signs = [...Object.keys(CURRENCY_DATA.signs), ...Object.keys(CURRENCY_DATA.unqualified)];
  const words = [...new Set([...CURRENCY_DATA.codes, ...local, ...signs])].sort((a, b) => b.length - a.length);
  const esc = words.map((w) => escapeRegExp(w) + (/\p{L}$/u.test(w) ? '(?![\\p{L}])' : ''));
  return `(?:${esc.join('|')})`;
}
export const CURRENCY = currencyPattern();
// lakhs and crores are grouped by two digits before the last three ("1,31,565.00"); unit prices, rates and units of a fund
// have up to six decimals ("0,081917", "0.6402", "1,632.9197"): four digits or more after a separator are decimals, never
// a thousands group
const AMOUNT = '[-−]?\\d{1,2}(?:,\\d{2})+,\\d{3}(?:\\.\\d{1,2})?|[-−]?\\d{1,3}(?:[ \\u00a0\\u202f,.\'’]\\d{3}(?!\\d))+(?:[.,]\\d{1,6})?|[-−]?\\d+(?:[.,]\\d{1,6})?';

/** A number with the currency written next to it, if any. */
export interface MoneyValue {
  amount: number;
  currency?: string;
  /** digits after the decimal separator as written */
  decimals: number;
}

/** A value as candidates and learned values are compared: text with spaces collapsed and case ignored, anything else as JSON. */
export function valueKey(v: unknown): string {
  return typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().toUpperCase() : JSON.stringify(v);
}

/** Converts a written number with thousand/decimal separators to a number. */
export function toNumber(s: string, decimal?: '.' | ','): { n: number; decimals: number } | null {
  let t = s.replace(/[−]/g, '-').replace(/[\s'’\u00a0\u202f]/g, '');
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  let decimals = 0;
  if (lastDot >= 0 && lastComma >= 0) {
    const dec = lastDot > lastComma ? '.' : ',';
    const thou = dec === '.' ? ',' : '.';
    t = t.split(thou).join('');
    decimals = t.length - t.lastIndexOf(dec) - 1;
    t = t.replace(dec, '.');
  } else if (lastComma >= 0) {
    const groups = t.split(',');
    // 1,234 and 1,234,567 are thousands; 12,5 and 9,00 are decimals (and 1,234 too where the comma is the decimal sign)
    if (groups.length === 2 && (groups[1].length !== 3 || decimal === ',')) {
      decimals = groups[1].length;
      t = groups.join('.');
    } else t = groups.join('');
  } else if (lastDot >= 0) {
    const groups = t.split('.');
    // 1.234 is a thousand where the comma is the decimal sign
    if (groups.length > 2 || (decimal === ',' && groups[1].length === 3)) t = groups.join('');
    else decimals = groups[1].length;
  }
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return { n: Number(t), decimals };
}

/** Finds every number (optionally with a currency) in text. */
export function findMoney(text: string, decimal?: '.' | ','): Parsed<MoneyValue>[] {
  const re = new RegExp(`(${CURRENCY})?\\s?(${AMOUNT})\\s?(${CURRENCY}|%)?`, 'giu');
  const out: Parsed<MoneyValue>[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m[3] === '%') continue;
    // the match may begin with the space before the amount: the amount starts after it
    const lead = m[0].length - m[0].trimStart().length;
    const index = m.index + lead;
    const before = text[index - 1];
    const num = toNumber(m[2], decimal);
    if (!num) continue;
    // a dollar sign recognition read as S ("Total: S8.20"): a lone S glued to an amount with cents
    const misreadDollar = before === 'S' && !/[\p{L}\d]/u.test(text[index - 2] ?? '') && num.decimals === 2 && !m[3];
    if (before && /[\p{L}\d]/u.test(before) && !m[1] && !misreadDollar) continue;
    let raw = m[0].trim();
    // "12,00-": a trailing minus (accounting style) makes the amount negative, and is part of what was written
    if (!m[3] && /^-(?![\d])/.test(text.slice(m.index + m[0].length)) && num.n > 0) {
      num.n = -num.n;
      raw = text.slice(index, m.index + m[0].length + 1).trim();
    }
    const cur = (m[1] ?? m[3])?.toUpperCase();
    out.push({ value: { amount: num.n, currency: cur, decimals: num.decimals }, raw, index });
  }
  return out;
}

/** Parses the last amount in text (labels come first, amounts last on a receipt row). */
export function parseMoney(text: string, decimal?: '.' | ','): Parsed<MoneyValue> | null {
  const all = findMoney(text, decimal);
  return all[all.length - 1] ?? null;
}

/** Signs that read the same in every language: ticks and crosses, check boxes, 1 and 0. */
const TRUE_SIGNS = ['✓', '✔', '☑', '☒', '1'];
const FALSE_SIGNS = ['☐', '0'];

/** The document's languages, or every language with a pack when the document's are not known. */
function packsOr(packs?: LanguagePack[]): LanguagePack[] {
  return packs?.length ? packs : [...LANGUAGE_PACKS.values()];
}

/** A ticked box ("[X]", "(x)", "☒") and an empty one ("[ ]", "( )", "☐"), as printed on forms. */
const TICKED = String.raw`(?:\[\s*[x✓✔]\s*\]|\(\s*[x✓✔]\s*\)|[☒☑✓✔])`;
const EMPTY = String.raw`(?:\[\s*\]|\(\s*\)|☐)`;
const TICKED_BEFORE = new RegExp(`${TICKED}\\s*(\\p{L}+)`, 'iu');
const TICKED_AFTER = new RegExp(`(\\p{L}+)\\s*${TICKED}`, 'iu');
const ANY_EMPTY = new RegExp(EMPTY, 'u');
/** A word opening a clause of words: letters up to a space and a letter, no mark between ("no VAT is ..."). */
const CLAUSE_OPENING = /^\p{L}+\s+\p{L}/u;
const BOX_FIRST = new RegExp(`^[^\\p{L}\\d]*?(?:${TICKED}|${EMPTY})`, 'iu');

/** Reads a boolean written as yes/no or true/false in the document's languages, a tick mark or a checkbox. */
export function parseBoolean(text: string, packs?: LanguagePack[]): Parsed<boolean> | null {
  const t = text.trim().toLowerCase();
  const words = t.split(/[\s:;,.]+/).filter(Boolean);
  const first = words[0] ?? '';
  const yes = [...TRUE_SIGNS, ...packsOr(packs).flatMap((l) => l.booleans.true)];
  const no = [...FALSE_SIGNS, ...packsOr(packs).flatMap((l) => l.booleans.false)];
  const answer = (value: boolean): Parsed<boolean> => ({ value, raw: text.trim(), index: 0 });
  // options with boxes, before or after their words ("[ ] <yes> [X] <no>", "<yes> ( )  <no> (X)"): the word the marked box marks
  if (ANY_EMPTY.test(t)) {
    // (boxes stand before their words where the text opens with one, else after them)
    const marked = (BOX_FIRST.test(t) ? TICKED_BEFORE : TICKED_AFTER).exec(t)?.[1];
    if (marked && yes.includes(marked)) return answer(true);
    if (marked && no.includes(marked)) return answer(false);
    // an option left unticked alone ("<yes> ( )") answers nothing: the marked one stands elsewhere
    const lettered = words.filter((w) => /\p{L}/u.test(w));
    if (!marked && lettered.length === 1 && (yes.includes(lettered[0]) || no.includes(lettered[0]))) return null;
  }
  // a box in front of a statement: marked or left empty
  if (/^(?:\[\s*[x✓✔]\s*\]|\(\s*[x✓✔]\s*\))/iu.test(t)) return answer(true);
  if (/^\[\s*\]/u.test(t)) return answer(false);
  if (yes.includes(t) || no.includes(t)) return answer(yes.includes(t));
  // a yes/no word opening a clause of its own words is no answer ("no VAT is charged on the hammer"): an answer stands
  // alone or is set apart by a mark ("Yes, since 2019", "Nein (siehe Anlage)")
  const clause = words.length > 3 && CLAUSE_OPENING.test(t);
  if (!clause && yes.includes(first)) return answer(true);
  if (!clause && no.includes(first)) return answer(false);
  return null;
}

/** Finds an e-mail address. */
export function parseEmail(text: string): Parsed<string> | null {
  const m = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/u.exec(text);
  return m ? { value: m[0].toLowerCase(), raw: m[0], index: m.index } : null;
}

/** Finds a phone number (7 to 15 digits with the usual separators), kept as written. */
export function parsePhone(text: string): Parsed<string> | null {
  const re = /(?:\+|00)?\(?\d[\d\s().\-/]{5,20}\d/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 7 && digits.length <= 15 && !findDates(m[0]).length) return { value: m[0].trim(), raw: m[0].trim(), index: m.index };
  }
  return null;
}

/** Groups of one to five digits after a code that fill the rest of its text (" 4026"), or nothing. */
function groupsAfter(text: string, end: number): string {
  return /^(?: \d{1,5}){1,3}(?=\s*$)/.exec(text.slice(end))?.[0] ?? '';
}

/** Finds an identifier (a token with digits, e.g. an invoice or registration number); a date, a time, a phone number or an amount with decimals is not one. */
export function parseIdentifier(text: string, isMarker: (word: string) => boolean = () => false): Parsed<string> | null {
  const re = /(?:^|[\s#:(/])([A-Z0-9][A-Z0-9\-/.]*\d[A-Z0-9\-/.]*)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const v = m[1].replace(/[.\-/]+$/, '');
    const index = m.index + m[0].indexOf(m[1]);
    if (findDates(v).some((d) => d.raw.length >= v.length - 1)) continue;
    if (/^\d{1,3}[.,]\d{2}$/.test(v) || /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(v)) continue;
    // the whole part of an amount with a decimal comma ("232,47", "1.038,83") is no identifier
    if (/^\d+$|^\d{1,3}(?:\.\d{3})+$/.test(v) && /^,\d{2}(?!\d)/.test(text.slice(index + v.length))) continue;
    // a time ("14:30") is no identifier
    if (/^\d{1,2}$/.test(v) && /^:\d{2}\b/.test(text.slice(index + v.length))) {
      re.lastIndex = index + v.length + 3;
      continue;
    }
    if (/^\d{1,2}:\d{2}/.test(v)) continue;
    // a phone number written with groups ("1-855-333-2676", "0800 123 456")
    if (/^(\+|00)?\d{1,4}([-. ]\d{2,4}){2,}$/.test(v) && v.replace(/\D/g, '').length >= 9 && (v.match(/[-. ]/g) ?? []).length >= 2 && /^1?-?\d{3}-\d{3}-\d{4}$|^\+/.test(v)) continue;
    // a bracketed code right after a word (a document type code "(380)") stands beside the number, not for it
    if (text[m.index] === '(' && text[index + m[1].length] === ')') continue;
    // a short series code in capitals printed before the number belongs to it ("FT 2020/45"), when it starts the text
    // or follows only words (the rest of a title or label: "<TITLE>-<TITLE> FR 2024A/318")
    const prefix = /^\s*([A-Z]{2,4})\s+$/.exec(text.slice(0, index)) ?? (/^[^\d]*[\s\-–:]([A-Z]{2,4})\s+$/.test(text.slice(0, index)) ? /([A-Z]{2,4})\s+$/.exec(text.slice(0, index)) : null);
    if (prefix && !isMarker(prefix[1])) {
      let at = index - text.slice(0, index).match(/([A-Z]{2,4})\s+$/)![0].length;
      // a short code joined to it by a hyphen is part of it ("L-KR 4471": a place's letters)
      const joined = /(?:^|\s)([A-Z]{1,3}-)$/.exec(text.slice(0, at));
      if (joined) at -= joined[1].length;
      const tail = groupsAfter(text, index + v.length);
      return { value: `${text.slice(at, index).trimEnd()} ${v}${tail}`, raw: text.slice(at, index + v.length + tail.length), index: at };
    }
    // a number printed in groups of digits ("300 512 778") is one identifier when the groups fill the rest of the text
    // or of its item (a middle dot or bar parts the items of a line: "SIRET 821 144 730 00016 · TVA ...")
    // (the last group may be a check digit alone: "4417 28391 2")
    const grouped = /^\d+$/.test(v) ? /^\d{2,5}(?: \d{2,6}){0,4} \d{1,6}(?=\s*(?:$|[·|•]\s))/.exec(text.slice(index)) : null;
    if (grouped) return { value: grouped[0], raw: grouped[0], index };
    // (so are the digit groups ending a code: "769-3318 4026", "<ABCU> 418207 3")
    // (and a code of letters and digits followed by one group of digits that ends the text: a meter's "1ESY1161 4471829")
    const tail = /[-/]/.test(v) ? groupsAfter(text, index + v.length) : /[A-Z]/i.test(v) ? /^ \d{3,10}(?=\s*$)/.exec(text.slice(index + v.length))?.[0] ?? '' : '';
    return { value: `${v}${tail}`, raw: `${v}${tail}`, index };
  }
  return null;
}

/** An empty box just before a text: "[ ]", "( )", "☐", "□". */
const UNTICKED = /(?:\[\s*\]|\(\s*\)|[☐□])\s*$/u;

/** Where a word of five letters or more closes a longer word of a text ("pellets" in "holzpellets"). */
function compoundEnd(low: string, word: string): RegExpExecArray | null {
  if (word.length < 5 || !/^\p{L}+$/u.test(word)) return null;
  return new RegExp(`\\p{L}{3,}${escapeRegExp(word)}(?![\\p{L}\\d])`, 'u').exec(low);
}

/** Picks the enum member written in text (exact word, then a word closing a compound, then a capital letter alone). */
export function parseEnum(text: string, options: unknown[], words?: ReadonlyMap<string, string[]>): Parsed<unknown> | null {
  const low = text.toLowerCase();
  let best: { v: unknown; i: number; len: number } | null = null;
  for (const o of options) {
    const s = String(o).toLowerCase();
    if (!s) continue;
    const spaced = s.replace(/[_-]+/g, ' ');
    // an option named in English is also written in the document's words for it ("card" as "PIN", "Karte")
    for (const cand of [s, spaced, ...(words?.get(spaced) ?? [])]) {
      const re = new RegExp(`(^|[^\\p{L}\\d])${escapeRegExp(cand)}($|[^\\p{L}\\d])`, 'u');
      const m = re.exec(low);
      // an option behind an empty box ("[ ] Senior") was not chosen
      if (m && UNTICKED.test(low.slice(0, m.index + m[1].length))) continue;
      if (!m) continue;
      const i = m.index + m[1].length;
      // the first option the text names wins; of two that overlap ("card" in "credit card"), the longer
      const overlaps = best && i < best.i + best.len && best.i < i + cand.length;
      if (!best || (overlaps ? cand.length > best.len : i < best.i)) best = { v: o, i, len: cand.length };
    }
  }
  if (best) return { value: best.v, raw: text.substr(best.i, best.len), index: best.i };
  // an option of one word ending a compound ("Holzpellets" for "Pellets"), where only one does
  const closing = options.map((o) => ({ o, m: compoundEnd(low, String(o).toLowerCase()) })).filter((x) => x.m);
  if (closing.length === 1) return { value: closing[0].o, raw: text.substr(closing[0].m!.index, closing[0].m![0].length), index: closing[0].m!.index };
  // a capital letter alone is the one option it opens ("M" of "male"/"female" is neither; of "maschio"/"femmina", "maschio")
  const letter = /^\s*(\p{Lu})\.?\s*$/u.exec(text)?.[1].toLowerCase();
  const opened = letter ? options.filter((o) => String(o).toLowerCase().startsWith(letter)) : [];
  if (opened.length === 1) return { value: opened[0], raw: text.trim(), index: text.indexOf(text.trim()) };
  return null;
}

const durationCache = new Map<string, { re: RegExp; numbers: Map<string, number>; units: Map<string, string> }>();

/** Number words and unit words of the languages, compiled once per set of languages. */
function durationWords(packs: LanguagePack[]) {
  const key = packs.map((l) => l.language).join(',');
  let d = durationCache.get(key);
  if (d) return d;
  const numbers = new Map<string, number>();
  const units = new Map<string, string>();
  for (const l of packs) {
    for (const [w, n] of Object.entries(l.number_words)) numbers.set(w.toLowerCase(), n);
    // (hours count work and care; a term or a notice period is never read in them)
    for (const [unit, list] of Object.entries(l.duration_units)) if (unit !== 'hour' && unit !== 'semester') for (const w of list) units.set(w.toLowerCase(), unit);
  }
  const numberAlt = alternation(numbers.keys());
  const unitAlt = alternation(units.keys());
  const re = new RegExp(`(?<![\\p{L}\\d])(?:(${numberAlt})\\s*(?:\\((\\d+(?:\\.\\d+)?)\\)\\s*)?|(\\d+(?:\\.\\d+)?)\\s*(?:\\(([\\p{L}\\- ]+)\\)\\s*)?)[-\\s]?(${unitAlt})(?![\\p{L}\\d])`, 'giu');
  d = { re, numbers, units };
  durationCache.set(key, d);
  return d;
}

/** A duration such as "two (2) years" normalised to "2 years" (number and unit words of the document's languages). */
export function findDurations(text: string, packs?: LanguagePack[]): Parsed<string>[] {
  const { re, numbers, units } = durationWords(packsOr(packs));
  re.lastIndex = 0;
  const out: Parsed<string>[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const n = m[2] ? Number(m[2]) : m[3] ? Number(m[3]) : numbers.get(m[1].toLowerCase());
    if (!n || !Number.isFinite(n)) continue;
    const unit = units.get(m[5].toLowerCase().replace(/\s+/g, ' '));
    if (!unit) continue;
    out.push({ value: `${n} ${unit}${n === 1 ? '' : 's'}`, raw: m[0], index: m.index });
  }
  return out;
}
