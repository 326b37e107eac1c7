/**
 * Typed readers for values with a known shape: IBAN and BIC (checked with ibantools), VAT and tax
 * registration ids (shapes from the country packs, checked with jsvat), phone numbers (found with
 * libphonenumber-js), postcodes, percentages and quantities.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import jsvat from 'jsvat';
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import { COUNTRY_PACKS } from '../packs/registry.js';
import type { DocumentLocale } from '../packs/locale.js';
import { toNumber, type Parsed } from './normalise.js';
import { postcode, quantityUnits } from './vocab.js';

const ANY_POSTCODE = /\b\d{4,6}\b/u;
const quantityRes = new Map<string, RegExp>();

/** A typed value with how sure the reading is (0..1). */
export interface Scored<T> extends Parsed<T> {
  score: number;
}

const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/g;

/** Finds an IBAN; a valid check digit makes it certain, a well-shaped one without it counts less. */
export function parseIban(text: string): Scored<string> | null {
  IBAN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let fallback: Scored<string> | null = null;
  while ((m = IBAN.exec(text.toUpperCase()))) {
    const raw = text.slice(m.index, m.index + m[0].length);
    const e = electronicFormatIBAN(m[0]) ?? m[0].replace(/\s/g, '');
    if (isValidIBAN(e)) return { value: e, raw, index: m.index, score: 1 };
    // in print, a word after the groups may read as one more group ("<IBAN> avant ..."): the valid IBAN is a shorter run of them
    const groups = raw.split(' ');
    for (let k = groups.length - 1; k >= 3; k--) {
      const shorter = groups.slice(0, k).join(' ');
      const se = shorter.replace(/\s/g, '').toUpperCase();
      if (isValidIBAN(se)) return { value: se, raw: shorter, index: m.index, score: 1 };
    }
    fallback ??= { value: e, raw, index: m.index, score: 0.5 };
  }
  return fallback;
}

const BIC = /\b[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/g;

/** Finds a BIC (SWIFT code); the country letters must name a country. */
export function parseBic(text: string): Scored<string> | null {
  BIC.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = BIC.exec(text))) if (isValidBIC(m[0])) return { value: m[0], raw: m[0], index: m.index, score: 0.95 };
  return null;
}

const vatCache = new Map<string, RegExp>();

function vatPatterns(locale?: DocumentLocale): RegExp[] {
  const packs = [...COUNTRY_PACKS.values()].sort((a, b) => (a === locale?.country ? -1 : b === locale?.country ? 1 : 0));
  const out: RegExp[] = [];
  for (const c of packs) {
    if (!c.vat_id) continue;
    let re = vatCache.get(c.country);
    if (!re) {
      try {
        re = new RegExp(c.vat_id, 'gu');
      } catch {
        continue;
      }
      vatCache.set(c.country, re);
    }
    out.push(re);
  }
  return out;
}

/** Finds a VAT or tax registration id in a shape some country prints; a valid checksum raises it. */
export function parseVatId(text: string, locale?: DocumentLocale): Scored<string> | null {
  const found = vatIn(text, locale);
  if (found) return found;
  // an id printed in groups ("LU 2645 1103") is read with its groups joined, and cited as printed
  const joined = joinDigitGroups(text);
  if (joined.text === text) return null;
  const m = vatIn(joined.text, locale);
  if (!m) return null;
  const start = joined.at[m.index];
  const end = joined.at[m.index + m.raw.length - 1] + 1;
  return { ...m, raw: text.slice(start, end), index: start };
}

function vatIn(text: string, locale?: DocumentLocale): Scored<string> | null {
  let best: Scored<string> | null = null;
  for (const re of vatPatterns(locale)) {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (!m) continue;
    const raw = m[0].trim();
    const value = raw.replace(/[\s.\-]/g, '').toUpperCase();
    const valid = /^[A-Z]{2}/.test(value) && jsvat.checkVAT(value, jsvat.countries).isValid;
    const score = valid ? 1 : /^[A-Z]{2}/.test(value) ? 0.85 : 0.7;
    const index = m.index + m[0].indexOf(raw);
    if (!best || score > best.score || (score === best.score && index < best.index)) best = { value, raw, index, score };
  }
  return best;
}

