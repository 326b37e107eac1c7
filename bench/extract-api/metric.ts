/** The corpus metrics: per-field exact match after normalising, and multi-label F1 over key=value pairs. */

export interface Counts {
  correct: number;
  predicted: number;
  expected: number;
}

export interface Prf {
  precision: number;
  recall: number;
  f1: number;
}

/** Trims, collapses runs of white space and upper-cases (the receipts metric). */
export function normaliseField(v: unknown): string {
  return v === undefined || v === null ? '' : String(v).trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Precision, recall and F1 of counts (0 when undefined). */
export function prf(c: Counts): Prf {
  const precision = c.predicted ? c.correct / c.predicted : 0;
  const recall = c.expected ? c.correct / c.expected : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Adds one document's single-valued fields to per-field counts. */
export function scoreFields(counts: Map<string, Counts>, fields: string[], predicted: Record<string, unknown>, expected: Record<string, unknown>): void {
  for (const f of fields) {
    const c = counts.get(f) ?? { correct: 0, predicted: 0, expected: 0 };
    const p = normaliseField(predicted[f]);
    const e = normaliseField(expected[f]);
    if (p) c.predicted++;
    if (e) c.expected++;
    if (p && e && p === e) c.correct++;
    counts.set(f, c);
  }
}

/** A value written the data set's way: spaces and colons become `_`, upper-cased. */
export function pairValue(v: unknown): string {
  return String(v).trim().replace(/[\s:]+/g, '_').toUpperCase();
}

/** Parses an expected line: `key=value key=value`. */
export function parsePairs(line: string): string[] {
  return line.split(/\s+/).filter((x) => x.includes('=')).map((x) => {
    const i = x.indexOf('=');
    return `${x.slice(0, i)}=${x.slice(i + 1).toUpperCase()}`;
  });
}

/** Adds one document's key=value pairs (multi-label) to per-key counts. */
export function scorePairs(counts: Map<string, Counts>, predicted: string[], expected: string[]): void {
  const left = new Map<string, number>();
  for (const e of expected) left.set(e, (left.get(e) ?? 0) + 1);
  const key = (p: string) => p.slice(0, p.indexOf('='));
  const bump = (k: string, f: keyof Counts) => {
    const c = counts.get(k) ?? { correct: 0, predicted: 0, expected: 0 };
    c[f]++;
    counts.set(k, c);
  };
  for (const e of expected) bump(key(e), 'expected');
  for (const p of new Set(predicted)) {
    bump(key(p), 'predicted');
    const n = left.get(p) ?? 0;
    if (n > 0) {
      left.set(p, n - 1);
      bump(key(p), 'correct');
    }
  }
}

/** Prints a per-field table and the micro-F1; returns the micro figures. */
export function report(title: string, counts: Map<string, Counts>): Prf {
  const total: Counts = { correct: 0, predicted: 0, expected: 0 };
  console.log(`\n${title}`);
  console.log('field                 precision  recall     F1   (correct/predicted/expected)');
  for (const [f, c] of counts) {
    const r = prf(c);
    total.correct += c.correct;
    total.predicted += c.predicted;
    total.expected += c.expected;
    console.log(`${f.padEnd(20)} ${r.precision.toFixed(3).padStart(10)} ${r.recall.toFixed(3).padStart(7)} ${r.f1.toFixed(3).padStart(6)}   (${c.correct}/${c.predicted}/${c.expected})`);
  }
  const micro = prf(total);
  console.log(`${'micro'.padEnd(20)} ${micro.precision.toFixed(3).padStart(10)} ${micro.recall.toFixed(3).padStart(7)} ${micro.f1.toFixed(3).padStart(6)}`);
  return micro;
}
