// PDF via MuPDF: the text layer page by page (lines with boxes, words placed within them);
// pages without usable text are rendered in greyscale and OCRed. Boxes are in PDF points,
// origin top-left.
import { pixmapToGrey } from './pixmap.js';
import * as mupdf from 'mupdf';
import type { Line, Page } from '../../types.js';
import { fail, RecogniseError } from '../../errors.js';
import { ocrPage, scaleLines } from '../ocr/page.js';
import type { GreyImage, ParseContext, ParseLimits } from '../host/protocol.js';

/** Render resolution for OCR, and the most pixels a rendered page may have. */
const OCR_DPI = 200;
const RENDER_PIXEL_CAP = 6_000_000;
/** Fewer visible characters than this and the page is treated as scanned. */
const MIN_TEXT_CHARS = 12;
/** How many pages may wait on OCR at once (bounds memory held by renders). */
const OCR_IN_FLIGHT = 2;

interface StextLine { bbox: { x: number; y: number; w: number; h: number }; text: string }
interface StextBlock { type: string; lines?: StextLine[] }

function open(bytes: Uint8Array, limits: Pick<ParseLimits, 'maxPages'>): { doc: mupdf.Document; count: number } {
  let doc: mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (err) {
    throw fail('corrupt_file', `the PDF could not be opened: ${err instanceof Error ? err.message.slice(0, 200) : ''}`);
  }
  if (doc.needsPassword()) {
    doc.destroy();
    throw fail('corrupt_file', 'the PDF is password-protected');
  }
  // The declared /Count is checked first: MuPDF may refuse or walk an absurd page tree.
  const declared = declaredCount(doc);
  if (declared > limits.maxPages) {
    doc.destroy();
    throw fail('too_many_pages', `the PDF declares ${declared} pages, over the limit of ${limits.maxPages}`);
  }
  let count: number;
  try {
    count = doc.countPages();
  } catch {
    doc.destroy();
    throw fail('corrupt_file', 'the PDF page tree is broken');
  }
  if (count > limits.maxPages) {
    doc.destroy();
    throw fail('too_many_pages', `the PDF has ${count} pages, over the limit of ${limits.maxPages}`);
  }
  if (count < 1) {
    doc.destroy();
    throw fail('corrupt_file', 'the PDF has no pages');
  }
  return { doc, count };
}

function declaredCount(doc: mupdf.Document): number {
  try {
    const pdf = doc.asPDF();
    const n = pdf?.getTrailer().get('Root').get('Pages').get('Count');
    return n && n.isNumber() ? n.asNumber() : 0;
  } catch {
    return 0;
  }
}

/** Counts the pages of a PDF (enforcing the page cap). */
export function countPdfPages(bytes: Uint8Array, limits: ParseLimits): number {
  const { doc, count } = open(bytes, limits);
  doc.destroy();
  return count;
}

/** A text-layer line: its words are placed along its box when read (see `lineWords`). */
function toLine(l: StextLine, ox: number, oy: number): Line | null {
  const text = l.text.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const x = l.bbox.x - ox;
  const y0 = l.bbox.y - oy;
  return { text, bbox: { x0: x, y0, x1: x + l.bbox.w, y1: y0 + l.bbox.h }, confidence: 1 };
}

function textLayer(page: mupdf.Page, ox: number, oy: number): Line[] {
  const st = page.toStructuredText('');
  try {
    const json = JSON.parse(st.asJSON()) as { blocks: StextBlock[] };
    const lines: Line[] = [];
    for (const b of json.blocks) {
      if (b.type !== 'text' || !b.lines) continue;
      for (const l of b.lines) {
        const line = toLine(l, ox, oy);
        if (line) lines.push(line);
      }
    }
    return lines;
  } finally {
    st.destroy();
  }
}

function usable(lines: Line[]): boolean {
  let chars = 0;
  let bad = 0;
  for (const l of lines) {
    for (const ch of l.text) {
      if (ch === ' ') continue;
      chars++;
      if (ch === '\ufffd') bad++;
    }
  }
  return chars >= MIN_TEXT_CHARS && bad / chars < 0.3;
}

