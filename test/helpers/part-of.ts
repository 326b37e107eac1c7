/** What of an expected value a probe's reading holds. */

/**
 * How a list read in part may hold the wanted items: all of them, each read in part, in their
 * places (`same`); some of them in any order (`some`); some of them in their order (`in order`).
 */
export type ListsRead = 'same' | 'some' | 'in order';

/** True when `got` is empty or holds only what `want` holds: a text inside the wanted text, an object's keys with their wanted values, list items as `lists` says. */
export function partOf(got: unknown, want: unknown, lists: ListsRead): boolean {
  if (got === undefined || got === null) return true;
  if (typeof got === 'string' && typeof want === 'string') return want.includes(got);
  if (Array.isArray(got) && Array.isArray(want)) {
    if (lists === 'same') return got.length === want.length && got.every((g, i) => partOf(g, want[i], lists));
    if (lists === 'some') return got.length <= want.length && got.every((g) => want.some((w) => partOf(g, w, lists)));
    let at = 0;
    return got.every((g) => {
      while (at < want.length && !partOf(g, want[at], lists)) at++;
      return at++ < want.length;
    });
  }
  if (typeof got === 'object' && typeof want === 'object' && want && !Array.isArray(want)) {
    return Object.entries(got as Record<string, unknown>).every(([k, v]) => k in want && partOf(v, (want as Record<string, unknown>)[k], lists));
  }
  return got === want;
}
