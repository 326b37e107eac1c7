/** Phrases of the packs as regular expressions: one way to escape them, stretch their spaces and keep them whole words. */

/** A text as a literal pattern. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A phrase as a pattern: a full stop may be missing or followed by a space, and spaces stretch (to `between`). */
export function phrasePattern(p: string, between = '\\s*'): string {
  return escapeRegExp(p.trim())
    .replace(/\\\.\s*/g, '\\.?\\s*')
    .replace(/\s+/g, between);
}

/** Phrases as alternatives, each once, longest first (a pattern matching nothing when there are none). */
export function alternation(list: Iterable<string>, between = '\\s*'): string {
  const alts = [...new Set([...list].map((x) => x.trim()).filter(Boolean))].sort((a, b) => b.length - a.length).map((p) => phrasePattern(p, between));
  return alts.join('|') || '(?!)';
}

/** Phrases as one expression of whole words (letters and figures around them end the match). */
export function wordsRegExp(list: Iterable<string>, flags = 'iu', between = '[\\s.]*'): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])(?:${alternation(list, between)})(?![\\p{L}\\d])`, flags);
}

/** One phrase as whole words. */
export function phraseRegExp(phrase: string, flags = 'giu'): RegExp {
  return wordsRegExp([phrase], flags, '\\s*');
}
