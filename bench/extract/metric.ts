/** The corpus metrics: value comparison, per-field precision/recall/F1 and a confidence calibration table. */

/** Counts for one field: values predicted (non-empty), expected, and predicted correctly. */
export interface FieldScore {
  predicted: number;
  expected: number;
  correct: number;
}

/**
 * The judgement of one value: a correct prediction, a wrong one (with or without an expected
 * value beside it), or an expected value that was not predicted.
 */
export interface Outcome {
  field: string;
  /** the expected value as shown in reports; absent when nothing (more) was expected */
  expected?: string;
  /** the predicted value as shown in reports; absent when nothing (more) was predicted */
  predicted?: string;
  correct: boolean;
  /** the extractor's confidence in the predicted value */
  confidence?: number;
}

/** Normalises a string the way the receipt and NDA metrics compare (trim, collapse space, upper-case). */
export function canon(v: string): string {
  return v.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Normalises a string the way the e-invoice and ad-order metric compares: upper-cased letters and digits only. */
export function canonText(v: string): string {
  return v.toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Converts a value to the NDA data set's notation (spaces and colons as _). */
export function ndaValue(v: string): string {
  return v.trim().replace(/[\s:]+/g, '_');
}

/** Reads a number from a predicted value: a number, or a string written as a plain amount in either separator convention. */
export function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  let s = v.trim().replace(/^(?:[A-Z]{3}|RM|[$€£¥])\s*|\s*(?:[A-Z]{3}|[$€£¥])$/gi, '');
  s = s.replace(/(?<=\d)[\s'\u00a0\u202f](?=\d{3}\b)/g, '');
  if (/^[-+]?\d+(\.\d+)?$/.test(s)) return Number(s);
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) return Number(s.replace(/,/g, ''));
  if (/^[-+]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) return Number(s.replace(/\./g, '').replace(',', '.'));
  if (/^[-+]?\d+,\d+$/.test(s)) return Number(s.replace(',', '.'));
  return undefined;
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Reads an ISO date (YYYY-MM-DD, optionally with a time) from a predicted value. */
export function asIsoDate(v: unknown): string | undefined {
  return typeof v === 'string' ? ISO_DATE.exec(v.trim())?.[1] : undefined;
}

/**
 * The e-invoice / ad-order comparison: numbers within 0.005, ISO dates as dates (a predicted
 * string that parses as a number or ISO date counts as that value), other strings as upper-case
 * letters and digits.
 */
export function valuesEqual(predicted: unknown, expected: unknown): boolean {
  if (predicted === undefined || predicted === null || expected === undefined || expected === null) return false;
  if (typeof expected === 'number') {
    const p = asNumber(predicted);
    return p !== undefined && Math.abs(p - expected) <= 0.005 + 1e-9;
  }
  const e = String(expected);
  const eDate = asIsoDate(e);
  if (eDate) return asIsoDate(typeof predicted === 'string' ? predicted : '') === eDate;
  const ce = canonText(e);
  return ce !== '' && canonText(String(predicted)) === ce;
}

/** One value on either side of a judgement: what is shown, what is compared, and the confidence. */
export interface Val {
  shown: string;
  value: unknown;
  confidence?: number;
}

/**
 * Judges a field's predicted values against its expected values (multi-label when several):
 * each prediction is correct when it equals an expected value not already matched; leftover
 * wrong predictions are paired with leftover expected values for display.
 */
export function judge(field: string, predicted: Val[], expected: Val[], eq: (p: unknown, e: unknown) => boolean): Outcome[] {
  const preds: Val[] = [];
  for (const p of predicted) if (p.shown.trim() && !preds.some((q) => eq(q.value, p.value) || q.shown === p.shown)) preds.push(p);
  const exps: Val[] = [];
  for (const e of expected) if (e.shown.trim() && !exps.some((q) => eq(e.value, q.value) || q.shown === e.shown)) exps.push(e);
  const out: Outcome[] = [];
  const wrong: Val[] = [];
  const left = [...exps];
  for (const p of preds) {
    const i = left.findIndex((e) => eq(p.value, e.value));
    if (i >= 0) {
      out.push({ field, predicted: p.shown, expected: left[i].shown, correct: true, confidence: p.confidence });
      left.splice(i, 1);
    } else wrong.push(p);
  }
  for (const p of wrong) {
    const e = left.shift();
    out.push({ field, predicted: p.shown, ...(e ? { expected: e.shown } : {}), correct: false, confidence: p.confidence });
  }
  for (const e of left) out.push({ field, expected: e.shown, correct: false });
  return out;
}

/** Accumulates per-field counts from outcomes. */
export class Scoreboard {
  readonly fields = new Map<string, FieldScore>();

  /** Declares fields up front so that they are reported in this order even when nothing was seen. */
  constructor(order: string[] = []) {
    for (const f of order) this.fields.set(f, { predicted: 0, expected: 0, correct: 0 });
  }

  /** Adds judged values. */
  record(outcomes: Outcome[]): void {
    for (const o of outcomes) {
      const s = this.fields.get(o.field) ?? { predicted: 0, expected: 0, correct: 0 };
      if (o.predicted !== undefined) s.predicted++;
      if (o.expected !== undefined) s.expected++;
      if (o.correct) s.correct++;
      this.fields.set(o.field, s);
    }
  }

  /** Precision/recall/F1 for one score. */
  static prf(s: FieldScore): { p: number; r: number; f1: number } {
    const p = s.predicted ? s.correct / s.predicted : 0;
    const r = s.expected ? s.correct / s.expected : 0;
    return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
  }

  /** Summed counts over the named fields (all when omitted). */
  total(only?: string[]): FieldScore {
    const t = { predicted: 0, expected: 0, correct: 0 };
    for (const [k, s] of this.fields) {
      if (only && !only.includes(k)) continue;
      t.predicted += s.predicted;
      t.expected += s.expected;
      t.correct += s.correct;
    }
    return t;
  }

  /** Micro-averaged score over the named fields (all when omitted). */
  micro(only?: string[]): { p: number; r: number; f1: number } {
    return Scoreboard.prf(this.total(only));
  }

  /** A printable table of per-field and micro scores. */
  report(title: string, microFields?: string[]): string {
    const row = (k: string, s: FieldScore) => {
      const m = Scoreboard.prf(s);
      return `  ${k.padEnd(22)} ${m.p.toFixed(3).padStart(6)} ${m.r.toFixed(3).padStart(6)} ${m.f1.toFixed(3).padStart(6)}  ${s.correct}/${s.predicted}/${s.expected}`;
    };
    const rows = [title, `  ${'field'.padEnd(22)} ${'P'.padStart(6)} ${'R'.padStart(6)} ${'F1'.padStart(6)}  correct/predicted/expected`];
    for (const [k, s] of this.fields) rows.push(row(k, s));
    rows.push(`${row('micro', this.total(microFields))}${microFields ? `  (over ${microFields.join(', ')})` : ''}`);
    return rows.join('\n');
  }
}

/** Share of correct predictions per confidence band (0-0.2, 0.2-0.4, 0.4-0.6, 0.6-0.8, 0.8-1.0). */
export class Calibration {
  readonly bands = [0, 1, 2, 3, 4].map(() => ({ n: 0, correct: 0 }));
  unknown = 0;

  /** Adds the predicted outcomes (expected-only outcomes carry no confidence and are skipped). */
  record(outcomes: Outcome[]): void {
    for (const o of outcomes) {
      if (o.predicted === undefined) continue;
      if (typeof o.confidence !== 'number' || !Number.isFinite(o.confidence)) {
        this.unknown++;
        continue;
      }
      const b = this.bands[Calibration.band(o.confidence)];
      b.n++;
      if (o.correct) b.correct++;
    }
  }

  /** The band index of a confidence (1.0 falls in the top band). */
  static band(c: number): number {
    return Math.max(0, Math.min(4, Math.floor(c * 5 + 1e-9)));
  }

  /** A printable table. */
  report(indent = '  '): string {
    const rows = [`${indent}calibration   ${'band'.padEnd(9)} ${'values'.padStart(6)} ${'correct'.padStart(7)} ${'share'.padStart(6)}`];
    this.bands.forEach((b, i) => {
      const name = `${(i / 5).toFixed(1)}-${((i + 1) / 5).toFixed(1)}`;
      rows.push(`${indent}              ${name.padEnd(9)} ${String(b.n).padStart(6)} ${String(b.correct).padStart(7)} ${(b.n ? (b.correct / b.n).toFixed(3) : '-').padStart(6)}`);
    });
    if (this.unknown) rows.push(`${indent}              (${this.unknown} predicted values had no confidence)`);
    return rows.join('\n');
  }
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * Reads a receipt date as the corpus writes it (day first: 25/12/2018, 25-12-18, 25 DEC 2018,
 * also 2018-12-25 and 20181225) as an ISO date; undefined when it is not one of those shapes.
 */
export function receiptDateIso(s: string): string | undefined {
  const t = s.trim().toUpperCase();
  let y: number, m: number, d: number;
  let r: RegExpExecArray | null;
  if ((r = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t)) || (r = /^(\d{4})(\d{2})(\d{2})$/.exec(t))) [y, m, d] = [+r[1], +r[2], +r[3]];
  else if ((r = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t))) [d, m, y] = [+r[1], +r[2], +r[3]];
  else if ((r = /^(\d{1,2})[\s-]*([A-Z]{3})[A-Z]*[\s-,]*(\d{2}|\d{4})$/.exec(t)) && MONTHS.includes(r[2])) [d, m, y] = [+r[1], MONTHS.indexOf(r[2]) + 1, +r[3]];
  else return undefined;
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}