/** True when the page draws images; refuses images that declare more pixels than allowed, before decoding. */
function checkImages(page: mupdf.Page, maxPixels: number): boolean {
  if (!page.isPDF()) return true;
  let found = false;
  const visit = (resources: mupdf.PDFObject, depth: number): void => {
    if (!resources.isDictionary() || depth > 3) return;
    const xobjects = resources.get('XObject');
    if (!xobjects.isDictionary()) return;
    xobjects.forEach((val) => {
      const o = val.resolve();
      const subtype = o.get('Subtype');
      const name = subtype.isName() ? subtype.asName() : '';
      if (name === 'Image') {
        found = true;
        const w = o.get('Width').asNumber();
        const h = o.get('Height').asNumber();
        if (w * h > maxPixels) throw fail('pixel_limit', `an image on the page is ${w}x${h} pixels, over the ${maxPixels} pixel limit`);
      } else if (name === 'Form') {
        visit(o.get('Resources'), depth + 1);
      }
    });
  };
  visit((page as mupdf.PDFPage).getObject().getInheritable('Resources'), 0);
  return found;
}

function render(page: mupdf.Page, width: number, height: number, maxPixels: number): { image: GreyImage; scale: number } {
  const cap = Math.min(maxPixels, RENDER_PIXEL_CAP);
  const scale = Math.min(OCR_DPI / 72, Math.sqrt(cap / Math.max(1, width * height)));
  const pix = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  try {
    return { image: pixmapToGrey(pix), scale };
  } finally {
    pix.destroy();
  }
}

/** Recognises every page of a PDF, streaming pages to the host; returns the page count. */
export async function recognisePdf(ctx: ParseContext): Promise<number> {
  const { doc, count } = open(ctx.bytes, ctx.limits);
  const inFlight: Promise<void>[] = [];
  try {
    for (let i = 0; i < count; i++) {
      ctx.progress('extracting_text', i, count);
      const page = doc.loadPage(i);
      try {
        const [bx0, by0, bx1, by1] = page.getBounds();
        const width = bx1 - bx0;
        const height = by1 - by0;
        const lines = textLayer(page, bx0, by0);
        // Pages without images have nothing to OCR, whatever their text layer holds.
        if (usable(lines) || !ctx.limits.ocr || !checkImages(page, ctx.limits.maxPixels)) {
          ctx.emitPage({ number: i + 1, width, height, source: 'text-layer', lines, tables: [] });
          continue;
        }
        const { image, scale } = render(page, width, height, ctx.limits.maxPixels);
        const number = i + 1;
        ctx.progress(`ocr page ${number}/${count}`, i, count);
        // the image moves to the OCR thread; a page that reads poorly is rendered again
        const again = (): GreyImage => {
          const p = doc.loadPage(i);
          try {
            return render(p, width, height, ctx.limits.maxPixels).image;
          } finally {
            p.destroy();
          }
        };
        const job = ocrPage(ctx, image, again).then((r) => {
            const rotated = r.rotation === 90 || r.rotation === 270;
            const p: Page = {
              number,
              width: rotated ? height : width,
              height: rotated ? width : height,
              source: 'ocr',
              lines: scaleLines(r.lines, 1 / scale),
              tables: [],
              rotation: r.rotation,
            };
            ctx.emitPage(p);
          });
        job.catch(() => undefined); // awaited below; avoids an unhandled rejection meanwhile
        inFlight.push(job);
        if (inFlight.length >= OCR_IN_FLIGHT) await inFlight.shift();
      } catch (err) {
        if (err instanceof RecogniseError) throw err;
        throw fail('corrupt_file', `page ${i + 1} could not be read: ${err instanceof Error ? err.message.slice(0, 200) : ''}`);
      } finally {
        page.destroy();
      }
    }
    await Promise.all(inFlight);
    ctx.progress('extracting_text', count, count);
    return count;
  } finally {
    doc.destroy();
  }
}
