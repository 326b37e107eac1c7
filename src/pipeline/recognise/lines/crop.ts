// Cutting a line box out of a greyscale page and scaling it to the recogniser's input height,
// in plain code: one bilinear pass per line is cheaper than an image library call per line.
import type { BBox } from '../../types.js';
import type { GreyImage } from '../protocol.js';

export const LINE_HEIGHT = 48;
/** Widest line input (40 times its height); longer lines are squeezed. */
export const MAX_LINE_WIDTH = LINE_HEIGHT * 40;

export interface LineCrop {
  data: Uint8Array;
  width: number;
}

/** Resamples `box` of `img` to LINE_HEIGHT rows, keeping the aspect ratio (capped). */
export function cropLine(img: GreyImage, box: BBox): LineCrop {
  const bw = Math.max(1, box.x1 - box.x0);
  const bh = Math.max(1, box.y1 - box.y0);
  const width = Math.max(8, Math.min(MAX_LINE_WIDTH, Math.round((LINE_HEIGHT * bw) / bh)));
  const data = new Uint8Array(width * LINE_HEIGHT);
  const kx = bw / width;
  const ky = bh / LINE_HEIGHT;
  const maxX = img.width - 1;
  const maxY = img.height - 1;
  for (let y = 0; y < LINE_HEIGHT; y++) {
    const sy = Math.min(maxY, Math.max(0, box.y0 + (y + 0.5) * ky - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(maxY, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(maxX, Math.max(0, box.x0 + (x + 0.5) * kx - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(maxX, x0 + 1);
      const fx = sx - x0;
      const top = img.data[y0 * img.width + x0] * (1 - fx) + img.data[y0 * img.width + x1] * fx;
      const bottom = img.data[y1 * img.width + x0] * (1 - fx) + img.data[y1 * img.width + x1] * fx;
      data[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { data, width };
}

/** The normalised [1, 3, 48, width] input of one line crop (grey repeated in each channel). */
export function lineTensor(crop: LineCrop): Float32Array {
  const plane = crop.data.length;
  const out = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    const v = crop.data[i] / 127.5 - 1;
    out[i] = v;
    out[i + plane] = v;
    out[i + 2 * plane] = v;
  }
  return out;
}
