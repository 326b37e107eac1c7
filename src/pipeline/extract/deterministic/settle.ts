/**
 * The arithmetic a receipt prints around its total, used as a second reading of it: what was
 * tendered less the change handed back is what was paid, and the subtotal with the tax, discount
 * and rounding lines under it adds up to the total. When both agree on an amount, a total read
 * otherwise (one glyph misread, or another total-like line picked) gives way to it.
 */
import type { Candidate } from './candidates.js';
import { rightOf, spanBox, type DocLine, type DocText } from './layout.js';
import { findMoney, type MoneyValue, type Parsed } from './normalise.js';
import { mendAmount } from './values.js';
import type { FieldSpec } from './schema.js';
import { alternation } from '../packs/phrases.js';

interface Words {
  paid: RegExp;
  change: RegExp;
  subtotal: RegExp;
}

const cache = new WeakMap<object, Words | null>();

function words(f: FieldSpec): Words | null {
  const key = f.locale ?? cache;
  if (cache.has(key)) return cache.get(key) ?? null;
  const langs = f.locale?.languages ?? [];
  const change = langs.flatMap((l) => l.qualifiers.change ?? []);
  const paid = langs.flatMap((l) => l.qualifiers.payment).filter((w) => !change.includes(w));
  const subtotal = langs.flatMap((l) => l.labels.subtotal ?? []);
  const start = (list: string[]): RegExp => new RegExp(`^\\W*(?:${alternation(list)})(?![\\p{L}])`, 'iu');
  const w = change.length && paid.length && subtotal.length ? { paid: start(paid), change: start(change), subtotal: new RegExp(`(?<![\\p{L}])(?:${alternation(subtotal)})(?![\\p{L}])`, 'iu') } : null;
  cache.set(key, w);
  return w;
}

/** The amount a label line states: on the line after the label, or on its row to the right. */
function amountOf(dt: DocText, l: DocLine): { line: DocLine; m: Parsed<MoneyValue> } | undefined {
  for (const x of [l, ...rightOf(dt, l, l.bbox)]) {
    const m = findMoney(mendAmount(x === l ? x.text.replace(/^[^\d-]*/, (s) => ' '.repeat(s.length)) : x.text)).pop();
    if (m) return { line: x, m };
  }
  return undefined;
}

function cents(n: number): number {
  return Math.round(n * 100);
}

/** Tendered less change, from the first change line after the total and the payment line just above it. */
function paidLessChange(dt: DocText, w: Words, after: DocLine): number | undefined {
  const lines = dt.lines.filter((l) => l.page === after.page && l.bbox.y0 >= after.bbox.y0 && l.index !== after.index);
  const change = lines.find((l) => w.change.test(l.text));
  if (!change) return undefined;
  const back = amountOf(dt, change);
  const paid = lines
    .filter((l) => l.bbox.y0 < change.bbox.y0 && w.paid.test(l.text) && !w.change.test(l.text))
    .sort((a, b) => b.bbox.y0 - a.bbox.y0)[0];
  const given = paid && amountOf(dt, paid);
  if (!back || !given || back.m.value.amount < 0 || given.m.value.amount <= back.m.value.amount) return undefined;
  return cents(given.m.value.amount - back.m.value.amount);
}

/** The subtotal and every amount printed between it and the total's row, added up. */
function chainSum(dt: DocText, w: Words, total: DocLine): number | undefined {
  const lines = dt.lines.filter((l) => l.page === total.page && l.bbox.y0 < total.bbox.y0 - (total.bbox.y1 - total.bbox.y0) * 0.5);
  const sub = lines.filter((l) => w.subtotal.test(l.text) && total.bbox.y0 - l.bbox.y0 < (total.bbox.y1 - total.bbox.y0) * 10).sort((a, b) => b.bbox.y0 - a.bbox.y0)[0];
  if (!sub) return undefined;
  const rowTop = Math.min(sub.bbox.y0, ...rightOf(dt, sub, sub.bbox).map((x) => x.bbox.y0));
  let sum = 0;
  let n = 0;
  for (const l of lines) {
    if (l.bbox.y0 < rowTop - 1 || l.bbox.x1 < total.bbox.x0) continue;
    for (const m of findMoney(mendAmount(l.text))) {
      if (m.value.decimals !== 2) continue;
      sum += cents(m.value.amount);
      n++;
    }
  }
  return n >= 2 ? sum : undefined;
}

/** Two amounts written with the same number of characters that differ in one: a misread glyph. */
function oneGlyphApart(a: number, b: number): boolean {
  const x = (a / 100).toFixed(2);
  const y = (b / 100).toFixed(2);
  if (x.length !== y.length) return false;
  let d = 0;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) d++;
  return d === 1;
}

/**
 * Checks the best total against the payment arithmetic: a candidate with the amount paid (tendered
 * less change) is raised above the others; with no such candidate, an amount that both the payment
 * and the subtotal chain give, one glyph from the best total's reading, replaces it.
 */
export function settledTotals(dt: DocText, f: FieldSpec, cands: Candidate[]): Candidate[] {
  const w = words(f);
  if (!w || !cands.length) return cands;
  const best = [...cands].sort((a, b) => b.score - a.score)[0];
  const line = dt.lines[best.order];
  if (typeof best.value !== 'number' || !line) return cands;
  const paid = paidLessChange(dt, w, line);
  if (paid === undefined || paid === cents(best.value)) return cands;
  const top = best.score;
  const same = cands.filter((c) => typeof c.value === 'number' && cents(c.value) === paid && c.score >= 0.3 * top);
  if (same.length) return cands.map((c) => (same.includes(c) ? { ...c, score: top + (1 - top) * 0.3 } : c));
  const label = dt.lines[best.labelLine ?? best.order] ?? line;
  if (chainSum(dt, w, label) !== paid || !oneGlyphApart(paid, cents(best.value))) return cands;
  const decimals = /[.,](\d+)\s*$/.exec(best.raw)?.[1].length ?? 2;
  const raw = (paid / 100).toFixed(decimals);
  const cite = best.citations[0] ?? { page: line.page, bbox: spanBox(line, 0, line.text.length), text: line.text };
  return [...cands, { ...best, value: paid / 100, raw, score: top + (1 - top) * 0.3, how: 'settled-total', citations: [{ ...cite, text: raw }] }];
}
