/** Month names of a language from the platform's own locale data (no hand-written tables). */

const cache = new Map<string, Map<string, number>>();

/** Lower-cases, drops a final full stop and folds accents so "März", "marz" and "MÄRZ." meet. */
export function foldWord(s: string): string {
  return s.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\.$/, '');
}

/**
 * Every way a month is written in a locale: long and short, standalone and inside a date
 * (Polish "marca", Portuguese "de março"), with and without accents. Names map to 1..12.
 */
export function monthNames(locale: string): Map<string, number> {
  const hit = cache.get(locale);
  if (hit) return hit;
  const out = new Map<string, number>();
  const add = (name: string, m: number): void => {
    for (const part of name.split(/\s+/)) {
      const w = part.replace(/[.,]/g, '').toLowerCase();
      if (w.length < 3 || /\d/.test(w) || w === 'de' || w === 'di') continue;
      out.set(w, m);
      out.set(foldWord(w), m);
    }
  };
  for (let m = 1; m <= 12; m++) {
    const d = new Date(Date.UTC(2021, m - 1, 15));
    for (const month of ['long', 'short'] as const) {
      add(new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(d), m);
      const parts = new Intl.DateTimeFormat(locale, { month, day: 'numeric', timeZone: 'UTC' }).formatToParts(d);
      for (const p of parts) if (p.type === 'month') add(p.value, m);
    }
  }
  cache.set(locale, out);
  return out;
}
