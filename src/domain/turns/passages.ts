import type { PassageRow } from '../../db/repositories/turns.js';
import type { BBox, RecognisedDocument } from '../../pipeline/types.js';

/** Where a statement of an answer stands in a document. */
export interface TurnCitation {
  attachment_id: number;
  file_name: string;
  page: number;
  bbox: BBox;
  /** the quoted text of the document */
  text: string;
}

/** A line of a document with its offsets in the stored plain text (pages joined by a form feed, lines by a newline). */
export interface PlacedLine {
  page: number;
  start: number;
  end: number;
  text: string;
  bbox: BBox;
}

const STOP = new Set([
  'the', 'and', 'for', 'are', 'was', 'were', 'what', 'which', 'who', 'whom', 'when', 'where', 'why', 'how', 'does', 'did', 'has', 'have',
  'this', 'that', 'these', 'those', 'with', 'from', 'into', 'about', 'there', 'their', 'them', 'they', 'its', 'can', 'could', 'would',
  'should', 'will', 'shall', 'any', 'all', 'you', 'your', 'our', 'not', 'but', 'than', 'then', 'also', 'tell', 'give', 'show', 'please',
  'der', 'die', 'das', 'und', 'ist', 'wie', 'was', 'wer', 'les', 'des', 'une', 'est', 'que', 'qui', 'los', 'las', 'del', 'por', 'para',
]);

/** The lower-case words of a text that carry meaning (three letters or more, or any number). */
export function contentTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => (w.length >= 3 && !STOP.has(w)) || /^\d+$/.test(w));
}

/** A full-text query (websearch syntax) matching any of the question's terms; null when it has none. */
export function searchQueryFor(question: string): string | null {
  const terms = [...new Set(contentTerms(question))].slice(0, 24);
  return terms.length ? terms.join(' or ') : null;
}

/** The lines of a document placed at their offsets in the stored plain text. */
export function placeLines(doc: RecognisedDocument): PlacedLine[] {
  const out: PlacedLine[] = [];
  let offset = 0;
  doc.pages.forEach((p, pi) => {
    if (pi > 0) offset += 1;
    p.lines.forEach((l, li) => {
      if (li > 0) offset += 1;
      out.push({ page: p.number, start: offset, end: offset + l.text.length, text: l.text, bbox: l.bbox });
      offset += l.text.length;
    });
  });
  return out;
}

/** How many of the terms a text holds (each counted once). */
export function overlap(text: string, terms: Set<string>): number {
  let n = 0;
  for (const t of new Set(contentTerms(text))) if (terms.has(t)) n++;
  return n;
}

/** The lines of a passage that hold the most terms (up to `max`, in reading order), each as a citation. */
export function quoteLines(p: PassageRow, lines: PlacedLine[], terms: Set<string>, max = 2): TurnCitation[] {
  const inside = lines.filter((l) => l.end > p.char_start && l.start < p.char_end && l.text.trim());
  const scored = inside.map((l, i) => ({ l, i, s: overlap(l.text, terms) })).filter((x) => x.s > 0);
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  return scored
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map(({ l }) => ({ attachment_id: p.attachment_id, file_name: p.file_name, page: l.page, bbox: l.bbox, text: l.text.trim() }));
}
