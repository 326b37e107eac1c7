// `npm run bench:pipeline`: text recognition speed and quality on the shared corpus, with
// the reference tools measured side by side when they are installed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageText } from '../src/pipeline/types.js';
import { OCR_MODEL, recognise, shutdownRecognition } from '../src/pipeline/recognise/index.js';
import { available, bagF1, cpu, MALLOC_ENV, peakRssMiB, pool, run, sroieTranscript, tokens } from './pipeline-lib.js';

const corpus = path.resolve(process.cwd(), '../shared/corpus');
const opts = { languages: ['eng'], maxPages: 5000, maxPixels: 100_000_000, timeoutMs: 600_000, memoryMb: 1024 };
const CORES = os.availableParallelism();
const fmt = (n: number, d = 1) => n.toFixed(d);

async function digitalPdf(): Promise<void> {
  const dir = path.join(corpus, 'kleister-nda/documents');
  const limit = Number(process.env.BENCH_NDA_FILES || 0);
  let files = fs.readdirSync(dir).filter((f) => f.endsWith('.pdf')).sort();
  if (limit > 0) files = files.slice(0, limit);
  const data = files.map((f) => fs.readFileSync(path.join(dir, f)));
  console.log(`\n## 1. Digital PDF text with positions: ${files.length} files of kleister-nda/documents`);
  console.log(`(machine load average now: ${os.loadavg().map((l) => fmt(l, 1)).join(' ')}; CPU seconds are reported because wall time depends on it)`);
  await pool(data.slice(0, 4), CORES, (b) => recognise(b, 'pdf', { ...opts, ocr: false })); // warm-up
  const measure = async (n: number, ocrPages: boolean) => {
    const c0 = cpu().self;
    const t = performance.now();
    const docs = await pool(data, n, (b) => recognise(b, 'pdf', { ...opts, ocr: ocrPages }));
    const s = (performance.now() - t) / 1000;
    const pages = docs.reduce((a, d) => a + d.pageCount, 0);
    const ocred = docs.reduce((a, d) => a + d.pages.filter((p) => p.source === 'ocr').length, 0);
    return { pages, ocred, s, cpu: cpu().self - c0 };
  };
  const one = await measure(1, false);
  const both = await measure(CORES, false);
  const full = await measure(CORES, true);
  console.log(`structa text layer (MuPDF.js), 1 document at a time: ${one.pages} pages in ${fmt(one.s, 2)} s = ${fmt(one.pages / one.s)} pages/s (${fmt(one.pages / one.cpu)} pages per CPU-second)`);
  console.log(`structa text layer (MuPDF.js), ${CORES} documents at a time: ${fmt(both.pages / both.s)} pages/s`);
  console.log(`structa full recognition (image-only pages OCRed: ${full.ocred}), ${CORES} at a time: ${fmt(full.pages / full.s)} pages/s`);
  if (!(await available('pdftotext'))) {
    console.log('pdftotext not installed: apt-get install -y poppler-utils (then run again to compare)');
    return;
  }
  const paths = files.map((f) => path.join(dir, f));
  const pdftotext = async (n: number) => {
    const c0 = cpu().children;
    const t = performance.now();
    await pool(paths, n, (p) => run('pdftotext', ['-layout', p, '-']));
    return { s: (performance.now() - t) / 1000, cpu: cpu().children - c0 };
  };
  const p1 = await pdftotext(1);
  const p2 = await pdftotext(CORES);
  console.log(`pdftotext -layout, 1 at a time: ${fmt(one.pages / p1.s)} pages/s (${fmt(one.pages / p1.cpu)} pages per CPU-second); ${CORES} at a time: ${fmt(one.pages / p2.s)} pages/s`);
  console.log(`ratio structa text layer / pdftotext: ${fmt(p1.s / one.s, 2)}x wall (1 vs 1), ${fmt(p2.s / both.s, 2)}x wall (${CORES} vs ${CORES}), ${fmt(p1.cpu / one.cpu, 2)}x per CPU-second`);
}

