// Digital formats: parsed directly, laid out on synthetic pages (see docs/pipeline.md).
import { fail } from '../../errors.js';
import type { ParseContext } from '../host/protocol.js';
import type { Page } from '../../types.js';

/** Recognises a digital document, streaming pages; returns the page count. */
export async function recogniseDigital(ctx: ParseContext): Promise<number> {
  let pages: Page[];
  ctx.progress('extracting_text', 0, 1);
  switch (ctx.format) {
    case 'docx': pages = (await import('./ooxml.js')).docx(ctx.bytes); break;
    case 'xlsx': pages = (await import('./ooxml.js')).xlsx(ctx.bytes); break;
    case 'pptx': pages = (await import('./ooxml.js')).pptx(ctx.bytes); break;
    case 'odt': case 'ods': case 'odp': pages = (await import('./odf.js')).odf(ctx.bytes, ctx.format); break;
    case 'csv': pages = (await import('./text.js')).csv(ctx.bytes); break;
    case 'txt': pages = (await import('./text.js')).txt(ctx.bytes); break;
    case 'md': pages = (await import('./text.js')).markdown(ctx.bytes); break;
    case 'html': pages = (await import('./html.js')).html(ctx.bytes); break;
    default: throw fail('unsupported_format', `format '${ctx.format}' is not supported`);
  }
  if (pages.length > ctx.limits.maxPages) throw fail('too_many_pages', `the document has ${pages.length} pages, over the limit of ${ctx.limits.maxPages}`);
  for (const p of pages) ctx.emitPage(p);
  ctx.progress('extracting_text', 1, 1);
  return pages.length;
}
