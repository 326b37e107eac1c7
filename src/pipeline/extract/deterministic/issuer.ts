/** The issuer of a receipt or invoice: single name lines, and names printed over two or three lines. */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { addressLike, companyCandidates, digitRatio, hasRegistration, notIssuer, ORG_SUFFIX, stripRegistration } from './knowledge.js';
import { titleLetters } from './vocab.js';
import type { DocLine, DocText } from './layout.js';
import { kindLines, registeredNames, setApart } from './issuer-rules.js';

function height(l: DocLine): number {
  return Math.max(1, l.bbox.y1 - l.bbox.y0);
}

/** A line that can be part of a name: words, no figures, not a heading, an address or a label. */
function nameLike(dt: DocText, l: DocLine): boolean {
  const t = l.text.normalize('NFKC');
  return /\p{L}{2}/u.test(t) && digitRatio(t) === 0 && !t.includes(':') && !notIssuer(t, dt) && addressLike(t, dt) < 0.4;
}

/**
 * A name broken over lines sits directly above its registration number: lines stacked tightly
 * (less than half a line apart), of about the same height, one of them with a legal-form or trade word.
 */
export function nameBlockCandidates(dt: DocText, head = 8): Candidate[] {
  const lines = dt.lines.filter((l) => l.page === dt.lines[0]?.page).slice(0, head);
  const reg = lines.findIndex((l, i) => i > 0 && hasRegistration(l.text, dt) && stripRegistration(l.text).replace(/[^\p{L}]/gu, '').length < 3);
  if (reg < 2) return [];
  // a line with a legal form and its own name words is the whole name ("ACME TRADING SDN BHD"); "RESTAURANT SDN BHD" is its tail
  const last = lines[reg - 1].text.normalize('NFKC');
  const own = last.replace(new RegExp(ORG_SUFFIX.source, 'giu'), ' ').replace(/\(\p{L}\)/gu, ' ').replace(/[^\p{L}]/gu, '');
  if (ORG_SUFFIX.test(last) && own.length >= 3) return [];
  const block: DocLine[] = [];
  for (let i = reg - 1; i >= 0 && block.length < 3; i--) {
    const l = lines[i];
    const below = block[0] ?? lines[reg];
    const gap = below.bbox.y0 - l.bbox.y1;
    if (!nameLike(dt, l) || gap > 0.5 * height(l)) break;
    if (block.length && (height(l) / height(below) > 1.4 || height(l) / height(below) < 0.7)) break;
    block.unshift(l);
  }
  if (block.length < 2 || !block.some((l) => ORG_SUFFIX.test(l.text))) return [];
  const value = stripRegistration(block.map((l) => l.text).join(' '));
  const conf = block.reduce((s, l) => s + l.confidence, 0) / block.length;
  const at = block[0].index - lines[0].index;
  return [{ value, raw: value, score: 0.8 * (1 - Math.min(0.5, at * 0.04)) * ocrFactor(conf), citations: block.map((l) => ({ page: l.page, bbox: l.bbox, text: l.text })), how: 'issuer-block', order: block[0].index }];
}


/** Names printed after the document's title (once a name has come before it) are of the customer or a payee. */
function afterTitle(dt: DocText, cands: Candidate[]): Candidate[] {
  // a document title ("TAX INVOICE", "OFFICIAL RECEIPT"), compared letters only as recognition may glue its words
  const titles = titleLetters(dt.locale);
  const title = dt.lines.find((l) => l.page === dt.lines[0]?.page && titles.has(l.text.toLowerCase().replace(/[^\p{L}]/gu, '')) && cands.some((c) => c.order < l.index));
  return title ? cands.map((c) => (c.order > title.index ? { ...c, score: c.score * 0.6 } : c)) : cands;
}

/** Every issuer candidate: single lines, and multi-line names ranked just above the best of their own lines. */
export function issuerCandidates(dt: DocText): Candidate[] {
  const single = afterTitle(dt, registeredNames(dt, setApart(dt, kindLines(dt, companyCandidates(dt)))));
  const blocks = nameBlockCandidates(dt).map((b) => {
    const parts = single.filter((c) => c.order >= b.order && c.order < b.order + b.citations.length);
    return { ...b, score: Math.min(1, Math.max(b.score, ...parts.map((c) => c.score + 0.05))) };
  });
  return [...single, ...blocks];
}