const ocrFigures: { label: string; s: number; f1: number }[] = [];

async function ocr(): Promise<void> {
  const dir = path.join(corpus, 'sroie');
  const n = Number(process.env.BENCH_SROIE_N || 20);
  const files = fs.readdirSync(path.join(dir, 'img')).filter((f) => f.endsWith('.jpg')).sort().slice(0, n);
  console.log(`\n## 2. OCR on ${files.length} SROIE receipts (bag-of-words F1 against box/ transcripts)`);
  const refs = files.map((f) => tokens(sroieTranscript(fs.readFileSync(path.join(dir, 'box', f.replace(/\.jpg$/, '.csv')), 'utf8'))));
  const imgs = files.map((f) => fs.readFileSync(path.join(dir, 'img', f)));
  const runs = [
    { label: 'text-line engine (PP-OCRv4 ONNX models from npm), the default for English', engine: 'lines' as const, preprocess: false },
    { label: `tesseract.js (@tesseract.js-data/eng ${OCR_MODEL}), preprocessing off`, engine: 'tesseract' as const, preprocess: false },
    { label: `tesseract.js (@tesseract.js-data/eng ${OCR_MODEL}), preprocessing on`, engine: 'tesseract' as const, preprocess: true },
  ];
  for (const r of runs) {
    await recognise(imgs[0], 'jpg', { ...opts, engine: r.engine, preprocess: r.preprocess }); // warm-up: starts the OCR threads
    const c0 = cpu().self;
    const t = performance.now();
    const f1s = await pool(imgs, CORES, async (b, i) => {
      const d = await recognise(b, 'jpg', { ...opts, engine: r.engine, preprocess: r.preprocess });
      return bagF1(tokens(d.pages.map(pageText).join('\n')), refs[i]);
    });
    const s = (performance.now() - t) / 1000;
    const used = cpu().self - c0;
    const f1 = f1s.reduce((a, c) => a + c, 0) / f1s.length;
    ocrFigures.push({ label: r.label, s: s / files.length, f1 });
    console.log(`structa ${r.label}, ${CORES} at a time: ${fmt(s / files.length, 2)} s/page wall, ${fmt(used / files.length, 2)} CPU-s/page, word F1 ${fmt(f1, 3)}`);
  }
  await shutdownRecognition();
  if (!(await available('tesseract', ['--version']))) {
    console.log('native tesseract not installed: apt-get install -y tesseract-ocr tesseract-ocr-eng (then run again to compare)');
    return;
  }
  const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
  const c0 = cpu().children;
  const t = performance.now();
  const f1s = await pool(files, CORES, async (f, i) => bagF1(tokens(await run('tesseract', [path.join(dir, 'img', f), '-', '-l', 'eng'], env)), refs[i]));
  const s = (performance.now() - t) / 1000;
  const used = cpu().children - c0;
  const nativeF1 = f1s.reduce((a, c) => a + c, 0) / f1s.length;
  console.log(`native tesseract (OMP_THREAD_LIMIT=1, ${CORES} processes, Debian tesseract-ocr-eng = tessdata 4.0.0): ${fmt(s / files.length, 2)} s/page wall, ${fmt(used / files.length, 2)} CPU-s/page, word F1 ${fmt(nativeF1, 3)}`);
  for (const o of ocrFigures) console.log(`ratio vs native tesseract, ${o.label}: speed ${fmt(s / files.length / o.s, 2)}x, word F1 ${fmt(o.f1 - nativeF1, 3)} (${o.f1 >= nativeF1 ? 'equal or better' : 'worse'})`);
}

type BigKind = 'text' | 'mixed' | 'scanned' | 'scanned-dense';

/**
 * Builds a PDF of `pages` pages: text pages, every 200th an image-only (scanned) page when mixed,
 * every page one when scanned (the scan holds two lines of text; `scanned-dense` scans a page of
 * 50 lines, as a scanned page of body text has).
 */
