import type { Citation } from '../../pipeline/extract/types.js';
import { lineWords, type BBox, type RecognisedDocument, type Word } from '../../pipeline/types.js';

/** Longest run of words one value may span within a line. */
const MAX_SPAN_WORDS = 40;
/** Punctuation a written value may be wrapped in ("Total:", "(12.50)", "ACME,"). */
const EDGE_PUNCT = /^[\s.,;:!?()[\]{}"'`«»“”‘’*#-]+|[\s.,;:!?()[\]{}"'`«»“”‘’*#-]+$/g;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Lower-cased with every space removed: how strings are compared. */
export function squash(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** The text without wrapping punctuation, squashed. */
function squashTrimmed(s: string): string {
  return squash(s).replace(EDGE_PUNCT, '');
}

/**
 * Every number a written amount may mean, reading "," and "." both as the decimal and as the
 * thousands separator where the writing allows it (`1.234,56`, `1,234.56`, `1234.56`, `RM 9.00`).
 */
export function numberReadings(text: string): number[] {
  // currency symbols and codes (`$`, `RM`, `EUR`) around the digits are not part of the amount
  let s = squash(text)
    .replace(/^(?:[^\w\s\-+.,]|[a-z]{1,3}(?![a-z]))+/, '')
    // one character at a time: runs of letters read as groups of one to three backtrack exponentially on long words
    .replace(/(?:[^\w\s.,]|[a-z])+$/, '')
    .replace(/[.,]$/, '');
  const negative = /^-/.test(s) || /^\(.*\)$/.test(squash(text));
  s = s.replace(/^[-+]/, '');
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return [];
  const out = new Set<number>();
  const add = (plain: string) => {
    const n = Number(plain);
    if (Number.isFinite(n)) out.add(negative ? -n : n);
  };
  if (/^\d+$/.test(s)) add(s);
  if (/^\d+\.\d+$/.test(s)) add(s);
  if (/^\d+,\d+$/.test(s)) add(s.replace(',', '.'));
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) add(s.replace(/,/g, ''));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) add(s.replace(/\./g, '').replace(',', '.'));
  return [...out];
}

/** True when the written text can be read as the number. */
export function numberMatches(text: string, n: number): boolean {
  return numberReadings(text).some((x) => Math.abs(x - n) <= 1e-9 * Math.max(1, Math.abs(n)));
}

/** Key a written date is compared by: squashed, commas and a final dot removed. */
function dateKey(s: string): string {
  return squash(s).replace(/,/g, '').replace(/\.$/, '');
}

function ordinal(d: number): string {
  if (d % 100 >= 11 && d % 100 <= 13) return `${d}th`;
  return `${d}${['th', 'st', 'nd', 'rd'][d % 10] ?? 'th'}`;
}

/**
 * Common written forms of an ISO date (`2024-03-05`): numeric day-first, month-first and
 * year-first with `/`, `.`, `-` or spaces, padded or not, two- or four-digit years, and with
 * the month's name or abbreviation (`5 March 2024`, `March 5, 2024`, `5th Mar 2024`, `05-Mar-24`).
 * Empty for anything that is not a valid ISO date.
 */
export function dateForms(iso: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return [];
  const [y, mo, d] = [+m[1], +m[2], +m[3]];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return [];
  const years = [String(y), String(y).slice(2)];
  const days = [String(d), String(d).padStart(2, '0')];
  const months = [String(mo), String(mo).padStart(2, '0')];
  const names = [MONTHS[mo - 1], MONTHS[mo - 1].slice(0, 3), ...(mo === 9 ? ['sept'] : [])];
  const out = new Set<string>();
  for (const sep of ['/', '.', '-', ' ']) {
    for (const yy of years) {
      for (const dd of days) {
        for (const mm of months) {
          out.add(`${dd}${sep}${mm}${sep}${yy}`);
          out.add(`${mm}${sep}${dd}${sep}${yy}`);
          if (yy.length === 4) out.add(`${yy}${sep}${mm}${sep}${dd}`);
        }
        for (const name of names) {
          out.add(`${dd}${sep}${name}${sep}${yy}`);
          if (sep === ' ') {
            out.add(`${name} ${dd}, ${yy}`);
            out.add(`${ordinal(d)} ${name} ${yy}`);
            out.add(`${ordinal(d)} of ${name} ${yy}`);
            out.add(`${name} ${ordinal(d)}, ${yy}`);
          }
        }
      }
    }
  }
  return [...out].map(dateKey);
}

