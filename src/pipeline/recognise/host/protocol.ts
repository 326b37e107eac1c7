import type { Page } from '../../types.js';
import type { GreyImage, OcrResult } from '../ocr/port.js';
import type { RecogniseErrorCode } from '../../errors.js';

/** Limits a parse worker enforces itself (time and memory are enforced by the host). */
export interface ParseLimits {
  maxPages: number;
  maxPixels: number;
  /** run receipt-style preprocessing before OCR (default true) */
  preprocess: boolean;
  /** OCR pages without a text layer (default true); false keeps them as empty text-layer pages */
  ocr: boolean;
}

export type { GreyImage, OcrResult } from '../ocr/port.js';

export type HostMessage =
  | { type: 'job'; kind: 'recognise' | 'count'; bytes: Uint8Array; format: string; limits: ParseLimits }
  | { type: 'ocr-result'; reqId: number; result?: OcrResult; error?: { code: RecogniseErrorCode; message: string } };

export type WorkerMessage =
  | { type: 'progress'; stage: string; done: number; total: number }
  /** a page as JSON text: cloning one string is much cheaper than a deep object graph */
  | { type: 'page'; json: string }
  | { type: 'ocr'; reqId: number; image: GreyImage }
  | { type: 'done'; pageCount: number }
  | { type: 'error'; code: RecogniseErrorCode; message: string };

/** What a format handler can do from inside the parse worker. */
export interface ParseContext {
  bytes: Uint8Array;
  format: string;
  limits: ParseLimits;
  /** stream one finished page to the host */
  emitPage(page: Page): void;
  progress(stage: string, done: number, total: number): void;
  /** OCR a greyscale image on the host's pool; with `handOver` its buffer moves there (the caller no longer reads it) */
  ocr(image: GreyImage, handOver?: boolean): Promise<OcrResult>;
}
