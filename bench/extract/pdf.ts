import * as mupdf from 'mupdf';
import type { Line, Page, RecognisedDocument } from '../../src/pipeline/types.js';
import { wordsByProportion } from './corpus.js';

interface StextLine {
  bbox: { x: number; y: number; w: number; h: number };
  text: string;
}
interface StextBlock {
  type: string;
  lines?: StextLine[];
}

/** Reads a PDF's text layer with positions (mupdf structured text) into a RecognisedDocument. */
export function pdfToRecognised(bytes: Uint8Array): RecognisedDocument {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pages: Page[] = [];
  const n = doc.countPages();
  for (let i = 0; i < n; i++) {
    const page = doc.loadPage(i);
    const [x0, y0, x1, y1] = page.getBounds();
    const st = page.toStructuredText('preserve-whitespace');
    const json = JSON.parse(st.asJSON()) as { blocks: StextBlock[] };
    const lines: Line[] = [];
    for (const b of json.blocks) {
      if (b.type !== 'text') continue;
      for (const l of b.lines ?? []) {
        const text = l.text.replace(/\s+/g, ' ').trim();
        if (!text) continue;
        const bbox = { x0: l.bbox.x, y0: l.bbox.y, x1: l.bbox.x + l.bbox.w, y1: l.bbox.y + l.bbox.h };
        lines.push({ text, bbox, words: wordsByProportion(text, bbox, 1), confidence: 1 });
      }
    }
    st.destroy();
    page.destroy();
    pages.push({ number: i + 1, width: x1 - x0, height: y1 - y0, source: 'text-layer', lines, tables: [] });
  }
  doc.destroy();
  return { pageCount: n, pages, format: 'pdf' };
}
