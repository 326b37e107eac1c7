import type { Database } from '../../db/database.js';
import { extractionRepo, type ReviewRow, type ReviewerColumns } from '../../db/repositories/extraction.js';
import type { ErrorDetail } from '../../errors/app-error.js';
import { errors } from '../../errors/catalogue.js';
import { validateAgainstSchema } from '../../pipeline/extract/validate.js';
import type { BBox, RecognisedDocument } from '../../pipeline/types.js';
import type { DocumentSource } from './document-source.js';
import { groundCorrection, wordsInBox } from './grounding.js';
import { cloneJson, covers, deleteAt, getAt, leavesOf, parsePointer, schemaAt, setAt } from './pointers.js';
import { presentResult } from './results.js';
import type { PresentedField, ReviewLeaf } from './reviewed.js';
import { loadView, refreshNeedsReview } from './view.js';

/** One item of a review: a confirmation, or a corrected value (null: the field has no value). */
export interface ReviewItem {
  path: string;
  confirm?: boolean;
  value?: unknown;
  page?: number;
  bbox?: BBox;
}

export interface ReviewInput {
  fields: ReviewItem[];
  complete?: boolean;
}

/** Called after a review was committed (e.g. to learn from corrections); its failure never fails the review. */
export type OnReviewed = (orgId: number, attachmentId: number, by?: { userId: number | null }) => Promise<void>;

/** Where a failed hook is reported (the request's logger). */
export interface ReviewLog {
  warn(obj: object, msg: string): void;
}

export interface ReviewServiceDeps {
  db: Database;
  documents: DocumentSource;
  onReviewed?: OnReviewed;
}

type NewReview = { path: string; action: 'confirm' | 'correct'; value: unknown; leaves: ReviewLeaf[] };

const badPath = (i: number, message: string) =>
  errors.badRequest('invalid_review_path', 'a review path is not a field of the schema', [{ path: `/fields/${i}/path`, message }]);

/** Leaves of a confirmed path: the fields shown there now, keeping their citations (a typed-in value stays "entered"). */
function confirmedLeaves(path: string, value: unknown, shown: PresentedField[]): ReviewLeaf[] {
  const under = shown.filter((f) => covers(path, f.path) && f.value !== null);
  if (under.length > 0) {
    return under.map((f) => ({
      path: f.path,
      value: f.value,
      citations: f.citations,
      source: f.source === 'entered' ? 'entered' : 'reviewed',
      ...(f.raw !== undefined ? { raw: f.raw } : {}),
    }));
  }
  // confirming a path without a value says the document has none
  if (value === undefined) return [{ path, value: null, citations: [], source: 'reviewed' }];
  return leavesOf(value, path).map((l) => ({ path: l.path, value: l.value, citations: [], source: 'reviewed' }));
}

