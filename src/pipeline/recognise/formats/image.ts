// Images (PNG, JPEG, TIFF with several pages, WebP, GIF first frame, BMP): header caps, EXIF
// orientation, preprocessing, OCR with rotation detection. Boxes are in pixels of the
// upright original image.
import sharp from 'sharp';
import { fail } from '../../errors.js';
import { probeImage } from './image-header.js';
import { ocrPage, scaleLines } from '../ocr/page.js';
import type { GreyImage, ParseContext } from '../host/protocol.js';
import { pixmapToGrey } from './pixmap.js';
import { preprocessGrey } from '../ocr/raster.js';

async function decodeBmp(bytes: Uint8Array): Promise<GreyImage> {
  // sharp has no BMP decoder; MuPDF reads BMP as a one-page image document.
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(bytes, 'image/bmp');
  try {
    const page = doc.loadPage(0);
    const pix = page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false);
    const image = pixmapToGrey(pix);
    pix.destroy();
    page.destroy();
    return image;
  } finally {
    doc.destroy();
  }
}

async function decodeFrame(bytes: Uint8Array, kind: string, page: number, maxPixels: number): Promise<GreyImage> {
  if (kind === 'bmp') return decodeBmp(bytes);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, page, failOn: 'none' })
      .rotate() // EXIF orientation
      .greyscale()
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch (err) {
    // The header probe has already enforced the pixel cap; sharp's own limit is a backstop.
    const msg = err instanceof Error ? err.message : String(err);
    throw fail('corrupt_file', `the image could not be decoded: ${msg.slice(0, 200)}`);
  }
}

/** Recognises every page (frame) of an image file by OCR; returns the page count. */
export async function recogniseImage(ctx: ParseContext): Promise<number> {
  const probe = probeImage(ctx.bytes, ctx.format, ctx.limits);
  const total = probe.kind === 'tiff' ? probe.pages : 1;
  for (let i = 0; i < total; i++) {
    ctx.progress('ocr', i, total);
    const raw = await decodeFrame(ctx.bytes, probe.kind, i, ctx.limits.maxPixels);
    const { image, scale } = await preprocessGrey(raw, ctx.limits.preprocess);
    const r = await ocrPage(ctx, image);
    ctx.emitPage({
      number: i + 1,
      width: Math.round(r.width / scale),
      height: Math.round(r.height / scale),
      source: 'ocr',
      lines: scaleLines(r.lines, 1 / scale),
      tables: [],
      rotation: r.rotation,
    });
  }
  ctx.progress('ocr', total, total);
  return total;
}
