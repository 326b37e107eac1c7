/** Typed parsers: each finds a value of its kind inside a piece of text and normalises it. */

export interface Parsed<T> {
  value: T;
  /** the text the value was read from, as written */
  raw: string;
  /** offset of raw inside the searched text */
  index: number;
}

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

const DATE_PATTERNS: { re: RegExp; build: (m: RegExpExecArray, order: DateOrder) => [number, number, number] | null }[] = [
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
    re: new RegExp(`\\b(\\d{1,2})${ORD}\\s+day\\s+of\\s+${MONTH_RE},?\\s+(?:in\\s+the\\s+year\\s+)?(\\d{4})\\b`, 'gi'),
    build: (m) => [Number(m[3]), MONTHS[m[2].toLowerCase()], Number(m[1])],
  },
  // 25 Dec 2018, 25-Dec-18, 25 December, 2018
  {
    re: new RegExp(`\\b(\\d{1,2})${ORD}[\\s\\-/.]*${MONTH_RE}[\\s\\-/.,]*(\\d{4}|\\d{2})(?!\\d)`, 'gi'),
    build: (m) => [fullYear(m[3]), MONTHS[m[2].toLowerCase()], Number(m[1])],
  },
  // December 25, 2018, Dec. 25th 2018
  {
    re: new RegExp(`\\b${MONTH_RE}\\s*(\\d{1,2})${ORD},?\\s*(\\d{4})\\b`, 'gi'),
    build: (m) => [Number(m[3]), MONTHS[m[1].toLowerCase()], Number(m[2])],
  },
];

