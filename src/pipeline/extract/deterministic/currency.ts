/** Currencies: ISO 4217 codes, signs and local abbreviations, settled by the document's country where a sign is shared ("$"). */
import type { Candidate } from './candidates.js';
import { spanBox, type DocText } from './layout.js';
import { COUNTRY_PACKS, CURRENCY_DATA } from '../packs/registry.js';
import { countryMention } from '../packs/locale.js';
import { escapeRegExp } from '../packs/phrases.js';
import type { FieldSpec } from './schema.js';
import type { Parsed } from './normalise.js';

/** ISO 4217 codes the platform knows. */
const ISO_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));


let symbolMap: Map<string, Set<string>> | null = null;

/** Every printed form → the currencies it may stand for (from the country packs). */
function symbols(): Map<string, Set<string>> {
  if (symbolMap) return symbolMap;
  symbolMap = new Map();
  const add = (s: string, code: string): void => {
    const k = s.toLowerCase();
    symbolMap!.set(k, new Set([...(symbolMap!.get(k) ?? []), code]));
  };
  for (const [s, c] of Object.entries(CURRENCY_DATA.signs)) add(s, c);
  for (const [s, c] of Object.entries(CURRENCY_DATA.unqualified)) add(s, c);
  for (const c of COUNTRY_PACKS.values()) for (const s of c.currency_symbols) add(s, c.currency);
  return symbolMap;
}

const escape = escapeRegExp;

let formRe: RegExp | null = null;

/** Codes and printed forms, longest first; letter forms only as whole words. */
function forms(): RegExp {
  if (formRe) return formRe;
  const list = [...symbols().keys()].sort((a, b) => b.length - a.length).map((s) => (/\p{L}$/u.test(s) ? `${escape(s)}(?![\\p{L}])` : escape(s)));
  // a printed form stands after a space, a figure or a bracket, never inside an abbreviation ("Mo.-Fr.")
  formRe = new RegExp(`(?<![\\p{L}\\-.])([A-Z]{3})(?![\\p{L}])|(?<![\\p{L}\\-.])(${list.join('|')})`, 'giu');
  return formRe;
}

/** Which currency a printed form stands for in this document ("$" is the country's own dollar where it has one). */
export function currencyOf(form: string, f: FieldSpec): string | undefined {
  if (/^[A-Z]{3}$/.test(form) && ISO_CODES.has(form)) return form;
  const options = symbols().get(form.toLowerCase());
  if (!options?.size) return undefined;
  const own = f.locale?.country?.currency;
  if (own && options.has(own)) return own;
  // a shared sign with no country to settle it stands for the currency the packs name for it
  const unqualified = CURRENCY_DATA.unqualified[form];
  return options.size === 1 ? [...options][0] : unqualified && options.has(unqualified) ? unqualified : [...options][0];
}

/** Finds the first currency written in a text. */
export function parseCurrency(text: string, f: FieldSpec): Parsed<string> | null {
  const re = forms();
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const raw = m[1] ?? m[2];
    // a three-letter word in capitals is a currency only when it is a code the platform knows
    const code = currencyOf(m[1] && !ISO_CODES.has(m[1]) ? '' : raw, f);
    if (code) return { value: code, raw, index: m.index + m[0].indexOf(raw) };
  }
  return null;
}

/** The currency the document's amounts are written in: every sign or code beside an amount is a vote. */
export function currencyCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const votes = new Map<string, Candidate & { n: number }>();
  // an amount with its minus after it ("12,00- EUR") stands beside its currency too
  const beside = /^\s?-?\d|\d-?\s?$/;
  for (const l of dt.lines) {
    const re = forms();
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(l.text))) {
      const raw = m[1] ?? m[2];
      const at = m.index + m[0].indexOf(raw);
      if (m[1] && !ISO_CODES.has(m[1])) continue;
      const near = beside.test(l.text.slice(at + raw.length, at + raw.length + 3)) || beside.test(l.text.slice(Math.max(0, at - 3), at));
      // a sign in brackets after a label or heading ("<Total> (€)") is the unit of the amounts it heads
      const unit = /[([]\s?$/.test(l.text.slice(Math.max(0, at - 2), at)) && /^\s?[)\]]/.test(l.text.slice(at + raw.length, at + raw.length + 2));
      if (!near && !unit) continue;
      const code = currencyOf(raw, f);
      if (!code) continue;
      const v = votes.get(code);
      if (v) v.n++;
      else votes.set(code, { value: code, raw, score: 0, n: 1, citations: [{ page: l.page, bbox: spanBox(l, at, at + raw.length), text: raw }], how: 'currency-sign', order: l.index });
    }
  }
  const total = [...votes.values()].reduce((s, v) => s + v.n, 0);
  // votes count less than a currency printed after its label ("Currency: EUR")
  return [...votes.values()].map(({ n, ...c }) => ({ ...c, score: Math.min(0.7, 0.4 + 0.3 * (n / total)) }));
}

/**
 * With no sign or code beside any amount, amounts are in the currency of the country the document
 * is from (a Singapore till receipt prints "14.70" alone): taken weakly, cited where the document
 * shows its country (its name, a region, a legal form or a tax id).
 */
export function countryCurrencyCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const country = f.locale?.country;
  if (!country || !dt.lines.some((l) => /\d[.,]\d{2}(?!\d)/.test(l.text))) return [];
  for (const l of dt.lines) {
    const m = countryMention(l.text, country);
    if (!m) continue;
    const text = l.text.slice(m.index, m.index + m.length);
    return [{ value: country.currency, raw: text, score: 0.3, citations: [{ page: l.page, bbox: spanBox(l, m.index, m.index + m.length), text }], how: 'country-currency', order: l.index }];
  }
  return [];
}
