/**
 * bench:builder — for each corpus, the share of its expected fields the struct builder proposes
 * from one sample document (each of the first N documents taken alone as the sample; the mean
 * is reported). A proposal covers an expected field when both play the same concept in the
 * knowledge packs, carry the same name, or hold the expected value itself. Usage: `npm run bench:builder -- [--only a,b] [--samples N] [--fresh]`.
 */
import { existsSync } from 'node:fs';
import { proposeFields, type ProposedField } from '../src/pipeline/builder/propose.js';
import { conceptOf, words } from '../src/pipeline/extract/packs/understand.js';
import { pickCorpora, type CorpusDef } from './extract/corpora.js';
import { corpusDir } from './extract/corpus.js';
import { recogniseCases, stopRecognition } from './extract/recognised.js';

const TARGET = 0.8;

function args(argv: string[]) {
  const o = { only: undefined as string | undefined, samples: 5, fresh: false };
  for (let i = 0; i < argv.length; i++) {
    const [k, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (k === '--only') o.only = value();
    else if (k === '--samples') o.samples = Math.max(1, Number(value()) || 1);
    else if (k === '--fresh') o.fresh = true;
    else throw new Error(`unknown option ${k} (options: --only, --samples, --fresh)`);
  }
  return o;
}

/** The description a user gave each field in the corpus's plain struct (it helps name the concept). */
function descriptionOf(c: CorpusDef, field: string): string | undefined {
  const props = c.structs.plain.schema_json.properties as Record<string, { description?: string }> | undefined;
  return props?.[field]?.description;
}

const norm = (v: unknown) => String(v).toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether a proposal's value read from the sample is the expected value (numbers within 0.005). */
function sameValue(example: unknown, expected: unknown): boolean {
  if (example === undefined || example === null || expected === undefined) return false;
  if (typeof expected === 'number') return typeof example === 'number' && Math.abs(example - expected) < 0.005;
  if (Array.isArray(expected)) return expected.some((e) => sameValue(example, e)) || (Array.isArray(example) && example.some((x) => sameValue(x, expected[0])));
  const a = norm(example);
  return a.length > 0 && a === norm(expected);
}

/**
 * Whether a proposal covers an expected field: the same concept or name, or (under another name)
 * the very value the field expects, read from the sample.
 */
function covers(p: ProposedField, field: string, concept: string | undefined, expected: unknown): boolean {
  if (words(p.name) === words(field)) return true;
  if (concept !== undefined && p.concept === concept) return true;
  return p.type !== 'array' && sameValue(p.example, expected);
}

async function main(): Promise<void> {
  const o = args(process.argv.slice(2));
  if (!existsSync(corpusDir())) {
    console.log(`bench:builder: corpus folder ${corpusDir()} is missing (set CORPUS_DIR); nothing to measure`);
    return;
  }
  const lines: string[] = [];
  for (const corpus of pickCorpora(o.only)) {
    const cases = corpus.load(o.samples);
    const recognised = await recogniseCases(corpus.id, cases, o.fresh);
    const concepts = new Map(corpus.fields.map((f) => [f, conceptOf({ name: f, description: descriptionOf(corpus, f), type: 'string' }).concept]));
    const shares: number[] = [];
    const hits = new Map<string, [number, number]>(corpus.fields.map((f) => [f, [0, 0]]));
    let proposedTotal = 0;
    for (const c of cases) {
      const doc = recognised.get(c.file)?.doc;
      const expected = corpus.fields.filter((f) => c.expected[f] !== undefined);
      if (!expected.length) continue;
      const proposals = doc ? proposeFields(doc) : [];
      proposedTotal += proposals.length;
      let n = 0;
      for (const f of expected) {
        const ok = proposals.some((p) => covers(p, f, concepts.get(f), c.expected[f]));
        const h = hits.get(f)!;
        h[1]++;
        if (ok) {
          h[0]++;
          n++;
        }
      }
      shares.push(n / expected.length);
    }
    const mean = shares.length ? shares.reduce((a, b) => a + b, 0) / shares.length : 0;
    const perField = [...hits].map(([f, [h, t]]) => `${f} ${h}/${t}`).join(', ');
    const line = `${corpus.id.padEnd(13)} samples ${String(shares.length).padStart(2)}  share of expected fields proposed ${mean.toFixed(3)} (target ≥ ${TARGET})  ` +
      `mean proposals per sample ${(proposedTotal / Math.max(1, shares.length)).toFixed(1)}  per field: ${perField}`;
    console.log(line);
    lines.push(line);
  }
  await stopRecognition();
  console.log('\nbench:builder summary');
  for (const l of lines) console.log(`  ${l.split('  per field')[0]}`);
}

main().catch(async (e) => {
  console.error(e);
  await stopRecognition().catch(() => undefined);
  process.exit(1);
});
