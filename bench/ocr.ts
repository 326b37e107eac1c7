// `npm run bench:ocr`: CPU seconds per page and word F1 of the default OCR engine against
// native tesseract on the same receipts, in one run. CPU time (all threads of this process,
// and the waited-for tesseract processes) is reported because wall time depends on what else
// the machine runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageText } from '../src/pipeline/types.js';
import { recognise, shutdownRecognition } from '../src/pipeline/recognise/index.js';
import { configureRecognition } from '../src/pipeline/recognise/settings.js';
import { available, bagF1, cpu, pool, run, sroieTranscript, tokens } from './pipeline-lib.js';

const corpus = path.resolve(process.cwd(), '../shared/corpus/sroie');
const fmt = (n: number, d = 2) => n.toFixed(d);
const TARGET_RATIO = 1.5;
const TARGET_F1 = 0.84;

async function main(): Promise<void> {
  if (!fs.existsSync(corpus)) {
    console.log(`corpus not found at ${corpus}: nothing to measure (expects ../shared/corpus/sroie)`);
    return;
  }
  const n = Number(process.env.BENCH_OCR_N || 20);
  const at = Math.max(1, Number(process.env.BENCH_OCR_PARALLEL || 2));
  if (process.env.OCR_THREADS) configureRecognition({ ocrThreads: Number(process.env.OCR_THREADS) });
  const files = fs.readdirSync(path.join(corpus, 'img')).filter((f) => f.endsWith('.jpg')).sort().slice(0, n);
  const refs = files.map((f) => tokens(sroieTranscript(fs.readFileSync(path.join(corpus, 'box', f.replace(/\.jpg$/, '.csv')), 'utf8'))));
  const imgs = files.map((f) => fs.readFileSync(path.join(corpus, 'img', f)));
  console.log(`# bench:ocr on ${files.length} SROIE receipts, ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => fmt(l, 1)).join(' ')}`);
  const opts = { languages: ['eng'], maxPages: 10, maxPixels: 100_000_000, timeoutMs: 600_000, memoryMb: 1024 };

  await recognise(imgs[0], 'jpg', opts); // warm-up: loads the models
  const c0 = cpu().self;
  const f1s = await pool(imgs, at, async (b, i) => bagF1(tokens((await recognise(b, 'jpg', opts)).pages.map(pageText).join('\n')), refs[i]));
  const ours = { cpu: (cpu().self - c0) / files.length, f1: f1s.reduce((a, c) => a + c, 0) / files.length };
  await shutdownRecognition();
  console.log(`default engine (text-line models), ${at} at a time: ${fmt(ours.cpu, 3)} CPU-s/page, word F1 ${fmt(ours.f1, 4)}`);

  if (process.env.BENCH_OCR_NATIVE === '0') return;
  if (!(await available('tesseract', ['--version']))) {
    console.log('native tesseract not installed: apt-get install -y tesseract-ocr tesseract-ocr-eng (reference only; then run again to compare)');
    return;
  }
  const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
  const t0 = cpu().children;
  const nf1s = await pool(files, at, async (f, i) => bagF1(tokens(await run('tesseract', [path.join(corpus, 'img', f), '-', '-l', 'eng'], env)), refs[i]));
  const native = { cpu: (cpu().children - t0) / files.length, f1: nf1s.reduce((a, c) => a + c, 0) / files.length };
  console.log(`native tesseract (OMP_THREAD_LIMIT=1), ${at} at a time: ${fmt(native.cpu, 3)} CPU-s/page, word F1 ${fmt(native.f1, 4)}`);
  const ratio = ours.cpu / native.cpu;
  console.log(`ratio default / native: ${fmt(ratio)}x CPU per page (target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}); word F1 ${fmt(ours.f1, 4)} vs ${fmt(native.f1, 4)} (target >= ${TARGET_F1}: ${ours.f1 >= TARGET_F1 ? 'met' : 'NOT met'})`);
}

main().catch(async (err) => {
  console.error(err);
  await shutdownRecognition();
  process.exit(1);
});
