import type { Queryable } from '../database.js';
import { attachmentInChatScope } from './chat-scope.js';
import type { Citation, ValidationProblem } from '../../pipeline/extract/types.js';

/** A stored review of one path of a result (see migration 0070). */
export interface ReviewRow {
  id: number;
  attachment_id: number;
  path: string;
  action: 'confirm' | 'correct';
  value: unknown;
  leaves: { path: string; value: unknown; citations: Citation[]; source: 'reviewed' | 'entered'; raw?: string }[];
  reviewer_kind: 'user' | 'api_key';
  reviewer_user_id: number | null;
  reviewer_email: string | null;
  reviewed_at: Date;
}

/** An attachment's review mark: last reviewer and time, and whether the result was marked complete. */
export interface ReviewMarkRow {
  attachment_id: number;
  complete: boolean;
  reviewer_kind: 'user' | 'api_key';
  reviewer_user_id: number | null;
  reviewer_email: string | null;
  reviewed_at: Date;
}

/** Who wrote a review. */
export interface ReviewerColumns {
  kind: 'user' | 'api_key';
  userId: number | null;
  email: string | null;
}

export interface ExtractionResultRow {
  attachment_id: number;
  org_id: number;
  run: number;
  struct_version_id: number | null;
  extractor: string;
  data: Record<string, unknown>;
  fields: { path: string; value: unknown; confidence: number; citations: Citation[] }[];
  problems: ValidationProblem[];
  dropped: { path: string; value: unknown; reason: string }[];
  /** kept up to date by the review service whenever the result, its reviews or the threshold's version change */
  needs_review: boolean;
  created_at: Date;
}

export interface AttachmentForExtraction {
  id: number;
  chat_id: number;
  file_name: string;
  file_type: string;
  blob_key: string;
  processing_status: 'pending' | 'completed' | 'failed';
  page_count: number;
  struct_version_id: number | null;
}

