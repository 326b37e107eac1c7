import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { creditsRepo } from '../../db/repositories/credits.js';
import { extractionRepo } from '../../db/repositories/extraction.js';
import { schemaTestsRepo } from '../../db/repositories/schema-tests.js';
import { errors } from '../../errors/catalogue.js';
import type { Extractor } from '../../pipeline/extract/types.js';
import type { RecognisedDocument } from '../../pipeline/types.js';
import { compareFields, fieldKey, score, type FieldOutcome } from './compare.js';
import type { DocumentSource } from './document-source.js';
import { runExtractor } from './run.js';

export interface SchemaTestInput {
  attachment_ids: number[];
  version: 'draft' | number;
  expected?: Record<string, Record<string, unknown>>;
}

export type SchemaTestResult = Awaited<ReturnType<ReturnType<typeof schemaTestService>['run']>>;

export interface SchemaTestDeps {
  db: Database;
  extractor: Extractor;
  documents: DocumentSource;
  config: Pick<Config, 'credits' | 'extraction'>;
}

/** Credits one attachment costs in a schema test: CREDITS_PER_PAGE for each page (at least one). */
export function testCost(perPage: number, doc: RecognisedDocument): number {
  return perPage * Math.max(1, doc.pageCount);
}

/** Runs a struct's draft or a version against chosen completed attachments, compares with expected values, and bills it. */
export function schemaTestService(deps: SchemaTestDeps) {
  const { db } = deps;
  async function structOf(orgId: number, slug: string) {
    const s = await schemaTestsRepo(db).structBySlug(orgId, slug);
    if (!s) throw errors.notFound('struct');
    return s;
  }
  return {
    async run(orgId: number, slug: string, input: SchemaTestInput) {
      const struct = await structOf(orgId, slug);
      let schema = struct.schema_json;
      let annotations = struct.annotations_json;
      let versionId: number | null = null;
      if (input.version !== 'draft') {
        const v = await schemaTestsRepo(db).versionByNumber(orgId, struct.id, input.version);
        if (!v) throw errors.notFound('struct version');
        ({ schema_json: schema, annotations_json: annotations, id: versionId } = v);
      }
      const ids = [...new Set(input.attachment_ids)];
      const cap = deps.config.extraction.maxTestAttachments;
      if (ids.length > cap) throw errors.validation(`at most ${cap} attachments per schema test`, [{ path: '/attachment_ids', message: `must NOT have more than ${cap} items` }]);
      const expected = input.expected ?? {};
      for (const k of Object.keys(expected)) {
        if (!ids.includes(Number(k))) throw errors.validation('expected values name an attachment that is not tested', [{ path: `/expected/${k}`, message: 'is not in attachment_ids' }]);
      }
      const docs: { id: number; doc: RecognisedDocument; cost: number }[] = [];
      for (const id of ids) {
        const a = await extractionRepo(db).attachment(orgId, id);
        if (!a) throw errors.notFound('attachment');
        if (a.processing_status !== 'completed') throw errors.attachmentNotCompleted(id);
        const doc = await deps.documents.load(orgId, id);
        if (!doc) throw errors.documentUnavailable(id);
        docs.push({ id, doc, cost: testCost(deps.config.credits.perPage, doc) });
      }
      const total = docs.reduce((n, d) => n + d.cost, 0);
      // refuse early so that an organisation without credits cannot make the service do the work
      const balance = await creditsRepo(db).balance(orgId);
      if (balance < total) throw errors.insufficientCredits(total, balance);

      const perAttachment = [];
      const all: FieldOutcome[] = [];
      for (const d of docs) {
        const res = await runExtractor(deps.extractor, d.doc, schema, annotations);
        const conf = new Map(res.fields.map((f) => [f.path, f.confidence]));
        const fields = compareFields(res.data, conf, expected[String(d.id)]);
        all.push(...fields);
        perAttachment.push({ attachment_id: d.id, pages: d.doc.pageCount, credits: d.cost, extractor: res.extractor, data: res.data, problems: res.problems, fields, score: score(fields) });
      }
      const byField = new Map<string, FieldOutcome[]>();
      for (const o of all) byField.set(fieldKey(o.path), [...(byField.get(fieldKey(o.path)) ?? []), o]);
      const body = {
        struct_slug: struct.slug,
        version: input.version,
        struct_version_id: versionId,
        credits_spent: total,
        attachments: perAttachment,
        per_field: [...byField].map(([path, os]) => ({ path, ...score(os) })),
        summary: score(all),
      };

      return db.transaction(async (tx) => {
        const repo = schemaTestsRepo(tx);
        const row = await repo.insert({ org_id: orgId, struct_id: struct.id, version_label: String(input.version), struct_version_id: versionId });
        for (const d of docs) {
          const out = await creditsRepo(tx).debitOnce({ orgId, amount: d.cost, reason: 'schema_test', attachmentId: d.id, key: `schema_test:${row.id}:${d.id}` });
          if (out === 'insufficient') throw errors.insufficientCredits(total, await creditsRepo(tx).balance(orgId));
        }
        const result = { id: row.id, ...body, created_at: new Date(row.created_at).toISOString() };
        await repo.finish(orgId, row.id, result, total);
        return result;
      });
    },
    /** A stored schema test run; 404 when unknown or of another organisation. */
    async get(orgId: number, slug: string, id: number) {
      const struct = await structOf(orgId, slug);
      const row = await schemaTestsRepo(db).byId(orgId, struct.id, id);
      if (!row) throw errors.notFound('schema test');
      return row.result as SchemaTestResult;
    },
  };
}
