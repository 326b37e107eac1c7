/**
 * `npm run bench:probes`: the deterministic extractor on the probe rounds, documents of many kinds and
 * languages each read with its own plain schema (written before the extractor was run on them, kept in
 * test/helpers/kinds-*). Prints per round how many expected values are read equal, not read, and read
 * wrong, and each value read wrong or not read with `--show` (`--round <name>` for one round).
 * The rounds already in the test suite hold no value read wrong; newer rounds measure how the
 * extractor does on kinds nobody tuned it for.
 */
import { isDeepStrictEqual } from 'node:util';
import { extractDeterministic } from '../../src/pipeline/extract/deterministic/index.js';
import type { RecognisedDocument } from '../../src/pipeline/types.js';
import { NOT_YET, pagesOf, THIRD_SCHEMAS } from '../../test/helpers/kinds-third.js';
import { THIRD_A } from '../../test/helpers/kinds-third-a.js';
import { THIRD_B } from '../../test/helpers/kinds-third-b.js';
import { FOURTH_NOT_YET, FOURTH_SCHEMAS, fourthPagesOf } from '../../test/helpers/kinds-fourth.js';
import { FOURTH } from '../../test/helpers/kinds-fourth-docs.js';
import { FIFTH_NOT_YET, FIFTH_SCHEMAS, fifthPagesOf } from '../../test/helpers/kinds-fifth.js';
import { FIFTH } from '../../test/helpers/kinds-fifth-docs.js';
import { SIXTH_NOT_YET, SIXTH_SCHEMAS, sixthPagesOf } from '../../test/helpers/kinds-sixth.js';
import { SIXTH } from '../../test/helpers/kinds-sixth-docs.js';
import { SEVENTH_NOT_YET, SEVENTH_SCHEMAS, seventhPagesOf } from '../../test/helpers/kinds-seventh.js';
import { SEVENTH } from '../../test/helpers/kinds-seventh-docs.js';
import { EIGHTH_NOT_YET, EIGHTH_SCHEMAS } from '../../test/helpers/kinds-eighth.js';
import { EIGHTH } from '../../test/helpers/kinds-eighth-docs.js';
import { NINTH_NOT_YET, NINTH_SCHEMAS } from '../../test/helpers/kinds-ninth.js';
import { NINTH } from '../../test/helpers/kinds-ninth-docs.js';
import { TENTH_NOT_YET, TENTH_SCHEMAS } from '../../test/helpers/kinds-tenth.js';
import { TENTH } from '../../test/helpers/kinds-tenth-docs.js';
import { ELEVENTH_NOT_YET, ELEVENTH_SCHEMAS } from '../../test/helpers/kinds-eleventh.js';
import { ELEVENTH } from '../../test/helpers/kinds-eleventh-docs.js';
import { TWELFTH_NOT_YET, TWELFTH_SCHEMAS } from '../../test/helpers/kinds-twelfth.js';
import { TWELFTH } from '../../test/helpers/kinds-twelfth-docs.js';
import { THIRTEENTH_NOT_YET, THIRTEENTH_SCHEMAS } from '../../test/helpers/kinds-thirteenth.js';
import { THIRTEENTH } from '../../test/helpers/kinds-thirteenth-docs.js';
import { FOURTEENTH_NOT_YET, FOURTEENTH_SCHEMAS } from '../../test/helpers/kinds-fourteenth.js';
import { FOURTEENTH } from '../../test/helpers/kinds-fourteenth-docs.js';
import { FIFTEENTH_NOT_YET, FIFTEENTH_SCHEMAS } from '../../test/helpers/kinds-fifteenth.js';
import { FIFTEENTH } from '../../test/helpers/kinds-fifteenth-docs.js';
import { SIXTEENTH, SIXTEENTH_NOT_YET, SIXTEENTH_SCHEMAS } from '../../test/helpers/kinds-sixteenth.js';
import { partOf } from '../../test/helpers/part-of.js';
import { roundPagesOf } from '../../test/helpers/probe-schema.js';

interface ProbeDoc {
  name: string;
  lang: string;
  schema: string;
  expected: Record<string, unknown>;
}

interface Round {
  name: string;
  docs: ProbeDoc[];
  schemas: Record<string, unknown>;
  pages: (doc: never) => RecognisedDocument;
  gaps: Record<string, string>;
}

