// Text-line detection: the detector returns a per-pixel text probability map; connected
// regions above a threshold are lines, grown back to full glyph height ("unclipped") because
// the network is trained on shrunken line masks.
import type { BBox } from '../../../types.js';
import type { GreyImage } from '../port.js';

/** Longest side the detector sees; sides are rounded to multiples of 32 as the network needs. */
export const DETECT_LONG_SIDE = 960;
const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.6;
const UNCLIP_RATIO = 1.5;
const MIN_SIDE = 3;

/**
 * Small print: when the median line box is shorter than SMALL_LINE detector pixels, the page
 * is detected again at a size that brings it to GOOD_LINE (at most MAX_LONG_SIDE), because the
 * detector misses and merges lines that small. Receipts photographed from afar need this.
 */
export const SMALL_LINE = 19;
const GOOD_LINE = 24;
const MAX_LONG_SIDE = 2400;

/** The long side for a second detection, or null when the first one saw text large enough. */
export function retryLongSide(boxes: LineBox[], detLongSide: number, imgLongSide: number): number | null {
  if (boxes.length < 3) return null;
  const h = boxes.map((b) => b.y1 - b.y0).sort((a, b) => a - b)[boxes.length >> 1];
  const scale = Math.min(detLongSide, imgLongSide) / imgLongSide;
  const det = h * scale;
  if (det >= SMALL_LINE) return null;
  const side = Math.min(MAX_LONG_SIDE, imgLongSide, Math.round((detLongSide * GOOD_LINE) / det));
  return side > detLongSide * 1.15 ? side : null;
}

/** Share of the image a text region must leave out for a detection cut to it to pay. */
const REGION_GAIN = 0.15;

/**
 * Where a first detection found text, with a margin for what it missed (a twentieth of each side
 * and three line heights): the larger second detection reads only this region. Null when the
 * region is nearly the whole image.
 */
export function textRegion(boxes: LineBox[], width: number, height: number): BBox | null {
  if (!boxes.length) return null;
  const h = boxes.map((b) => b.y1 - b.y0).sort((a, b) => a - b)[boxes.length >> 1];
  const mx = Math.max(width * 0.05, 3 * h);
  const my = Math.max(height * 0.05, 3 * h);
  const x0 = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x0)) - mx));
  const y0 = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y0)) - my));
  const x1 = Math.min(width, Math.ceil(Math.max(...boxes.map((b) => b.x1)) + mx));
  const y1 = Math.min(height, Math.ceil(Math.max(...boxes.map((b) => b.y1)) + my));
  return (x1 - x0) * (y1 - y0) <= (1 - REGION_GAIN) * width * height ? { x0, y0, x1, y1 } : null;
}

/** The pixels of a region of a grey image. */
export function cropGrey(image: GreyImage, r: BBox): GreyImage {
  const width = r.x1 - r.x0;
  const height = r.y1 - r.y0;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.set(image.data.subarray((r.y0 + y) * image.width + r.x0, (r.y0 + y) * image.width + r.x1), y * width);
  return { data, width, height };
}

/** Moves boxes found in a region back to the image's coordinates. */
export function fromRegion(boxes: LineBox[], r: BBox): LineBox[] {
  return boxes.map((b) => ({
    ...b,
    x0: b.x0 + r.x0,
    x1: b.x1 + r.x0,
    y0: b.y0 + r.y0,
    y1: b.y1 + r.y0,
    ...(b.tilt ? { tilt: { ...b.tilt, cx: b.tilt.cx + r.x0, cy: b.tilt.cy + r.y0 } } : {}),
  }));
}

export interface DetectInput {
  data: Float32Array;
  width: number;
  height: number;
}

/** A line that runs at an angle: its centre, angle (radians, positive falling to the right) and half sizes, in image pixels. */
export interface Tilt {
  cx: number;
  cy: number;
  angle: number;
  halfLength: number;
  halfHeight: number;
}

export interface LineBox extends BBox {
  score: number;
  /** set when the line runs at MIN_TILT or more: it is cut out along its own angle */
  tilt?: Tilt;
}

/**
 * Lines at this angle (degrees) or more are cut out along their own angle: on curled or
 * photographed receipts an upright box around a sloping line takes in its neighbours.
 */
