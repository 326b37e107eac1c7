/**
 * Adjustments to issuer candidates from the layout of a receipt header: marks set apart above it,
 * lines that only say what kind of business it is, and the registered name printed after a label.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { addressLike, digitRatio, hasRegistration, headLines, notIssuer, stripRegistration } from './knowledge.js';
import { legalForms, otherParty, tradeWords } from './vocab.js';
import type { DocumentLocale } from '../packs/locale.js';
import type { DocLine, DocText } from './layout.js';

function height(l: DocLine): number {
  return Math.max(1, l.bbox.y1 - l.bbox.y0);
}

/** A line made only of kind-of-business words ("BISTRO & CAFE"): a description under or beside the name. */
export function kindOnly(text: string, locale?: DocumentLocale): boolean {
  const words = text.normalize('NFKC').replace(/[.,;:]+/g, ' ').split(/\s+/).filter(Boolean);
  const kind = tradeWords(locale);
  return words.some((w) => /\p{L}{3}/u.test(w)) && words.every((w) => kind.has(w.toLowerCase()));
}

/** The nearest line below `l` on its page (by position, not reading order). */
function nextBelow(lines: DocLine[], l: DocLine): DocLine | undefined {
  let best: DocLine | undefined;
  for (const o of lines) {
    if (o === l || o.page !== l.page || o.bbox.y0 < l.bbox.y1 - height(l) * 0.3) continue;
    if (!best || o.bbox.y0 < best.bbox.y0) best = o;
  }
  return best;
}

/** All letters lower-case: handwriting or a note, not a printed name. */
function lowerOnly(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toLowerCase() && letters !== letters.toUpperCase();
}

/**
 * A line set apart above the header (more than two of its heights over the next line) is a note or
 * a mark, and a line written all in lower case is not a printed name: both count less.
 */
export function setApart(dt: DocText, cands: Candidate[]): Candidate[] {
  const head = headLines(dt);
  const top = [...head].sort((a, b) => a.bbox.y0 - b.bbox.y0)[0];
  const next = top && nextBelow(head, top);
  const apart = !!top && !!next && next.bbox.y0 - top.bbox.y1 > 2 * height(top) && cands.some((c) => c.order !== top.index);
  return cands.map((c) => {
    let s = c.score;
    if (apart && c.order === top.index && c.citations.length === 1) s *= 0.7;
    if (lowerOnly(String(c.value))) s *= 0.8;
    return s === c.score ? c : { ...c, score: s };
  });
}

/**
 * A kind-of-business line right under a name line ("THREE OAKS" / "BISTRO & CAFE") names the kind of
 * the business above it: the line above is the name, scored as the kind line was.
 */
export function kindLines(dt: DocText, cands: Candidate[]): Candidate[] {
  const head = headLines(dt);
  const out: Candidate[] = [];
  for (const c of cands) {
    const line = head.find((l) => l.index === c.order);
    if (!line || c.citations.length !== 1 || !kindOnly(line.text, dt.locale)) {
      out.push(c);
      continue;
    }
    const above = head.find((l) => l.index === line.index - 1);
    const ok =
      above &&
      line.bbox.y0 - above.bbox.y1 < height(line) &&
      /\p{L}{3}/u.test(above.text) &&
      digitRatio(above.text) === 0 &&
      !above.text.includes(':') &&
      !notIssuer(above.text, dt) &&
      addressLike(above.text, dt) < 0.4 &&
      !kindOnly(above.text, dt.locale);
    if (!ok) {
      out.push(c);
      continue;
    }
    out.push({ ...c, score: c.score * 0.5 });
    const value = stripRegistration(above.text);
    out.push({ value, raw: value, score: c.score, citations: [{ page: above.page, bbox: above.bbox, text: above.text }], how: 'issuer-kind', order: above.index });
  }
  return out;
}

/**
 * The registered name printed after a label with its registration number ("Owned by: ... SDN BHD 123456-W"):
 * a candidate, and preferred over a trading name it extends ("X CAFE" → "X CAFE SDN BHD").
 */
export function registeredNames(dt: DocText, cands: Candidate[]): Candidate[] {
  const head = headLines(dt);
  const out = [...cands];
  head.forEach((l, i) => {
    const m = /^([^:]{2,30}):\s*(.+)$/.exec(l.text.normalize('NFKC'));
    if (!m || otherParty(dt.locale).test(m[1]) || !hasRegistration(m[2], dt)) return;
    const value = stripRegistration(m[2]);
    if (!legalForms().test(value) || /\d/.test(value) || value.replace(/[^\p{L}]/gu, '').length < 4) return;
    const key = norm(value);
    const extended = cands.filter((c) => {
      const k = norm(String(c.value));
      return k.length >= 3 && key.startsWith(k) && key !== k;
    });
    const base = 0.7 * (1 - Math.min(0.5, i * 0.04)) * ocrFactor(l.confidence);
    const score = Math.min(1, Math.max(base, ...extended.map((c) => c.score + 0.05)));
    out.push({ value, raw: value, score, citations: [{ page: l.page, bbox: l.bbox, text: l.text }], how: 'issuer-registered', order: l.index });
  });
  return out;
}

function norm(s: string): string {
  return s.toUpperCase().replace(/[^\p{L}\d]+/gu, ' ').trim();
}
