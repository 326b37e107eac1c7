// OCR of one page image inside the parse worker, with detection of 90/180/270 degree
// rotation: when the upright reading is poor, the other orientations are tried and the one
// with the most confident word characters wins.
import type { Line } from '../types.js';
import type { GreyImage, OcrResult, ParseContext } from './protocol.js';
import { rotateGrey } from './raster.js';

export interface OcrPage {
  lines: Line[];
  rotation: number;
  width: number;
  height: number;
  confidence: number;
}

/** Below these the page is read again in the other orientations. */
const POOR_CONFIDENCE = 0.6;
const POOR_SCORE = 25;

/** OCRs a greyscale page, fixing its orientation; boxes are in pixels of the upright image. */
export async function ocrPage(ctx: ParseContext, image: GreyImage): Promise<OcrPage> {
  const first = await ctx.ocr(image);
  let best: { r: OcrResult; rotation: number; img: GreyImage } = { r: first, rotation: 0, img: image };
  if (first.confidence < POOR_CONFIDENCE || first.score < POOR_SCORE) {
    for (const rotation of [90, 180, 270]) {
      const img = await rotateGrey(image, rotation);
      const r = await ctx.ocr(img);
      if (r.score > best.r.score * 1.2) best = { r, rotation, img };
    }
  }
  return { lines: best.r.lines, rotation: best.rotation, width: best.img.width, height: best.img.height, confidence: best.r.confidence };
}

/** Scales every box of the lines by `k` (pixels -> page units). */
export function scaleLines(lines: Line[], k: number): Line[] {
  if (k === 1) return lines;
  const s = (b: Line['bbox']) => ({ x0: b.x0 * k, y0: b.y0 * k, x1: b.x1 * k, y1: b.y1 * k });
  return lines.map((l) => ({ ...l, bbox: s(l.bbox), words: l.words.map((w) => ({ ...w, bbox: s(w.bbox) })) }));
}
