import type { Queryable } from '../database.js';
import type { Citation, ValidationProblem } from '../../pipeline/extract/types.js';

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
    async upsertResult(row: Omit<ExtractionResultRow, 'created_at'>): Promise<boolean> {
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
         WHERE a.org_id = $1 AND a.id = $3
           AND (a.chat_id = $2 OR EXISTS (SELECT 1 FROM chat_attachment_links l WHERE l.chat_id = $2 AND l.attachment_id = a.id AND l.org_id = $1))`,
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
    async resultsForChat(orgId: number, chatId: number, limit: number): Promise<(ExtractionResultRow & { file_name: string; schema_json: unknown })[]> {
      const r = await db.query<ExtractionResultRow & { file_name: string; schema_json: unknown }>(
        `SELECT e.*, a.file_name, v.schema_json
         FROM extraction_results e
         JOIN attachments a ON a.id = e.attachment_id AND a.org_id = $1
         LEFT JOIN struct_versions v ON v.id = e.struct_version_id AND v.org_id = $1
         WHERE e.org_id = $1
           AND (a.chat_id = $2 OR a.id IN (SELECT attachment_id FROM chat_attachment_links WHERE chat_id = $2 AND org_id = $1))
         ORDER BY a.created_at, a.id
         LIMIT $3`,
        [orgId, chatId, limit],
      );
      return r.rows;
    },
  };
}
