/** The document's locale: its language (detected offline), its country (from evidence in the text), number and date habits. */
import { francAll } from 'franc-min';
import { COUNTRY_PACKS, FALLBACK_LANGUAGE, LANGUAGE_PACKS } from './registry.js';
import { monthNames } from './months.js';
import { escapeRegExp, phraseRegExp } from './phrases.js';
import type { CountryPack, LanguagePack } from './types.js';

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

/** What the extractor knows of a document's language and country. */
export interface DocumentLocale {
  /** the detected language's pack (English when unknown) */
  language: LanguagePack;
  /** packs whose labels are looked for: the detected language first, then English */
  languages: LanguagePack[];
  /** the country the evidence points at, if any */
  country?: CountryPack;
  /** the decimal separator amounts use in this document */
  decimal: '.' | ',';
  /** the order of ambiguous numeric dates when the date itself does not tell */
  dateOrder: DateOrder;
  /** month names of the document's languages → 1..12 */
  months: Map<string, number>;
}

const SAMPLE_CHARS = 20_000;

/** Detects the language among those with a pack; English when the text is too short or unclear. */
export function detectLanguage(text: string): LanguagePack {
  const fallback = LANGUAGE_PACKS.get(FALLBACK_LANGUAGE)!;
  const sample = text.slice(0, SAMPLE_CHARS).replace(/[\d\p{P}\p{S}]+/gu, ' ');
  // a few words (a receipt's labels) say too little: the detector guesses, and a guess is worse than the default
  if (sample.replace(/\s+/g, '').length < 150) return fallback;
  const byCode = new Map([...LANGUAGE_PACKS.values()].map((p) => [p.detector_code, p]));
  const ranked = francAll(sample, { only: [...byCode.keys()], minLength: 10 });
  const top = ranked[0];
  const guess = (top && byCode.get(top[0])) || fallback;
  // a document's labels outvote the detector where they clearly point at another language
  // (an English diner check of dish names and capitals reads as French to the letter statistics)
  const head = text.slice(0, SAMPLE_CHARS);
  const hits = new Map([...LANGUAGE_PACKS.values()].map((p) => [p, labelHits(head, p)]));
  const [best, most] = [...hits].sort((a, b) => b[1] - a[1])[0];
  return best !== guess && most >= 3 && most >= 2 * (hits.get(guess) ?? 0) ? best : guess;
}

const labelRegExps = new Map<string, RegExp>();

/** How many distinct labels of a language (of four letters or more) a text prints. */
function labelHits(text: string, pack: LanguagePack): number {
  let re = labelRegExps.get(pack.language);
  if (!re) {
    const all = new Set(Object.values(pack.labels).flatMap((l) => l ?? []).filter((l) => l.replace(/[^\p{L}]/gu, '').length >= 4));
    re = new RegExp(`(?<![\\p{L}\\d])(?:${[...all].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\\p{L}\\d])`, 'giu');
    labelRegExps.set(pack.language, re);
  }
  const seen = new Set<string>();
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) seen.add(m[0].toLowerCase());
  return seen.size;
}

export { phraseRegExp };
const escape = escapeRegExp;

const countryRegExps = new Map<string, { forms: { re: RegExp; weight: number }[]; regions: RegExp[]; symbols: RegExp[]; vat?: RegExp; registration?: RegExp; postcode?: RegExp; names: RegExp; calling?: RegExp }>();

