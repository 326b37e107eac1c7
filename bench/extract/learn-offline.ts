/**
 * `npm run bench:learn-offline`: the online learning protocol of bench:learn without the service.
 * Documents (recognised once and cached like bench:extract-offline) are extracted one at a time in
 * file-name order with what was learned so far; each is scored, then its expected values are
 * grounded as the review route grounds a correction and learned from, keeping what the service
 * keeps (the newest examples per field, the newest examples loaded). A fast stand-in for
 * bench:learn while working on learning; bench:learn stays the measure.
 *
 * Options: --only <corpus>[,<corpus>]  --limit N  --show-misses
 */
import { extractDeterministic } from '../../src/pipeline/extract/deterministic/index.js';
import { learnFromDocument } from '../../src/pipeline/extract/learn/learn.js';
import type { LearnedDocument, ReviewedField } from '../../src/pipeline/extract/learn/types.js';
import { groundCorrection } from '../../src/domain/extraction/grounding.js';
import { MAX_EXAMPLES_PER_FIELD } from '../../src/domain/learning/service.js';
import { MAX_LOADED_EXAMPLES } from '../../src/domain/learning/knowledge.js';
import { correctionsFor } from '../extract-api/corrections.js';
import { pickCorpora, type CorpusDef } from './corpora.js';
import { Scoreboard } from './metric.js';
import { parseOptions } from './options.js';
import { recogniseCases, stopRecognition } from './recognised.js';
import { printMisses } from './report.js';
import { reportFields, scoreCase, type ScoredResult } from './score.js';

/** Scalar leaves of a corrected value, with their pointers (arrays as /path/0, /path/1). */
function leaves(path: string, v: unknown): { path: string; value: unknown }[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(`${path}/${i}`, x));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(`${path}/${k}`, x));
  return [{ path, value: v }];
}

/** What the service keeps: the newest examples per field, sources without examples dropped. */
function trim(docs: LearnedDocument[]): LearnedDocument[] {
  const seen = new Map<string, number>();
  const out: LearnedDocument[] = [];
  for (const d of [...docs].reverse()) {
    const examples = d.examples.filter((e) => {
      const n = (seen.get(e.path) ?? 0) + 1;
      seen.set(e.path, n);
      return n <= MAX_EXAMPLES_PER_FIELD;
    });
    if (examples.length) out.unshift({ ...d, examples });
  }
  return out;
}

/** What one extraction loads: the newest examples, newest document first (as the service loads them). */
function loaded(docs: LearnedDocument[]): LearnedDocument[] {
  let left = MAX_LOADED_EXAMPLES;
  const out: LearnedDocument[] = [];
  for (const d of [...docs].reverse()) {
    if (left <= 0) break;
    const examples = d.examples.slice(0, left);
    left -= examples.length;
    out.push({ ...d, examples });
  }
  return out;
}

async function runCorpus(c: CorpusDef, limit: number | undefined, showMisses: boolean): Promise<string> {
  const cases = c.load(limit).sort((a, b) => a.file.localeCompare(b.file));
  const rec = await recogniseCases(c.id, cases, false);
  const { fields, micro } = reportFields(c);
  const boards = { all: new Scoreboard(fields), seen: new Scoreboard(fields), first: new Scoreboard(fields) };
  const schema = c.structs.plain.schema_json;
  let docs: LearnedDocument[] = [];
  const seen = new Set<string>();
  let seenDocs = 0;
  for (const x of cases) {
    const doc = rec.get(x.file)?.doc;
    let r: ScoredResult = { data: {}, fields: [] };
    if (doc) r = extractDeterministic({ document: doc, schema, annotations: {}, ...(docs.length ? { learned: { documents: loaded(docs) } } : {}) });
    const outcomes = scoreCase(c.id, r, x.expected, c.fields);
    const issuer = c.issuer(x);
    const known = issuer !== undefined && seen.has(issuer);
    boards.all.record(outcomes);
    (known ? boards.seen : boards.first).record(outcomes);
    if (known) seenDocs++;
    if (issuer !== undefined) seen.add(issuer);
    if (showMisses) printMisses(`${x.file}${known ? ' (issuer seen)' : ''}`, outcomes.filter((y) => fields.includes(y.field)));
    if (!doc) continue;
    const reviewed: ReviewedField[] = correctionsFor(c.id, c.fields, x.expected).flatMap((k) =>
      k.value === null ? [{ path: k.path, value: null, citation: null }] : leaves(k.path, k.value).map((l) => ({ path: l.path, value: l.value, citation: groundCorrection(doc, l.value) })),
    );
    const learned = learnFromDocument(doc, schema, reviewed);
    docs = trim([...docs, { source: x.file, signature: learned.signature, examples: learned.examples }]);
  }
  const f1 = (b: Scoreboard) => b.micro(micro).f1.toFixed(3);
  console.log(boards.all.report(`\n-- ${c.label} (${c.id}), offline learning stream, plain struct, ${cases.length} documents`, micro));
  console.log(boards.seen.report(`-- ${c.label}, documents of a seen issuer (${seenDocs})`, micro));
  return `  ${c.id.padEnd(14)} stream ${f1(boards.all)}  seen issuer ${seenDocs ? f1(boards.seen) : '  -  '} (${seenDocs} docs)  first-seen ${f1(boards.first)}`;
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2), ['--only', '--limit', '--show-misses']);
  const summary: string[] = [];
  try {
    for (const c of pickCorpora(o.only)) summary.push(await runCorpus(c, o.limit, o.showMisses));
  } finally {
    await stopRecognition();
  }
  console.log(`\n== offline learning summary (micro-F1)\n${summary.join('\n')}`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
