/** Text, number and date normalisation used to find a proposed value in the document. */

/** Lower-case letters and digits separated by single spaces (punctuation and case ignored). */
export function normText(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Numbers written in a text, reading both separator conventions (1,234.50 and 1.234,50) and
 * ignoring currency symbols; an ambiguous group like 1,234 yields both readings.
 */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  // a space or no-break space groups digits only before exactly three digits (1 234,50)
  for (const m of text.matchAll(/[-+(]?\d+(?:[.,']\d+|[ \u00a0]\d{3}(?!\d))*/g)) {
    const raw = m[0].replace(/^\(/, '-');
    const neg = raw.startsWith('-');
    const body = raw.replace(/^[-+]/, '');
    const pieces = /[ \u00a0]/.test(body) ? [body.replace(/[ \u00a0]/g, ''), ...body.split(/[ \u00a0]/)] : [body];
    for (const piece of pieces) for (const n of readings(piece.replace(/'/g, ''))) out.push(neg ? -n : n);
  }
  return out;
}

function readings(body: string): number[] {
  const out: number[] = [];
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  const push = (s: string) => {
    const n = Number(s);
    if (Number.isFinite(n)) out.push(n);
  };
  if (dot < 0 && comma < 0) push(body);
  else if (dot >= 0 && comma >= 0) push(dot > comma ? body.replace(/,/g, '') : body.replace(/\./g, '').replace(',', '.'));
  else {
    const sep = dot >= 0 ? '.' : ',';
    const parts = body.split(sep);
    // one separator with three digits after it may be a thousands separator or a decimal point
    if (parts.length === 2) {
      push(parts.join('.'));
      if (parts[1].length === 3) push(parts.join(''));
    } else if (parts.slice(1).every((p) => p.length === 3)) push(parts.join(''));
  }
  return out;
}

/** The number a proposed value stands for, when it is one (e.g. 12.5, "RM 12.50", "1,200"). */
export function asNumber(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string' || !/\d/.test(v) || /[a-z]{4,}/i.test(v)) return null;
  const ns = numbersIn(v);
  return ns.length >= 1 ? ns[0] : null;
}

/** True when two numbers are the same amount (to a cent). */
export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005 + Math.abs(a) * 1e-9;
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

function iso(y: number, m: number, d: number): string | null {
  if (y < 100) y += y < 70 ? 2000 : 1900;
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function month(word: string): number | null {
  return MONTHS[word.toLowerCase().slice(0, word.toLowerCase().startsWith('sept') ? 4 : 3)] ?? null;
}

/**
 * Dates written in a text, as ISO strings: 2019-03-12, 12/03/2019 and 03/12/2019 (both readings
 * of an ambiguous numeric date), 12 March 2019, March 12, 2019, 12th day of March, 2019.
 */
export function datesIn(text: string): string[] {
  const out = new Set<string>();
  const add = (s: string | null) => s && out.add(s);
  for (const m of text.matchAll(/(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g)) add(iso(+m[1], +m[2], +m[3]));
  for (const m of text.matchAll(/(?<![\d/.-])(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?![\d/.-]?\d)/g)) {
    add(iso(+m[3], +m[2], +m[1]));
    add(iso(+m[3], +m[1], +m[2]));
  }
  const mon = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+day)?(?:\\s+of)?[\\s-]+${mon}[\\s,-]+(\\d{4}|\\d{2})\\b`, 'gi'))) {
    const mo = month(m[2]);
    if (mo) add(iso(+m[3], mo, +m[1]));
  }
  for (const m of text.matchAll(new RegExp(`\\b${mon}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'))) {
    const mo = month(m[1]);
    if (mo) add(iso(+m[3], mo, +m[2]));
  }
  return [...out];
}

/** The ISO date a proposed value stands for, when it is one. */
export function asDate(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const ds = datesIn(v);
  return ds.length >= 1 ? ds[0] : null;
}