/** Finds every date written in text (many written forms), in order of appearance. */
export function findDates(text: string, order: DateOrder = 'dmy'): Parsed<DateValue>[] {
  const found: Parsed<DateValue>[] = [];
  for (const p of DATE_PATTERNS) {
    p.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = p.re.exec(text))) {
      const ymd = p.build(m, order);
      if (!ymd || !valid(ymd[0], ymd[1], ymd[2])) continue;
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

/** Parses the first date in text. */
export function parseDate(text: string, order: DateOrder = 'dmy'): Parsed<DateValue> | null {
  return findDates(text, order)[0] ?? null;
}

const CURRENCY = '(?:RM|MYR|USD|EUR|GBP|SGD|AUD|CAD|CHF|JPY|INR|US\\$|S\\$|A\\$|C\\$|[$€£¥₹])';
const AMOUNT = '[-−]?\\d{1,3}(?:[ ,.\'’]\\d{3})+(?:[.,]\\d{1,3})?|[-−]?\\d+(?:[.,]\\d{1,3})?';

/** A number with the currency written next to it, if any. */
export interface MoneyValue {
  amount: number;
  currency?: string;
  /** digits after the decimal separator as written */
  decimals: number;
}

/** Converts a written number with thousand/decimal separators to a number. */
export function toNumber(s: string): { n: number; decimals: number } | null {
  let t = s.replace(/[−]/g, '-').replace(/[\s'’]/g, '');
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
    // 1,234 and 1,234,567 are thousands; 12,5 and 9,00 are decimals
    if (groups.length === 2 && groups[1].length !== 3) {
      decimals = groups[1].length;
      t = groups.join('.');
    } else t = groups.join('');
  } else if (lastDot >= 0) {
    const groups = t.split('.');
    if (groups.length > 2) t = groups.join('');
    else decimals = groups[1].length;
  }
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return { n: Number(t), decimals };
}

/** Finds every number (optionally with a currency) in text. */
export function findMoney(text: string): Parsed<MoneyValue>[] {
  const re = new RegExp(`(${CURRENCY})?\\s?(${AMOUNT})\\s?(${CURRENCY}|%)?`, 'gi');
  const out: Parsed<MoneyValue>[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m[3] === '%') continue;
    const before = text[m.index - 1];
    if (before && /[\p{L}\d]/u.test(before) && !m[1]) continue;
    const num = toNumber(m[2]);
    if (!num) continue;
    const cur = (m[1] ?? m[3])?.toUpperCase();
    out.push({ value: { amount: num.n, currency: cur, decimals: num.decimals }, raw: m[0].trim(), index: m.index });
  }
  return out;
}

/** Parses the last amount in text (labels come first, amounts last on a receipt row). */
export function parseMoney(text: string): Parsed<MoneyValue> | null {
  const all = findMoney(text);
  return all[all.length - 1] ?? null;
}

const TRUE_WORDS = ['yes', 'y', 'true', 'x', '✓', '✔', '☑', '☒', 'checked', 'on', 'ja', 'oui', 'si', 'sí', '1'];
const FALSE_WORDS = ['no', 'n', 'false', '☐', 'unchecked', 'off', 'nein', 'non', '0', 'none'];

/** Reads a boolean written as yes/no, true/false, a tick mark or a checkbox. */
export function parseBoolean(text: string): Parsed<boolean> | null {
  const t = text.trim().toLowerCase();
  const first = t.split(/[\s:;,.]+/).filter(Boolean)[0] ?? '';
  if (TRUE_WORDS.includes(t) || TRUE_WORDS.includes(first)) return { value: true, raw: text.trim(), index: 0 };
  if (FALSE_WORDS.includes(t) || FALSE_WORDS.includes(first)) return { value: false, raw: text.trim(), index: 0 };
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

/** Finds an identifier (a token with digits, e.g. an invoice or registration number). */
export function parseIdentifier(text: string): Parsed<string> | null {
  const re = /[#:]?\s*([A-Z0-9][A-Z0-9\-/.]*\d[A-Z0-9\-/.]*)/gi;
  const m = re.exec(text);
  if (!m) return null;
  const v = m[1].replace(/[.\-/]+$/, '');
  return { value: v, raw: v, index: m.index + m[0].indexOf(m[1]) };
}

/** Picks the enum member written in text (exact word, then prefix/fuzzy). */
export function parseEnum(text: string, options: unknown[]): Parsed<unknown> | null {
  const low = text.toLowerCase();
  let best: { v: unknown; i: number; len: number } | null = null;
  for (const o of options) {
    const s = String(o).toLowerCase();
    if (!s) continue;
    const spaced = s.replace(/[_-]+/g, ' ');
    for (const cand of [s, spaced]) {
      const re = new RegExp(`(^|[^\\p{L}\\d])${cand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\d])`, 'u');
      const m = re.exec(low);
      if (m && (!best || cand.length > best.len)) best = { v: o, i: m.index + m[1].length, len: cand.length };
    }
  }
  if (best) return { value: best.v, raw: text.substr(best.i, best.len), index: best.i };
  return null;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, eighteen: 18, twenty: 20, 'twenty-four': 24,
  thirty: 30, 'thirty-six': 36, sixty: 60, ninety: 90, a: 1, an: 1,
};
const UNIT_RE = '(day|week|month|year)s?';

/** A duration such as "two (2) years" normalised to "2 years". */
export function findDurations(text: string): Parsed<string>[] {
  const words = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|');
  const re = new RegExp(`\\b(?:(${words})\\s*(?:\\((\\d+(?:\\.\\d+)?)\\)\\s*)?|(\\d+(?:\\.\\d+)?)\\s*(?:\\(([a-z\\- ]+)\\)\\s*)?)[-\\s]?${UNIT_RE}\\b`, 'gi');
  const out: Parsed<string>[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const n = m[2] ? Number(m[2]) : m[3] ? Number(m[3]) : NUMBER_WORDS[m[1].toLowerCase()];
    if (!n || !Number.isFinite(n)) continue;
    const unit = m[5].toLowerCase();
    out.push({ value: `${n} ${unit}${n === 1 ? '' : 's'}`, raw: m[0], index: m.index });
  }
  return out;
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
