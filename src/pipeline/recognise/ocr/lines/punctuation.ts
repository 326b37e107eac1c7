// Comma or full stop: on thermal print the recogniser often hesitates between the two, and
// addresses are full of commas. When it does, the glyph itself decides: a comma hangs below
// the baseline and is taller than wide, a full stop sits on the baseline.
import type { Emitted } from './decode.js';
import { inkTest, textBand } from './decode.js';

/** The other reading must have at least this probability for the shape to be consulted. */
export const HESITANT = 0.1;

interface Glyph {
  /** how far the glyph reaches below the baseline, as a share of the x-height */
  depth: number;
  /** height over width */
  aspect: number;
}

/** Rows of the line's letters: the baseline and the top of the x-height band, from the row ink profile. */
function bands(grey: Uint8Array, width: number, height: number, isInk: (v: number) => boolean): { top: number; base: number } {
  const { rows, peak, y0, y1 } = textBand(grey, width, height, isInk);
  let base = y1;
  while (base > y0 && rows[base] < 0.3 * peak) base--;
  let top = y0;
  while (top < base && rows[top] < 0.3 * peak) top++;
  return { top, base };
}

/** The small low glyph nearest to columns [x0, x1], as connected ink below the middle of the letters. */
function lowGlyph(grey: Uint8Array, width: number, height: number, isInk: (v: number) => boolean, top: number, base: number, x0: number, x1: number): Glyph | null {
  const xh = base - top + 1;
  const ya = top + Math.floor(0.4 * xh);
  const yb = Math.min(height - 1, base + Math.ceil(0.5 * xh));
  const seen = new Uint8Array(width * height);
  const centre = (x0 + x1) / 2;
  let best: { d: number; g: Glyph } | null = null;
  for (let x = Math.max(0, x0); x <= Math.min(width - 1, x1); x++) {
    for (let y = ya; y <= yb; y++) {
      const i = y * width + x;
      if (seen[i] || !isInk(grey[i])) continue;
      const c = component(grey, width, height, isInk, seen, i);
      if (c.y0 < top + 0.45 * xh || c.x1 - c.x0 + 1 > 0.6 * xh) continue;
      const d = Math.abs((c.x0 + c.x1) / 2 - centre);
      if (!best || d < best.d) best = { d, g: { depth: (c.y1 - base) / xh, aspect: (c.y1 - c.y0 + 1) / (c.x1 - c.x0 + 1) } };
    }
  }
  return best?.g ?? null;
}

function component(grey: Uint8Array, width: number, height: number, isInk: (v: number) => boolean, seen: Uint8Array, start: number): { x0: number; y0: number; x1: number; y1: number } {
  const stack = [start];
  seen[start] = 1;
  let x0 = width, y0 = height, x1 = 0, y1 = 0;
  while (stack.length) {
    const p = stack.pop()!;
    const px = p % width;
    const py = (p - px) / width;
    if (px < x0) x0 = px;
    if (px > x1) x1 = px;
    if (py < y0) y0 = py;
    if (py > y1) y1 = py;
    const next = [px > 0 ? p - 1 : -1, px < width - 1 ? p + 1 : -1, py > 0 ? p - width : -1, py < height - 1 ? p + width : -1];
    for (const q of next) {
      if (q >= 0 && !seen[q] && isInk(grey[q])) {
        seen[q] = 1;
        stack.push(q);
      }
    }
  }
  return { x0, y0, x1, y1 };
}

/** What the shape says: ',' when it hangs below the baseline, '.' when it sits on it, null when unclear. */
export function shapeSays(g: Glyph): ',' | '.' | null {
  if (g.depth >= 0.08 || (g.depth >= 0.03 && g.aspect >= 1.6)) return ',';
  if (g.depth <= 0.02 && g.aspect < 1.6) return '.';
  return null;
}

/**
 * Re-decides each hesitant '.'/',' of a line from the glyph's shape in the crop (`width`×`height`
 * grey, `stepPx` crop pixels per recogniser step). A mark between two digits is left as read:
 * decimal points and thousands separators follow the number, not the shape.
 */
export function settlePunctuation(chars: Emitted[], grey: Uint8Array, width: number, height: number, stepPx: number): Emitted[] {
  const hesitant = chars.some((c, i) => c.alt !== undefined && c.alt >= HESITANT && !betweenDigits(chars, i));
  if (!hesitant) return chars;
  const isInk = inkTest(grey);
  const { top, base } = bands(grey, width, height, isInk);
  if (base - top < 4) return chars;
  return chars.map((c, i) => {
    if (c.alt === undefined || c.alt < HESITANT || betweenDigits(chars, i)) return c;
    const g = lowGlyph(grey, width, height, isInk, top, base, Math.floor((c.s0 - 1) * stepPx), Math.ceil((c.s1 + 2) * stepPx));
    const says = g ? shapeSays(g) : null;
    return says && says !== c.ch ? { ...c, ch: says, p: Math.max(c.alt, 0.5 * c.p) } : c;
  });
}

function betweenDigits(chars: Emitted[], i: number): boolean {
  return i > 0 && i < chars.length - 1 && /\d/.test(chars[i - 1].ch) && /\d/.test(chars[i + 1].ch);
}