async function syntheticPdf(pages: number, kind: BigKind): Promise<Uint8Array> {
  const mupdf = await import('mupdf');
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'));
  const scanSrc = new mupdf.PDFDocument();
  const f2 = scanSrc.addSimpleFont(new mupdf.Font('Helvetica'));
  let dense = 'BT /F1 11 Tf 60 750 Td 14 TL ';
  for (let l = 0; l < 50; l++) dense += `(Line ${l + 1} of the scanned body text: the quick brown fox jumps over the lazy dog ${1000 + l}) '\n`;
  dense += 'ET';
  const scanText = kind === 'scanned-dense' ? dense : 'BT /F1 24 Tf 72 700 Td (Scanned invoice number 4711) Tj 0 -40 Td (Total amount due 1234.50) Tj ET';
  scanSrc.insertPage(-1, scanSrc.addPage([0, 0, 612, 792], 0, scanSrc.addObject({ Font: { F1: f2 } }), scanText));
  const pix = scanSrc.loadPage(0).toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceGray, false, true);
  const image = doc.addImage(new mupdf.Image(pix));
  for (let p = 0; p < pages; p++) {
    if (kind === 'scanned' || kind === 'scanned-dense' || (kind === 'mixed' && p % 200 === 199)) {
      const res = doc.addObject({ XObject: { Im0: image } });
      doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, 'q 612 0 0 792 0 0 cm /Im0 Do Q'));
      continue;
    }
    let c = 'BT /F1 10 Tf 72 740 Td 12 TL ';
    for (let l = 0; l < 50; l++) c += `(Page ${p + 1} line ${l + 1}: the quick brown fox jumps over the lazy dog 0123456789) '\n`;
    c += 'ET';
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, doc.addObject({ Font: { F1: font } }), c));
  }
  return doc.saveToBuffer('compress').asUint8Array();
}

/**
 * The 1,000-page child: recognition alone (`recognise`, which returns the whole document), or with
 * BENCH_BIG_PATH=process the whole processing of an attachment on a fresh embedded database
 * (recognition with each page stored as it is done, chunking, storage), as the service runs it.
 */
async function bigPdfChild(file: string): Promise<void> {
  const bytes = fs.readFileSync(file);
  const t = performance.now();
  let pages: number;
  let ocrPages: number;
  if (process.env.BENCH_BIG_PATH === 'process') ({ pages, ocrPages } = await processBig(bytes));
  else {
    // a fully scanned 1,000-page PDF needs far more than one document's usual time on a busy machine
    const d = await recognise(bytes, 'pdf', { ...opts, timeoutMs: 4 * 3600_000 });
    pages = d.pageCount;
    ocrPages = d.pages.filter((p) => p.source === 'ocr').length;
  }
  const s = (performance.now() - t) / 1000;
  await shutdownRecognition();
  const rss = peakRssMiB();
  const used = process.cpuUsage();
  console.log(JSON.stringify({ pages, ocrPages, seconds: s, peakRssMiB: rss, bytes: bytes.length, cpuSeconds: (used.user + used.system) / 1e6 }));
}

