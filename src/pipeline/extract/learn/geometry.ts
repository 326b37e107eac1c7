/** Page geometry over a DocText: text areas, normalised boxes and lines near a place. */
import type { BBox } from '../../types.js';
import type { DocLine, DocText } from '../deterministic/layout.js';
import type { NormBox } from './types.js';

const areas = new WeakMap<DocText, Map<number, BBox>>();

/**
 * The text area of a page (the union of its lines). Positions are normalised to it rather than to
 * the page size because the extractor's view of a document holds lines only, and a text area
 * also absorbs the different margins of a scan and its original.
 */
export function textArea(dt: DocText, page: number): BBox {
  let m = areas.get(dt);
  if (!m) {
    m = new Map();
    for (const l of dt.lines) {
      const a = m.get(l.page);
      m.set(l.page, a ? { x0: Math.min(a.x0, l.bbox.x0), y0: Math.min(a.y0, l.bbox.y0), x1: Math.max(a.x1, l.bbox.x1), y1: Math.max(a.y1, l.bbox.y1) } : { ...l.bbox });
    }
    areas.set(dt, m);
  }
  return m.get(page) ?? { x0: 0, y0: 0, x1: 1, y1: 1 };
}

/** A box of a page normalised to that page's text area (0..1). */
export function normalise(dt: DocText, page: number, b: BBox): NormBox {
  const a = textArea(dt, page);
  const w = Math.max(1e-6, a.x1 - a.x0);
  const h = Math.max(1e-6, a.y1 - a.y0);
  const r = (n: number) => Math.round(n * 10000) / 10000;
  return { x0: r((b.x0 - a.x0) / w), y0: r((b.y0 - a.y0) / h), x1: r((b.x1 - a.x0) / w), y1: r((b.y1 - a.y0) / h) };
}

/** A normalised box back in a page's own units. */
export function denormalise(dt: DocText, page: number, n: NormBox): BBox {
  const a = textArea(dt, page);
  const w = a.x1 - a.x0;
  const h = a.y1 - a.y0;
  return { x0: a.x0 + n.x0 * w, y0: a.y0 + n.y0 * h, x1: a.x0 + n.x1 * w, y1: a.y0 + n.y1 * h };
}

/** Distance between the top-left corners of two normalised boxes. */
export function normDistance(a: NormBox, b: NormBox): number {
  return Math.hypot(a.x0 - b.x0, a.y0 - b.y0);
}

/** Share of the smaller extent two ranges overlap by (0..1). */
export function overlap(a0: number, a1: number, b0: number, b1: number): number {
  const o = Math.min(a1, b1) - Math.max(a0, b0);
  const s = Math.min(a1 - a0, b1 - b0);
  return s > 0 ? Math.max(0, o / s) : 0;
}

/** The nearest line above a box that overlaps it horizontally, within about two and a half of its heights. */
export function lineAbove(dt: DocText, from: DocLine, box: BBox): DocLine | undefined {
  const h = Math.max(1, box.y1 - box.y0);
  let best: DocLine | undefined;
  for (const l of dt.lines) {
    if (l.page !== from.page || l === from) continue;
    if (l.bbox.y1 > box.y0 + h * 0.3 || l.bbox.y1 < box.y0 - h * 2.5) continue;
    if (Math.min(l.bbox.x1, box.x1 + h * 4) - Math.max(l.bbox.x0, box.x0 - h) <= 0) continue;
    if (!best || l.bbox.y1 > best.bbox.y1) best = l;
  }
  return best;
}

/** The layout relations the rule extractor uses (rows, right of, below, ranges of the joined text), shared rather than copied. */
export { below as lineBelow, citeRange, lineAt, rightOf, sameRow, union } from '../deterministic/layout.js';
