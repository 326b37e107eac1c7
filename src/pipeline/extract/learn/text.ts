/**
 * Small text helpers of the learning module. It keeps its own rather than borrowing the rule
 * extractor's internals, so that it depends only on that extractor's stable entry points.
 */

/** Words of a text, lower-cased letters and digits, with their ranges. */
export function words(text: string): { t: string; start: number; end: number }[] {
  const out: { t: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) out.push({ t: m[0].toLowerCase(), start: m.index!, end: m.index! + m[0].length });
  return out;
}

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/** The text after a label on its line, past separators such as ':' or '-', and where it starts. */
export function afterLabel(text: string, end: number): { text: string; offset: number } {
  const skip = /^[\s:：=\-–#.)(]*/.exec(text.slice(end))?.[0].length ?? 0;
  return { text: text.slice(end + skip), offset: end + skip };
}

/** The words a field is known by: its name split at case changes and separators, its title. */
export function fieldWords(f: { name: string; title?: string }): Set<string> {
  const name = f.name.replace(/([a-z])([A-Z])/g, '$1 $2');
  return new Set(words(`${name.replace(/[_\-.]+/g, ' ')} ${f.title ?? ''}`).map((w) => w.t).filter((w) => w.length >= 2));
}