/** Whether the written text is the value: strings case- and space-insensitively, numbers and ISO dates by their written forms. */
export function textMatches(text: string, value: string | number, dates?: Set<string>): boolean {
  if (typeof value === 'number') return numberMatches(text, value);
  const target = squashTrimmed(value);
  if (target === '') return false;
  if (squash(text) === squash(value) || squashTrimmed(text) === target) return true;
  if (dates && dates.has(dateKey(squashTrimmed(text)))) return true;
  // a numeric string ("1,234.50" for "1234.50") matches its other writings
  if (/^-?\d[\d.,]*$/.test(value.trim())) {
    const n = numberReadings(value);
    return n.length === 1 && numberMatches(text, n[0]);
  }
  return false;
}

/** The smallest box holding every given box. */
export function unionBox(boxes: BBox[]): BBox {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/** Words needed to write the value, so that spans are not tried longer than useful. */
function spanLimit(value: string | number): number {
  if (typeof value === 'number') return 3;
  return Math.min(MAX_SPAN_WORDS, value.trim().split(/\s+/).length + 3);
}

/**
 * Finds a scalar value in the document's recognised lines (reading order, first match wins) and
 * cites the words it spans. Booleans and empty strings cannot be found and give null.
 */
export function findValue(doc: RecognisedDocument, value: unknown): Citation | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const dates = typeof value === 'string' ? new Set(dateForms(value.trim())) : undefined;
  const limit = spanLimit(value);
  // a cheap test that skips lines which cannot hold the value (most lines of a long document)
  const plain = typeof value === 'string' && dates!.size === 0 && !/^-?\d[\d.,]*$/.test(value.trim()) ? squashTrimmed(value) : null;
  const mayHold = (text: string) => (plain !== null ? squash(text).includes(plain) : /\d/.test(text));
  for (const page of doc.pages) {
    for (const line of page.lines) {
      if (!mayHold(line.text)) continue;
      const words = lineWords(line);
      // shortest spans first, so a label beside the value ("Total: 12.50") is not cited with it
      for (let len = 1; len <= Math.min(limit, words.length); len++) {
        for (let i = 0; i + len <= words.length; i++) {
          const span = words.slice(i, i + len);
          const text = span.map((w) => w.text).join(' ');
          if (textMatches(text, value, dates)) return { page: page.number, bbox: unionBox(span.map((w) => w.bbox)), text };
        }
      }
    }
  }
  return null;
}

/** True when most of the word's box lies inside the box. */
function inside(w: Word, box: BBox): boolean {
  const ix = Math.max(0, Math.min(w.bbox.x1, box.x1) - Math.max(w.bbox.x0, box.x0));
  const iy = Math.max(0, Math.min(w.bbox.y1, box.y1) - Math.max(w.bbox.y0, box.y0));
  const area = Math.max(1e-9, (w.bbox.x1 - w.bbox.x0) * (w.bbox.y1 - w.bbox.y0));
  return (ix * iy) / area >= 0.5;
}

/**
 * The words inside a box of a page (reading order), cited with the given box; null when the page
 * does not exist or no word lies inside.
 */
export function wordsInBox(doc: RecognisedDocument, pageNumber: number, box: BBox): Citation | null {
  const page = doc.pages.find((p) => p.number === pageNumber);
  if (!page) return null;
  const norm = { x0: Math.min(box.x0, box.x1), y0: Math.min(box.y0, box.y1), x1: Math.max(box.x0, box.x1), y1: Math.max(box.y0, box.y1) };
  const words = page.lines.flatMap((l) => lineWords(l)).filter((w) => inside(w, norm));
  if (words.length === 0) return null;
  return { page: page.number, bbox: norm, text: words.map((w) => w.text).join(' ') };
}

/** Where the review route grounds a corrected value without a location: the first place it is written (null when nowhere). */
export function groundCorrection(doc: RecognisedDocument, value: unknown): Citation | null {
  return findValue(doc, value);
}
