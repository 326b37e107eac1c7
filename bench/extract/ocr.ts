import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import type { Line, RecognisedDocument } from '../../src/pipeline/types.js';

const require = createRequire(import.meta.url);

/** The folder holding eng.traineddata.gz from the npm package (never a CDN). */
export function engLangPath(): string {
  const pkg = require.resolve('@tesseract.js-data/eng/package.json');
  return join(dirname(pkg), '4.0.0_best_int');
}

type TLine = { text: string; confidence: number; bbox: Tesseract.Bbox; words: { text: string; confidence: number; bbox: Tesseract.Bbox }[] };

/** Converts tesseract blocks into a one-page RecognisedDocument. */
export function toRecognised(data: Tesseract.Page, width: number, height: number): RecognisedDocument {
  const lines: Line[] = [];
  for (const b of data.blocks ?? []) {
    for (const p of b.paragraphs) {
      for (const l of p.lines as unknown as TLine[]) {
        const words = l.words
          .filter((w) => w.text.trim())
          .map((w) => ({ text: w.text, bbox: { ...w.bbox }, confidence: w.confidence / 100 }));
        if (!words.length) continue;
        lines.push({ text: words.map((w) => w.text).join(' '), bbox: { ...l.bbox }, words, confidence: l.confidence / 100 });
      }
    }
  }
  return { pageCount: 1, format: 'jpg', languages: ['eng'], pages: [{ number: 1, width, height, source: 'ocr', lines, tables: [] }] };
}

/** Recognises images with a small worker pool, caching each result as JSON under cacheDir. */
export async function recogniseImages(images: { id: string; path: string }[], cacheDir: string, workers = 2): Promise<Map<string, RecognisedDocument>> {
  const out = new Map<string, RecognisedDocument>();
  mkdirSync(resolve(cacheDir), { recursive: true });
  const todo: { id: string; path: string }[] = [];
  for (const im of images) {
    const f = join(cacheDir, `${im.id}.json`);
    if (existsSync(f)) out.set(im.id, JSON.parse(readFileSync(f, 'utf8')) as RecognisedDocument);
    else todo.push(im);
  }
  if (!todo.length) return out;
  const pool = await Promise.all(
    Array.from({ length: Math.min(workers, todo.length) }, () =>
      Tesseract.createWorker('eng', 1, { langPath: engLangPath(), gzip: true, cacheMethod: 'none' }),
    ),
  );
  // OCR_PSM picks tesseract's page segmentation (e.g. 11 = sparse text); the default is automatic
  const psm = process.env.OCR_PSM;
  if (psm) await Promise.all(pool.map((w) => w.setParameters({ tessedit_pageseg_mode: psm as Tesseract.PSM })));
  let next = 0;
  await Promise.all(
    pool.map(async (w) => {
      while (next < todo.length) {
        const im = todo[next++];
        const meta = await sharp(im.path).metadata();
        // preprocessing (grey, upscaling small photos) was measured on this corpus and did not help, so images go in as they are
        const r = await w.recognize(im.path, {}, { blocks: true, text: true });
        const doc = toRecognised(r.data, meta.width ?? 0, meta.height ?? 0);
        writeFileSync(join(cacheDir, `${im.id}.json`), JSON.stringify(doc));
        out.set(im.id, doc);
        process.stderr.write('.');
      }
    }),
  );
  await Promise.all(pool.map((w) => w.terminate()));
  process.stderr.write('\n');
  return out;
}
