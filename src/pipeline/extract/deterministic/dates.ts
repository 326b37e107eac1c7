/** Dates: the many written forms found in documents, normalised to ISO. */
import type { Parsed } from './normalise.js';
import { escapeRegExp } from '../packs/phrases.js';

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10,
  nov: 11, november: 11, dec: 12, december: 12,
};
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ORD = '(?:st|nd|rd|th)?';

export type DateOrder = 'dmy' | 'mdy';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

function valid(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1900 || y > 2100) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/** An ISO date (YYYY-MM-DD) with where it was written. */
export interface DateValue {
  iso: string;
  /** HH:MM[:SS] when a time followed the date */
  time?: string;
}

type Build = (m: RegExpExecArray, order: DateOrder, month: (w: string) => number | undefined) => [number, number, number] | null;

/** The date forms, built around a set of month names (English, plus the document's languages). */
function datePatterns(monthRe: string): { re: RegExp; build: Build }[] {
  const MONTH = `(${monthRe})\\.?`;
  return [
    // 2018-12-25, 2018/12/25, 2018.12.25
    { re: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g, build: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
    // 25/12/2018, 12-01-19, 25.12.18 (day-first unless told or impossible)
    {
      re: /\b(\d{1,2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{4}|\d{2})(?!\d)/g,
      build: (m, order) => {
        const a = Number(m[1]);
        const b = Number(m[2]);
        const y = fullYear(m[3]);
        if (order === 'mdy' && a <= 12) return [y, a, b];
        if (a > 12 && b <= 12) return [y, b, a];
        if (b > 12 && a <= 12) return [y, a, b];
        return order === 'mdy' ? [y, a, b] : [y, b, a];
      },
    },
    // 25th day of December, 2018
    {
      re: new RegExp(`\\b(\\d{1,2})${ORD}\\s+day\\s+of\\s+${MONTH},?\\s+(?:in\\s+the\\s+year\\s+)?(\\d{4})\\b`, 'giu'),
      build: (m, _o, month) => { const mo = month(m[2]); return mo ? [Number(m[3]), mo, Number(m[1])] : null; },
    },
    // 25 Dec 2018, 25-Dec-18, 25 December, 2018, 5. März 2020, 5 de marzo de 2020
    {
      // an ordinal ending or sign after the day and a short word between the parts, in any language ("1er", "5 de marzo de 2020")
      // (two figures followed by a month are the next date's day, no year: "1 <of> <May> <to> 30 <of> <June>")
      re: new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(?:\\p{Ll}{1,2}|\\.|º)?[\\s\\-/.]*(?:\\p{Ll}{1,3}\\s+)?${MONTH}[\\s\\-/.,]*(?:\\p{Ll}{1,3}\\s+)?(\\d{4}|\\d{2}(?!\\s*(?:\\p{Ll}{1,3}\\s+)?(?:${monthRe})(?![\\p{L}])))(?!\\d)`, 'giu'),
      build: (m, _o, month) => { const mo = month(m[2]); return mo ? [fullYear(m[3]), mo, Number(m[1])] : null; },
    },
    // December 25, 2018, Dec. 25th 2018
    {
      re: new RegExp(`(?<![\\p{L}])${MONTH}\\s*(\\d{1,2})${ORD},?\\s*(\\d{4})\\b`, 'giu'),
      build: (m, _o, month) => { const mo = month(m[1]); return mo ? [Number(m[3]), mo, Number(m[2])] : null; },
    },
  ];
}

/** Month names as one alternation, longest first. */
function monthAlternation(months: Map<string, number>): string {
  return [...months.keys()].sort((a, b) => b.length - a.length).map((n) => escapeRegExp(n)).join('|');
}

const patternCache = new WeakMap<Map<string, number>, { re: RegExp; build: Build }[]>();

function patternsFor(months: Map<string, number>): { re: RegExp; build: Build }[] {
  let p = patternCache.get(months);
  if (!p) {
    p = datePatterns(monthAlternation(months));
    patternCache.set(months, p);
  }
  return p;
}

/** English month names, used when no document locale is given. */
export const ENGLISH_MONTHS: Map<string, number> = new Map(Object.entries(MONTHS));

/** Figures chained to a match by separators ("03-04-06 - 5/40/160") make it part of a code, not a date. */
function insideCode(text: string, from: number, to: number): boolean {
  // "02/20/20-02/24/20" is a range of two dates, not a code
  const range = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}$/;
  const after = /^-(\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4})(?![\d/.-])/.exec(text.slice(to, to + 12));
  const before = /(?<![\d/.-])(\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4})-$/.exec(text.slice(Math.max(0, from - 12), from));
  if ((after && range.test(after[1])) || (before && range.test(before[1]))) return false;
  return /\d[-/.]$/.test(text.slice(Math.max(0, from - 2), from)) || /^[-/.]\d/.test(text.slice(to, to + 2));
}

/** Finds every date written in text (many written forms), in order of appearance. */
export function findDates(text: string, order: DateOrder = 'dmy', months: Map<string, number> = ENGLISH_MONTHS): Parsed<DateValue>[] {
  const found: Parsed<DateValue>[] = [];
  const month = (w: string): number | undefined => months.get(w.toLowerCase().replace(/\.$/, '')) ?? months.get(w.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\.$/, ''));
  for (const p of patternsFor(months)) {
    p.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = p.re.exec(text))) {
      const ymd = p.build(m, order, month);
      if (!ymd || !valid(ymd[0], ymd[1], ymd[2]) || insideCode(text, m.index, m.index + m[0].length)) {
        // "19- 18/01/2018": what failed may hide a date starting inside it
        p.re.lastIndex = m.index + 1;
        continue;
      }
      if (found.some((f) => m!.index < f.index + f.raw.length && f.index < m!.index + m![0].length)) continue;
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 14);
      const t = /^\s*(?:,\s*)?(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?/i.exec(after);
      let time: string | undefined;
      if (t) {
        let h = Number(t[1]);
        if (t[4] && /p/i.test(t[4]) && h < 12) h += 12;
        if (t[4] && /a/i.test(t[4]) && h === 12) h = 0;
        if (h < 24 && Number(t[2]) < 60) time = `${pad(h)}:${t[2]}${t[3] ? `:${t[3]}` : ''}`;
      }
      found.push({ value: { iso: `${ymd[0]}-${pad(ymd[1])}-${pad(ymd[2])}`, time }, raw: m[0].trim(), index: m.index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const dayMonthCache = new WeakMap<Map<string, number>, RegExp>();

/** "<day> [<short word>] <month>" and up to twelve characters without figures ending a text (built once per set of month names). */
function dayMonthBefore(months: Map<string, number>): RegExp {
  let re = dayMonthCache.get(months);
  if (!re) {
    re = new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(?:\\p{Ll}{1,2}|\\.|º)?[\\s\\-/.]*(?:\\p{Ll}{1,3}\\s+)?(${monthAlternation(months)})\\.?(?![\\p{L}])([^\\d]{1,12})$`, 'iu');
    dayMonthCache.set(months, re);
  }
  return re;
}

/**
 * The first date of a range written without its year, which the second date's year completes ("1 <of> <May> <to> 30 <of> <June> <of> 2024",
 * "<from> 1 <May> <to> ..."): the day and month ending right before `end`, where `join` accepts what stands between; a start after the end
 * is in the year before ("15 <Dec> - 15 <Jan> 2025").
 */
export function yearlessStart(text: string, end: Parsed<DateValue>, join: RegExp, months: Map<string, number> = ENGLISH_MONTHS): Parsed<DateValue> | null {
  const m = dayMonthBefore(months).exec(text.slice(0, end.index));
  if (!m || !join.test(m[3])) return null;
  const month = months.get(m[2].toLowerCase()) ?? months.get(m[2].toLowerCase().normalize('NFKD').replace(/\p{M}/gu, ''));
  const [y, mo, d] = end.value.iso.split('-').map(Number);
  if (!month) return null;
  const year = month > mo || (month === mo && Number(m[1]) > d) ? y - 1 : y;
  if (!valid(year, month, Number(m[1]))) return null;
  const raw = m[0].slice(0, m[0].length - m[3].length);
  return { value: { iso: `${year}-${pad(month)}-${pad(Number(m[1]))}` }, raw, index: m.index };
}

/** Parses the first date in text. */
export function parseDate(text: string, order: DateOrder = 'dmy', months?: Map<string, number>): Parsed<DateValue> | null {
  return findDates(text, order, months)[0] ?? null;
}

/** Guesses whether ambiguous numeric dates in a document are day-first or month-first from its unambiguous ones. */
export function inferDateOrder(text: string): DateOrder | undefined {
  let dmy = 0;
  let mdy = 0;
  const num = /\b(\d{1,2})[-/.](\d{1,2})[-/.](?:\d{4}|\d{2})(?!\d)/g;
  let m: RegExpExecArray | null;
  while ((m = num.exec(text))) {
    if (Number(m[1]) > 12 && Number(m[2]) <= 12) dmy += 2;
    else if (Number(m[2]) > 12 && Number(m[1]) <= 12) mdy += 2;
  }
  // written months hint at the local habit: "25 December 2018" or "December 25, 2018"
  dmy += (text.match(new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_RE}\\s+\\d{4}`, 'gi')) ?? []).length;
  mdy += (text.match(new RegExp(`\\b${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}`, 'gi')) ?? []).length;
  if (dmy === mdy) return undefined;
  return dmy > mdy ? 'dmy' : 'mdy';
}

/** Numeric dates that lost a separator in recognition, each with how to read its day-or-month, day-or-month, year and separator. */
const MENDED: { re: RegExp; parts: (m: RegExpExecArray) => [string, string, string, string] }[] = [
  // "2703/2018": the first two parts run together
  { re: /(?<![\d/.-])(\d{2})(\d{2})([/.-])(\d{4}|\d{2})(?![\d/.-])/g, parts: (m) => [m[1], m[2], m[4], m[3]] },
  // "27/032018": the last two parts run together
  { re: /(?<![\d/.-])(\d{1,2})([/.-])(\d{2})(\d{4})(?![\d/.-])/g, parts: (m) => [m[1], m[3], m[4], m[2]] },
  // "05 02-18": a space where the first separator was
  { re: /(?<![\d/.-])(\d{2}) (\d{2})([/.-])(\d{4}|\d{2})(?![\d/.-])/g, parts: (m) => [m[1], m[2], m[4], m[3]] },
];

/**
 * Numeric dates with one separator lost in recognition ("<dd><mm>/<yyyy>", "<dd>/<mm><yyyy>",
 * "<dd> <mm>-<yy>"), each given back written whole with the separator it kept. Such shapes are
 * also codes and numbers, so they are only a last resort where no date was read.
 */
export function mendedDates(text: string, order: DateOrder = 'dmy'): { raw: string; index: number }[] {
  const out: { raw: string; index: number }[] = [];
  for (const f of MENDED) {
    f.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = f.re.exec(text))) {
      const [a, b, y, sep] = f.parts(m);
      const [month, day] = order === 'mdy' ? [Number(a), Number(b)] : [Number(b), Number(a)];
      if (valid(fullYear(y), month, day)) out.push({ raw: `${a}${sep}${b}${sep}${y}`, index: m.index });
    }
  }
  return out.sort((x, z) => x.index - z.index);
}
