/** Printing shared by the extraction benchmarks. */
import type { Outcome } from './metric.js';

function shorten(s: string | undefined, n = 70): string {
  if (s === undefined) return '—';
  const t = s.replace(/\s+/g, ' ');
  return JSON.stringify(t.length > n ? `${t.slice(0, n - 1)}…` : t);
}

/** Prints one wrong or missing value per line: file, field, expected, predicted, confidence. */
export function printMisses(file: string, outcomes: Outcome[]): void {
  for (const o of outcomes) {
    if (o.correct) continue;
    const conf = typeof o.confidence === 'number' ? o.confidence.toFixed(2) : '-';
    console.log(`    miss ${file} ${o.field}: expected ${shorten(o.expected)} predicted ${shorten(o.predicted)} confidence ${conf}`);
  }
}
