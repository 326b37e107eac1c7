/**
 * A value taken only for its shape (a field's first date, IBAN or email where no label led to one), or under a
 * label that only opens a longer key ("<Date> <of test>"), gives way where another field read the same printed
 * value by its whole label: that field has the better claim, and the weaker one takes its next candidate printed
 * elsewhere, or stays empty.
 */
import type { Citation, FieldResult } from '../types.js';
import type { Candidate } from './candidates.js';

/** Ways of finding a value that follow no label: its shape alone. */
const SHAPE_ONLY: ReadonlySet<string> = new Set(['typed', 'mended-date']);

/** A field filled by its shape alone, with what it could have taken instead. */
export interface ShapePick {
  name: string;
  data: Record<string, unknown>;
  /** the field's result among all of them */
  result: FieldResult;
  cands: Candidate[];
}

/** Whether a pick was taken by its shape alone, or under a label that only opens a longer key. */
export function byShapeOnly(c: Candidate): boolean {
  return (SHAPE_ONLY.has(c.how) && c.labelLine === undefined) || !!c.partial;
}

const boxKey = (c: Citation): string => `${c.page}:${c.bbox.x0}:${c.bbox.y0}:${c.bbox.x1}:${c.bbox.y1}`;

/**
 * Gives up each shape-only pick whose place another field's value cites, taking its best candidate elsewhere
 * (`choose` decides as for any field); returns the results to drop, whose fields are now empty.
 */
export function yieldClaimed(picks: ShapePick[], fields: FieldResult[], choose: (c: Candidate[]) => { best: Candidate; confidence: number } | null): Set<FieldResult> {
  const drop = new Set<FieldResult>();
  if (!picks.length) return drop;
  const weak = new Set(picks.map((p) => p.result));
  const claimed = new Set(fields.filter((r) => !weak.has(r)).flatMap((r) => r.citations.map(boxKey)));
  for (const p of picks) {
    if (!p.result.citations.some((c) => claimed.has(boxKey(c)))) continue;
    const pick = choose(p.cands.filter((c) => !c.citations.some((x) => claimed.has(boxKey(x)))));
    if (!pick) {
      delete p.data[p.name];
      drop.add(p.result);
      continue;
    }
    p.data[p.name] = pick.best.value;
    p.result.value = pick.best.value;
    p.result.confidence = Math.round(pick.confidence * 1000) / 1000;
    p.result.citations = pick.best.citations;
    if (pick.best.raw !== pick.best.value) p.result.raw = pick.best.raw;
    else delete p.result.raw;
  }
  return drop;
}
