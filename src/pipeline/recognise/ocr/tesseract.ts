// A small pool of tesseract.js workers shared by all recognitions in this process. The
// language data comes only from local `@tesseract.js-data/<lang>` packages: no CDN, no cache
// files written to the working directory.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type Tesseract from 'tesseract.js';
import type { OcrLine } from '../../types.js';
import { RecogniseError } from '../../errors.js';
import { ocrResult } from './result.js';
import { idleMs } from '../settings.js';
import type { GreyImage, OcrResult } from './port.js';

const require = createRequire(import.meta.url);

/** Which build of the npm language data is used (the legacy+LSTM `tessdata` model). */
export const OCR_MODEL = '4.0.0';

interface Slot {
  worker: Tesseract.Worker;
  busy: boolean;
}

interface Pool {
  key: string;
  slots: Promise<Slot[]>;
  queue: Array<() => void>;
  idleTimer: NodeJS.Timeout | null;
  active: number;
}

let pool: Pool | null = null;

/** Resolves the directory holding `<lang>.traineddata.gz` for one installed language package. */
export function languageDataFile(lang: string): string {
  if (!/^[a-z][a-z_]{1,15}$/i.test(lang)) throw new RecogniseError('language_unavailable', `invalid OCR language code '${lang}'`);
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  } catch {
    throw new RecogniseError(
      'language_unavailable',
      `OCR language '${lang}' is not installed: run npm install @tesseract.js-data/${lang}`,
    );
  }
  const file = path.join(dir, OCR_MODEL, `${lang}.traineddata.gz`);
  if (!fs.existsSync(file)) throw new RecogniseError('language_unavailable', `OCR language data missing at ${file}`);
  return file;
}

/** One folder holding every requested language (symlinks when they come from several packages). */
function languageDir(langs: string[]): string {
  const files = langs.map(languageDataFile);
  if (files.length === 1) return path.dirname(files[0]);
  const dir = path.join(os.tmpdir(), `structa-tessdata-${process.getuid?.() ?? 0}-${langs.join('+')}`);
  fs.mkdirSync(dir, { recursive: true });
  langs.forEach((lang, i) => {
    const link = path.join(dir, `${lang}.traineddata.gz`);
    if (!fs.existsSync(link)) fs.symlinkSync(files[i], link);
  });
  return dir;
}

async function createSlots(langs: string[], size: number): Promise<Slot[]> {
  const langPath = languageDir(langs);
  const workerOpts = { langPath, gzip: true, cacheMethod: 'none', errorHandler: () => undefined };
  // the engine's library is loaded with the first pool, not at start-up
  const { default: tesseract } = await import('tesseract.js');
  const workers = await Promise.all(
    Array.from({ length: size }, () => tesseract.createWorker(langs, tesseract.OEM.LSTM_ONLY, workerOpts)),
  );
  // Inverted-text retries (white on black) double the time of poor lines and did not change
  // word F1 on the receipt benchmark.
  await Promise.all(workers.map((w) => w.setParameters({ tessedit_do_invert: '0' })));
  // The engine keeps its own copy of the model after initialisation; the file copy in the
  // worker's in-memory file system is dead weight (about 23 MB per language and worker).
  await Promise.all(workers.flatMap((w) => langs.map((l) => (w as unknown as { removeFile(p: string): Promise<unknown> }).removeFile(`${l}.traineddata`).catch(() => undefined))));
  return workers.map((worker) => ({ worker, busy: false }));
}

function getPool(langs: string[], size: number): Pool {
  const key = `${langs.join('+')}/${size}`;
  if (pool && pool.key === key) return pool;
  if (pool) void shutdownOcrPool();
  const slots = createSlots(langs, size);
  slots.catch(() => undefined);
  pool = { key, slots, queue: [], idleTimer: null, active: 0 };
  return pool;
}

/**
 * Converts tesseract's TSV output (one row per page, block, paragraph, line and word) into
 * lines of words with 0..1 confidences, in pixel units. TSV is far cheaper to produce than
 * the per-symbol block tree.
 */
export function tsvToResult(tsv: string): OcrResult {
  const lines: OcrLine[] = [];
  let current: OcrLine | null = null;
  const close = () => {
    if (current && current.words.length) {
      current.text = current.words.map((w) => w.text).join(' ');
      current.confidence = current.words.reduce((a, w) => a + w.confidence, 0) / current.words.length;
      lines.push(current);
    }
    current = null;
  };
  for (const row of tsv.split('\n')) {
    const f = row.split('\t');
    if (f.length < 12) continue;
    const level = Number(f[0]);
    const [x, y, w, h] = [Number(f[6]), Number(f[7]), Number(f[8]), Number(f[9])];
    const bbox = { x0: x, y0: y, x1: x + w, y1: y + h };
    if (level === 4) {
      close();
      current = { text: '', bbox, words: [], confidence: 0 };
    } else if (level === 5 && current) {
      const text = f.slice(11).join('\t').trim();
      if (!text) continue;
      const confidence = Math.max(0, Math.min(1, Number(f[10]) / 100));
      current.words.push({ text, bbox, confidence });
    }
  }
  close();
  return ocrResult(lines);
}

function pgm(image: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`), Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength)]);
}

/** OCRs one greyscale image with tesseract on the shared pool (created on first use, closed when idle). */
export async function ocrTesseract(image: GreyImage, langs: string[], size = Math.max(1, Math.min(2, os.availableParallelism()))): Promise<OcrResult> {
  const p = getPool(langs, size);
  if (p.idleTimer) clearTimeout(p.idleTimer);
  p.idleTimer = null;
  p.active++;
  try {
    const slots = await p.slots;
    let slot = slots.find((s) => !s.busy);
    while (!slot) {
      await new Promise<void>((resolve) => p.queue.push(resolve));
      slot = slots.find((s) => !s.busy);
    }
    slot.busy = true;
    try {
      const r = await slot.worker.recognize(pgm(image), {}, { tsv: true, text: false, blocks: false });
      return tsvToResult(r.data.tsv ?? '');
    } finally {
      slot.busy = false;
      p.queue.shift()?.();
    }
  } catch (err) {
    if (err instanceof RecogniseError) throw err;
    throw new RecogniseError('internal', `OCR failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    p.active--;
    if (p.active === 0 && pool === p) {
      p.idleTimer = setTimeout(() => void shutdownOcrPool(), idleMs());
      p.idleTimer.unref();
    }
  }
}

/** Terminates the OCR workers (they are recreated on the next OCR request). */
export async function shutdownOcrPool(): Promise<void> {
  const p = pool;
  pool = null;
  if (!p) return;
  if (p.idleTimer) clearTimeout(p.idleTimer);
  try {
    const slots = await p.slots;
    await Promise.all(slots.map((s) => s.worker.terminate().catch(() => undefined)));
  } catch {
    // creation failed: nothing to close
  }
}
