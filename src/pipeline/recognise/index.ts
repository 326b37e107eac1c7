import type { Page, RecognisedDocument } from '../types.js';
import { RecogniseError } from '../errors.js';
import { normaliseFormat } from '../formats.js';
import { runOnWorker, shutdownParseWorkers } from './host/host.js';
import { lineModels } from './ocr/lines/models.js';
import { pickEngine, shutdownOcr, type OcrEngineSetting } from './ocr/engines.js';
import { languageDataFile } from './ocr/tesseract.js';

export { PipelineError, RecogniseError, PERMANENT_CODES, type RecogniseErrorCode } from '../errors.js';
export { SUPPORTED_FORMATS } from '../formats.js';
export { OCR_MODEL } from './ocr/tesseract.js';
export { pickEngine, type OcrEngine, type OcrEngineName, type OcrEngineSetting } from './ocr/engines.js';
export { configureRecognition, type RecognitionSettings } from './settings.js';

export interface RecogniseOptions {
  /** tesseract language codes, e.g. ['eng', 'deu'] (each needs @tesseract.js-data/<code>) */
  languages: string[];
  /** which OCR engine reads scanned pages (default auto: the text-line engine for English) */
  engine?: OcrEngineSetting;
  maxPages: number;
  maxPixels: number;
  timeoutMs: number;
  memoryMb: number;
  /** receipt-style preprocessing before OCR (greyscale, upscale, normalise); default true */
  preprocess?: boolean;
  /** OCR PDF pages that have no text layer (default true) */
  ocr?: boolean;
  onProgress?(p: { stage: string; done: number; total: number }): void;
  /**
   * Takes each recognised page as it is finished (with its JSON text), in the order the pages are
   * done; the result then holds no pages (`pages` is empty), so a long document is never held whole.
   * A rejection ends recognition with that error.
   */
  onPage?(page: Page, json: string): Promise<void>;
  signal?: AbortSignal;
}

/**
 * Recognises the text of a document, keeping layout (pages, lines, words, boxes, confidences,
 * tables), in a killable worker under the given limits; rejects with a RecogniseError.
 */
export async function recognise(bytes: Uint8Array, format: string, opts: RecogniseOptions): Promise<RecognisedDocument> {
  const fmt = normaliseFormat(format);
  const languages = opts.languages.length ? opts.languages : ['eng'];
  const engine = pickEngine(opts.engine ?? 'auto', languages);
  // Fail fast (and permanently) on missing models or language packages before any parsing.
  if (engine === 'lines') lineModels();
  else languages.forEach(languageDataFile);
  let usedOcr = false;
  const { pageCount, pages } = await runOnWorker({
    kind: 'recognise',
    bytes,
    format: fmt,
    limits: { maxPages: opts.maxPages, maxPixels: opts.maxPixels, preprocess: engine === 'tesseract' && (opts.preprocess ?? true), ocr: opts.ocr ?? true },
    languages,
    engine,
    timeoutMs: opts.timeoutMs,
    memoryMb: opts.memoryMb,
    onProgress: opts.onProgress,
    onPage: opts.onPage && (async (page, json) => {
      if (page.source === 'ocr') usedOcr = true;
      await opts.onPage!(page, json);
    }),
    signal: opts.signal,
  });
  if (pages.some((p) => p.source === 'ocr')) usedOcr = true;
  return { pageCount, pages, format: fmt, ...(usedOcr ? { languages } : {}) };
}

/** Counts pages cheaply (no text extraction, no OCR) under the same limits. */
export async function countPages(
  bytes: Uint8Array,
  format: string,
  opts: Pick<RecogniseOptions, 'maxPages' | 'maxPixels' | 'timeoutMs' | 'memoryMb'> = { maxPages: 2000, maxPixels: 100_000_000, timeoutMs: 60_000, memoryMb: 512 },
): Promise<number> {
  const { pageCount } = await runOnWorker({
    kind: 'count',
    bytes,
    format: normaliseFormat(format),
    limits: { maxPages: opts.maxPages, maxPixels: opts.maxPixels, preprocess: false, ocr: false },
    languages: [],
    engine: 'lines',
    timeoutMs: opts.timeoutMs,
    memoryMb: opts.memoryMb,
  });
  return pageCount;
}

/** Stops the parse workers and the OCR pool (call at shutdown and at the end of tests). */
export async function shutdownRecognition(): Promise<void> {
  await Promise.all([shutdownParseWorkers(), shutdownOcr()]);
}

/** True when the error will repeat on every attempt (the job should fail without retry). */
export function isPermanentFailure(err: unknown): boolean {
  return err instanceof RecogniseError && err.permanent;
}
