// The port every OCR engine implements: a greyscale page image in, lines of words with boxes
// and confidences out. The parse worker and the host see engines only through it.
import type { OcrLine } from '../../types.js';

/** The engines there are: the text-line models (ONNX) and tesseract. */
export type OcrEngineName = 'lines' | 'tesseract';

/** An 8-bit greyscale image sent to an OCR engine. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface OcrResult {
  lines: OcrLine[];
  /** mean word confidence 0..1 */
  confidence: number;
  /** orientation-quality score: confident word characters */
  score: number;
}

/** One OCR engine: it loads its models on first use and releases them when idle or shut down. */
export interface OcrEngine {
  readonly name: OcrEngineName;
  /**
   * Reads one page image (`onProgress` may receive the fraction of the page done; with `handOver`
   * the caller gives the image up, and its buffer may move to the engine's thread, detached here).
   */
  recognise(image: GreyImage, onProgress?: (fraction: number) => void, handOver?: boolean): Promise<OcrResult>;
  /** Stops the engine's threads and frees its models (they load again on the next page). */
  shutdown(): Promise<void>;
}