function compiled(c: CountryPack) {
  let r = countryRegExps.get(c.country);
  if (r) return r;
  const names = new Set<string>();
  for (const lang of ['en', ...c.languages]) {
    try {
      const n = new Intl.DisplayNames([lang], { type: 'region' }).of(c.country);
      if (n) names.add(n);
    } catch {
      // a locale the platform lacks names nothing
    }
  }
  r = {
    // one pattern per form (spellings that differ only in case and dots are one form)
    forms: [...new Set(c.legal_forms.map(formKey))].map((k) => ({ re: phraseRegExp(c.legal_forms.find((f) => formKey(f) === k)!), weight: 2 / sharedBy(k) })),
    // two-letter region codes count only in capitals ("CA 94105"), long names in any case
    regions: c.regions.map((x) => (x.length <= 3 ? new RegExp(`(?<![\\p{L}\\d])${escape(x)}(?=\\s+\\d)`, 'gu') : phraseRegExp(x))),
    symbols: c.currency_symbols.map((s) => (/^\p{L}/u.test(s) ? phraseRegExp(s, 'gu') : new RegExp(escape(s), 'gu'))),
    vat: c.vat_id ? safe(c.vat_id) : undefined,
    names: new RegExp(`(?<![\\p{L}])(${[...names].map(escape).join('|')})(?![\\p{L}])`, 'giu'),
    registration: c.registration ? safe(c.registration) : undefined,
    // a postcode shape with letters in it ("<A1> <1AA>", "<1234> <AB>") is its country's own; one of figures only may be anyone's
    postcode: c.postcode && /[A-Z]/.test(c.postcode.replace(/\\[a-zA-Z]/g, '')) ? safe(c.postcode) : undefined,
    // ("+<code>" before a space, a bracket or a hyphen; "00<code>" only before a space or a bracket: "001-1184273" is a reference)
    calling: c.calling_code ? new RegExp(`(?:\\+\\s?${c.calling_code}[\\s(-]|\\b00${c.calling_code}[\\s(])`, 'g') : undefined,
  };
  countryRegExps.set(c.country, r);
  return r;
}

/** A legal form without case, dots and spaces: "S.R.L." and "srl" are one form. */
function formKey(f: string): string {
  return f.toLowerCase().replace(/[.\s]/g, '');
}

let shared: Map<string, number> | null = null;

/** How many countries list a legal form. */
function sharedBy(key: string): number {
  if (!shared) {
    shared = new Map();
    for (const c of COUNTRY_PACKS.values()) for (const k of new Set(c.legal_forms.map(formKey))) shared.set(k, (shared.get(k) ?? 0) + 1);
  }
  return shared.get(key) ?? 1;
}

function safe(src: string): RegExp | undefined {
  try {
    return new RegExp(src, 'gu');
  } catch {
    return undefined;
  }
}

/** A tax id is strong evidence with its country's letters or after a tax-id label of the country's languages ("NIP", "EIN"). */
function vatEvidence(re: RegExp, text: string, c: CountryPack): number {
  re.lastIndex = 0;
  let s = 0;
  let m: RegExpExecArray | null;
  const labels = c.languages.flatMap((l) => LANGUAGE_PACKS.get(l)?.labels.vat_id ?? []).filter((x) => x.length >= 3);
  for (let n = 0; n < 2 && (m = re.exec(text)); n++) {
    const before = text.slice(Math.max(0, m.index - 24), m.index).toLowerCase();
    s += /^[A-Z]{2}/.test(m[0].trim()) || labels.some((x) => before.includes(x)) ? 3 : 1;
  }
  return s;
}

function count(re: RegExp, text: string, cap: number): number {
  const g = re.flags.includes('g') ? re : new RegExp(re.source, `${re.flags}g`);
  g.lastIndex = 0;
  let n = 0;
  while (n < cap && g.exec(text)) n++;
  return n;
}

/** Where a line names or shows its country: the country's name, a region, a legal form or a tax id of its shape (first one). */
export function countryMention(text: string, c: CountryPack): { index: number; length: number } | null {
  const r = compiled(c);
  let best: { index: number; length: number } | null = null;
  for (const re of [r.names, ...r.regions, ...r.forms.map((f) => f.re), ...(r.vat ? [r.vat] : [])]) {
    const g = re.flags.includes('g') ? re : new RegExp(re.source, `${re.flags}g`);
    g.lastIndex = 0;
    const m = g.exec(text);
    if (m && m[0].trim() && (!best || m.index < best.index || (m.index === best.index && m[0].length > best.length))) best = { index: m.index, length: m[0].length };
  }
  return best;
}

