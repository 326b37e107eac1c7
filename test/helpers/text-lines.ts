import type { Line, RecognisedDocument } from '../../src/pipeline/types.js';
import { indexDocument, type DocText } from '../../src/pipeline/extract/deterministic/layout.js';
import { detectLocale } from '../../src/pipeline/extract/packs/locale.js';

/** A line of a made-up page: [text, x0, y0], 7 units per character and 14 high. */
export type TextLine = [string, number, number];

export function textLine([text, x0, y0]: TextLine): Line {
  const words = [];
  for (let m, re = /\S+/g; (m = re.exec(text)); ) words.push({ text: m[0], bbox: { x0: x0 + m.index * 7, y0, x1: x0 + (m.index + m[0].length) * 7, y1: y0 + 14 }, confidence: 1 });
  return { text, bbox: { x0, y0, x1: x0 + text.length * 7, y1: y0 + 14 }, words, confidence: 1 };
}

/** A one-page document of those lines: a PDF text layer, or a recognised scan. */
export function linesDocument(lines: TextLine[], kind: 'pdf' | 'scan' = 'pdf'): RecognisedDocument {
  const page = { number: 1, width: 600, height: 800, source: kind === 'pdf' ? ('text-layer' as const) : ('ocr' as const), lines: lines.map(textLine), tables: [] };
  return { pageCount: 1, format: kind === 'pdf' ? 'pdf' : 'png', pages: [page] };
}

/** The document indexed as the extractor reads it, with its language detected. */
export function readLines(d: RecognisedDocument): DocText {
  const dt = indexDocument(d);
  dt.locale = detectLocale(dt.text);
  return dt;
}
