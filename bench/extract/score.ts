/** Scoring of one extraction result against a corpus's expected values (shared by every extraction benchmark). */
import type { CorpusDef, CorpusId, Expected } from './corpora.js';
import { canon, judge, ndaValue, receiptDateIso, valuesEqual, type Outcome, type Val } from './metric.js';

/** The parts of a result the scoring reads (as the extractor returns it and as the API serves it). */
export interface ScoredResult {
  data: Record<string, unknown>;
  fields: { path: string; value: unknown; raw?: string; confidence?: number }[];
}

function str(v: unknown): string {
  return v === undefined || v === null ? '' : String(v);
}

function confidenceOf(r: ScoredResult, path: string): number | undefined {
  return r.fields.find((f) => f.path === path)?.confidence;
}

/** One predicted value, or none when it is absent or empty. */
function predictedVal(r: ScoredResult, field: string, shown: string, value: unknown = shown): Val[] {
  return shown.trim() ? [{ shown, value, confidence: confidenceOf(r, `/${field}`) }] : [];
}

function expectedVal(v: Expected | undefined): Val[] {
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v]).map((x) => ({ shown: String(x), value: x }));
}

const sameCanon = (p: unknown, e: unknown) => canon(String(p)) === canon(String(e));

/** The receipt fields reported; micro-F1 is over the first four (dates as written, the corpus's own metric). */
export const RECEIPT_FIELDS = ['company', 'address', 'date (as written)', 'total', 'date (ISO)', 'total (as written)'];
export const RECEIPT_MICRO = ['company', 'address', 'date (as written)', 'total'];

/** Judges a receipt: exact match after trim/space-collapse/upper-case; dates as written (raw text) and as ISO. */
export function scoreReceipt(r: ScoredResult, expected: Record<string, Expected>): Outcome[] {
  const e = (k: string) => str(expected[k]);
  const total = typeof r.data.total === 'number' ? r.data.total.toFixed(2) : str(r.data.total);
  const dateField = r.fields.find((f) => f.path === '/date');
  const written = dateField ? (dateField.raw ?? str(dateField.value)) : '';
  const totalField = r.fields.find((f) => f.path === '/total');
  const expIso = receiptDateIso(e('date')) ?? e('date');
  return [
    ...judge('company', predictedVal(r, 'company', str(r.data.company)), expectedVal(e('company')), sameCanon),
    ...judge('address', predictedVal(r, 'address', str(r.data.address)), expectedVal(e('address')), sameCanon),
    ...judge('date (as written)', predictedVal(r, 'date', written), expectedVal(e('date')), sameCanon),
    ...judge('total', predictedVal(r, 'total', total), expectedVal(e('total')), sameCanon),
    ...judge('date (ISO)', predictedVal(r, 'date', str(r.data.date)), expectedVal(expIso), sameCanon),
    ...judge('total (as written)', predictedVal(r, 'total', totalField ? (totalField.raw ?? total) : ''), expectedVal(e('total')), sameCanon),
  ];
}

/** An extracted NDA value in the data set's notation: no commas, "&" as "and", spaces and colons as _. */
export function ndaNotation(v: unknown): string {
  return ndaValue(String(v).replace(/,/g, '').replace(/\s*&\s*/g, ' and '));
}

export const NDA_FIELDS = ['effective_date', 'jurisdiction', 'party', 'term'];

/** Judges an NDA: multi-label key=value pairs, upper-cased, in the data set's notation. */
export function scoreNda(r: ScoredResult, expected: Record<string, Expected>): Outcome[] {
  const out: Outcome[] = [];
  for (const k of NDA_FIELDS) {
    const v = r.data[k];
    const list = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v];
    const preds: Val[] = list.map((x, i) => ({
      shown: ndaNotation(x),
      value: ndaNotation(x),
      confidence: Array.isArray(v) ? (confidenceOf(r, `/${k}/${i}`) ?? confidenceOf(r, `/${k}`)) : confidenceOf(r, `/${k}`),
    }));
    out.push(...judge(k, preds, expectedVal(expected[k]), sameCanon));
  }
  return out;
}

/** Judges e-invoices and ad orders: numbers within 0.005, dates as values, other strings as letters and digits. */
export function scoreValues(r: ScoredResult, expected: Record<string, Expected>, fields: string[]): Outcome[] {
  const out: Outcome[] = [];
  for (const k of fields) {
    const v = r.data[k];
    const preds = v === undefined || v === null || v === '' ? [] : [{ shown: typeof v === 'string' ? v : JSON.stringify(v), value: v, confidence: confidenceOf(r, `/${k}`) }];
    out.push(...judge(k, preds, expectedVal(expected[k]), valuesEqual));
  }
  return out;
}

/** The fields a corpus's report lists, and those its micro-F1 (and calibration) is computed over. */
export function reportFields(c: CorpusDef): { fields: string[]; micro: string[] } {
  if (c.id === 'sroie') return { fields: RECEIPT_FIELDS, micro: RECEIPT_MICRO };
  return { fields: c.fields, micro: c.fields };
}

/** Judges one result with its corpus's metric. */
export function scoreCase(corpus: CorpusId, r: ScoredResult, expected: Record<string, Expected>, fields: string[]): Outcome[] {
  if (corpus === 'sroie') return scoreReceipt(r, expected);
  if (corpus === 'kleister-nda') return scoreNda(r, expected);
  return scoreValues(r, expected, fields);
}