/** Scores each country by the evidence in the text: tax ids, legal forms, currency, regions, country names, calling codes. */
export function detectCountry(text: string, language: LanguagePack): CountryPack | undefined {
  const scores = scoreCountries(text, language);
  const best = scores[0];
  return best && best.score >= 3 ? best.country : undefined;
}

/** Every country's evidence score for a text, best first. */
export function scoreCountries(text: string, language: LanguagePack): { country: CountryPack; score: number }[] {
  const sample = text.slice(0, SAMPLE_CHARS * 3);
  const out: { country: CountryPack; score: number }[] = [];
  for (const c of COUNTRY_PACKS.values()) {
    const r = compiled(c);
    let s = 0;
    // a tax id with its country's letters is strong evidence; a bare run of figures may be anything (a phone number)
    if (r.vat) s += vatEvidence(r.vat, sample, c);
    // a form several countries share ("Inc.", "S.r.l.") is evidence split between them
    s += Math.min(4, r.forms.reduce((n, f) => n + f.weight * count(f.re, sample, 2), 0));
    s += 1.5 * Math.min(4, r.symbols.reduce((n, re) => n + count(re, sample, 3), 0)) / (r.symbols.length ? 1 : 1);
    if (new RegExp(`\\b${c.currency}\\b`).test(sample)) s += 1;
    s += Math.min(4, r.regions.reduce((n, re) => n + count(re, sample, 2), 0));
    s += 2 * count(r.names, sample, 2);
    if (r.calling) s += 2 * count(r.calling, sample, 2);
    if (r.registration) s += 2 * count(r.registration, sample, 1);
    if (r.postcode) s += 2 * count(r.postcode, sample, 1);
    if (c.languages.includes(language.language)) s += 1;
    out.push({ country: c, score: s });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The decimal separator the document's amounts use: counted from amounts with two decimals, else the locale's habit. */
export function detectDecimal(text: string, fallback: '.' | ','): '.' | ',' {
  const comma = (text.match(/\d,\d{2}(?![\d,.])/g) ?? []).length + 2 * (text.match(/\d\.\d{3},\d{2}(?!\d)/g) ?? []).length;
  const point = (text.match(/\d\.\d{2}(?![\d,.])/g) ?? []).length + 2 * (text.match(/\d,\d{3}\.\d{2}(?!\d)/g) ?? []).length;
  if (comma === point) return fallback;
  return comma > point ? ',' : '.';
}

const locales = new Map<string, DocumentLocale>();

/** Works out the locale of a document from its text alone. */
export function detectLocale(text: string, hint?: { language?: string }): DocumentLocale {
  const language = (hint?.language && LANGUAGE_PACKS.get(hint.language)) || detectLanguage(text);
  const english = LANGUAGE_PACKS.get(FALLBACK_LANGUAGE)!;
  const country = detectCountry(text, language);
  // the detected language first, then English, then the country's other languages (a Malaysian receipt in English prints Malay street names)
  const languages = [...new Set([language, english, ...(country?.languages ?? []).map((l) => LANGUAGE_PACKS.get(l)).filter((l): l is LanguagePack => !!l)])];
  const decimal = detectDecimal(text, country?.decimal ?? language.decimal);
  // one object per combination, so that what is compiled from a locale (date and label patterns) is compiled once
  const key = `${language.language}|${country?.country ?? ''}|${decimal}`;
  const hit = locales.get(key);
  if (hit) return hit;
  const months = new Map<string, number>();
  for (const l of [...languages].reverse()) for (const [k, v] of monthNames(l.intl_locale)) months.set(k, v);
  // the country's own spellings of its language's months (the platform's locale data for the language in that country)
  if (country?.languages.includes(language.language)) for (const [k, v] of monthNames(`${language.language}-${country.country}`)) months.set(k, v);
  const locale: DocumentLocale = { language, languages, country, decimal, dateOrder: country?.date_order ?? language.date_order, months };
  locales.set(key, locale);
  return locale;
}
