/** The name a party heading with nothing after it heads: on a "Name: ..." line of its block, else its first line that is no label. */
import { NAME_WORDS } from '../packs/registry.js';
import { NAME_BEFORE_COMMA } from './key-shapes.js';
import { afterLabel, labelOnly, labelTail, matchLabelAt } from './labels.js';
import { rightOf, type DocLine, type DocText } from './layout.js';
import type { FieldSpec } from './schema.js';

/**
 * A party heading with nothing after it ("Seller", "Bill to", "Käufer/Leistungsempfänger") heads a
 * block: the name is on a "Name: …" line in it, else on its first line that is not a label.
 */
export function blockBelow(dt: DocText, f: FieldSpec, head: DocLine): { line: DocLine; text: string; offset: number; pos: number; how: string }[] {
  const out: { line: DocLine; text: string; offset: number; pos: number; how: string }[] = [];
  const h = Math.max(1, head.bbox.y1 - head.bbox.y0);
  const nameLabels = NAME_WORDS.map((p) => ({ words: p.split(/\s+/), weight: 1 }));
  let first: DocLine | undefined;
  let firstText: string | undefined;
  // a heading with another beside it ("<Seller>:  <Buyer>:") heads one of two blocks side by side: lines at the other's edge are that block's
  const other = rightOf(dt, head, head.bbox)[0];
  for (let i = head.index + 1; i < Math.min(dt.lines.length, head.index + 8); i++) {
    const l = dt.lines[i];
    if (l.page !== head.page || l.bbox.y0 > head.bbox.y1 + h * 6) break;
    if (l.bbox.x1 < head.bbox.x0 - h * 2 || (other && l.bbox.x0 >= other.bbox.x0 - h)) continue;
    const hit = matchLabelAt(l.text, nameLabels);
    if (hit) {
      const rest = afterLabel(l.text, hit.end);
      // ("<Name>, Vorname": a key of the name's parts, its value beside it)
      const parts = /^,\s*\S/.test(rest.text) && labelTail(f, rest.text.replace(/^,\s*/, ''));
      if (rest.text.trim() && !parts) return [{ line: l, text: rest.text, offset: rest.offset, pos: 0.95, how: 'block-name' }];
      const right = rightOf(dt, l, l.bbox)[0];
      if (right) return [{ line: right, text: right.text, offset: 0, pos: 0.95, how: 'block-name' }];
      continue;
    }
    // "Number: 549910" and other keyed lines of the block are not the name
    const beside = rightOf(dt, l, l.bbox)[0];
    if (/^[^:]{1,40}:/.test(l.text) || (beside && !(other && Math.abs(beside.bbox.x0 - other.bbox.x0) <= h * 2))) continue;
    // a sentence is not a name
    if (!first && !labelOnly(f, l.text) && !/:\s*$/.test(l.text) && l.text.split(/\s+/).length <= 10) first = l;
    // (but a sentence opening with a person's name and a comma gives that name: "Monsieur Bernard LEFEBVRE, retraité, demeurant à ...")
    const named = first || f.meaning.type !== 'person' ? null : NAME_BEFORE_COMMA.exec(l.text);
    if (named && !labelOnly(f, named[1])) {
      first = l;
      firstText = named[1];
    }
  }
  if (first) out.push({ line: first, text: firstText ?? first.text, offset: 0, pos: 0.8, how: 'block-first' });
  return out;
}
