/**
 * `npm run bench:extract`: schema-guided extraction measured through the public API on every
 * corpus in ../shared/corpus, with the plain and the annotated struct of each. The service runs
 * in a child process (temporary DATA_DIR, embedded database, in-process workers); for each corpus
 * and struct the benchmark publishes the struct, uploads the documents to a new chat pinned to
 * it, waits for processing, reads the extraction results and scores them with the corpus metric.
 *
 * Options: --only <corpus>[,<corpus>]  --limit N  --struct plain|annotated|both  --show-misses
 *          --timeout-minutes M (per corpus and struct, default 60)
 * BENCH_RSS_BREAKDOWN=1 also prints where the memory was at each set's peak (breakdown.ts).
 */
import { pickCorpora } from '../extract/corpora.js';
import { Calibration, Scoreboard } from '../extract/metric.js';
import { printMisses } from '../extract/report.js';
import { reportFields, scoreCase, type ScoredResult } from '../extract/score.js';
import { parseOptions } from '../extract/options.js';
import { createChat, fetchExtraction, publishStruct, twinsOf, upload, waitForAll } from './run.js';
import { runBench } from './service.js';

runBench('bench:extract', async (svc) => {
  const o = parseOptions(process.argv.slice(2), ['--only', '--limit', '--struct', '--show-misses', '--timeout-minutes']);
  const sets = pickCorpora(o.only).map((c) => ({ c, cases: () => c.load(o.limit) }));
  const summary: string[] = [];
  for (const set of sets) {
    const c = set.c;
    const cases = set.cases();
    const { fields, micro } = reportFields(c);
    for (const kind of o.structs) {
      const label = `${c.id} ${kind}`;
      await svc.window();
      const version = await publishStruct(svc.api, c.structs[kind]);
      const thread = await createChat(svc.api, `benchmark ${label}`);
      const started = Date.now();
      const ids = await upload(svc.api, thread, version, cases);
      const status = await waitForAll(svc.api, thread, ids, o.timeoutMinutes * 60000, label);
      const minutes = (Date.now() - started) / 60000;
      const rss = await svc.peak();
      const results = new Map<string, ScoredResult>();
      for (const [id, file] of ids) {
        if (status.get(id) !== 'completed') continue;
        const r = await fetchExtraction(svc.api, thread, id);
        if (r) results.set(file, r);
      }
      // identical bytes are kept once per chat: a skipped twin is scored with its first copy's result
      for (const [dup, first] of twinsOf(cases)) {
        const r = results.get(first);
        if (r) results.set(dup, r);
      }
      const board = new Scoreboard(fields);
      const cal = new Calibration();
      for (const x of cases) {
        const outcomes = scoreCase(c.id, results.get(x.file) ?? { data: {}, fields: [] }, x.expected, c.fields);
        board.record(outcomes);
        cal.record(outcomes.filter((y) => micro.includes(y.field)));
        if (o.showMisses) printMisses(x.file, outcomes.filter((y) => fields.includes(y.field)));
      }
      const completed = [...status.values()].filter((s) => s === 'completed').length;
      console.log(board.report(`\n-- ${c.label} (${c.id}) through the API, ${kind} struct, ${cases.length} documents`, micro));
      if (c.id === 'sroie') console.log(`  micro-F1 with ISO dates: ${board.micro(['company', 'address', 'date (ISO)', 'total']).f1.toFixed(3)}`);
      console.log(cal.report());
      const perMin = completed / Math.max(minutes, 1e-9);
      console.log(`  ${label}: ${completed} of ${ids.size} uploads completed, ${ids.size - completed} failed or unfinished; ${perMin.toFixed(1)} documents per minute (upload to last completed)`);
      console.log(`  ${label}: service peak RSS during this set ${(rss.rss / 1048576).toFixed(0)} MiB (sampled every 250 ms in the service's process)`);
      if (rss.breakdown) console.log(`  ${label}: at the peak, MiB: ${rss.breakdown}`);
      summary.push(`  ${c.id.padEnd(14)} ${kind.padEnd(10)} ${board.micro(micro).f1.toFixed(3)}  ${perMin.toFixed(1).padStart(7)} docs/min  ${(rss.rss / 1048576).toFixed(0).padStart(5)} MiB  (${cases.length} documents)`);
    }
  }
  console.log(`\n== summary: micro-F1 (corpus metrics; receipts with dates as written), documents per minute, peak RSS\n${summary.join('\n')}`);
  // the service (HTTP, job workers, recognition threads) runs in a child process: its own peak, without the client
  console.log(`peak RSS of the service process: ${((await svc.maxRss()) / 1048576).toFixed(0)} MiB (VmHWM of the service's own process; the benchmark client runs in another)`);
  const malloc = ['MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_'].map((k) => `${k}=${process.env[k] ?? 'unset'}`).join(' ');
  console.log(`C library allocator: ${malloc} (npm run bench:extract sets both to 131072, as docs/operations.md advises for the service)`);
  return 0;
});
