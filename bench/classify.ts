/**
 * `npm run bench:classify`: the deterministic classifier on a mix of the corpora (receipts, NDAs,
 * e-invoices, TV advertising orders) with one struct per kind, as a user would write it (name,
 * one-sentence description, the annotated fields). Prints accuracy and a confusion matrix.
 * Options: --limit N (documents per corpus, default 25), --only <corpus>[,<corpus>], --fresh.
 * Recognised text is shared with bench:extract-offline (cached under .tmp/recognised/).
 */
import { CORPORA, pickCorpora } from './extract/corpora.js';
import { parseOptions } from './extract/options.js';
import { recogniseCases, stopRecognition } from './extract/recognised.js';
import { pageText } from '../src/pipeline/types.js';
import { rankStructs } from '../src/domain/classification/score.js';
import { benchProfiles } from './classify-structs.js';
import { DEFAULT_MIN_SCORE } from '../src/domain/classification/decide.js';

async function main() {
  const o = parseOptions(process.argv.slice(2), ['--limit', '--only', '--fresh']);
  const limit = o.limit ?? 25;
  const corpora = o.only ? pickCorpora(o.only) : CORPORA;
  const profiles = benchProfiles();
  const labels = [...CORPORA.map((c) => c.id as string), 'unclassified'];
  const matrix = new Map<string, Map<string, number>>(CORPORA.map((c) => [c.id, new Map(labels.map((l) => [l, 0]))]));
  let total = 0;
  let right = 0;
  let top1 = 0;
  const misses: string[] = [];
  // with its own struct absent, a document should end unclassified rather than in another struct
  let heldOut = 0;
  let heldOutRight = 0;
  const t0 = Date.now();
  for (const c of corpora) {
    const cases = c.load(limit);
    const rec = await recogniseCases(c.id, cases, o.fresh);
    for (const k of cases) {
      const r = rec.get(k.file);
      const text = r?.doc ? r.doc.pages.map(pageText).join('\n\f') : '';
      const ranked = rankStructs(text, profiles);
      const best = ranked[0];
      const chosen = best && best.score >= DEFAULT_MIN_SCORE ? best.slug : 'unclassified';
      matrix.get(c.id)!.set(chosen, matrix.get(c.id)!.get(chosen)! + 1);
      total++;
      if (chosen === c.id) right++;
      if (best?.slug === c.id) top1++;
      const others = rankStructs(text, profiles.filter((p) => p.slug !== c.id));
      heldOut++;
      if (!others[0] || others[0].score < DEFAULT_MIN_SCORE) heldOutRight++;
      if (chosen !== c.id) misses.push(`  ${c.id}/${k.file} -> ${chosen} (${ranked.map((x) => `${x.slug} ${x.score.toFixed(3)}`).join(', ')})`);
    }
  }
  const seconds = (Date.now() - t0) / 1000;
  const w = Math.max(...labels.map((l) => l.length)) + 2;
  console.log(`\nclassification of ${total} documents among ${profiles.length} structs (threshold ${DEFAULT_MIN_SCORE})`);
  console.log(`\nconfusion matrix (rows: expected kind, columns: chosen struct)`);
  console.log(''.padEnd(w) + labels.map((l) => l.padStart(w)).join(''));
  for (const c of corpora) console.log(c.id.padEnd(w) + labels.map((l) => String(matrix.get(c.id)!.get(l)).padStart(w)).join(''));
  if (misses.length) console.log(`\nmisclassified:\n${misses.join('\n')}`);
  console.log(`best-ranked struct right (threshold ignored): ${(top1 / Math.max(1, total)).toFixed(4)} (${top1}/${total})`);
  console.log(`unclassified when the document's own struct does not take part: ${(heldOutRight / Math.max(1, heldOut)).toFixed(4)} (${heldOutRight}/${heldOut})`);
  console.log(`\naccuracy ${(right / Math.max(1, total)).toFixed(4)} (${right}/${total}), target >= 0.95; ${seconds.toFixed(1)} s including recognition of uncached documents`);
  await stopRecognition();
}

main().catch(async (e) => {
  console.error(e);
  await stopRecognition().catch(() => undefined);
  process.exit(1);
});
