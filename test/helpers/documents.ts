import type { RecognisedDocument } from '../../src/pipeline/types.js';

/** A recognised document built from text lines per page, with word boxes laid out in a fixed grid. */
export function documentFromPages(pages: string[][], wordConfidence = 1): RecognisedDocument {
  return {
    pageCount: pages.length,
    format: 'txt',
    pages: pages.map((lines, pi) => ({
      number: pi + 1,
      width: 612,
      height: 792,
      source: 'digital' as const,
      tables: [],
      lines: lines.map((text, i) => {
        const y0 = 36 + i * 14;
        let x = 36;
        const words = text.split(/\s+/).filter(Boolean).map((w) => {
          const bbox = { x0: x, y0, x1: x + w.length * 6, y1: y0 + 12 };
          x += (w.length + 1) * 6;
          return { text: w, bbox, confidence: wordConfidence };
        });
        return { text, bbox: { x0: 36, y0, x1: 36 + text.length * 6, y1: y0 + 12 }, words, confidence: wordConfidence };
      }),
    })),
  };
}