async function processBig(bytes: Uint8Array): Promise<{ pages: number; ocrPages: number }> {
  const { loadConfig } = await import('../src/config/config.js');
  const { startRuntime } = await import('../src/main/runtime.js');
  const { createBlobStore } = await import('../src/storage/index.js');
  const { newBlobKey } = await import('../src/storage/blob-store.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-bench-big-'));
  // BENCH_BIG_DATABASE_URL: a PostgreSQL server instead of the embedded database (a fresh database on it, dropped after)
  const server = process.env.BENCH_BIG_DATABASE_URL;
  const dbName = `structa_bench_big_${process.pid}`;
  const admin = async (sql: string) => {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  let databaseUrl: string | undefined;
  if (server) {
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(server);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  try {
    const config = loadConfig({
      DATA_DIR: dataDir, LOG_LEVEL: 'silent', PARSE_TIMEOUT_MS: String(4 * 3600_000), MAX_PAGES: '5000', CREDITS_PER_PAGE: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const rt = await startRuntime(config, { http: false, workers: false, logger: false });
    try {
      const org = await rt.services.tenancy.createOrg({ name: 'Bench', slug: `bench-${process.pid}` });
      const chat = await rt.db.query<{ id: number }>(`INSERT INTO chats (public_id, org_id, title) VALUES ($1, $2, 'bench') RETURNING id`, [`ch_bench${process.pid}`, org.id]);
      const key = newBlobKey();
      await createBlobStore(config).put(key, bytes);
      const a = await rt.db.query<{ id: number }>(
        `INSERT INTO attachments (org_id, chat_id, file_name, file_type, mime_type, sha256, size_bytes, blob_key)
         VALUES ($1, $2, 'big.pdf', 'pdf', 'application/pdf', $3, $4, $5) RETURNING id`,
        [org.id, chat.rows[0].id, 'bench'.padEnd(64, '0'), bytes.length, key],
      );
      const id = a.rows[0].id;
      // the peak from here on is the processing's: a first start on an empty data directory (creating
      // the database) has a higher peak of its own, reported apart (writing 5 to clear_refs resets VmHWM)
      const startPeak = peakRssMiB();
      const startRss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
      fs.writeFileSync('/proc/self/clear_refs', '5');
      // BENCH_RSS_SAMPLE_MS: prints the process's memory parts to stderr at that interval (where the peak comes from)
      const sampleMs = Number(process.env.BENCH_RSS_SAMPLE_MS || 0);
      const t0 = performance.now();
      const sampler = sampleMs > 0 ? setInterval(() => {
        const m = process.memoryUsage();
        const st = fs.readFileSync('/proc/self/status', 'utf8');
        const kb = (k: string) => fmt(Number(new RegExp(`${k}:\\s+(\\d+)`).exec(st)?.[1] ?? 0) / 1024, 0);
        const mb = (n: number) => fmt(n / 1048576, 0);
        console.error(`[rss] ${fmt((performance.now() - t0) / 1000, 0)} s rss ${mb(m.rss)} hwm ${kb('VmHWM')} heapUsed ${mb(m.heapUsed)} heapTotal ${mb(m.heapTotal)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)} anon ${kb('RssAnon')} file ${kb('RssFile')} threads ${/Threads:\s+(\d+)/.exec(st)?.[1]}`);
      }, sampleMs) : undefined;
      sampler?.unref();
      const outcome = await rt.services.processor.process(id, { retryCount: 0, retryLimit: 0 });
      if (sampler) clearInterval(sampler);
      if (outcome !== 'completed') throw new Error(`processing ended ${outcome}`);
      console.error(`(${server ? 'PostgreSQL server' : 'embedded database'}: start-up on an empty database peaked at ${fmt(startPeak, 0)} MiB, ${fmt(startRss, 0)} MiB resident when processing started; the figure below is the peak from then on)`);
      const r = await rt.db.query<{ pages: number; ocr: number }>(
        `SELECT count(*)::int AS pages, count(*) FILTER (WHERE p.page->>'source' = 'ocr')::int AS ocr
         FROM attachment_pages p JOIN attachment_documents d ON d.attachment_id = p.attachment_id AND d.run = p.run WHERE p.attachment_id = $1`,
        [id],
      ).catch(() =>
        rt.db.query<{ pages: number; ocr: number }>(
          // before pages were stored one by one: the whole document's JSON
          `SELECT (SELECT page_count FROM attachments WHERE id = $1) AS pages,
             (SELECT count(*)::int FROM attachment_documents d, jsonb_array_elements(d.document->'pages') p WHERE d.attachment_id = $1 AND p->>'source' = 'ocr') AS ocr`,
          [id],
        ),
      );
      return { pages: r.rows[0].pages, ocrPages: r.rows[0].ocr };
    } finally {
      await rt.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (server) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

async function bigPdfRun(kind: BigKind, pages = 1000): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const file = path.join(os.tmpdir(), `structa-bench-1000-${process.pid}.pdf`);
  fs.writeFileSync(file, await syntheticPdf(pages, kind));
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [self, '--big-pdf-child', file], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...MALLOC_ENV } });
    let s = '';
    child.stdout.on('data', (b: Buffer) => (s += b.toString()));
    child.on('exit', (code, signal) => (code === 0 ? resolve(s) : reject(new Error(`child exited ${code ?? signal}`))));
  });
  fs.rmSync(file, { force: true });
  const r = JSON.parse(out.trim().split('\n').pop()!) as { pages: number; ocrPages: number; seconds: number; peakRssMiB: number; bytes: number; cpuSeconds?: number };
  const label = kind === 'mixed' ? 'mixed (995 text + 5 scanned pages)'
    : kind === 'scanned' ? 'fully scanned (every page an image, OCRed)'
    : kind === 'scanned-dense' ? 'fully scanned, dense text (every page an image of 50 lines, OCRed)'
    : 'text only';
  const cpuS = r.cpuSeconds === undefined ? '' : `, ${fmt(r.cpuSeconds, 0)} CPU-s`;
  const what = process.env.BENCH_BIG_PATH === 'process' ? 'processed (recognised, stored page by page, chunked)' : 'recognised';
  console.log(`${label}, ${what}: ${r.pages} pages (${r.ocrPages} OCRed, ${fmt(r.bytes / 1e6, 1)} MB) in ${fmt(r.seconds, 1)} s${cpuS}; peak RSS ${fmt(r.peakRssMiB, 0)} MiB (target < 512 MiB): ${r.peakRssMiB < 512 ? 'met' : 'NOT met'}`);
}

