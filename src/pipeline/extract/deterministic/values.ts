import {
  CURRENCY, findDates, findDurations, parseBoolean, parseEmail, parseEnum, parseIdentifier, findMoney, parseMoney, parsePhone,
  type Parsed,
} from './normalise.js';
import { valueType, type FieldSpec } from './schema.js';
import { parseCurrency } from './currency.js';
import { enumWords, isNumberMarker, legalForms, rangeJoin } from './vocab.js';
import { parseBic, parseIban, parsePercent, parsePhoneNumber, parsePostcode, parseQuantity, parseVatId } from './identifiers.js';
import { escapeRegExp } from '../packs/phrases.js';

/** A typed value read from a piece of text, with how sure the parse is (0..1). */
export interface TypedValue extends Parsed<unknown> {
  parseScore: number;
}

function safeRegex(p: string): RegExp | null {
  try {
    return new RegExp(p, 'u');
  } catch {
    return null;
  }
}

/** Formats a number for a string field, keeping the decimals as written. */
function moneyString(amount: number, decimals: number): string {
  return amount.toFixed(Math.min(3, decimals));
}

/** A text with the given spans (dates found in it) replaced by spaces, every other character in its place. */
function blankOut(text: string, spans: { index: number; raw: string }[]): string {
  return spans.reduce((t, d) => t.slice(0, d.index) + ' '.repeat(d.raw.length) + t.slice(d.index + d.raw.length), text);
}

