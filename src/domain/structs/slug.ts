import crypto from 'node:crypto';

const MAX = 200;

function withSuffix(base: string, suffix: string): string {
  // keep within the length limit by shortening the base, never the suffix
  return `${base.slice(0, MAX - suffix.length).replace(/-+$/, '') || 'struct'}${suffix}`;
}

/** Turns a struct name into a slug candidate: lower-case letters, digits and dashes ("struct" when nothing is left). */
export function slugBase(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/, '');
  return s || 'struct';
}

/**
 * The first free slug for `base` given the organisation's slugs that start with it: base, base-2,
 * base-3, …; after a lost race (attempt > 0) a random suffix is used instead.
 */
export function nextSlug(base: string, taken: string[], attempt = 0): string {
  if (attempt > 0) return withSuffix(base, `-${crypto.randomBytes(4).toString('hex')}`);
  const set = new Set(taken);
  if (!set.has(base)) return base;
  let n = 2;
  for (const t of taken) {
    const m = t.startsWith(`${base}-`) ? /^(\d{1,9})$/.exec(t.slice(base.length + 1)) : null;
    if (m) n = Math.max(n, Number(m[1]) + 1);
  }
  return withSuffix(base, `-${n}`);
}
