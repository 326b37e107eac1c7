// Recognition of the corpus documents through the product's own recognise() (same engine choice,
// limits and text-layer handling as the service's pipeline), cached as JSON so that extraction
// can be re-run in seconds.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { recognise, shutdownRecognition, type OcrEngineSetting } from '../../src/pipeline/recognise/index.js';
import type { RecognisedDocument } from '../../src/pipeline/types.js';
import type { Case, CorpusId } from './corpora.js';

/** The service's default recognition settings (OCR_LANGUAGES and OCR_ENGINE are honoured as in the service). */
const opts = {
  languages: (process.env.OCR_LANGUAGES ?? 'eng').split(',').map((s) => s.trim()).filter(Boolean),
  engine: (process.env.OCR_ENGINE ?? 'auto') as OcrEngineSetting,
  maxPages: 2000,
  maxPixels: 100_000_000,
  timeoutMs: 300_000,
  memoryMb: 1024,
};

/** Where one document's recognised text is cached. */
export function cachePath(corpus: CorpusId, file: string): string {
  return resolve('.tmp', 'recognised', corpus, `${file}.json`);
}

export interface Recognised {
  doc?: RecognisedDocument;
  /** why recognition failed (the document is then scored as extracting nothing) */
  error?: string;
  /** seconds spent recognising (0 when read from the cache) */
  seconds: number;
}

/** Recognises the cases two at a time (both cores), reusing cached results unless fresh is set. */
export async function recogniseCases(corpus: CorpusId, cases: Case[], fresh: boolean): Promise<Map<string, Recognised>> {
  const out = new Map<string, Recognised>();
  const todo: Case[] = [];
  for (const c of cases) {
    const f = cachePath(corpus, c.file);
    if (!fresh && existsSync(f)) {
      const cached = JSON.parse(readFileSync(f, 'utf8')) as RecognisedDocument | { error: string };
      out.set(c.file, 'error' in cached ? { error: cached.error, seconds: 0 } : { doc: cached, seconds: 0 });
    } else todo.push(c);
  }
  if (!todo.length) return out;
  process.stderr.write(`  recognising ${todo.length} ${corpus} documents (cached under .tmp/recognised/${corpus}/) `);
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < todo.length) {
        const c = todo[next++];
        const f = cachePath(corpus, c.file);
        mkdirSync(dirname(f), { recursive: true });
        const t0 = Date.now();
        try {
          const doc = await recognise(readFileSync(c.path), c.format, opts);
          writeFileSync(f, JSON.stringify(doc));
          out.set(c.file, { doc, seconds: (Date.now() - t0) / 1000 });
        } catch (e) {
          // a failure is cached too, so that a re-run scores the same documents the same way
          const error = e instanceof Error ? `${(e as { code?: string }).code ?? e.name}: ${e.message}` : String(e);
          writeFileSync(f, JSON.stringify({ error }));
          out.set(c.file, { error, seconds: (Date.now() - t0) / 1000 });
        }
        process.stderr.write('.');
      }
    }),
  );
  process.stderr.write('\n');
  return out;
}

/** Stops the recognition workers so the process can exit. */
export async function stopRecognition(): Promise<void> {
  await shutdownRecognition();
}

