/**
 * A letter's addressee and subject when no label gives them. Both stand before the greeting
 * ("Dear ...", "Sehr geehrte ...", "Madame, Monsieur,"): the addressee block is a block of lines
 * holding an address, after the letterhead's; the subject is the short line just above the greeting.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { cachedRe, clause, clauseList, langKey } from './contract-words.js';
import { addressLike } from './knowledge.js';
import { sameRow, spanBox, type DocLine, type DocText } from './layout.js';
import { findDates } from './normalise.js';
import type { FieldSpec } from './schema.js';

/** Lines of the first page before the greeting, or null when the document has no greeting (it is no letter). */
function beforeGreeting(dt: DocText, f: FieldSpec): DocLine[] | null {
  const langs = f.locale?.languages;
  const greeting = cachedRe(`salut:${langKey(langs)}`, () => String.raw`^\W*${clause(langs, 'salutation')}`, 'iu');
  const first = dt.lines[0]?.page;
  const head = dt.lines.filter((l) => l.page === first).slice(0, 60);
  const at = head.findIndex((l) => greeting.test(l.text));
  return at > 0 ? head.slice(0, at) : null;
}

/** Runs of lines with no blank line between them, in reading order. */
function blocks(lines: DocLine[]): DocLine[][] {
  const out: DocLine[][] = [];
  for (const l of lines) {
    const cur = out[out.length - 1];
    const prev = cur?.[cur.length - 1];
    const h = Math.max(1, l.bbox.y1 - l.bbox.y0);
    if (prev && l.bbox.y0 - prev.bbox.y1 < h * 0.8 && l.bbox.y0 >= prev.bbox.y0) cur.push(l);
    else out.push([l]);
  }
  return out;
}

const candidate = (l: DocLine, text: string, score: number, how: string): Candidate => {
  const at = Math.max(0, l.text.indexOf(text));
  return { value: text, raw: text, score: score * ocrFactor(l.confidence), citations: [{ page: l.page, bbox: spanBox(l, at, at + text.length), text }], how, order: l.index };
};

/**
 * The addressee: the name heading the first block after the letterhead's that holds an address (a
 * line with a postcode or a street word after its first line), an honorific alone on its line
 * ("Herrn", "To") skipped.
 */
export function addresseeCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const lines = beforeGreeting(dt, f);
  if (!lines) return [];
  const honorific = new Set(clauseList(f.locale?.languages, 'honorifics').map((h) => h.replace(/\.$/, '')));
  for (const b of blocks(lines).slice(1)) {
    const body = b.filter((l) => !honorific.has(l.text.trim().toLowerCase().replace(/[.:]$/, '')));
    if (body.length < 2 || body.length > 6 || !body.slice(1).some((l) => addressLike(l.text, dt) >= 0.4)) continue;
    const name = body[0].text.trim();
    if (/\d/.test(name) || addressLike(name, dt) >= 0.4 || !/\p{L}{2}/u.test(name)) continue;
    return [candidate(body[0], name, 0.55, 'letter-addressee')];
  }
  return [];
}

/** The subject: the short line just above the greeting, when it is no date, no label and stands alone on its row. */
export function subjectLineCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const lines = beforeGreeting(dt, f);
  const l = lines?.[lines.length - 1];
  if (!l) return [];
  const text = l.text.trim();
  const words = text.split(/\s+/).length;
  if (words > 14 || /[:：]/.test(text) || findDates(text).length || sameRow(dt, l).length || !/\p{L}{3}/u.test(text)) return [];
  // the last line of the addressee block is an address, not a subject
  if (addressLike(text, dt) >= 0.4) return [];
  return [candidate(l, text, 0.5, 'letter-subject')];
}
