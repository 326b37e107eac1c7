import { contentTerms, overlap, type PlacedLine, type TurnCitation } from './passages.js';
import type { PassageRow } from '../../db/repositories/turns.js';

/** A retrieved passage with its document's placed lines. */
export interface Retrieved {
  row: PassageRow;
  lines: PlacedLine[];
}

/** Share of a sentence's terms that must stand in one passage for the sentence to count as grounded. */
export const GROUNDED_SHARE = 0.6;

const NUMBER = /\d+(?:[.,]\d+)*/g;

/**
 * The citations that ground a generated sentence, or null when none does: one passage must hold
 * most of its terms and every number it states; the quoted lines are those sharing most terms.
 */
export function groundSentence(sentence: string, passages: Retrieved[], preferred: number[]): TurnCitation[] | null {
  const terms = new Set(contentTerms(sentence));
  if (terms.size === 0) return null;
  const numbers = (sentence.match(NUMBER) ?? []).map((n) => n.replace(/,/g, ''));
  const order = [...new Set([...preferred.filter((i) => i >= 0 && i < passages.length), ...passages.keys()])];
  for (const i of order) {
    const p = passages[i];
    const text = p.row.text;
    const share = overlap(text, terms) / terms.size;
    if (share < GROUNDED_SHARE) continue;
    const flat = text.replace(/,/g, '');
    if (!numbers.every((n) => flat.includes(n))) continue;
    const inside = p.lines.filter((l) => l.end > p.row.char_start && l.start < p.row.char_end && l.text.trim());
    const best = inside
      .map((l, k) => ({ l, k, s: overlap(l.text, terms) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || a.k - b.k)
      .slice(0, 2)
      .sort((a, b) => a.k - b.k);
    if (!best.length) continue;
    return best.map(({ l }) => ({ attachment_id: p.row.attachment_id, file_name: p.row.file_name, page: l.page, bbox: l.bbox, text: l.text.trim() }));
  }
  return null;
}
