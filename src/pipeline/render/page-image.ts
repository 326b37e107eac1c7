// Renders one page of a stored document as an image in the orientation the recogniser read
// it: PDF pages through MuPDF, scans and photos from their own pixels (EXIF orientation,
// then the rotation OCR chose), so that recognised boxes and citations line up with it.
import * as mupdf from 'mupdf';
import sharp, { type Sharp } from 'sharp';

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
}

export interface PageImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Most pixels a rendered PDF page may have before rotation and encoding. */
const PDF_PIXEL_CAP = 12_000_000;
const MAX_PDF_SCALE = 3;

/** File types with page images: PDFs and the image formats. */
export const PAGE_IMAGE_TYPES = new Set(['pdf', 'png', 'jpg', 'jpeg', 'tif', 'tiff', 'webp', 'bmp', 'gif']);

function pdfPage(bytes: Uint8Array, page: number, targetWidth: number, rotation: number): Buffer {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const p = doc.loadPage(page - 1);
    try {
      const [x0, y0, x1, y1] = p.getBounds();
      const w = Math.max(1, x1 - x0);
      const h = Math.max(1, y1 - y0);
      // the width asked for is the width after the recogniser's rotation
      const finalWidth = rotation === 90 || rotation === 270 ? h : w;
      const scale = Math.min(targetWidth / finalWidth, MAX_PDF_SCALE, Math.sqrt(PDF_PIXEL_CAP / (w * h)));
      const pix = p.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
      try {
        return Buffer.from(pix.asPNG());
      } finally {
        pix.destroy();
      }
    } finally {
      p.destroy();
    }
  } finally {
    doc.destroy();
  }
}

function bmpImage(bytes: Uint8Array): Buffer {
  // sharp has no BMP decoder; MuPDF reads BMP as a one-page image document (as recognition does)
  const doc = mupdf.Document.openDocument(bytes, 'image/bmp');
  try {
    const p = doc.loadPage(0);
    const pix = p.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false);
    try {
      return Buffer.from(pix.asPNG());
    } finally {
      pix.destroy();
      p.destroy();
    }
  } finally {
    doc.destroy();
  }
}

/** Renders the page; throws on undecodable bytes (the caller has already checked the page exists). */
export async function renderPageImage(input: PageImageInput): Promise<PageImage> {
  const rotation = ((Math.round(input.rotation / 90) * 90) % 360 + 360) % 360;
  let img: Sharp;
  if (input.fileType === 'pdf') {
    img = sharp(pdfPage(input.bytes, input.page, input.width, rotation)).rotate(rotation);
  } else if (input.fileType === 'bmp') {
    img = sharp(bmpImage(input.bytes)).rotate(rotation);
  } else {
    // EXIF orientation first (as recognition decodes), then the rotation OCR chose
    img = sharp(input.bytes, { page: input.page - 1, limitInputPixels: input.maxPixels, failOn: 'none' }).autoOrient().rotate(rotation);
  }
  img = img.resize({ width: input.width, withoutEnlargement: true });
  img = input.format === 'webp' ? img.webp({ quality: 80 }) : img.png({ compressionLevel: 6 });
  const { data, info } = await img.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
