// Renders one page of a stored document as an image in the orientation the recogniser read
// it: PDF pages through MuPDF, scans and photos from their own pixels (EXIF orientation,
// then the rotation OCR chose), so that recognised boxes and citations line up with it.
import type { Sharp } from 'sharp';
import { renderOnWorker, type RenderLimits } from './render-host.js';

export type PageImageFormat = 'png' | 'webp';

export interface PageImageInput {
  bytes: Uint8Array;
  /** lower-case file suffix: pdf, png, jpg, tiff, bmp, … */
  fileType: string;
  /** 1-based */
  page: number;
  /** degrees clockwise the recogniser turned the page (0, 90, 180, 270) */
  rotation: number;
  /** wanted width in pixels; the image is never enlarged past its source pixels (PDFs: 3x) */
  width: number;
  format: PageImageFormat;
  /** pixel cap of the decoded source */
  maxPixels: number;
  /** time and heap limits of MuPDF drawing (PDF pages and BMP) */
  limits: RenderLimits;
}

export interface PageImage {
  data: Buffer;
  width: number;
  height: number;
}

/** File types with page images: PDFs and the image formats. */
export const PAGE_IMAGE_TYPES = new Set(['pdf', 'png', 'jpg', 'jpeg', 'tif', 'tiff', 'webp', 'bmp', 'gif']);

/** Renders the page; throws a RenderError or sharp's error on undecodable bytes (the caller has checked the page exists). */
export async function renderPageImage(input: PageImageInput): Promise<PageImage> {
  // the image library is loaded with the first page image, not at start-up
  const { default: sharp } = await import('sharp');
  const rotation = ((Math.round(input.rotation / 90) * 90) % 360 + 360) % 360;
  let img: Sharp;
  if (input.fileType === 'pdf') {
    const png = await renderOnWorker({ kind: 'pdf', bytes: input.bytes, page: input.page, width: input.width, rotation }, input.limits);
    img = sharp(png).rotate(rotation);
  } else if (input.fileType === 'bmp') {
    img = sharp(await renderOnWorker({ kind: 'bmp', bytes: input.bytes, page: 1, width: input.width, rotation }, input.limits)).rotate(rotation);
  } else {
    // EXIF orientation first (as recognition decodes), then the rotation OCR chose
    img = sharp(input.bytes, { page: input.page - 1, limitInputPixels: input.maxPixels, failOn: 'none' }).autoOrient().rotate(rotation);
  }
  img = img.resize({ width: input.width, withoutEnlargement: true });
  img = input.format === 'webp' ? img.webp({ quality: 80 }) : img.png({ compressionLevel: 6 });
  const { data, info } = await img.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
