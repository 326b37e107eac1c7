// Dispatches a job to the parser of its format (inside the parse worker).
import { fail } from '../../errors.js';
import { IMAGE_FORMATS } from '../../formats.js';
import type { ParseContext, ParseLimits } from '../host/protocol.js';

/** Recognises every page of the document, streaming pages; returns the page count. */
export async function recogniseFormat(ctx: ParseContext): Promise<number> {
  if (ctx.format === 'pdf') return (await import('./pdf.js')).recognisePdf(ctx);
  if (IMAGE_FORMATS.has(ctx.format)) return (await import('./image.js')).recogniseImage(ctx);
  return (await import('./digital.js')).recogniseDigital(ctx);
}

/** Counts pages without extracting text. */
export async function countFormatPages(bytes: Uint8Array, format: string, limits: ParseLimits): Promise<number> {
  if (format === 'pdf') return (await import('./pdf.js')).countPdfPages(bytes, limits);
  if (IMAGE_FORMATS.has(format)) return (await import('./image-header.js')).probeImage(bytes, format, limits).pages;
  let n = 0;
  await (await import('./digital.js')).recogniseDigital({
    bytes, format, limits, emitPage: () => n++, progress: () => undefined,
    ocr: () => Promise.reject(fail('internal', 'no OCR while counting')),
  });
  return n;
}
