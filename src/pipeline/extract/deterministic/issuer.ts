/** The issuer of a receipt or invoice: single name lines, and names printed over two or three lines. */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { addressLike, companyCandidates, digitRatio, hasRegistration, notIssuer, ORG_SUFFIX, stripRegistration } from './knowledge.js';
import { isTitle } from './vocab.js';
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

/** More brackets closed than opened: the text ends what a line above began. */
function unclosed(text: string): boolean {
  return (text.match(/\)/g)?.length ?? 0) > (text.match(/\(/g)?.length ?? 0);
}

/** Two boxes on one row: they overlap by half the shorter one's height. */
function sameRowAs(a: DocLine, b: DocLine): boolean {
  return Math.min(a.bbox.y1, b.bbox.y1) - Math.max(a.bbox.y0, b.bbox.y0) >= 0.5 * Math.min(height(a), height(b));
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
  // (a line closing a bracket opened above it is the end of a longer name: "<Name> (<branch" / "<place>) <legal form>")
  if (ORG_SUFFIX.test(last) && own.length >= 3 && !unclosed(last)) return [];
  const block: DocLine[] = [];
  // up to three rows; boxes side by side on one row ("<word>" "<legal form>") make one row
  let rows = 0;
  for (let i = reg - 1; i >= 0; i--) {
    const l = lines[i];
    const below = block[0] ?? lines[reg];
    const gap = below.bbox.y0 - l.bbox.y1;
    if (!nameLike(dt, l) || gap > 0.5 * height(l)) break;
    if (block.length && (height(l) / height(below) > 1.4 || height(l) / height(below) < 0.7)) break;
    const row = !block.length || !sameRowAs(l, below);
    if (row && rows === 3) break;
    if (row) rows++;
    block.unshift(l);
  }
  if (block.length < 2 || !block.some((l) => ORG_SUFFIX.test(l.text))) return [];
  // a comma and a stop run together before a space are a speck and a mark, not the name's ("<Word>,. (<place>")
  const value = stripRegistration(block.map((l) => l.text).join(' ')).replace(/,\.(?=\s)/g, '');
  const conf = block.reduce((s, l) => s + l.confidence, 0) / block.length;
  const at = block[0].index - lines[0].index;
  return [{ value, raw: value, score: 0.8 * (1 - Math.min(0.5, at * 0.04)) * ocrFactor(conf), citations: block.map((l) => ({ page: l.page, bbox: l.bbox, text: l.text })), how: 'issuer-block', order: block[0].index }];
}


/** Names printed after the document's title (once a name has come before it) are of the customer or a payee. */
function afterTitle(dt: DocText, cands: Candidate[]): Candidate[] {
  // a document title ("TAX INVOICE", "OFFICIAL RECEIPT"), compared letters only as recognition may glue its words
  const title = dt.lines.find((l) => l.page === dt.lines[0]?.page && isTitle(l.text, dt.locale) && cands.some((c) => c.order < l.index));
  if (!title) return cands;
  // a title printed beside the letterhead ("<Name>   <TITLE>") leaves the letterhead's next lines in its column the issuer's
  const h = Math.max(1, title.bbox.y1 - title.bbox.y0);
  const beside = cands.some((c) => c.order < title.index && c.citations[0] && Math.abs(c.citations[0].bbox.y0 - title.bbox.y0) < h * 0.5 && c.citations[0].bbox.x1 <= title.bbox.x0);
  const letterhead = (c: Candidate) => beside && !!c.citations[0] && c.citations[0].bbox.x1 <= title.bbox.x0 && c.citations[0].bbox.y0 - title.bbox.y1 < 6 * h;
  return cands.map((c) => (c.order > title.index && !letterhead(c) ? { ...c, score: c.score * 0.6 } : c));
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
