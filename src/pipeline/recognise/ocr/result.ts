// The summary every OCR engine gives of a page: mean word confidence, and the orientation
// score (confident word characters) that page-rotation detection compares.
import type { OcrLine } from '../../types.js';
import type { OcrResult } from './port.js';

export function ocrResult(lines: OcrLine[]): OcrResult {
  let sum = 0;
  let n = 0;
  let score = 0;
  for (const l of lines) {
    for (const w of l.words) {
      sum += w.confidence;
      n++;
      if (/[\p{L}\p{N}]{2,}/u.test(w.text)) score += w.confidence * w.text.length;
    }
  }
  return { lines, confidence: n ? sum / n : 0, score };
}
