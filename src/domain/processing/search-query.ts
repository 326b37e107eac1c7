// What a search text must not hold before it reaches PostgreSQL's websearch parser.

/** Minus signs in a row (spaces between them allowed) a search may hold; each negates what follows. */
export const MAX_MINUS_RUN = 16;

const MINUS_RUN = new RegExp(`(?:-\\s*){${MAX_MINUS_RUN + 1},}`);

/**
 * Why a search text cannot be run, or null when it can: PostgreSQL text refuses NUL characters,
 * and every minus sign in a row nests one more negation, which overflows the parser's stack
 * (at 33 in PostgreSQL 16) instead of meaning anything useful.
 */
export function searchQueryProblem(q: string): string | null {
  if (q.includes('\u0000')) return 'must not contain NUL characters';
  if (MINUS_RUN.test(q)) return `must not have more than ${MAX_MINUS_RUN} minus signs in a row`;
  return null;
}
