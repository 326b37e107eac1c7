// Dispatches a job to the parser of its format (inside the parse worker).
import { fail } from './errors.js';
import type { ParseContext, ParseLimits } from './protocol.js';

/** Recognises every page of the document, streaming pages; returns the page count. */
export async function recogniseFormat(ctx: ParseContext): Promise<number> {
  switch (ctx.format) {
    case 'pdf':
      return (await import('./pdf.js')).recognisePdf(ctx);
    case 'png':
    case 'jpg':
    case 'tiff':
    case 'webp':
    case 'gif':
    case 'bmp':
      return (await import('./image.js')).recogniseImage(ctx);
    default:
      return (await import('./digital.js')).recogniseDigital(ctx);
  }
}

/** Counts pages without extracting text. */
export async function countFormatPages(bytes: Uint8Array, format: string, limits: ParseLimits): Promise<number> {
  switch (format) {
    case 'pdf':
      return (await import('./pdf.js')).countPdfPages(bytes, limits);
    case 'png':
    case 'jpg':
    case 'tiff':
    case 'webp':
    case 'gif':
    case 'bmp':
      return (await import('./image-header.js')).probeImage(bytes, format, limits).pages;
    default: {
      let n = 0;
      await (await import('./digital.js')).recogniseDigital({
        bytes, format, limits, emitPage: () => n++, progress: () => undefined,
        ocr: () => Promise.reject(fail('internal', 'no OCR while counting')),
      });
      return n;
    }
  }
}
