// A key shared by several sections ("<Name>" under "1. <OWNER>" and under "2. <CRAFT>"): a field whose name says which
// thing's key it is ("naam_vaartuig": name + <craft>) reads it under the heading that names that thing.
import type { Candidate } from './candidates.js';
import { plainWord } from './cognates.js';
import { tokens } from './labels.js';
import type { DocLine, DocText } from './layout.js';
import { nameWords, type FieldSpec } from './schema.js';

/** How a key under the heading naming the field's thing is trusted against one under another heading. */
const UNDER_OWN = 1.15;
const UNDER_OTHER = 0.8;

const plain = plainWord;

/** Whether a line is a heading: letters all in capitals, three or more, figures and marks allowed. */
function isHeading(l: DocLine): boolean {
  const letters = l.text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/**
 * The nearest heading above a line, on its page, starting at or left of it. The page's first row is its letterhead or
 * title, no section's heading ("<FIRM NAME>   <INVOICE>" over the invoice's keys).
 */
function headingAbove(dt: DocText, l: DocLine): DocLine | undefined {
  for (let i = l.index - 1; i >= 0 && dt.lines[i].page === l.page; i--) {
    const h = dt.lines[i];
    if (h.bbox.y1 > l.bbox.y0 + 1 || h.bbox.x0 > l.bbox.x0 + 2) continue;
    if (isHeading(h)) return firstRow(dt, h) ? undefined : h;
  }
  return undefined;
}

/** Whether no line of the page stands wholly above a line. */
function firstRow(dt: DocText, h: DocLine): boolean {
  return !dt.lines.some((o) => o.page === h.page && o.bbox.y1 <= h.bbox.y0);
}

/** Whether a heading holds a word (by its first five letters, accents aside). */
function holds(h: DocLine, words: string[]): boolean {
  const ts = tokens(h.text).map((t) => plain(t.t).slice(0, 5));
  return words.some((w) => ts.includes(w.slice(0, 5)));
}

/**
 * Label candidates reweighed by the heading above their key: where the key is part of the field's name, the name has
 * words the key does not, and some heading of the document holds one of them, a key under such a heading is raised and one under
 * another heading lowered.
 */
export function bySection(dt: DocText, f: FieldSpec, cands: Candidate[]): Candidate[] {
  const own = nameWords(f.name).split(' ').map(plain).filter((w) => w.length >= 4);
  if (own.length < 2) return cands;
  // the words of the field's name each key did not match, once per keyed candidate
  const rest = new Map<Candidate, string[]>();
  for (const c of cands) {
    if (!c.label || c.labelLine === undefined) continue;
    const said = tokens(c.label).map((t) => plain(t.t).slice(0, 5));
    const left = own.filter((w) => !said.includes(w.slice(0, 5)));
    // (a key that is part of the field's own name: "<Naam>" of "naam_vaartuig", not another label of its concept)
    if (left.length && left.length < own.length) rest.set(c, left);
  }
  const first = rest.values().next().value;
  if (!first || !dt.lines.some((l) => isHeading(l) && holds(l, first))) return cands;
  return cands.map((c) => {
    const left = rest.get(c);
    if (!left) return c;
    const h = headingAbove(dt, dt.lines[c.labelLine!]);
    if (!h) return c;
    return { ...c, score: Math.min(1, c.score * (holds(h, left) ? UNDER_OWN : UNDER_OTHER)) };
  });
}
