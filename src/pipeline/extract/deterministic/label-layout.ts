/**
 * Where a label's value stands when the layout is more than a label beside its value: a grid of
 * headings over their values, and a name or an address wrapped onto the aligned lines under it.
 */
import type { Candidate } from './candidates.js';
import { addressLike } from './knowledge.js';
import { isNumberMarker, legalForms } from './vocab.js';
import { sameRow, type DocLine, type DocText } from './layout.js';
import { hasLabelWord, isAnyLabel, labelOnly, labelTail } from './labels.js';
import type { FieldSpec } from './schema.js';

/**
 * A grid of headings over values ("Advertiser" over "McConnell/R/Senator", "Original Date / Revision" over
 * "03/24/20"): the words beside a label are the next heading, not its value, when under each of them, on one
 * row, stands a value (the label's is no label, the neighbour's holds figures where the neighbour holds none).
 * Gives the value under the label then.
 */
export function headingBeside(dt: DocText, f: FieldSpec, label: DocLine, labelBox: DocLine['bbox'], right: DocLine): DocLine | undefined {
  // (a heading holds a label's word: "Original <Date> / Revision"; a name beside its key holds none: "<Élève>  Gagnon-Roy, Mathis")
  if (/\d/.test(right.text) || !hasLabelWord(f, right.text)) return undefined;
  // the nearest line under a box in its column, wherever reading order put it
  const underOf = (box: DocLine['bbox']): DocLine | undefined => {
    const h = Math.max(1, box.y1 - box.y0);
    let best: DocLine | undefined;
    for (const x of dt.lines) {
      if (x.page !== label.page || x.bbox.y0 < box.y1 - h * 0.3 || x.bbox.y0 > box.y1 + h * 2.5) continue;
      if (Math.min(x.bbox.x1, box.x1) <= Math.max(x.bbox.x0, box.x0)) continue;
      if (!best || x.bbox.y0 < best.bbox.y0) best = x;
    }
    return best;
  };
  const under = underOf(labelBox);
  const underRight = underOf(right.bbox);
  if (!under || !underRight || under === underRight) return undefined;
  // a line under the label that ends as a key ("<Label>:") starts the next key-value pair: the words beside are the value
  if (/[:：]\s*$/.test(under.text)) return undefined;
  // (so does one naming a number without figures: "<No.> <K/P>", "<Invoice> <No.>")
  if (!/\d/.test(under.text) && under.text.trim().split(/\s+/).some((w) => isNumberMarker(w, dt.locale))) return undefined;
  // the neighbour's value may be several pieces ("03/24/20", "/", "03/24/20")
  const pieces = [underRight, ...sameRow(dt, underRight)].filter((x) => x.bbox.x1 > right.bbox.x0 && x.bbox.x0 < right.bbox.x1);
  if (!pieces.some((x) => /\d/.test(x.text))) return undefined;
  const overlap = Math.min(under.bbox.y1, underRight.bbox.y1) - Math.max(under.bbox.y0, underRight.bbox.y0);
  if (overlap < 0.5 * Math.min(under.bbox.y1 - under.bbox.y0, underRight.bbox.y1 - underRight.bbox.y0)) return undefined;
  return labelOnly(f, under.text) || labelTail(f, under.text) ? undefined : under;
}

/**
 * An address beside its label wrapped in its column ("<street>," / "<postcode> <town>"): the aligned lines right under
 * it that read as an address, or follow a line ending in a comma, continue it (none with a key of its own on its left).
 */
export function addressContinued(dt: DocText, c: Candidate, f: FieldSpec): Candidate {
  const first = dt.lines[c.order];
  if (!first || !first.text.replace(/[\s,]+$/, '').endsWith(c.raw.replace(/[\s,]+$/, ''))) return c;
  const x0 = c.citations[0]?.bbox.x0 ?? first.bbox.x0;
  let last = first;
  const parts = [first];
  for (let i = 0; i < 2; i++) {
    const h = Math.max(1, last.bbox.y1 - last.bbox.y0);
    const next = dt.lines.find((l) => l.page === last.page && l !== last && Math.abs(l.bbox.x0 - x0) <= h * 0.3 && l.bbox.y0 >= last.bbox.y1 - h * 0.2 && l.bbox.y0 - last.bbox.y1 <= h * 0.6);
    if (!next || /:/.test(next.text) || isAnyLabel(next.text.trim(), f) || sameRow(dt, next).some((o) => o.bbox.x1 <= next.bbox.x0)) break;
    if (!/,\s*$/.test(last.text) && addressLike(next.text, dt) < 0.4) break;
    parts.push(next);
    last = next;
  }
  if (parts.length === 1) return c;
  const value = `${String(c.value).replace(/,\s*$/, '')}, ${parts.slice(1).map((p) => p.text.trim().replace(/,\s*$/, '')).join(', ')}`.replace(/,\s*,/g, ',').replace(/\s+/g, ' ').trim();
  return { ...c, value, raw: value, citations: [...c.citations, ...parts.slice(1).map((p) => ({ page: p.page, bbox: p.bbox, text: p.text }))] };
}

/** A name wrapped in its column ("Congressional" / "Leadership Fund"): the aligned lines right under it continue it. */
export function continued(dt: DocText, c: Candidate, f: FieldSpec): Candidate {
  const first = dt.lines[c.order];
  // only a value that ends its line can wrap onto the next one ("Advertiser: Congressional" / "Leadership Fund"), under the value's start
  if (!first || !first.text.trimEnd().endsWith(c.raw.trim())) return c;
  // a firm's name ends with its legal form: what follows is its address
  if (endsWithLegalForm(c.raw)) return c;
  const x0 = c.citations[0]?.bbox.x0 ?? first.bbox.x0;
  let last = first;
  const parts = [first];
  for (let i = 0; i < 2; i++) {
    const h = Math.max(1, last.bbox.y1 - last.bbox.y0);
    const next = dt.lines.find((l) => l.page === last.page && l !== last && Math.abs(l.bbox.x0 - x0) <= h * 0.3 && l.bbox.y0 >= Math.min(last.bbox.y1 - h * 0.2, last.bbox.y0 + h * 0.6) && l.bbox.y0 - last.bbox.y1 <= h * 0.5);
    // a line with a label of its own on its left is the next field's value, not a continuation
    // an address, a figure or a line with a label of its own on its left is something else, not a continuation
    // (nor is a label: "<Customer>" / "<name>" / "<Address>" heads the next value)
    if (!next || /\d{3,}|^\W*\d|:/.test(next.text) || addressLike(next.text, dt) >= 0.4 || isAnyLabel(next.text.trim(), f) || sameRow(dt, next).some((o) => o.bbox.x1 <= next.bbox.x0)) break;
    parts.push(next);
    last = next;
  }
  if (parts.length === 1) return c;
  const value = `${String(c.value)} ${parts.slice(1).map((p) => p.text).join(' ')}`.replace(/\s+/g, ' ').trim();
  return { ...c, value, raw: value, citations: [...c.citations, ...parts.slice(1).map((p) => ({ page: p.page, bbox: p.bbox, text: p.text }))] };
}

let legalEnd: RegExp | null = null;

/** Whether a name ends with a legal form ("… <legal form>"). */
function endsWithLegalForm(text: string): boolean {
  legalEnd ??= new RegExp(`(?:${legalForms().source})\\W*$`, 'iu');
  return legalEnd.test(text.trim());
}