/** Reviewing an attachment's extraction result: confirmations and corrections, grounded to the document. */
export function extractionReviewService(deps: ReviewServiceDeps) {
  const { db } = deps;

  /** Grounds every scalar leaf of a corrected value: in the given box for a single value, else by searching the lines. */
  function ground(i: number, item: ReviewItem, value: unknown, doc: RecognisedDocument | null): ReviewLeaf[] {
    if (value === null) return [{ path: item.path, value: null, citations: [], source: 'reviewed' }];
    const leaves = leavesOf(value, item.path);
    if (doc && item.page !== undefined && item.bbox && !doc.pages.some((p) => p.number === item.page)) {
      throw errors.badRequest('invalid_review_location', 'the page is not in the document', [{ path: `/fields/${i}/page`, message: `the document has ${doc.pages.length} page(s)` }]);
    }
    return leaves.map((l) => {
      // empty containers hold nothing to find: the reviewer's word stands
      if (typeof l.value === 'object' && l.value !== null) return { path: l.path, value: l.value, citations: [], source: 'reviewed' };
      const single = leaves.length === 1 && l.path === item.path;
      const boxed = doc && single && item.page !== undefined && item.bbox ? wordsInBox(doc, item.page, item.bbox) : null;
      const found = boxed ?? (doc ? groundCorrection(doc, l.value) : null);
      return found ? { path: l.path, value: l.value, citations: [found], source: 'reviewed' } : { path: l.path, value: l.value, citations: [], source: 'entered' };
    });
  }

  /** Checks every item and turns it into the review to store; throws (nothing written) on the first bad item. */
  function prepare(doc: RecognisedDocument | null, schema: unknown, data: Record<string, unknown>, shown: PresentedField[], items: ReviewItem[]): NewReview[] {
    const working = cloneJson(data);
    const out: NewReview[] = [];
    for (const [i, item] of items.entries()) {
      const segs = parsePointer(item.path);
      if (!segs) throw badPath(i, 'must be a JSON pointer to a field, e.g. /total or /line_items/0/amount');
      const target = schemaAt(schema, segs);
      if (!target) throw badPath(i, `${item.path} is not a field of the schema`);
      const hasValue = Object.prototype.hasOwnProperty.call(item, 'value');
      const confirm = item.confirm === true;
      const shape: ErrorDetail[] = [];
      if (confirm === hasValue) shape.push({ path: `/fields/${i}`, message: 'give either "confirm": true or a "value"' });
      if ((item.page === undefined) !== (item.bbox === undefined)) shape.push({ path: `/fields/${i}`, message: '"page" and "bbox" go together' });
      if (confirm && item.page !== undefined) shape.push({ path: `/fields/${i}/page`, message: 'a confirmation keeps the machine citations; give a location only with a value' });
      if (shape.length) throw errors.validation('a review item is malformed', shape);
      if (hasValue && item.value !== null) {
        const problems = validateAgainstSchema(target.schema, item.value);
        if (problems.length) {
          throw errors.badRequest(
            'invalid_review_value',
            `the value does not fit the schema of ${item.path}`,
            problems.map((p) => ({ path: `/fields/${i}/value${p.path}`, message: p.message })),
          );
        }
      }
      if (hasValue && item.value === null && target.inArray[target.inArray.length - 1]) {
        throw badPath(i, 'an array item cannot be cleared; send the whole array without it');
      }
      if (confirm) {
        const current = getAt(working, segs);
        const earlier = out.flatMap((r) => r.leaves.map((l) => ({ ...l, confidence: 1, reviewed: true }) as PresentedField));
        const visible = [...shown.filter((f) => !out.some((r) => covers(r.path, f.path))), ...earlier];
        out.push({ path: item.path, action: 'confirm', value: current === undefined ? null : cloneJson(current), leaves: confirmedLeaves(item.path, current, visible) });
        continue;
      }
      const value = item.value as unknown;
      if (value === null) deleteAt(working, segs);
      else if (!setAt(working, segs, target.inArray, cloneJson(value))) {
        throw badPath(i, 'an array index may name an existing item or the next one only');
      }
      out.push({ path: item.path, action: 'correct', value, leaves: ground(i, item, value, doc) });
    }
    return out;
  }

  return {
    /**
     * Applies a review to the attachment's result and answers the updated result. 404 for an
     * unknown or other-tenant chat or attachment; 409 `extraction_pending` / 404
     * `extraction_not_found` as the read; 400 `invalid_review_path` / `invalid_review_value` /
     * `invalid_review_location` with nothing written.
     */
    async review(orgId: number, threadId: string, attachmentId: number, input: ReviewInput, who: { userId: number | null }, log?: ReviewLog) {
      const repo = extractionRepo(db);
      const chatId = await repo.chatIdForThread(orgId, threadId);
      if (chatId === null) throw errors.notFound('chat');
      const a = await repo.attachmentInChat(orgId, chatId, attachmentId);
      if (!a) throw errors.notFound('attachment');
      const by: ReviewerColumns =
        who.userId === null ? { kind: 'api_key', userId: null, email: null } : { kind: 'user', userId: who.userId, email: await repo.userEmail(who.userId) };

      // read before the transaction: the embedded database has one connection, which the transaction holds
      const needsDocument = input.fields.some((f) => f.value !== undefined && f.value !== null);
      const doc = needsDocument ? await deps.documents.load(orgId, attachmentId) : null;

      const answer = await db.transaction(async (tx) => {
        const r = extractionRepo(tx);
        const row = await r.lockResult(orgId, attachmentId);
        if (!row) {
          if (a.struct_version_id !== null && a.processing_status === 'pending') throw errors.extractionPending();
          throw errors.extractionNotFound();
        }
        const version = row.struct_version_id === null ? null : await r.versionForReview(orgId, row.struct_version_id);
        const schema = version?.schema_json ?? { type: 'object', properties: {} };
        const before = await loadView(tx, orgId, row);
        const reviews = prepare(doc, schema, before.data, before.fields, input.fields);
        for (const rv of reviews) await r.replaceReview(orgId, attachmentId, { ...rv, leaves: rv.leaves as ReviewRow['leaves'] }, by);
        await r.markReviewed(orgId, attachmentId, by, input.complete);
        const after = await loadView(tx, orgId, row);
        await r.setNeedsReview(orgId, attachmentId, after.needs_review);
        return presentResult(row, after);
      });

      if (deps.onReviewed) {
        try {
          await deps.onReviewed(orgId, attachmentId, { userId: who.userId });
        } catch (err) {
          log?.warn({ err, attachmentId }, 'the after-review hook failed; the review is kept');
        }
      }
      return answer;
    },

    /** Drops every review of an attachment (a reprocess asked to discard them) and recomputes needs_review. */
    async discard(orgId: number, attachmentId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await extractionRepo(tx).discardReviews(orgId, attachmentId);
        await refreshNeedsReview(tx, orgId, attachmentId);
      });
    },
  };
}

export type ExtractionReviewService = ReturnType<typeof extractionReviewService>;