export const MIN_TILT = 1.5;

/** Size of the detector input for an image: scaled down to `longSide`, multiples of 32. */
export function detectSize(width: number, height: number, longSide = DETECT_LONG_SIDE): { width: number; height: number } {
  const k = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(32, Math.round((width * k) / 32) * 32), height: Math.max(32, Math.round((height * k) / 32) * 32) };
}

/**
 * The detector's working memory grows with its input (about 100 MB at 0.7 Mpx, held afterwards
 * by the runtime's arena; 330 MB for a small-print receipt detected at 1,000 x 2,400), so
 * inputs above STRIP_ABOVE pixels are detected in horizontal strips of about STRIP_PIXELS.
 * Strips overlap by twice STRIP_MARGIN rows; each keeps only the rows at least STRIP_MARGIN
 * away from a cut. Smaller inputs are detected whole: the network's squeeze-and-excitation
 * blocks average over the whole input, so a strip does not see exactly what the page would,
 * and cutting every receipt in two lowered the receipts' extraction micro-F1 from 0.753 to
 * 0.739 (cutting only above 1 Mpx: 0.753).
 */
const STRIP_ABOVE = 1_000_000;
const STRIP_PIXELS = 500_000;
const STRIP_MARGIN = 32;
const MIN_STRIP = 192;

export interface Strip {
  /** rows of the detector input the strip covers */
  y0: number;
  y1: number;
  /** rows of the probability map taken from this strip */
  keep0: number;
  keep1: number;
}

/** Cuts a detector input of `width` x `height` (multiples of 32) into overlapping strips. */
export function detectStrips(width: number, height: number): Strip[] {
  const tall = Math.max(MIN_STRIP, Math.floor(STRIP_PIXELS / width / 32) * 32);
  if (height <= tall || width * height <= STRIP_ABOVE) return [{ y0: 0, y1: height, keep0: 0, keep1: height }];
  const step = Math.max(32, tall - 2 * STRIP_MARGIN);
  const out: Strip[] = [];
  for (let y0 = 0; ; y0 += step) {
    const y1 = Math.min(height, y0 + tall);
    const start = y1 === height ? Math.max(0, height - tall) : y0;
    out.push({ y0: start, y1, keep0: start === 0 ? 0 : out[out.length - 1].keep1, keep1: y1 === height ? height : y1 - STRIP_MARGIN });
    if (y1 === height) return out;
  }
}

const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

/** Builds the normalised three-channel input tensor from resized grey pixels. */
export function detectTensor(grey: Uint8Array, width: number, height: number): DetectInput {
  const n = width * height;
  const data = new Float32Array(3 * n);
  for (let c = 0; c < 3; c++) {
    const off = c * n;
    for (let i = 0; i < n; i++) data[off + i] = (grey[i] / 255 - MEAN[c]) / STD[c];
  }
  return { data, width, height };
}

/**
 * Finds line boxes in a probability map of `w`×`h` and maps them to an image of
 * `imgW`×`imgH` pixels. Boxes are axis-aligned, grown by the unclip distance.
 */
export function boxesFromProbability(prob: Float32Array, w: number, h: number, imgW: number, imgH: number): LineBox[] {
  return detectLines(prob, w, h, imgW, imgH).boxes;
}

/**
 * As boxesFromProbability, and also estimates the page's skew in degrees (positive when lines
 * fall to the right) as the median orientation of long line regions, from their second moments.
 */