/** Cuts a free-text value at a wide gap or a trailing separator so it stays one value. */
function cleanString(text: string): { value: string; index: number } {
  // a blank to fill in ("Acceptance: ______") ends what was printed: the words before it are its label, no value
  const blank = /_{3,}|\.{5,}/.exec(text);
  if (blank && /[:：]\s*$/.test(text.slice(0, blank.index))) return { value: '', index: 0 };
  const t = (blank ? text.slice(0, blank.index) : text).replace(/\s+/g, ' ');
  const lead = /^[\s:：=\-–#|]*/.exec(t)?.[0].length ?? 0;
  const v = t.slice(lead).replace(/[\s|:;,]+$/, '').trim();
  return { value: v, index: lead };
}

/** An amount of money alone, with its currency sign or code if any ("<amount> <code>", "<sign> <amount>"). */
const AMOUNT_ONLY = /^(?:\p{Sc}|[A-Z]{3})?\s?-?\d[\d.,' ]*(?:\s?(?:\p{Sc}|[A-Z]{3}))?$/u;

/** A name as printed, without a trailing account code in brackets ("Acme Ltd (134816)") or a trailing separator. */
function cleanName(text: string, person = false): { value: string; index: number } | null {
  const c = cleanString(text);
  // "<name>, <street> <no>, <postcode> <place>", "<name>, <born> <date>": what follows the first comma with figures is no part of the name
  // a list's numbering ("1. <name>") is no part of a person's name (a numbered heading is no party either way)
  const cut = (person ? c.value.replace(/^\d{1,2}[.)]\s+(?=\p{L})/u, '') : c.value).replace(/,\s+(?=[^,]*\d)[\s\S]*$/u, '');
  // (and its register's number in brackets: "Immo BV (KBO 0784.118.447)")
  const v = cut.replace(/\s*[(\[]\s*(?:[#\p{Lu}]{1,6}\.?:?\s?)?\d[\d\s./-]*[)\]]\s*$/u, '').replace(/[\s,;:/-]+$/, '').trim();
  // a name has letters, and starts with a letter or figure (not with "/" left over from a label)
  if (!/\p{L}{2}/u.test(v) || !/^[\p{L}\d"'“(]/u.test(v)) return null;
  // an amount with its currency code names nobody
  if (AMOUNT_ONLY.test(v)) return null;
  return { value: v, index: c.index };
}

/**
 * An amount alone on its line, as recognition often splits it: "64. 13", "7- 00", "RM 39. 80".
 * Only a whole line is mended, so prose and lists keep their own numbers.
 */
const SPLIT_AMOUNT = new RegExp(`^\\s*((?:${CURRENCY})?\\s?-?\\d{1,7})\\s*[.,-]\\s*(\\d{2})\\s*$`, 'iu');

export function mendAmount(text: string): string {
  const m = SPLIT_AMOUNT.exec(text);
  return m && /\s|-\s*\d{2}\s*$/.test(text.trim()) ? `${m[1]}.${m[2]}${' '.repeat(Math.max(0, text.length - m[1].length - 3))}` : text;
}

/** The text with its dates blanked out (looked for only where a year or a numeric date can be: most figures hold neither). */
function undatedText(f: FieldSpec, text: string): string {
  const dated = /\d{4}|\d[./-]\d{1,2}[./-]\d/.test(text) ? findDates(text, f.hints.dateOrder, f.locale?.months) : [];
  return dated.length ? blankOut(text, dated) : text;
}

/** A firm's name up to its legal form where a comma and an address with figures follow it ("<Firm> Ltd, 5 <Street>"), else undefined. */
let formsRe: RegExp | null = null;

function firmThenAddress(name: string): string | undefined {
  // (one global copy of the packs' legal forms, compiled once: every name and text value passes here)
  const re = (formsRe ??= new RegExp(legalForms().source, legalForms().flags.replace('g', '') + 'g'));
  re.lastIndex = 0;
  let end = -1;
  for (let m = re.exec(name); m; m = re.exec(name)) end = m.index + m[0].length;
  if (end <= 0) return undefined;
  const rest = name.slice(end);
  return /^\s*[,·]\s*\S/.test(rest) && /\d/.test(rest) ? name.slice(0, end).trim() : undefined;
}

const unitRes = new Map<string, RegExp | undefined>();

/** The unit a figure's description ends in ("The power in kW."), as the text after a figure written in it. */
function describedUnit(f: FieldSpec): RegExp | undefined {
  const d = f.description ?? '';
  if (unitRes.has(d)) return unitRes.get(d);
  const u = /\bin ([\p{L}][\p{L}\d²³/·]{0,11})\.?\s*$/u.exec(d)?.[1];
  const re = u ? new RegExp(`^\\s?${escapeRegExp(u)}(?![\\p{L}])`, 'iu') : undefined;
  if (unitRes.size > 2000) unitRes.clear();
  unitRes.set(d, re);
  return re;
}

/** Reads a value for a field out of text according to the field's type, format, enum, pattern and kind. */
export function readValue(f: FieldSpec, text: string): TypedValue | null {
  if (!text.trim()) return null;
  const type = valueType(f);
  if (f.enum?.length) {
    const e = parseEnum(text, f.enum, enumWords(f.locale));
    return e ? { ...e, parseScore: 1 } : null;
  }
  const patterns = [...f.hints.patterns, ...(f.pattern && type === 'string' ? [f.pattern] : [])];
  for (const p of patterns) {
    const re = safeRegex(p.replace(/^\^/, '').replace(/\$$/, ''));
    const m = re?.exec(text);
    if (m) {
      const v = m[1] ?? m[0];
      return { value: v, raw: v, index: m.index + Math.max(0, m[0].indexOf(v)), parseScore: 1 };
    }
  }
  if (f.hints.patterns.length) return null;
  const meaning = f.meaning.type;
  if (meaning === 'currency') {
    const c = parseCurrency(text, f);
    return c ? { ...c, parseScore: 1 } : null;
  }
  if (meaning === 'iban' || meaning === 'bic' || meaning === 'vat_id' || meaning === 'postcode') {
    const v = meaning === 'iban' ? parseIban(text) : meaning === 'bic' ? parseBic(text) : meaning === 'vat_id' ? parseVatId(text, f.locale) : parsePostcode(text, f.locale);
    if (v) return { value: v.value, raw: v.raw, index: v.index, parseScore: v.score };
    // a registration id in a shape no pack knows is still an identifier after its label
    const id = meaning === 'vat_id' ? parseIdentifier(text, (w) => isNumberMarker(w, f.locale)) : null;
    // a figure with a per cent sign after it is the tax's rate ("VAT @ 23%"), no id
    // and a tax id has more than a few characters ("<VAT> 21% 232,47" holds none)
    if (!id || /^\s?%/.test(text.slice(id.index + id.raw.length)) || id.value.replace(/[^\p{L}\d]/gu, '').length < 6) return null;
    return { ...id, parseScore: 0.6 };
  }
  if ((meaning === 'percent' || meaning === 'quantity') && (type === 'number' || type === 'integer' || type === 'string')) {
    // a date is no quantity ("<consumption period>: <from> 01/10/2023 ...")
    const v = meaning === 'percent' ? parsePercent(text, f.locale) : parseQuantity(undatedText(f, text), f.locale);
    if (!v || (type === 'integer' && !Number.isInteger(v.value))) return null;
    return { value: type === 'string' ? v.raw : v.value, raw: v.raw, index: v.index, parseScore: v.score };
  }
  if (type === 'boolean') {
    const b = parseBoolean(text, f.locale?.languages);
    return b ? { ...b, parseScore: 0.9 } : null;
  }
  if (type === 'number' || type === 'integer') {
    // a day and month without the year ("01.11.", a statement's booking date) is no amount
    if (/^\s*\d{1,2}\.\d{1,2}\.\s*$/.test(text)) return null;
    // a date is no amount ("<Old balance> <on> 31.10.2024  2.348,17" holds one amount)
    const undated = undatedText(f, text);
    const read = f.kind === 'total' || f.kind === 'money' ? mendAmount(undated) : undated;
    const money = findMoney(read, f.locale?.decimal);
    // "<amount> <currency> (...), <words> <day number> <words>": a bare figure after an amount with decimals or a currency is no amount
    const sure = money.filter((x) => x.value.decimals === 2 || x.value.currency);
    // "80 kW (109 hp)" for a figure described "in kW": the figure its unit follows
    const unit = money.length >= 2 ? describedUnit(f) : undefined;
    const inUnit = unit ? money.find((x) => unit.test(read.slice(x.index + x.raw.length))) : undefined;
    const m = inUnit ?? (f.meaning.type === 'money' && f.kind !== 'total' && sure.length && !sure.includes(money[money.length - 1]) ? sure[sure.length - 1] : money[money.length - 1]) ?? null;
    if (!m) return null;
    if (type === 'integer' && !Number.isInteger(m.value.amount)) return null;
    // a bare integer for a money field is weaker evidence than 12.50 or RM 12
    const s = f.kind === 'total' || f.kind === 'money' ? (m.value.decimals === 2 || m.value.currency ? 1 : 0.6) : 1;
    return { value: m.value.amount, raw: m.raw, index: m.index, parseScore: s };
  }
  if (f.format === 'date' || f.format === 'date-time' || f.kind === 'date' || f.kind === 'effective_date') {
    const all = findDates(text, f.hints.dateOrder, f.locale?.months);
    // the end of a range ("03/25/20 - 03/31/20") is its second date
    const ranged = f.meaning.concept === 'end_date' && all.length >= 2 && rangeJoin(f.locale).test(text.slice(all[0].index + all[0].raw.length, all[1].index));
    const d = ranged ? all[1] : all[0];
    if (!d) return null;
    if (f.format === 'date') return { value: d.value.iso, raw: d.raw, index: d.index, parseScore: 1 };
    if (f.format === 'date-time') return { value: d.value.time ? `${d.value.iso}T${d.value.time.length === 5 ? `${d.value.time}:00` : d.value.time}` : d.value.iso, raw: d.raw, index: d.index, parseScore: 1 };
    return { value: d.raw, raw: d.raw, index: d.index, parseScore: 1 };
  }
  if (f.format === 'email' || f.kind === 'email') {
    const e = parseEmail(text);
    return e ? { ...e, parseScore: 1 } : null;
  }
  if (f.kind === 'phone') {
    const lib = parsePhoneNumber(text, f.locale);
    if (lib) return { value: lib.value, raw: lib.raw, index: lib.index, parseScore: lib.score };
    const p = parsePhone(text);
    return p ? { ...p, parseScore: 0.9 } : null;
  }
  if (f.format === 'uri' || meaning === 'url') {
    const m = /\bhttps?:\/\/\S+|\bwww\.\S+/i.exec(text);
    return m ? { value: m[0], raw: m[0], index: m.index, parseScore: 1 } : null;
  }
  if (f.kind === 'total' || f.kind === 'money') {
    const m = parseMoney(text, f.locale?.decimal);
    return m ? { value: moneyString(m.value.amount, m.value.decimals), raw: m.raw, index: m.index, parseScore: 0.9 } : null;
  }
  if (f.kind === 'term' || f.meaning.type === 'duration') {
    const d = findDurations(text, f.locale?.languages)[0];
    return d ? { ...d, parseScore: 0.9 } : null;
  }
  if (f.kind === 'identifier') {
    // the day or year of a date ("<day> <month> <year>") is no identifier: dates standing on their own are blanked out first
    // (a date shape inside a code, "<series>/<yyyy>/<mm>/<dd>", is the code's)
    const alone = (d: { index: number; raw: string }): boolean => !/[\p{L}\d/\-.]/u.test(text[d.index - 1] ?? '') && !/[\p{L}\d/\-]/u.test(text[d.index + d.raw.length] ?? '');
    const dates = findDates(text, f.hints.dateOrder, f.locale?.months).filter(alone);
    const plain = blankOut(text, dates);
    const id = parseIdentifier(plain, (w) => isNumberMarker(w, f.locale));
    if (!id) return null;
    // a plate is printed in groups, the last often of letters only ("KX19 TRV", "4821 KTN"): the groups that end the text are its own
    const rest = f.meaning.concept === 'vehicle_registration' ? /^( [A-Z0-9]{2,4}){1,2}(?=\s*$)/.exec(plain.slice(id.index + id.raw.length)) : null;
    if (rest) return { value: `${id.value}${rest[0]}`, raw: `${id.raw}${rest[0]}`, index: id.index, parseScore: 0.8 };
    return { ...id, parseScore: 0.8 };
  }
  const t = f.meaning.type;
  if (t === 'organisation' || t === 'person' || t === 'party_name') {
    const n = cleanName(text, t === 'person');
    if (!n || n.value.length > 120) return null;
    // a firm's name ends with its legal form: the address printed after it on the line is no part of it ("<Firm> Ltd, 5 <Street>, ...")
    const form = t === 'organisation' ? firmThenAddress(n.value) : undefined;
    if (form) return { value: form, raw: form, index: n.index, parseScore: 0.75 };
    return { value: n.value, raw: n.value, index: n.index, parseScore: 0.75 };
  }
  const c = cleanString(text);
  // (a sign or a mark alone, "°" left of a label's "N°", is no text; nor is the rest of a label "<Make> / <model>")
  if (!c.value || c.value.length > 300 || !/[\p{L}\p{N}]/u.test(c.value) || /^[/|]\s*\p{L}/u.test(c.value)) return null;
  // a firm's name with its address after it, for a text field that names a firm ("<Registrar> Ltd, 5 <Street>")
  const firm = firmThenAddress(c.value);
  if (firm && firm.length <= 80) return { value: firm, raw: firm, index: c.index, parseScore: 0.7 };
  // a code after a word for "number" is the code ("n. <code>")
  const numbered = /^(\S+)\s+(\S*\d\S*)$/u.exec(c.value);
  if (numbered && isNumberMarker(numbered[1], f.locale)) {
    const at = c.index + c.value.indexOf(numbered[2], numbered[1].length);
    return { value: numbered[2], raw: numbered[2], index: at, parseScore: 0.7 };
  }
  // a text of a known concept (a destination, a job title) is no amount of money (with its cents)
  if (f.meaning.concept && t === 'text' && AMOUNT_ONLY.test(c.value) && /[.,]\d{2}(?!\d)/.test(c.value)) return null;
  // a means of payment named on its tender line is the words, not the amount handed over ("<CASH>  10,00")
  if (f.meaning.concept === 'payment_terms') {
    const means = /^(.*\p{L}.*?)\s+-?(?:\p{Sc}\s?)?\d[\d.,' ]*\d(?:\s?(?:\p{Sc}|[A-Z]{3}))?$/u.exec(c.value);
    if (means && !/\d\s*$/.test(means[1]) && findMoney(c.value.slice(means[1].length), f.locale?.decimal).some((x) => x.value.decimals === 2)) {
      return { value: means[1], raw: means[1], index: c.index, parseScore: 0.7 };
    }
  }
  const v = c.value.slice(0, textEnd(c.value));
  return { value: v, raw: v, index: c.index, parseScore: 0.7 };
}

/**
 * Where a text value ends: at a middle dot or a bar between spaces, another item of the line after it ("2024-2025 ·
 * Bulletin de fin d'année"), or at the end of its sentence, another sentence after it ("5/6 + Bonus (Second Prize).
 * This draw had 4 winning ..."; after a bracket or a word of four letters or more: "Dr. Smith and partners" is one name).
 */
function textEnd(text: string): number {
  const item = /\s[·|]\s/u.exec(text);
  if (item && item.index > 0) return item.index;
  const sentence = /(?:\)|[\p{L}\d]{4})\.\s+\p{Lu}\p{Ll}*(?:\s+\p{Ll}+){2}/u.exec(text);
  return sentence ? sentence.index + sentence[0].indexOf('.') : text.length;
}