/**
 * A VAT id whose country letters end the line before it ("... (btw BE" / "0412.887.329), ..."): the id read with
 * them when that makes a valid one, else null.
 */
export function vatWrapped(before: string, value: { value: unknown; raw: string; index: number }, locale?: DocumentLocale): string | null {
  const letters = /(?:^|[\s(])(\p{Lu}{2})\s*$/u.exec(before)?.[1];
  if (!letters || typeof value.value !== 'string' || /^\p{Lu}/u.test(value.value) || value.index > 0) return null;
  const m = vatIn(`${letters} ${value.raw}`, locale);
  return m && m.score === 1 && m.index === 0 ? m.value : null;
}

/** The text with single spaces between digits taken out, and where each of its characters stood. */
function joinDigitGroups(text: string): { text: string; at: number[] } {
  let out = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) continue;
    out += text[i];
    at.push(i);
  }
  return { text: out, at };
}

/** Finds a phone number as written, read with the document's country as the default. */
export function parsePhoneNumber(text: string, locale?: DocumentLocale): Scored<string> | null {
  const country = locale?.country?.country as CountryCode | undefined;
  try {
    const found = findPhoneNumbersInText(text, country ? { defaultCountry: country } : undefined)[0];
    if (found) {
      // an area code in brackets is part of the number as printed ("(02) 4573 0190"), its opening bracket too
      const at = text[found.startsAt - 1] === '(' && /^[^()]*\)/.test(text.slice(found.startsAt, found.endsAt)) ? found.startsAt - 1 : found.startsAt;
      const raw = text.slice(at, found.endsAt).trim();
      return { value: raw, raw, index: at, score: 0.95 };
    }
  } catch {
    // a text the library cannot read holds no number it would find
  }
  return null;
}

/** Finds a postcode in the country's shape (or a plain 4 to 6 digit code when the country is unknown). */
export function parsePostcode(text: string, locale?: DocumentLocale): Scored<string> | null {
  const m = (locale?.country?.postcode ? postcode(locale) : ANY_POSTCODE).exec(text);
  return m ? { value: m[0], raw: m[0], index: m.index, score: locale?.country?.postcode ? 0.9 : 0.6 } : null;
}

/** Finds a percentage ("19 %", "7,5%") as a number. */
export function parsePercent(text: string, locale?: DocumentLocale): Scored<number> | null {
  const m = /(-?\d{1,3}(?:[.,]\d{1,3})?)\s?%/u.exec(text);
  if (!m) {
    // a cell or value that is a bare figure of at most a hundred, whole or with one decimal (a column headed
    // "<Percentage>": "80"; with cents it is more likely an amount)
    const bare = /^\s*(-?\d{1,3}(?:[.,]\d)?)\s*$/u.exec(text);
    const b = bare ? toNumber(bare[1], locale?.decimal) : null;
    return b && Math.abs(b.n) <= 100 ? { value: b.n, raw: bare![1], index: text.indexOf(bare![1]), score: 0.8 } : null;
  }
  const n = toNumber(m[1], locale?.decimal);
  return n ? { value: n.n, raw: m[0], index: m.index, score: 1 } : null;
}

/** Finds a quantity: a number, optionally with a unit word or an "x" ("3 pcs", "2 x", "1,5 kg"). */
export function parseQuantity(text: string, locale?: DocumentLocale): Scored<number> | null {
  const units = quantityUnits(locale);
  // thousands grouped by a point, comma or apostrophe ("1.845,00 kg"), or by a space where the comma is the decimal sign ("1 811 kWh")
  const group = locale?.decimal === ',' ? "[ .,'’\\u00a0\\u202f]" : "[.,'’]";
  const key = `${units}|${group}`;
  let re = quantityRes.get(key);
  if (!re) quantityRes.set(key, (re = new RegExp(`(?<![\\d.,])(\\d{1,3}(?:${group}\\d{3}(?!\\d))+(?:[.,]\\d{1,6})?|\\d{1,6}(?:[.,]\\d{1,6})?)(?:\\s?(?:${units || '(?!)'})(?![\\p{L}]))?(?![\\d.,])`, 'iu')));
  const m = re.exec(text);
  if (!m) return null;
  const n = toNumber(m[1], locale?.decimal);
  return n ? { value: n.n, raw: m[0], index: m.index, score: 0.9 } : null;
}
