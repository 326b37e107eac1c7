import type { Queryable } from '../database.js';
import type { AttachmentInChat } from './attachments.js';

/** A batch row with the counts of its documents by state. */
export interface BatchRow {
  id: number;
  org_id: number;
  chat_id: number;
  created_by: number | null;
  name: string;
  struct_version_id: number | null;
  classify: boolean;
  target_language: string;
  completed_at: Date | null;
  created_at: Date;
  document_count: number;
  pending_count: number;
  completed_count: number;
  failed_count: number;
  unclassified_count: number;
  /** sum of processing_progress over the documents, finished ones counted as 100 */
  progress_sum: number;
}

export interface NewBatch {
  orgId: number;
  chatId: number;
  createdBy: number | null;
  name: string;
  structVersionId: number | null;
  targetLanguage: string;
}

const SELECT = `
  SELECT b.*, c.document_count, c.pending_count, c.completed_count, c.failed_count, c.unclassified_count, c.progress_sum
    FROM batches b
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS document_count,
             count(*) FILTER (WHERE a.processing_status = 'pending')::int AS pending_count,
             count(*) FILTER (WHERE a.processing_status = 'completed')::int AS completed_count,
             count(*) FILTER (WHERE a.processing_status = 'failed')::int AS failed_count,
             count(*) FILTER (WHERE a.processing_status = 'completed' AND a.processing_stage = 'unclassified')::int AS unclassified_count,
             COALESCE(sum(CASE WHEN a.processing_status = 'pending' THEN a.processing_progress ELSE 100 END), 0)::int AS progress_sum
        FROM attachments a WHERE a.batch_id = b.id AND a.org_id = b.org_id
    ) c`;

/** SQL for batches and their documents; every tenant query names the organisation. */
export function batchesRepo(db: Queryable) {
  return {
    async insert(b: NewBatch): Promise<{ id: number }> {
      const r = await db.query<{ id: number }>(
        `INSERT INTO batches (org_id, chat_id, created_by, name, struct_version_id, classify, target_language)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [b.orgId, b.chatId, b.createdBy, b.name, b.structVersionId, b.structVersionId === null, b.targetLanguage],
      );
      return r.rows[0];
    },
    async byId(orgId: number, id: number): Promise<BatchRow | null> {
      const r = await db.query<BatchRow>(`${SELECT} WHERE b.org_id = $1 AND b.id = $2`, [orgId, id]);
      return r.rows[0] ?? null;
    },
    /** A page of the organisation's batches, newest first. */
    async list(orgId: number, limit: number, offset: number): Promise<{ count: number; rows: BatchRow[] }> {
      const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM batches WHERE org_id = $1`, [orgId]);
      const r = await db.query<BatchRow>(`${SELECT} WHERE b.org_id = $1 ORDER BY b.created_at DESC, b.id DESC LIMIT $2 OFFSET $3`, [orgId, limit, offset]);
      return { count: c.rows[0].n, rows: r.rows };
    },
    /** A page of a batch's documents, oldest first. */
    async documents(orgId: number, batchId: number, limit: number, offset: number): Promise<{ count: number; rows: AttachmentInChat[] }> {
      const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachments WHERE org_id = $1 AND batch_id = $2`, [orgId, batchId]);
      const r = await db.query<AttachmentInChat>(
        `SELECT a.*, false AS is_linked FROM attachments a WHERE a.org_id = $1 AND a.batch_id = $2 ORDER BY a.created_at, a.id LIMIT $3 OFFSET $4`,
        [orgId, batchId, limit, offset],
      );
      return { count: c.rows[0].n, rows: r.rows };
    },
    /** One document of the batch, or null when the batch holds no such document. */
    async document(orgId: number, batchId: number, id: number): Promise<AttachmentInChat | null> {
      const r = await db.query<AttachmentInChat>(`SELECT a.*, false AS is_linked FROM attachments a WHERE a.org_id = $1 AND a.batch_id = $2 AND a.id = $3`, [orgId, batchId, id]);
      return r.rows[0] ?? null;
    },
    /** Deletes the batch with its documents (through the chat holding them); returns their blob keys. */
    async delete(orgId: number, id: number): Promise<{ deleted: boolean; blobKeys: string[] }> {
      const keys = await db.query<{ blob_key: string }>(`SELECT blob_key FROM attachments WHERE org_id = $1 AND batch_id = $2`, [orgId, id]);
      const r = await db.query(`DELETE FROM chats WHERE org_id = $1 AND kind = 'batch' AND id = (SELECT chat_id FROM batches WHERE org_id = $1 AND id = $2)`, [orgId, id]);
      return { deleted: r.rowCount > 0, blobKeys: keys.rows.map((k) => k.blob_key) };
    },
    /** The batch and organisation of a document, or null when it is no batch document (for the processing hooks). */
    async ofAttachment(attachmentId: number): Promise<{ org_id: number; batch_id: number; uploaded_by: number | null } | null> {
      const r = await db.query<{ org_id: number; batch_id: number; uploaded_by: number | null }>(
        `SELECT org_id, batch_id, uploaded_by FROM attachments WHERE id = $1 AND batch_id IS NOT NULL`,
        [attachmentId],
      );
      return r.rows[0] ?? null;
    },
    /** Marks a batch processing again (a document joined it after it completed), so that it completes anew. */
    async reopen(orgId: number, id: number): Promise<void> {
      await db.query(`UPDATE batches SET completed_at = NULL WHERE org_id = $1 AND id = $2`, [orgId, id]);
    },
    /** Marks the batch completed when none of its documents is pending; true only for the call that marked it. */
    async completeIfDone(orgId: number, id: number): Promise<boolean> {
      const r = await db.query(
        `UPDATE batches SET completed_at = now() WHERE org_id = $1 AND id = $2 AND completed_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM attachments a WHERE a.org_id = $1 AND a.batch_id = $2 AND a.processing_status = 'pending')`,
        [orgId, id],
      );
      return r.rowCount > 0;
    },
  };
}
