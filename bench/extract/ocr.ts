// Recognition of the receipt images for the offline benchmark, through the product's own
// recognise() (same engine choice, preprocessing and limits as the pipeline), cached as JSON.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { recognise, shutdownRecognition, type OcrEngineSetting } from '../../src/pipeline/recognise/index.js';
import type { RecognisedDocument } from '../../src/pipeline/types.js';

const opts = { languages: ['eng'], maxPages: 10, maxPixels: 100_000_000, timeoutMs: 300_000, memoryMb: 1024 };

/** Recognises images two at a time (both cores), caching each result under cacheDir. */
export async function recogniseImages(images: { id: string; path: string }[], cacheDir: string, engine: OcrEngineSetting = 'auto'): Promise<Map<string, RecognisedDocument>> {
  const out = new Map<string, RecognisedDocument>();
  mkdirSync(resolve(cacheDir), { recursive: true });
  const todo: { id: string; path: string }[] = [];
  for (const im of images) {
    const f = join(cacheDir, `${im.id}.json`);
    if (existsSync(f)) out.set(im.id, JSON.parse(readFileSync(f, 'utf8')) as RecognisedDocument);
    else todo.push(im);
  }
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < todo.length) {
        const im = todo[next++];
        const doc = await recognise(readFileSync(im.path), 'jpg', { ...opts, engine });
        writeFileSync(join(cacheDir, `${im.id}.json`), JSON.stringify(doc));
        out.set(im.id, doc);
        process.stderr.write('.');
      }
    }),
  );
  await shutdownRecognition();
  if (todo.length) process.stderr.write('\n');
  return out;
}
