// Which OCR engine reads a page. The text-line engine (ONNX models from npm) is the default
// for English: it is faster and reads photographed receipts better. Tesseract reads every
// other language for which an `@tesseract.js-data/<lang>` package is installed.
import type { GreyImage, OcrResult } from './protocol.js';
import { ocrLines, shutdownLinePool } from './lines/pool.js';
import { ocrTesseract, shutdownOcrPool } from './ocr-pool.js';

export type OcrEngineSetting = 'auto' | 'lines' | 'tesseract';
export type OcrEngine = 'lines' | 'tesseract';

/** Languages the text-line models read (Latin script and Chinese); more go to tesseract. */
const LINE_LANGUAGES = new Set(['eng']);

/** Resolves the configured engine for the requested languages. */
export function pickEngine(setting: OcrEngineSetting, languages: readonly string[]): OcrEngine {
  if (setting !== 'auto') return setting;
  return languages.every((l) => LINE_LANGUAGES.has(l)) ? 'lines' : 'tesseract';
}

/** OCRs one greyscale image with the chosen engine. */
export function ocrImage(image: GreyImage, languages: string[], engine: OcrEngine): Promise<OcrResult> {
  return engine === 'lines' ? ocrLines(image, languages.every((l) => l === 'eng') ? 'latin' : 'all') : ocrTesseract(image, languages);
}

/** Stops both engines' threads. */
export async function shutdownOcr(): Promise<void> {
  await Promise.all([shutdownLinePool(), shutdownOcrPool()]);
}
