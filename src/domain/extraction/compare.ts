import { pointerSegment } from '../../pipeline/extract/validate.js';
import { asNumber, sameNumber } from '../../pipeline/extract/llm/normalise.js';

export type Match = 'correct' | 'wrong' | 'missing' | 'unexpected';

export interface FieldOutcome {
  path: string;
  value: unknown;
  confidence: number | null;
  expected: unknown;
  /** null when no expected values were given for the attachment */
  match: Match | null;
}

export interface Score {
  correct: number;
  wrong: number;
  missing: number;
  unexpected: number;
  /** correct / all compared outcomes */
  accuracy: number | null;
  /** correct / values predicted */
  precision: number | null;
  /** correct / values expected */
  recall: number | null;
  f1: number | null;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The leaves of a value as JSON pointers (objects and arrays descended); keys starting with `/` are taken as pointers. */
export function flattenLeaves(v: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (isObject(v)) {
    for (const [k, x] of Object.entries(v)) flattenLeaves(x, prefix === '' && k.startsWith('/') ? k : `${prefix}/${pointerSegment(k)}`, out);
  } else if (Array.isArray(v)) {
    v.forEach((x, i) => flattenLeaves(x, `${prefix}/${i}`, out));
  } else if (v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '') && prefix !== '') {
    out.set(prefix, v);
  }
  return out;
}

/** Values are equal when the same number, or the same text after trimming, collapsing spaces and upper-casing. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') {
    const x = asNumber(a);
    const y = asNumber(b);
    if (x !== null && y !== null) return sameNumber(x, y);
  }
  const norm = (v: unknown) => String(v).trim().replace(/\s+/g, ' ').toUpperCase();
  return norm(a) === norm(b);
}

/** Compares predicted data with expected values leaf by leaf. */
export function compareFields(
  data: Record<string, unknown>,
  confidences: Map<string, number>,
  expected: Record<string, unknown> | undefined,
): FieldOutcome[] {
  const got = flattenLeaves(data);
  if (!expected) return [...got].map(([path, value]) => ({ path, value, confidence: confidences.get(path) ?? null, expected: null, match: null }));
  const want = flattenLeaves(expected);
  const out: FieldOutcome[] = [];
  for (const [path, exp] of want) {
    const value = got.get(path);
    const match: Match = value === undefined ? 'missing' : sameValue(value, exp) ? 'correct' : 'wrong';
    out.push({ path, value: value ?? null, confidence: confidences.get(path) ?? null, expected: exp, match });
  }
  for (const [path, value] of got) {
    if (!want.has(path)) out.push({ path, value, confidence: confidences.get(path) ?? null, expected: null, match: 'unexpected' });
  }
  return out;
}

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 10000) / 10000);

/** Accuracy, precision, recall and F1 of a set of outcomes (outcomes without a match are ignored). */
export function score(outcomes: FieldOutcome[]): Score {
  const c = { correct: 0, wrong: 0, missing: 0, unexpected: 0 };
  for (const o of outcomes) if (o.match) c[o.match]++;
  const precision = ratio(c.correct, c.correct + c.wrong + c.unexpected);
  const recall = ratio(c.correct, c.correct + c.wrong + c.missing);
  const f1 = precision !== null && recall !== null && precision + recall > 0 ? Math.round(((2 * precision * recall) / (precision + recall)) * 10000) / 10000 : precision === null || recall === null ? null : 0;
  return { ...c, accuracy: ratio(c.correct, c.correct + c.wrong + c.missing + c.unexpected), precision, recall, f1 };
}

/** The field of an outcome path with array indices generalised, e.g. /line_items/* /amount. */
export function fieldKey(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '/*');
}
