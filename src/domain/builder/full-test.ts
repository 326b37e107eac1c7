import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { builderRepo } from '../../db/repositories/builder.js';
import { creditsRepo } from '../../db/repositories/credits.js';
import { extractionRepo } from '../../db/repositories/extraction.js';
import { schemaTestsRepo } from '../../db/repositories/schema-tests.js';
import { errors } from '../../errors/catalogue.js';
import type { Extractor } from '../../pipeline/extract/types.js';
import type { RecognisedDocument } from '../../pipeline/types.js';
import { compareFields, fieldKey, score, type FieldOutcome, type Score } from '../extraction/compare.js';
import type { DocumentSource } from '../extraction/document-source.js';
import { runExtractor } from '../extraction/run.js';
import { loadView } from '../extraction/view.js';

type Version = 'draft' | number;

interface Run {
  version: Version;
  struct_version_id: number | null;
  per_field: ({ path: string } & Score)[];
  summary: Score;
  differences: { attachment_id: number; path: string; expected: unknown; value: unknown; match: string }[];
}

/** How a field changed between the first and the second version of a comparison. */
export interface FieldChange {
  path: string;
  before: number | null;
  after: number | null;
  change: 'better' | 'worse' | 'same' | 'new' | 'gone';
}

/** Compares per-field accuracies of two runs on the same documents. */
export function compareRuns(a: Run, b: Run): FieldChange[] {
  const before = new Map(a.per_field.map((f) => [f.path, f.accuracy]));
  const after = new Map(b.per_field.map((f) => [f.path, f.accuracy]));
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths.map((path) => {
    const x = before.get(path) ?? null;
    const y = after.get(path) ?? null;
    let change: FieldChange['change'];
    if (!before.has(path)) change = 'new';
    else if (!after.has(path)) change = 'gone';
    else if ((x ?? 0) === (y ?? 0)) change = 'same';
    else change = (y ?? 0) > (x ?? 0) ? 'better' : 'worse';
    return { path, before: x, after: y, change };
  });
}

/**
 * The Full Test: a struct's draft or versions run over every reviewed document of the struct,
 * scored field by field against the reviewed values; two versions are compared field by field.
 * Billed at CREDITS_PER_FULL_TEST_PAGE per page of each document for each version run.
 */
export function fullTestService(deps: { db: Database; extractor: Extractor; documents: DocumentSource; config: Pick<Config, 'builder'> }) {
  const { db } = deps;
  return {
    async run(orgId: number, slug: string, input: { versions: Version[] }) {
      const struct = await schemaTestsRepo(db).structBySlug(orgId, slug);
      if (!struct) throw errors.notFound('struct');
      const versions = [...new Set(input.versions)];
      const targets: { version: Version; id: number | null; schema: unknown; annotations: unknown }[] = [];
      for (const v of versions) {
        if (v === 'draft') targets.push({ version: v, id: null, schema: struct.schema_json, annotations: struct.annotations_json });
        else {
          const row = await schemaTestsRepo(db).versionByNumber(orgId, struct.id, v);
          if (!row) throw errors.notFound('struct version');
          targets.push({ version: v, id: row.id, schema: row.schema_json, annotations: row.annotations_json });
        }
      }
      const reviewed = await builderRepo(db).reviewedDocuments(orgId, struct.id, deps.config.builder.fullTestMaxDocuments);
      const docs: { id: number; file_name: string; doc: RecognisedDocument; expected: Record<string, unknown>; complete: boolean }[] = [];
      for (const r of reviewed) {
        const row = await extractionRepo(db).resultFor(orgId, r.attachment_id);
        const doc = await deps.documents.load(orgId, r.attachment_id);
        if (!row || !doc) continue;
        const view = await loadView(db, orgId, row);
        const expected: Record<string, unknown> = {};
        for (const f of view.fields) if (f.reviewed || view.reviewed) expected[f.path] = f.value;
        if (Object.keys(expected).length) docs.push({ id: r.attachment_id, file_name: r.file_name, doc, expected, complete: view.reviewed });
      }
      if (!docs.length) throw errors.noReviewedDocuments();
      const perRun = deps.config.builder.fullTestPerPage;
      const cost = docs.reduce((n, d) => n + perRun * Math.max(1, d.doc.pageCount), 0) * targets.length;
      const balance = await creditsRepo(db).balance(orgId);
      if (balance < cost) throw errors.insufficientCredits(cost, balance);

      const runs: Run[] = [];
      for (const t of targets) {
        const all: FieldOutcome[] = [];
        const differences: Run['differences'] = [];
        for (const d of docs) {
          const res = await runExtractor(deps.extractor, d.doc, t.schema, t.annotations);
          const conf = new Map(res.fields.map((f) => [f.path, f.confidence]));
          // on a partly reviewed document only the reviewed fields are known to be right
          const outcomes = compareFields(res.data, conf, d.expected).filter((o) => d.complete || o.match !== 'unexpected');
          all.push(...outcomes);
          for (const o of outcomes) if (o.match !== 'correct') differences.push({ attachment_id: d.id, path: o.path, expected: o.expected, value: o.value, match: o.match! });
        }
        const byField = new Map<string, FieldOutcome[]>();
        for (const o of all) byField.set(fieldKey(o.path), [...(byField.get(fieldKey(o.path)) ?? []), o]);
        runs.push({ version: t.version, struct_version_id: t.id, per_field: [...byField].map(([path, os]) => ({ path, ...score(os) })), summary: score(all), differences: differences.slice(0, 1000) });
      }
      const body = {
        kind: 'full' as const,
        struct_slug: struct.slug,
        documents: docs.map((d) => ({ attachment_id: d.id, file_name: d.file_name, pages: d.doc.pageCount, fully_reviewed: d.complete })),
        runs,
        comparison: runs.length === 2 ? { from: runs[0].version, to: runs[1].version, fields: compareRuns(runs[0], runs[1]) } : null,
        credits_spent: cost,
      };
      return db.transaction(async (tx) => {
        const repo = schemaTestsRepo(tx);
        const row = await repo.insert({ org_id: orgId, struct_id: struct.id, version_label: `full:${versions.join(',')}`, struct_version_id: targets.length === 1 ? targets[0].id : null });
        await builderRepo(tx).markFullTest(orgId, row.id);
        if (cost > 0) {
          const out = await creditsRepo(tx).debitOnce({ orgId, amount: cost, reason: 'full_test', attachmentId: null, key: `full_test:${row.id}` });
          if (out === 'insufficient') throw errors.insufficientCredits(cost, await creditsRepo(tx).balance(orgId));
        }
        const result = { id: row.id, ...body, created_at: new Date(row.created_at).toISOString() };
        await repo.finish(orgId, row.id, result, cost);
        return result;
      });
    },

    /** A stored Full Test; 404 when unknown, of another organisation, or a plain schema test. */
    async get(orgId: number, slug: string, id: number) {
      const struct = await schemaTestsRepo(db).structBySlug(orgId, slug);
      if (!struct) throw errors.notFound('struct');
      const row = await schemaTestsRepo(db).byId(orgId, struct.id, id);
      if (!row || (row.result as { kind?: string })?.kind !== 'full') throw errors.notFound('full test');
      return row.result as Awaited<ReturnType<ReturnType<typeof fullTestService>['run']>>;
    },
  };
}

export type FullTestService = ReturnType<typeof fullTestService>;
