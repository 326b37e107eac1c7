/**
 * `npm run bench:extract-offline`: the deterministic extractor alone, on every corpus, with the
 * plain and the annotated struct. Each document is recognised once through the product's own
 * recognise() and cached under .tmp/recognised/<corpus>/; later runs only extract and score.
 *
 * Options: --only <corpus>[,<corpus>]  --limit N  --struct plain|annotated|both  --show-misses
 *          --fresh (recognise again)  --boxes (receipts: ground-truth line boxes instead of OCR)
 */
import { readFileSync } from 'node:fs';
import { extractDeterministic } from '../../src/pipeline/extract/deterministic/index.js';
import type { RecognisedDocument } from '../../src/pipeline/types.js';
import { pickCorpora, type CorpusDef } from './corpora.js';
import { receiptFromBoxes } from './corpus.js';
import { Calibration, Scoreboard } from './metric.js';
import { recogniseCases, stopRecognition } from './recognised.js';
import { printMisses } from './report.js';
import { parseOptions, type BenchOptions } from './options.js';
import { reportFields, scoreCase, type ScoredResult } from './score.js';

type Options = BenchOptions;

async function runCorpus(c: CorpusDef, o: Options, summary: string[]): Promise<void> {
  const cases = c.load(o.limit);
  const t0 = Date.now();
  const rec = await recogniseCases(c.id, cases, o.fresh);
  const recSecs = [...rec.values()].reduce((s, r) => s + r.seconds, 0);
  const failed = cases.filter((x) => !rec.get(x.file)?.doc);
  const docs = new Map<string, RecognisedDocument>();
  for (const x of cases) {
    const d = o.boxes && c.id === 'sroie' ? receiptFromBoxes(readFileSync(x.path.replace(/\/img\/(\d+)\.jpg$/, '/box/$1.csv'), 'utf8')) : rec.get(x.file)?.doc;
    if (d) docs.set(x.file, d);
  }
  const pages = [...docs.values()].reduce((s, d) => s + d.pageCount, 0);
  const source = o.boxes && c.id === 'sroie' ? 'ground-truth line boxes' : 'recognised by recognise()';
  console.log(`\n== ${c.label} (${c.id}): ${cases.length} documents, ${pages} pages, ${source}`);
  if (recSecs > 0) console.log(`  recognition: ${recSecs.toFixed(1)} s of work, ${((Date.now() - t0) / 1000).toFixed(1)} s elapsed (now cached)`);
  for (const f of failed) console.log(`  recognition failed for ${f.file}: ${rec.get(f.file)?.error} (scored as extracting nothing)`);
  const { fields, micro } = reportFields(c);
  for (const kind of o.structs) {
    const s = c.structs[kind];
    const board = new Scoreboard(fields);
    const cal = new Calibration();
    let errors = 0;
    const t1 = Date.now();
    for (const x of cases) {
      const doc = docs.get(x.file);
      let r: ScoredResult = { data: {}, fields: [] };
      if (doc) {
        try {
          r = extractDeterministic({ document: doc, schema: s.schema_json, annotations: s.annotations_json });
        } catch (e) {
          errors++;
          console.log(`  extraction threw on ${x.file}: ${e instanceof Error ? e.message : e}`);
        }
      }
      const outcomes = scoreCase(c.id, r, x.expected, c.fields);
      board.record(outcomes);
      cal.record(outcomes.filter((y) => micro.includes(y.field)));
      if (o.showMisses) printMisses(x.file, outcomes.filter((y) => fields.includes(y.field)));
    }
    const secs = (Date.now() - t1) / 1000;
    console.log(board.report(`-- ${c.label}, ${kind} struct`, micro));
    if (c.id === 'sroie') {
      console.log(`  micro-F1 with ISO dates: ${board.micro(['company', 'address', 'date (ISO)', 'total']).f1.toFixed(3)}`);
    }
    console.log(cal.report());
    console.log(`  extraction: ${secs.toFixed(2)} s, ${((cases.length / Math.max(secs, 1e-3)) * 60).toFixed(0)} documents per minute${errors ? `, ${errors} extraction errors` : ''}`);
    summary.push(`  ${c.id.padEnd(14)} ${kind.padEnd(10)} ${board.micro(micro).f1.toFixed(3)}  (${cases.length} documents)`);
  }
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2), ['--only', '--limit', '--struct', '--show-misses', '--fresh', '--boxes']);
  const summary: string[] = [];
  try {
    for (const c of pickCorpora(o.only)) await runCorpus(c, o, summary);
  } finally {
    await stopRecognition();
  }
  console.log(`\n== micro-F1 summary (the corpus metrics; receipts with dates as written)\n${summary.join('\n')}`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
