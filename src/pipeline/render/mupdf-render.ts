// MuPDF drawing for page images: a PDF page at a scale, a BMP as it is. Run on the render
// worker (render-worker.ts), never on the API's main thread.
import * as mupdf from 'mupdf';

/** Most pixels a rendered PDF page may have before rotation and encoding. */
export const PDF_PIXEL_CAP = 12_000_000;
const MAX_PDF_SCALE = 3;

/** PNG of page `page` (1-based) of a PDF, `targetWidth` pixels wide after a turn by `rotation` degrees. */
export function pdfPagePng(bytes: Uint8Array, page: number, targetWidth: number, rotation: number): Uint8Array {
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
        return pix.asPNG();
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

/** PNG of a BMP (sharp has no BMP decoder; MuPDF reads BMP as a one-page image document, as recognition does). */
export function bmpPng(bytes: Uint8Array): Uint8Array {
  const doc = mupdf.Document.openDocument(bytes, 'image/bmp');
  try {
    const p = doc.loadPage(0);
    const pix = p.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false);
    try {
      return pix.asPNG();
    } finally {
      pix.destroy();
      p.destroy();
    }
  } finally {
    doc.destroy();
  }
}
