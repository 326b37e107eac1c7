import type { Database } from '../../db/database.js';
import { learningRepo } from '../../db/repositories/learning.js';
import { structsRepo } from '../../db/repositories/structs.js';
import { errors } from '../../errors/catalogue.js';
import { AppError } from '../../errors/app-error.js';
import { learnFromDocument } from '../../pipeline/extract/learn/learn.js';
import type { Relation } from '../../pipeline/extract/learn/types.js';
import type { DocumentSource } from '../extraction/document-source.js';
import { versionForExtraction } from '../structs/lookups.js';
import { fromRow, toRow } from './knowledge.js';
import { reviewedValues } from './reviewed.js';

/** Examples kept per struct and field (the newest): older ones are dropped when a new document is learned. */
export const MAX_EXAMPLES_PER_FIELD = 200;

/** What one learning pass did. */
export interface LearnOutcome {
  struct_id: number | null;
  /** paths of the fields an example was learned for */
  fields: string[];
}

/** One stored example as the API lists it. */
export interface LearnedItem {
  id: number;
  path: string;
  label: string | null;
  relation: Relation;
  shape: string;
  value: unknown;
  raw: string;
  attachment_id: number;
  created_at: string;
}

/** Learning from reviewed documents: learn, list and reset, per organisation and struct. */
export function learningService(deps: { db: Database; documents: DocumentSource; maxExamplesPerField?: number }) {
  const { db, documents } = deps;
  const keep = deps.maxExamplesPerField ?? MAX_EXAMPLES_PER_FIELD;

  async function structId(orgId: number, slug: string): Promise<number> {
    const s = await structsRepo(db).bySlug(orgId, slug);
    if (!s) throw errors.notFound('struct');
    return s.id;
  }

  /**
   * Learns from an attachment's reviewed result for the struct of the version that produced it,
   * replacing what was learned from the same attachment before. 404 `extraction_not_found` when
   * the attachment has no result in the organisation; 409 `document_unavailable` without its text.
   */
  async function learnFromAttachment(orgId: number, attachmentId: number): Promise<LearnOutcome> {
    const reviewed = await reviewedValues(db, orgId, attachmentId);
    if (!reviewed) throw errors.extractionNotFound();
    const version = reviewed.structVersionId === null ? null : await versionForExtraction(db, orgId, reviewed.structVersionId);
    // the producing version was deleted with its struct: there is nothing left to learn for
    if (!version) return { struct_id: null, fields: [] };
    const doc = await documents.load(orgId, attachmentId);
    if (!doc) throw errors.documentUnavailable(attachmentId);
    const { signature, examples } = learnFromDocument(doc, version.schema, reviewed.fields, version.annotations);
    await db.transaction(async (tx) => {
      const repo = learningRepo(tx);
      if (!(await repo.lockStruct(orgId, version.struct_id))) return;
      await repo.replaceSource(orgId, version.struct_id, attachmentId, signature, examples.map(toRow));
      await repo.trim(orgId, version.struct_id, keep);
    });
    return { struct_id: version.struct_id, fields: examples.map((e) => e.path) };
  }

  return {
    learnFromAttachment,

    /**
     * The hook the review service calls after each review commit. A document that cannot be
     * learned from (no result, no text) is skipped, so a review never fails because of learning.
     */
    async onReviewed(orgId: number, attachmentId: number): Promise<void> {
      try {
        await learnFromAttachment(orgId, attachmentId);
      } catch (e) {
        if (e instanceof AppError && (e.code === 'extraction_not_found' || e.code === 'document_unavailable')) return;
        throw e;
      }
    },

    /** A page of a struct's learned examples, newest first, with the number of examples per field. */
    async list(orgId: number, slug: string, field: string | null, limit: number, offset: number) {
      const id = await structId(orgId, slug);
      const repo = learningRepo(db);
      const { count, rows } = await repo.list(orgId, id, field, limit, offset);
      const results: LearnedItem[] = rows.map((r) => {
        const e = fromRow(r);
        return { id: r.id, path: e.path, label: e.label, relation: e.relation, shape: e.shape, value: e.value, raw: e.raw, attachment_id: r.attachment_id, created_at: new Date(r.created_at).toISOString() };
      });
      return { count, results, per_field: await repo.countsPerField(orgId, id) };
    },

    /** Forgets what was learned for a struct, or for one field of it (by JSON pointer). */
    async reset(orgId: number, slug: string, field: string | null): Promise<void> {
      const id = await structId(orgId, slug);
      await db.transaction(async (tx) => {
        const repo = learningRepo(tx);
        await repo.lockStruct(orgId, id);
        await repo.reset(orgId, id, field);
      });
    },
  };
}

export type LearningService = ReturnType<typeof learningService>;
