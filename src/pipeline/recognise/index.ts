import type { RecognisedDocument } from '../types.js';

export interface RecogniseOptions {
  languages: readonly string[];
  maxPages: number;
  maxPixels: number;
  timeoutMs: number;
  memoryMb: number;
  onProgress?: (p: { stage: string; done: number; total: number }) => void;
  signal?: AbortSignal;
}

/** A recognition failure with a stable code; permanent failures are not retried. */
export class RecogniseError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'RecogniseError';
  }
}

/** Recognises plain text (one page, one line per text line); other formats arrive with the full recogniser. */
export async function recognise(bytes: Uint8Array, format: string, opts: RecogniseOptions): Promise<RecognisedDocument> {
  if (format !== 'txt') throw new RecogniseError('unsupported_format', `format ${format} is not recognised`, true);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const lineHeight = 14;
  opts.onProgress?.({ stage: 'extracting_text', done: 1, total: 1 });
  return {
    pageCount: 1,
    format,
    pages: [
      {
        number: 1,
        width: 612,
        height: Math.max(792, lines.length * lineHeight + 72),
        source: 'digital',
        tables: [],
        lines: lines.map((t, i) => {
          const y0 = 36 + i * lineHeight;
          const bbox = { x0: 36, y0, x1: 36 + t.length * 6, y1: y0 + 12 };
          let x = 36;
          const words = t.split(/\s+/).filter(Boolean).map((w) => {
            const wb = { x0: x, y0, x1: x + w.length * 6, y1: y0 + 12 };
            x += (w.length + 1) * 6;
            return { text: w, bbox: wb, confidence: 1 };
          });
          return { text: t, bbox, words, confidence: 1 };
        }),
      },
    ],
  };
}
