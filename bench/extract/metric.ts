/** Field scores with the corpus metric: exact match after trimming, collapsing space, upper-casing. */
export interface FieldScore {
  predicted: number;
  expected: number;
  correct: number;
}

/** Normalises a value the way the corpus metric compares strings. */
export function canon(v: string): string {
  return v.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Accumulates per-field counts for sets of predicted and expected values (multi-label). */
export class Scoreboard {
  readonly fields = new Map<string, FieldScore>();

  /** Adds one document's values for one field (arrays for multi-valued fields). */
  add(field: string, predicted: string[], expected: string[]): void {
    const s = this.fields.get(field) ?? { predicted: 0, expected: 0, correct: 0 };
    const p = [...new Set(predicted.map(canon).filter(Boolean))];
    const e = [...new Set(expected.map(canon).filter(Boolean))];
    s.predicted += p.length;
    s.expected += e.length;
    const pool = new Set(e);
    for (const x of p) if (pool.has(x)) s.correct++;
    this.fields.set(field, s);
  }

  /** Precision/recall/F1 for one score. */
  static prf(s: FieldScore): { p: number; r: number; f1: number } {
    const p = s.predicted ? s.correct / s.predicted : 0;
    const r = s.expected ? s.correct / s.expected : 0;
    return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
  }

  /** Micro-averaged score over the named fields (all when omitted). */
  micro(only?: string[]): { p: number; r: number; f1: number } {
    const t = { predicted: 0, expected: 0, correct: 0 };
    for (const [k, s] of this.fields) {
      if (only && !only.includes(k)) continue;
      t.predicted += s.predicted;
      t.expected += s.expected;
      t.correct += s.correct;
    }
    return Scoreboard.prf(t);
  }

  /** A printable table of per-field and micro scores. */
  report(title: string, microFields?: string[]): string {
    const rows = [`${title}`, `  ${'field'.padEnd(22)} ${'P'.padStart(6)} ${'R'.padStart(6)} ${'F1'.padStart(6)}  correct/pred/exp`];
    for (const [k, s] of this.fields) {
      const m = Scoreboard.prf(s);
      rows.push(`  ${k.padEnd(22)} ${m.p.toFixed(3).padStart(6)} ${m.r.toFixed(3).padStart(6)} ${m.f1.toFixed(3).padStart(6)}  ${s.correct}/${s.predicted}/${s.expected}`);
    }
    const mi = this.micro(microFields);
    rows.push(`  ${'micro'.padEnd(22)} ${mi.p.toFixed(3).padStart(6)} ${mi.r.toFixed(3).padStart(6)} ${mi.f1.toFixed(3).padStart(6)}${microFields ? `  (over ${microFields.join(', ')})` : ''}`);
    return rows.join('\n');
  }
}

/** Converts an extracted value to the NDA data set's notation (spaces and colons as _). */
export function ndaValue(v: string): string {
  return v.trim().replace(/[\s:]+/g, '_');
}
