// Checks of a struct body that its schema cannot express: nesting depth and NUL characters.
import { errors } from '../../errors/catalogue.js';

/** Deepest nesting of arrays and objects a struct body may have (schemas, annotations, proposals). */
export const MAX_BODY_DEPTH = 64;

function pointer(path: (string | number)[]): string {
  return path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** name has its own check (control characters, validation_error); every other field is walked for NUL. */
const OWN_CHECK = new Set(['name']);

/**
 * Refuses a body nested deeper than MAX_BODY_DEPTH (walked without recursion, so a hostile body
 * cannot overflow the stack here or in later recursive code) and any string or key holding a
 * NUL character (PostgreSQL text and jsonb cannot store one), naming the first such place; the
 * name is left to its own check.
 */
export function checkStructBody(body: object): void {
  const stack: { v: unknown; path: (string | number)[]; free: boolean }[] = [{ v: body, path: [], free: false }];
  let nul: (string | number)[] | null = null;
  while (stack.length) {
    const { v, path, free } = stack.pop()!;
    if (typeof v === 'string') {
      if (!nul && free && v.includes('\u0000')) nul = path;
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (path.length >= MAX_BODY_DEPTH) throw errors.jsonTooDeep(MAX_BODY_DEPTH);
    const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    // pushed in reverse so the first offending place in document order is the one reported
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i];
      const inFree = path.length === 0 ? !OWN_CHECK.has(String(k)) : free;
      if (!nul && inFree && path.length > 0 && typeof k === 'string' && k.includes('\u0000')) nul = [...path, k];
      stack.push({ v: x, path: [...path, k], free: inFree });
    }
  }
  if (nul) throw errors.invalidText(pointer(nul));
}
