/**
 * A list under its heading: the field's label alone on its line ("Passengers", "Beneficiaries:"),
 * then lines each opening with a list marker ("1.", "2)", "-", "•"): each item is one value of a
 * field that takes several.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { spanBox, type DocText } from './layout.js';
import { labelsFor, matchLabel } from './labels.js';
import type { FieldSpec } from './schema.js';
import { readValue } from './values.js';

const MARKER = /^\s*(?:\d{1,2}[.)]|[-•*–·])\s+/u;

/** Items read at most under one heading. */
const MAX_ITEMS = 20;

export function listItemCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const labels = labelsFor(f);
  const out: Candidate[] = [];
  for (const h of dt.lines) {
    // the heading is the label and nothing else (a colon may end it)
    const hit = matchLabel(h.text, labels);
    if (!hit || hit.score < 0.8 || hit.start > 0 || h.text.slice(hit.end).replace(/[:：\s]/g, '')) continue;
    for (const l of dt.lines.slice(h.index + 1, h.index + 1 + MAX_ITEMS)) {
      const m = MARKER.exec(l.text);
      if (l.page !== h.page || !m) break;
      const v = readValue(f, l.text.slice(m[0].length));
      if (!v) break;
      const at = m[0].length + v.index;
      out.push({ value: v.value, raw: v.raw, score: 0.7 * hit.score * ocrFactor(l.confidence), citations: [{ page: l.page, bbox: spanBox(l, at, at + v.raw.length), text: v.raw }], how: 'list-item', order: l.index });
    }
    if (out.length) return out;
  }
  return out;
}