async function bigPdf(): Promise<void> {
  console.log('\n## 3. Synthetic 1,000-page PDF, peak RSS of a fresh process alone (VmHWM; pages streamed one by one)');
  const kinds = (process.env.BENCH_BIG_KINDS || 'text,mixed,scanned').split(',');
  if (kinds.includes('text')) await bigPdfRun('text');
  if (kinds.includes('mixed')) await bigPdfRun('mixed');
  const scanned = Number(process.env.BENCH_SCANNED_PAGES || 1000);
  if (kinds.includes('scanned') && scanned > 0) await bigPdfRun('scanned', scanned);
  if (kinds.includes('scanned-dense') && scanned > 0) await bigPdfRun('scanned-dense', scanned);
  console.log('(a scanned page starts the OCR threads, whose models are a fixed cost whatever the page count)');
}

/**
 * END-TO-END: upload to completed through the HTTP API, run by the extraction benchmark in a
 * child process (service in-process on the embedded database) on the first BENCH_E2E_N
 * documents of each set; its throughput and peak RSS lines are shown here.
 */
async function endToEnd(): Promise<void> {
  const n = Number(process.env.BENCH_E2E_N || 20);
  console.log(`\n## 4. End-to-end upload-to-completed through the API (${n} receipts, ${n} NDAs, struct extraction included)`);
  const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'extract-api/main.js');
  const out = await run(process.execPath, [script, '--only', 'sroie,kleister-nda', '--struct', 'plain', '--limit', String(n)]);
  for (const line of out.split('\n')) if (/documents per minute|peak RSS/.test(line)) console.log(line.trim());
}

async function main(): Promise<void> {
  const child = process.argv.indexOf('--big-pdf-child');
  if (child > 0) return bigPdfChild(process.argv[child + 1]);
  if (!fs.existsSync(corpus)) {
    console.log(`corpus not found at ${corpus}: nothing to measure (expects ../shared/corpus with kleister-nda and sroie)`);
    return;
  }
  console.log(`# bench:pipeline on ${CORES} cores, node ${process.version}`);
  const only = process.env.BENCH_ONLY?.split(',');
  if (!only || only.includes('pdf')) await digitalPdf();
  if (!only || only.includes('ocr')) await ocr();
  if (!only || only.includes('big')) await bigPdf();
  if (!only || only.includes('e2e')) await endToEnd();
  await shutdownRecognition();
}

main().catch(async (err) => {
  console.error(err);
  await shutdownRecognition();
  process.exit(1);
});
