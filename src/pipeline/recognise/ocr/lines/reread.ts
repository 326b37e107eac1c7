// Second readings of doubtful lines. A line box that the detector drew too short cuts its first
// or last glyph, which the recogniser then drops or misreads: a crop whose ink reaches its own
// end is read once more from a box lengthened at that end. A line read with low confidence is
// read once more from a box a little lower (the glyphs fill more of the recogniser's input).
// Only those lines cost a second run.
import type { LineBox } from './detect.js';

/** Columns (of the 48 px high crop) at an end that count as the ink reaching it. */
export const TOUCH_COLUMNS = 2;
/** How far a touching end is lengthened, as a share of the line box's height. */
export const END_GROWTH = 0.4;

export interface Ends {
  left: boolean;
  right: boolean;
}

/** Room beside each box: half the gap to the nearest box on the same row at each side (Infinity when none). */
export function sideRoom(boxes: LineBox[]): { left: number; right: number }[] {
  return boxes.map((b, i) => {
    let left = Infinity;
    let right = Infinity;
    const h = b.y1 - b.y0;
    for (let j = 0; j < boxes.length; j++) {
      if (j === i) continue;
      const o = boxes[j];
      const overlap = Math.min(b.y1, o.y1) - Math.max(b.y0, o.y0);
      if (overlap < 0.5 * Math.min(h, o.y1 - o.y0)) continue;
      if (o.x1 <= b.x0 + 1) left = Math.min(left, Math.max(0, (b.x0 - o.x1) / 2));
      else if (o.x0 >= b.x1 - 1) right = Math.min(right, Math.max(0, (o.x0 - b.x1) / 2));
    }
    return { left, right };
  });
}

/**
 * The box lengthened at the touching ends by END_GROWTH of its height, within the room beside
 * it and the page; null when it cannot grow by at least a few pixels.
 */
export function lengthen(box: LineBox, ends: Ends, room: { left: number; right: number }, pageWidth: number): LineBox | null {
  const grow = END_GROWTH * (box.y1 - box.y0);
  const dl = ends.left ? Math.max(0, Math.min(grow, room.left, box.x0)) : 0;
  const dr = ends.right ? Math.max(0, Math.min(grow, room.right, pageWidth - box.x1)) : 0;
  if (dl < 2 && dr < 2) return null;
  if (!box.tilt) return { ...box, x0: box.x0 - dl, x1: box.x1 + dr };
  const t = box.tilt;
  const shift = (dr - dl) / 2;
  return {
    ...box,
    x0: box.x0 - dl,
    x1: box.x1 + dr,
    tilt: { ...t, cx: t.cx + shift * Math.cos(t.angle), cy: t.cy + shift * Math.sin(t.angle), halfLength: t.halfLength + (dl + dr) / 2 },
  };
}

/** Least probability of a character the lengthened reading adds at an end for it to be believed. */
export const ADDED_MIN = 0.6;

export interface Reading {
  /** the line's confidence (mean of its words') */
  confidence: number;
  chars: { ch: string; p: number }[];
}

/**
 * Whether the reading of the lengthened box replaces the first one: when it reads the same
 * characters (spaces aside) with a higher confidence, or the same characters with one more at
 * either end or both (the glyph the short box cut), each added one read with at least
 * ADDED_MIN. More than one added at an end is a neighbour's text taken in, not a cut glyph;
 * other changes are left alone, however sure (they lowered word F1 on the receipts).
 */
export function longerWins(first: Reading, longer: Reading): boolean {
  const a = first.chars.filter((c) => c.ch.trim());
  const b = longer.chars.filter((c) => c.ch.trim());
  const extra = b.length - a.length;
  if (extra === 0) return longer.confidence > first.confidence && a.every((c, i) => c.ch === b[i].ch);
  if (extra < 1 || extra > 2) return false;
  const text = a.map((c) => c.ch).join('');
  for (let k = 0; k <= Math.min(1, extra); k++) {
    if (extra - k > 1) continue;
    if (b.slice(k, k + a.length).map((c) => c.ch).join('') !== text) continue;
    const added = [...b.slice(0, k), ...b.slice(k + a.length)];
    if (added.every((c) => c.p >= ADDED_MIN)) return true;
  }
  return false;
}

/** Lines read with a lower confidence (mean character probability) are read a second time. */
export const LOW_CONFIDENCE = 0.85;
/** The second reading's box is this share of the box's height lower at the top and at the bottom. */
export const LOW_SHRINK = 0.1;

/** The box made lower by LOW_SHRINK of its height at the top and bottom (along its own angle when it slopes). */
export function lower(box: LineBox): LineBox {
  const g = LOW_SHRINK * (box.y1 - box.y0);
  const out = { ...box, y0: box.y0 + g, y1: box.y1 - g };
  return box.tilt ? { ...out, tilt: { ...box.tilt, halfHeight: box.tilt.halfHeight - g } } : out;
}