export function detectLines(prob: Float32Array, w: number, h: number, imgW: number, imgH: number): { boxes: LineBox[]; skew: number } {
  const n = w * h;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const pix = new Int32Array(n);
  const boxes: LineBox[] = [];
  const angles: number[] = [];
  const sx = imgW / w;
  const sy = imgH / h;
  let sp = 0;
  for (let i = 0; i < n; i++) {
    if (seen[i] || prob[i] <= PIXEL_THRESHOLD) continue;
    sp = 0;
    stack[sp++] = i;
    seen[i] = 1;
    let x0 = w, y0 = h, x1 = 0, y1 = 0, sum = 0, count = 0;
    let mx = 0, my = 0, mxx = 0, myy = 0, mxy = 0;
    let np = 0;
    while (sp) {
      const p = stack[--sp];
      pix[np++] = p;
      const px = p % w;
      const py = (p - px) / w;
      sum += prob[p];
      count++;
      mx += px;
      my += py;
      mxx += px * px;
      myy += py * py;
      mxy += px * py;
      if (px < x0) x0 = px;
      if (px > x1) x1 = px;
      if (py < y0) y0 = py;
      if (py > y1) y1 = py;
      if (px > 0) visit(p - 1);
      if (px < w - 1) visit(p + 1);
      if (py > 0) visit(p - w);
      if (py < h - 1) visit(p + w);
    }
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    if (Math.min(bw, bh) < MIN_SIDE || sum / count < BOX_THRESHOLD) continue;
    let lineAngle = 0;
    const cx = mx / count;
    const cy = my / count;
    if (count >= 50) {
      const sxx = mxx / count - cx * cx;
      const syy = myy / count - cy * cy;
      const sxy = mxy / count - cx * cy;
      if (sxx > 9 * syy) {
        lineAngle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
        angles.push((lineAngle * 180) / Math.PI);
      }
    }
    if (Math.abs(lineAngle) * (180 / Math.PI) >= MIN_TILT) {
      boxes.push(tiltedBox(pix, np, w, cx, cy, lineAngle, sx, sy, imgW, imgH, sum / count));
      continue;
    }
    const d = (bw * bh * UNCLIP_RATIO) / (2 * (bw + bh));
    boxes.push({
      x0: Math.max(0, (x0 - d) * sx),
      y0: Math.max(0, (y0 - d) * sy),
      x1: Math.min(imgW, (x1 + 1 + d) * sx),
      y1: Math.min(imgH, (y1 + 1 + d) * sy),
      score: sum / count,
    });
  }
  angles.sort((a, b) => a - b);
  // the map may be stretched to multiples of 32: an angle there is not the page's angle
  const k = sy / sx;
  const skew = angles.length ? (Math.atan(Math.tan((angles[angles.length >> 1] * Math.PI) / 180) * k) * 180) / Math.PI : 0;
  return { boxes, skew };

  function visit(q: number): void {
    if (!seen[q] && prob[q] > PIXEL_THRESHOLD) {
      seen[q] = 1;
      stack[sp++] = q;
    }
  }
}

/**
 * The box of a sloping region: its extent along and across `angle` (map pixels), grown by the
 * unclip distance and mapped to the image. The upright box reported keeps the line's own
 * length and height around its centre, so that it does not run into the lines above and below.
 */
function tiltedBox(pix: Int32Array, np: number, w: number, cx: number, cy: number, angle: number, sx: number, sy: number, imgW: number, imgH: number, score: number): LineBox {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  let u0 = Infinity, u1 = -Infinity, v0 = Infinity, v1 = -Infinity;
  for (let k = 0; k < np; k++) {
    const px = pix[k] % w;
    const py = (pix[k] - px) / w;
    const u = (px - cx) * c + (py - cy) * s;
    const v = -(px - cx) * s + (py - cy) * c;
    if (u < u0) u0 = u;
    if (u > u1) u1 = u;
    if (v < v0) v0 = v;
    if (v > v1) v1 = v;
  }
  const len = u1 - u0 + 1;
  const thick = v1 - v0 + 1;
  const d = (len * thick * UNCLIP_RATIO) / (2 * (len + thick));
  const um = (u0 + u1) / 2;
  const vm = (v0 + v1) / 2;
  // centre and half sizes in image pixels (the map may be scaled a little differently in x and y)
  const mcx = (cx + um * c - vm * s + 0.5) * sx;
  const mcy = (cy + um * s + vm * c + 0.5) * sy;
  const halfLength = (len / 2 + d) * Math.hypot(c * sx, s * sy);
  const halfHeight = (thick / 2 + d) * Math.hypot(s * sx, c * sy);
  const tilt: Tilt = { cx: mcx, cy: mcy, angle: Math.atan2(s * sy, c * sx), halfLength, halfHeight };
  return {
    x0: Math.max(0, mcx - halfLength),
    y0: Math.max(0, mcy - halfHeight),
    x1: Math.min(imgW, mcx + halfLength),
    y1: Math.min(imgH, mcy + halfHeight),
    score,
    tilt,
  };
}
