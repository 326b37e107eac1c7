// OCR of one page image inside the parse worker, with detection of 90/180/270 degree
// rotation: when the upright reading is poor, the other orientations are tried and the one
// with the most confident word characters wins.
import type { OcrLine } from '../../types.js';
import type { ParseContext } from '../host/protocol.js';
import type { GreyImage, OcrResult } from './port.js';
import { rotateGrey, shrinkGrey } from './raster.js';

export interface OcrPage {
  lines: OcrLine[];
  rotation: number;
  width: number;
  height: number;
  confidence: number;
}

/**
 * Below these the page is read again in the other orientations. Upright receipts score a
 * mean confidence of 0.4-0.9; sideways text reads as short, tall, unsure fragments.
 */
const POOR_CONFIDENCE = 0.35;
const POOR_SCORE = 15;
/** confident word characters per line; upright receipts score 4-15, sideways text under 1 */
const POOR_SCORE_PER_LINE = 2;
const TRIAL_LONG_SIDE = 800;

function poor(r: OcrResult): boolean {
  return r.confidence < POOR_CONFIDENCE || r.score < POOR_SCORE || r.score / Math.max(1, r.lines.length) < POOR_SCORE_PER_LINE || looksSideways(r);
}

function looksSideways(r: OcrResult): boolean {
  let tall = 0;
  let n = 0;
  for (const l of r.lines) {
    for (const w of l.words) {
      if (w.text.length < 3) continue;
      n++;
      if (w.bbox.y1 - w.bbox.y0 > 1.5 * (w.bbox.x1 - w.bbox.x0)) tall++;
    }
  }
  return n > 0 && tall / n > 0.5;
}

/**
 * OCRs a greyscale page, fixing its orientation; boxes are in pixels of the upright image. With
 * `again` (which makes the same image anew) the image moves to the OCR thread instead of being
 * copied, and a page that reads poorly is made again for the other orientations.
 */
export async function ocrPage(ctx: ParseContext, given: GreyImage, again?: () => GreyImage): Promise<OcrPage> {
  const first = await ctx.ocr(given, again !== undefined);
  let best = { r: first, rotation: 0, width: given.width, height: given.height };
  if (poor(first)) {
    const image = again ? again() : given;
    // Orientation is judged on a small copy (four cheap readings); only a winner other than
    // upright costs a second full-size reading.
    const small = await shrinkGrey(image, TRIAL_LONG_SIDE);
    let pick = { rotation: 0, score: (await ctx.ocr(small)).score };
    for (const rotation of [90, 180, 270]) {
      const r = await ctx.ocr(await rotateGrey(small, rotation));
      if (r.score > pick.score * 1.2) pick = { rotation, score: r.score };
    }
    if (pick.rotation !== 0) {
      const img = await rotateGrey(image, pick.rotation);
      const r = await ctx.ocr(img);
      if (r.score > first.score) best = { r, rotation: pick.rotation, width: img.width, height: img.height };
    }
  }
  return { lines: best.r.lines, rotation: best.rotation, width: best.width, height: best.height, confidence: best.r.confidence };
}

/** Scales every box of the lines by `k` (pixels -> page units). */
export function scaleLines(lines: OcrLine[], k: number): OcrLine[] {
  if (k === 1) return lines;
  const s = (b: OcrLine['bbox']) => ({ x0: b.x0 * k, y0: b.y0 * k, x1: b.x1 * k, y1: b.y1 * k });
  return lines.map((l) => ({ ...l, bbox: s(l.bbox), words: l.words.map((w) => ({ ...w, bbox: s(w.bbox) })) }));
}
