// Straightening a slightly rotated page (photographed receipts): the page is turned by the
// detected skew so that every line fits an upright box, and boxes found on the straightened
// page are mapped back to the page as it was given.
import sharp from 'sharp';
import type { BBox } from '../../../types.js';
import type { GreyImage } from '../port.js';

/** Skews below this are left alone; above the upper bound the estimate is not trusted. */
export const MIN_SKEW = 1;
export const MAX_SKEW = 15;

export interface Straightened {
  image: GreyImage;
  /** maps a box on the straightened page onto the original page (same size, centre mapped) */
  back(b: BBox): BBox;
  /** the upright hull of a box of the original page on the straightened page */
  forward(b: BBox): BBox;
}

/** Turns `img` by `-skew` degrees (white corners); `back` undoes the turn for boxes. */
export async function straighten(img: GreyImage, skew: number): Promise<Straightened> {
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .rotate(-skew, { background: { r: 255, g: 255, b: 255 } })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  // the straightened point p' = c' + R(-skew)(p - c), so p = c + R(skew)(p' - c')
  const a = (skew * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = img.width / 2;
  const cy = img.height / 2;
  const cx2 = info.width / 2;
  const cy2 = info.height / 2;
  const map = (x: number, y: number): [number, number] => {
    const dx = x - cx2;
    const dy = y - cy2;
    return [cx + cos * dx - sin * dy, cy + sin * dx + cos * dy];
  };
  // and the other way: p' = c' + R(-skew)(p - c)
  const to = (x: number, y: number): [number, number] => {
    const dx = x - cx;
    const dy = y - cy;
    return [cx2 + cos * dx + sin * dy, cy2 - sin * dx + cos * dy];
  };
  return {
    image,
    forward(b) {
      const corners = [to(b.x0, b.y0), to(b.x1, b.y0), to(b.x0, b.y1), to(b.x1, b.y1)];
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      return { x0: Math.max(0, Math.min(...xs)), y0: Math.max(0, Math.min(...ys)), x1: Math.min(info.width, Math.max(...xs)), y1: Math.min(info.height, Math.max(...ys)) };
    },
    back(b) {
      // the box keeps its straightened size around its mapped centre: a turned box's upright
      // hull would be taller and run into the lines above and below
      const [x, y] = map((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2);
      const hw = (b.x1 - b.x0) / 2;
      const hh = (b.y1 - b.y0) / 2;
      const clampX = (v: number) => Math.max(0, Math.min(img.width, v));
      const clampY = (v: number) => Math.max(0, Math.min(img.height, v));
      return { x0: clampX(x - hw), y0: clampY(y - hh), x1: clampX(x + hw), y1: clampY(y + hh) };
    },
  };
}
