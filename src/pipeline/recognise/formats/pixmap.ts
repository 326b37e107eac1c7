import type { Pixmap } from 'mupdf';
import type { GreyImage } from '../host/protocol.js';

/** Copies a one-channel MuPDF pixmap into a tightly packed greyscale image (rows without stride padding). */
export function pixmapToGrey(pix: Pixmap): GreyImage {
  const w = pix.getWidth();
  const h = pix.getHeight();
  const stride = pix.getStride();
  const src = pix.getPixels();
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) data.set(src.subarray(y * stride, y * stride + w), y * w);
  return { data, width: w, height: h };
}