const ROUNDS: Round[] = [
  { name: 'third', docs: [...THIRD_A, ...THIRD_B], schemas: THIRD_SCHEMAS, pages: pagesOf, gaps: NOT_YET },
  { name: 'fourth', docs: FOURTH, schemas: FOURTH_SCHEMAS, pages: fourthPagesOf, gaps: FOURTH_NOT_YET },
  { name: 'fifth', docs: FIFTH, schemas: FIFTH_SCHEMAS, pages: fifthPagesOf, gaps: FIFTH_NOT_YET },
  { name: 'sixth', docs: SIXTH, schemas: SIXTH_SCHEMAS, pages: sixthPagesOf, gaps: SIXTH_NOT_YET },
  { name: 'seventh', docs: SEVENTH, schemas: SEVENTH_SCHEMAS, pages: seventhPagesOf, gaps: SEVENTH_NOT_YET },
  { name: 'eighth', docs: EIGHTH, schemas: EIGHTH_SCHEMAS, pages: roundPagesOf, gaps: EIGHTH_NOT_YET },
  { name: 'ninth', docs: NINTH, schemas: NINTH_SCHEMAS, pages: roundPagesOf, gaps: NINTH_NOT_YET },
  { name: 'tenth', docs: TENTH, schemas: TENTH_SCHEMAS, pages: roundPagesOf, gaps: TENTH_NOT_YET },
  { name: 'eleventh', docs: ELEVENTH, schemas: ELEVENTH_SCHEMAS, pages: roundPagesOf, gaps: ELEVENTH_NOT_YET },
  { name: 'twelfth', docs: TWELFTH, schemas: TWELFTH_SCHEMAS, pages: roundPagesOf, gaps: TWELFTH_NOT_YET },
  { name: 'thirteenth', docs: THIRTEENTH, schemas: THIRTEENTH_SCHEMAS, pages: roundPagesOf, gaps: THIRTEENTH_NOT_YET },
  { name: 'fourteenth', docs: FOURTEENTH, schemas: FOURTEENTH_SCHEMAS, pages: roundPagesOf, gaps: FOURTEENTH_NOT_YET },
  { name: 'fifteenth', docs: FIFTEENTH, schemas: FIFTEENTH_SCHEMAS, pages: roundPagesOf, gaps: FIFTEENTH_NOT_YET },
  { name: 'sixteenth', docs: SIXTEENTH, schemas: SIXTEENTH_SCHEMAS, pages: roundPagesOf, gaps: SIXTEENTH_NOT_YET },
];

const args = process.argv.slice(2);
const show = args.includes('--show');
const only = args.includes('--round') ? args[args.indexOf('--round') + 1] : undefined;

const clip = (v: unknown): string => JSON.stringify(v).slice(0, 140);

type Counts = Record<'docs' | 'values' | 'equal' | 'gaps' | 'missing' | 'wrong' | 'extra', number>;
const zero = (): Counts => ({ docs: 0, values: 0, equal: 0, gaps: 0, missing: 0, wrong: 0, extra: 0 });
const pad = (v: unknown, n: number) => String(v).padStart(n);
const row = (name: string, n: Counts, ms = '') =>
  `${name.padEnd(10)} ${pad(n.docs, 9)} ${pad(n.values, 7)} ${pad(n.equal, 6)} ${pad(n.gaps, 20)} ${pad(n.missing, 9)} ${pad(n.wrong, 11)} ${pad(n.extra, 6)} ${pad(ms, 7)}`;

/** Reads one round's documents and counts how each expected value was read. */
function runRound(r: Round): Counts {
  const n = zero();
  for (const doc of r.docs) {
    n.docs++;
    const result = extractDeterministic({ document: r.pages(doc as never), schema: r.schemas[doc.schema] as Record<string, unknown>, annotations: {} });
    for (const [k, want] of Object.entries(doc.expected)) {
      n.values++;
      const got = result.data[k];
      if (isDeepStrictEqual(got, want)) n.equal++;
      else if (r.gaps[`${doc.name}/${k}`] && partOf(got, want, 'in order')) n.gaps++;
      else if (got === undefined) {
        n.missing++;
        if (show) console.log(`  not read    ${r.name} ${doc.schema}.${k}: want ${clip(want)}`);
      } else {
        n.wrong++;
        if (show) console.log(`  read wrong  ${r.name} ${doc.schema}.${k}: got ${clip(got)}, want ${clip(want)}`);
      }
    }
    for (const k of Object.keys(result.data)) {
      if (k in doc.expected) continue;
      n.extra++;
      if (show) console.log(`  extra       ${r.name} ${doc.schema}.${k}: ${clip(result.data[k])}`);
    }
  }
  return n;
}

console.log('round      documents  values  equal  in part (known gap)  not read  read wrong  extra  ms/doc');
const totals = zero();
for (const r of ROUNDS) {
  if (only && r.name !== only) continue;
  const t0 = performance.now();
  const n = runRound(r);
  console.log(row(r.name, n, ((performance.now() - t0) / r.docs.length).toFixed(1)));
  for (const k of Object.keys(totals) as (keyof Counts)[]) totals[k] += n[k];
}
console.log(row('all', totals));
console.log(`share equal ${(totals.equal / Math.max(1, totals.values)).toFixed(3)}, read wrong ${(totals.wrong / Math.max(1, totals.values)).toFixed(3)} of the expected values`);
