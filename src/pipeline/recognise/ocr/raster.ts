// Greyscale raster helpers used before OCR (decoding is capped by the caller's pixel limit).
import sharp from 'sharp';
import type { GreyImage } from './port.js';

sharp.concurrency(1);
sharp.cache(false);

/** Rotates a greyscale image clockwise by a multiple of 90 degrees. */
export async function rotateGrey(img: GreyImage, degrees: number): Promise<GreyImage> {
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .rotate(degrees)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/** Downscales a greyscale image so its long side is at most `longSide` pixels. */
export async function shrinkGrey(img: GreyImage, longSide: number): Promise<GreyImage> {
  const long = Math.max(img.width, img.height);
  if (long <= longSide) return img;
  const k = longSide / long;
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize(Math.max(1, Math.round(img.width * k)), Math.max(1, Math.round(img.height * k)))
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/**
 * Prepares a photographed or scanned page for OCR: upscales small images so glyphs reach a
 * size the recogniser reads well, and stretches contrast. Returns the factor applied.
 */
export async function preprocessGrey(img: GreyImage, enabled: boolean): Promise<{ image: GreyImage; scale: number }> {
  if (!enabled) return { image: img, scale: 1 };
  const long = Math.max(img.width, img.height);
  const target = 2000;
  const scale = long < target * 0.9 ? Math.min(3, target / long) : 1;
  let p = sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
  if (scale !== 1) p = p.resize(Math.round(img.width * scale), Math.round(img.height * scale), { kernel: 'lanczos3' });
  const { data, info } = await p.normalise().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return {
    image: { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height },
    scale: info.width / img.width,
  };
}
