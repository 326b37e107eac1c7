/** The corrections bench:learn submits after each document: the expected values, typed as the plain struct's fields. */
import { receiptDateIso } from '../extract/metric.js';
import type { CorpusId, Expected } from '../extract/corpora.js';

/** One item of a review body: a field's pointer and its value (null: the document has none). */
export interface Correction {
  path: string;
  value: unknown;
}

/** Reads the NDA data set's notation back as text (underscores stand for spaces). */
function ndaText(v: string): string {
  return v.replace(/_+/g, ' ').trim();
}

/** The value of one field as the struct takes it, or null when the corpus expects none or it cannot be typed. */
function typed(corpus: CorpusId, field: string, v: Expected | undefined): unknown {
  if (v === undefined || v === '') return null;
  if (corpus === 'kleister-nda') {
    if (Array.isArray(v)) return v.map(ndaText);
    return field === 'effective_date' ? v : ndaText(String(v));
  }
  if (corpus === 'sroie') {
    if (field === 'total') {
      // a reviewer types the number into a number field: a currency sign or code written with it is left out
      const n = Number(String(v).replace(/,/g, '').replace(/^\s*[^\d\s.-]+\s*/, ''));
      return Number.isFinite(n) ? n : null;
    }
    if (field === 'date') return receiptDateIso(String(v)) ?? null;
  }
  return v;
}

/** Every field of the struct with its expected value (null where nothing is expected), in field order. */
export function correctionsFor(corpus: CorpusId, fields: string[], expected: Record<string, Expected>): Correction[] {
  return fields.map((f) => ({ path: `/${f}`, value: typed(corpus, f, expected[f]) }));
}
