/** Approximate search of a value in a document's text, tolerating a few recognition errors. */
import { editDistance } from './text.js';

/** Approximate search looks at the start of a text only (where names and addresses sit): its cost grows with the text. */
export const APPROX_LIMIT = 20_000;

export interface ApproxMatch {
  start: number;
  end: number;
  distance: number;
}

/** Lower-cased with whitespace runs as single spaces, keeping every offset (so matches map back to the text). */
export function foldSameLength(s: string): string {
  return s.toLowerCase().replace(/\s/g, ' ');
}

const digits = (s: string) => s.replace(/\D/g, '');
const ALNUM = /[\p{L}\p{N}]/u;

function sameDigits(a: string, b: string, edits: number): boolean {
  return a === b || (edits > 0 && editDistance(a, b) <= edits);
}

/** Whether text[start, end) is not part of a longer word or number. */
function bounded(text: string, start: number, end: number): boolean {
  return (start === 0 || !ALNUM.test(text[start - 1])) && (end >= text.length || !ALNUM.test(text[end]));
}

/**
 * The best occurrence of `pattern` in `text` with at most `maxEdits` edits (earliest of the best),
 * by Sellers' algorithm; an occurrence whose digits differ is refused, so "INV-0001" never stands for "INV-0002".
 * `digitEdits` allows that many edits among the digits (a misread digit in a long address known to repeat).
 */
export function approxFind(text: string, pattern: string, maxEdits: number, approxLimit = APPROX_LIMIT, digitEdits = 0): ApproxMatch | null {
  const m = pattern.length;
  if (!m) return null;
  for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) if (bounded(text, at, at + m)) return { start: at, end: at + m, distance: 0 };
  if (maxEdits < 1) return null;
  const ends: { end: number; d: number }[] = [];
  let col = Array.from({ length: m + 1 }, (_, i) => i);
  for (let j = 1; j <= Math.min(text.length, approxLimit); j++) {
    const next = new Array<number>(m + 1);
    next[0] = 0;
    const c = text[j - 1];
    for (let i = 1; i <= m; i++) next[i] = Math.min(col[i] + 1, next[i - 1] + 1, col[i - 1] + (pattern[i - 1] === c ? 0 : 1));
    col = next;
    if (col[m] <= maxEdits) ends.push({ end: j, d: col[m] });
  }
  if (!ends.length) return null;
  const bestD = Math.min(...ends.map((e) => e.d));
  let best: ApproxMatch | null = null;
  for (const e of ends) {
    if (e.d !== bestD) continue;
    // the start is where the fewest edits remain, preferring the length of the pattern
    for (let s = Math.max(0, e.end - m - maxEdits); s <= Math.min(e.end - 1, e.end - m + maxEdits); s++) {
      const sub = text.slice(s, e.end);
      const d = editDistance(sub, pattern);
      if (d > maxEdits || !sameDigits(digits(sub), digits(pattern), digitEdits) || !bounded(text, s, e.end)) continue;
      const cand = { start: s, end: e.end, distance: d };
      if (!best || d < best.distance || (d === best.distance && Math.abs(e.end - s - m) < Math.abs(best.end - best.start - m))) best = cand;
    }
    if (best) return best;
  }
  return null;
}

/**
 * Whether `pattern` occurs in `text` with at most `maxEdits` edits (Sellers' algorithm). With
 * `bounds`, only a match that starts at one of `bounds.starts` and
 * ends at one of `bounds.ends` counts (names compared as letters and digits run together, where
 * the bounds are those of the words they were written in). Looks at the first `limit` characters.
 */
export function occursApprox(text: string, pattern: string, maxEdits: number, bounds?: { starts: Set<number>; ends: Set<number> }, limit = APPROX_LIMIT): boolean {
  const m = pattern.length;
  if (!m) return false;
  // with bounds a match may only begin where a word begins: elsewhere the empty prefix costs more than any match may
  const far = maxEdits + m + 1;
  const startCost = (j: number) => (!bounds || bounds.starts.has(j) ? 0 : far);
  let col = Array.from({ length: m + 1 }, (_, i) => i + startCost(0));
  for (let j = 1; j <= Math.min(text.length, limit); j++) {
    const next = new Array<number>(m + 1);
    next[0] = startCost(j);
    const c = text[j - 1];
    for (let i = 1; i <= m; i++) next[i] = Math.min(col[i - 1] + (pattern[i - 1] === c ? 0 : 1), col[i] + 1, next[i - 1] + 1);
    col = next;
    if (col[m] <= maxEdits && (!bounds || bounds.ends.has(j))) return true;
  }
  return false;
}
