/**
 * A letter's addressee and subject when no label gives them. Both stand before the greeting
 * ("Dear ...", "Sehr geehrte ...", "Madame, Monsieur,"): the addressee block is a block of lines
 * holding an address, after the letterhead's; the subject is the short line just above the greeting.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { cachedRe, clause, clauseList, langKey } from './contract-words.js';
import { addressLike, honorificsOnly, senderPieces } from './knowledge.js';
import { sameRow, spanBox, type DocLine, type DocText } from './layout.js';
import { findDates } from './normalise.js';
import { wordsRegExp } from './vocab.js';
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
 * ("Herrn", "To") skipped. A block is read by columns (an address window beside the invoice's
 * key-value pairs), without the one-line sender's address printed above a window ("<firm> · <street>
 * · <town>"). Without a greeting, a buyer's block is looked for before the first table header: an
 * invoice's address window.
 */
export function addresseeCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const greeted = beforeGreeting(dt, f);
  const lines = greeted ?? (f.meaning.concept === 'buyer' ? beforeTableHeader(dt) : null);
  if (!lines) return [];
  const honorific = new Set(clauseList(f.locale?.languages, 'honorifics').map((h) => h.replace(/\.$/, '')));
  // a block under another side's label ("Remit to", "Ship to") is that side's
  const others = greeted ? null : otherSides(f);
  for (const b of blocks(lines).slice(1)) {
    for (const col of columns(b.filter((l) => !senderLine(l.text)))) {
      // (also a line of honorifics joined: "<Herrn und Frau>")
      const body = col.filter((l) => !honorific.has(l.text.trim().toLowerCase().replace(/[.:]$/, '')) && !honorificsOnly(l.text, dt));
      if (body.length < 2 || body.length > 6 || !body.slice(1).some((l) => addressLike(l.text, dt) >= 0.4)) continue;
      if (others && col.some((l) => others.test(l.text))) continue;
      const name = body[0].text.trim();
      // "<care of> <firm>" or "<attention> <person>" only says through whom the post goes
      if (cachedRe(`attn:${langKey(f.locale?.languages)}`, () => String.raw`^\W*${clause(f.locale?.languages, 'attention')}`, 'iu').test(name)) continue;
      if (/\d/.test(name) || /[:：]/.test(name) || addressLike(name, dt) >= 0.4 || !/\p{L}{2}/u.test(name)) continue;
      return [candidate(body[0], name, greeted ? 0.55 : 0.45, 'letter-addressee')];
    }
  }
  return [];
}

/** Labels of the sides a buyer's address window is not: the payee's, the recipient's of goods and the seller's. */
function otherSides(f: FieldSpec): RegExp {
  const langs = f.locale?.languages;
  return cachedRe(`other-sides:${langKey(langs)}`, () => wordsRegExp((langs ?? []).flatMap((l) => [...(l.labels.payee ?? []), ...(l.labels.recipient ?? []), ...(l.labels.seller ?? [])]).filter((w) => w.length >= 4)).source, 'iu');
}

/** The sender's address on one line above a window ("<firm> · <street> · <town>"). */
function senderLine(text: string): boolean {
  return senderPieces(text).length >= 3;
}

/** Lines of the first page before the first row of column headings (cells with no figure, three or more). */
function beforeTableHeader(dt: DocText): DocLine[] {
  const first = dt.lines[0]?.page;
  const head = dt.lines.filter((l) => l.page === first).slice(0, 60);
  const at = head.findIndex((l) => {
    const row = [l, ...sameRow(dt, l)];
    return row.length >= 3 && row.every((x) => !/\d/.test(x.text));
  });
  return at < 0 ? head : head.slice(0, at);
}

/** The lines of a block by column: each column is the lines under its first line. */
function columns(block: DocLine[]): DocLine[][] {
  const out: DocLine[][] = [];
  for (const l of block) {
    const col = out.find((c) => l.bbox.x0 < c[0].bbox.x1 && l.bbox.x1 > c[0].bbox.x0);
    if (col) col.push(l);
    else out.push([l]);
  }
  return out;
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