/** SQL for extraction results and the attachment/chat lookups their routes need. */
export function extractionRepo(db: Queryable) {
  return {
    /** Writes the attachment's current result; a result of an older run never replaces a newer one. */
    async upsertResult(row: Omit<ExtractionResultRow, 'created_at' | 'needs_review'>): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO extraction_results (attachment_id, org_id, run, struct_version_id, extractor, data, fields, problems, dropped)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb)
         ON CONFLICT (attachment_id) DO UPDATE SET
           run = EXCLUDED.run, struct_version_id = EXCLUDED.struct_version_id, extractor = EXCLUDED.extractor,
           data = EXCLUDED.data, fields = EXCLUDED.fields, problems = EXCLUDED.problems, dropped = EXCLUDED.dropped,
           created_at = now()
         WHERE extraction_results.run <= EXCLUDED.run AND extraction_results.org_id = EXCLUDED.org_id`,
        [
          row.attachment_id,
          row.org_id,
          row.run,
          row.struct_version_id,
          row.extractor,
          JSON.stringify(row.data),
          JSON.stringify(row.fields),
          JSON.stringify(row.problems),
          JSON.stringify(row.dropped),
        ],
      );
      return r.rowCount > 0;
    },
    /** Records which version produced the attachment's result. */
    async setExtractionVersion(orgId: number, attachmentId: number, versionId: number | null): Promise<void> {
      await db.query(`UPDATE attachments SET extraction_struct_version_id = $3, updated_at = now() WHERE org_id = $1 AND id = $2`, [
        orgId,
        attachmentId,
        versionId,
      ]);
    },
    async resultFor(orgId: number, attachmentId: number): Promise<ExtractionResultRow | null> {
      const r = await db.query<ExtractionResultRow>(`SELECT * FROM extraction_results WHERE org_id = $1 AND attachment_id = $2`, [orgId, attachmentId]);
      return r.rows[0] ?? null;
    },
    /** The result, locked for the rest of the transaction (reviews of one attachment are written one at a time). */
    async lockResult(orgId: number, attachmentId: number): Promise<ExtractionResultRow | null> {
      const r = await db.query<ExtractionResultRow>(`SELECT * FROM extraction_results WHERE org_id = $1 AND attachment_id = $2 FOR UPDATE`, [
        orgId,
        attachmentId,
      ]);
      return r.rows[0] ?? null;
    },
    async setNeedsReview(orgId: number, attachmentId: number, needsReview: boolean): Promise<void> {
      await db.query(`UPDATE extraction_results SET needs_review = $3 WHERE org_id = $1 AND attachment_id = $2 AND needs_review <> $3`, [
        orgId,
        attachmentId,
        needsReview,
      ]);
    },
    /** Schema (in its written property order) and review threshold of a version of the organisation. */
    async versionForReview(orgId: number, versionId: number): Promise<{ schema_json: unknown; review_threshold: number } | null> {
      const r = await db.query<{ schema_json: unknown; review_threshold: number }>(
        `SELECT COALESCE(schema_source, schema_json::json) AS schema_json, review_threshold FROM struct_versions WHERE org_id = $1 AND id = $2`,
        [orgId, versionId],
      );
      return r.rows[0] ?? null;
    },
    /** The stored reviews of the given attachments, in the order they apply. */
    async reviewsFor(orgId: number, attachmentIds: number[]): Promise<ReviewRow[]> {
      if (attachmentIds.length === 0) return [];
      const r = await db.query<ReviewRow>(
        `SELECT id, attachment_id, path, action, value, leaves, reviewer_kind, reviewer_user_id, reviewer_email, reviewed_at
         FROM extraction_reviews WHERE org_id = $1 AND attachment_id = ANY($2::bigint[]) ORDER BY id`,
        [orgId, attachmentIds],
      );
      return r.rows.map((x) => ({ ...x, id: Number(x.id), attachment_id: Number(x.attachment_id) }));
    },
    async marksFor(orgId: number, attachmentIds: number[]): Promise<ReviewMarkRow[]> {
      if (attachmentIds.length === 0) return [];
      const r = await db.query<ReviewMarkRow>(
        `SELECT attachment_id, complete, reviewer_kind, reviewer_user_id, reviewer_email, reviewed_at
         FROM extraction_review_marks WHERE org_id = $1 AND attachment_id = ANY($2::bigint[])`,
        [orgId, attachmentIds],
      );
      return r.rows.map((x) => ({ ...x, attachment_id: Number(x.attachment_id) }));
    },
    /** Stores the review of a path; it replaces earlier reviews of that path and of every path under it. */
    async replaceReview(
      orgId: number,
      attachmentId: number,
      review: { path: string; action: 'confirm' | 'correct'; value: unknown; leaves: ReviewRow['leaves'] },
      by: ReviewerColumns,
    ): Promise<void> {
      await db.query(
        `DELETE FROM extraction_reviews WHERE org_id = $1 AND attachment_id = $2 AND (path = $3 OR left(path, length($3) + 1) = $3 || '/')`,
        [orgId, attachmentId, review.path],
      );
      await db.query(
        `INSERT INTO extraction_reviews (attachment_id, org_id, path, action, value, leaves, reviewer_kind, reviewer_user_id, reviewer_email)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9)`,
        [
          attachmentId,
          orgId,
          review.path,
          review.action,
          review.value === null || review.value === undefined ? null : JSON.stringify(review.value),
          JSON.stringify(review.leaves),
          by.kind,
          by.userId,
          by.email,
        ],
      );
    },
    /** Records the last review; `complete` undefined keeps the current mark. */
    async markReviewed(orgId: number, attachmentId: number, by: ReviewerColumns, complete: boolean | undefined): Promise<void> {
      await db.query(
        `INSERT INTO extraction_review_marks (attachment_id, org_id, complete, reviewer_kind, reviewer_user_id, reviewer_email)
         VALUES ($1, $2, COALESCE($3::boolean, false), $4, $5, $6)
         ON CONFLICT (attachment_id) DO UPDATE SET
           complete = COALESCE($3::boolean, extraction_review_marks.complete), reviewer_kind = EXCLUDED.reviewer_kind,
           reviewer_user_id = EXCLUDED.reviewer_user_id, reviewer_email = EXCLUDED.reviewer_email, reviewed_at = now()
         WHERE extraction_review_marks.org_id = EXCLUDED.org_id`,
        [attachmentId, orgId, complete ?? null, by.kind, by.userId, by.email],
      );
    },
    /** Drops every review and the mark of an attachment. */
    async discardReviews(orgId: number, attachmentId: number): Promise<void> {
      await db.query(`DELETE FROM extraction_reviews WHERE org_id = $1 AND attachment_id = $2`, [orgId, attachmentId]);
      await db.query(`DELETE FROM extraction_review_marks WHERE org_id = $1 AND attachment_id = $2`, [orgId, attachmentId]);
    },
    /** The e-mail address of a user (the reviewer's, recorded with the review). */
    async userEmail(userId: number): Promise<string | null> {
      const r = await db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [userId]);
      return r.rows[0]?.email ?? null;
    },
    /** The internal id of a chat of the organisation by its public thread id. */
    async chatIdForThread(orgId: number, threadId: string): Promise<number | null> {
      const r = await db.query<{ id: number }>(`SELECT id FROM chats WHERE org_id = $1 AND public_id = $2`, [orgId, threadId]);
      return r.rows[0]?.id ?? null;
    },
    /** An attachment of the organisation homed in or linked into the chat. */
    async attachmentInChat(orgId: number, chatId: number, attachmentId: number): Promise<AttachmentForExtraction | null> {
      const r = await db.query<AttachmentForExtraction>(
        `SELECT a.id, a.chat_id, a.file_name, a.file_type, a.blob_key, a.processing_status, a.page_count, a.struct_version_id
         FROM attachments a
         WHERE a.id = $3 AND ${attachmentInChatScope('a', '$1', '$2')}`,
        [orgId, chatId, attachmentId],
      );
      return r.rows[0] ?? null;
    },
    /** An attachment of the organisation by id. */
    async attachment(orgId: number, attachmentId: number): Promise<AttachmentForExtraction | null> {
      const r = await db.query<AttachmentForExtraction>(
        `SELECT id, chat_id, file_name, file_type, blob_key, processing_status, page_count, struct_version_id
         FROM attachments WHERE org_id = $1 AND id = $2`,
        [orgId, attachmentId],
      );
      return r.rows[0] ?? null;
    },
    /** Results of every attachment in a chat (homed or linked), oldest attachment first, with the producing version's schema. */
    async resultsForChat(
      orgId: number,
      chatId: number,
      limit: number,
    ): Promise<(ExtractionResultRow & { file_name: string; schema_json: unknown; review_threshold: number | null })[]> {
      const r = await db.query<ExtractionResultRow & { file_name: string; schema_json: unknown; review_threshold: number | null }>(
        `SELECT e.*, a.file_name, COALESCE(v.schema_source, v.schema_json::json) AS schema_json, v.review_threshold
         FROM extraction_results e
         JOIN attachments a ON a.id = e.attachment_id AND a.org_id = $1
         LEFT JOIN struct_versions v ON v.id = e.struct_version_id AND v.org_id = $1
         WHERE e.org_id = $1
           AND ${attachmentInChatScope('a', '$1', '$2')}
         ORDER BY a.created_at, a.id
         LIMIT $3`,
        [orgId, chatId, limit],
      );
      return r.rows;
    },
  };
}
