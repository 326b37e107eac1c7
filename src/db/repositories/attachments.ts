import type { Queryable } from '../database.js';
import { chatScope } from './chat-scope.js';

export interface AttachmentRow {
  id: number;
  org_id: number;
  chat_id: number;
  file_name: string;
  file_type: string;
  mime_type: string;
  sha256: string;
  size_bytes: number;
  blob_key: string;
  processing_status: 'pending' | 'completed' | 'failed';
  processing_progress: number;
  processing_stage: string;
  page_count: number;
  struct_version_id: number | null;
  extraction_struct_version_id: number | null;
  target_language: string;
  is_from_kb: boolean;
  kb_file_id: number | null;
  processor_document_id: string | null;
  created_at: Date;
  /** the batch the document belongs to; null for chat uploads */
  batch_id: number | null;
}

/** An attachment as seen from one chat: `is_linked` when its home chat is another one. */
export type AttachmentInChat = AttachmentRow & { is_linked: boolean };

/** Where the files of one upload go, and what they share. */
export interface NewAttachments {
  orgId: number;
  chatId: number;
  uploadedBy: number | null;
  structVersionId: number | null;
  targetLanguage: string;
  batchId?: number | null;
}

/** One file of an upload, stored under `blobKey`. */
export interface NewFile {
  fileName: string;
  fileType: string;
  mimeType: string;
  sha256: string;
  sizeBytes: number;
  blobKey: string;
  kbFileId: number | null;
}

// attachments visible in chat $2 of org $1: homed there or linked into it
const IN_CHAT = chatScope('$1', '$2').holds();

/** SQL for chat attachments and their links; every query is scoped by organisation. */
export function attachmentsRepo(db: Queryable) {
  return {
    /**
     * Inserts the files of one upload, each with its first progress event, in one statement: a file
     * whose bytes the chat already holds (its own row, or a document linked into it) is left out.
     * The rows come in the files' order (their ids rise in it), null for each file left out.
     */
    async insertNewWithEvents(into: NewAttachments, files: NewFile[]): Promise<(AttachmentRow | null)[]> {
      if (files.length === 0) return [];
      const r = await db.query<AttachmentRow>(
        `WITH ins AS (
           INSERT INTO attachments (org_id, chat_id, uploaded_by, file_name, file_type, mime_type, sha256, size_bytes, blob_key,
                                    struct_version_id, target_language, is_from_kb, kb_file_id, batch_id)
           SELECT $1, $2, $3, f.file_name, f.file_type, f.mime_type, f.sha256, f.size_bytes, f.blob_key, $4, $5, f.kb_file_id IS NOT NULL, f.kb_file_id, $6
           FROM jsonb_to_recordset($7::jsonb) AS f(n int, file_name text, file_type text, mime_type text, sha256 text, size_bytes bigint, blob_key text, kb_file_id bigint)
           WHERE NOT EXISTS (SELECT 1 FROM chat_attachment_links l JOIN attachments x ON x.id = l.attachment_id
                             WHERE l.org_id = $1 AND l.chat_id = $2 AND x.org_id = $1 AND x.sha256 = f.sha256)
           ORDER BY f.n
           ON CONFLICT (chat_id, sha256) DO NOTHING RETURNING *),
         ev AS (INSERT INTO attachment_events (org_id, chat_id, attachment_id, processing_status, processing_progress, processing_stage)
           SELECT org_id, chat_id, id, processing_status, processing_progress, processing_stage FROM ins ORDER BY id)
         SELECT * FROM ins ORDER BY id`,
        [into.orgId, into.chatId, into.uploadedBy, into.structVersionId, into.targetLanguage, into.batchId ?? null,
          JSON.stringify(files.map((f, n) => ({ n, file_name: f.fileName, file_type: f.fileType, mime_type: f.mimeType, sha256: f.sha256, size_bytes: f.sizeBytes, blob_key: f.blobKey, kb_file_id: f.kbFileId })))],
      );
      const byKey = new Map(r.rows.map((row) => [row.blob_key, row]));
      return files.map((f) => byKey.get(f.blobKey) ?? null);
    },
    /**
     * A page of the chat's attachments; with `needsReview` set, only those whose extraction result
     * needs review (true) or has a result that does not (false).
     */
    async listInChat(
      orgId: number,
      chatId: number,
      limit: number,
      offset: number,
      filter: { needsReview?: boolean } = {},
    ): Promise<{ count: number; rows: AttachmentInChat[] }> {
      const params: unknown[] = [orgId, chatId];
      let where = IN_CHAT;
      if (filter.needsReview !== undefined) {
        params.push(filter.needsReview);
        where += ` AND EXISTS (SELECT 1 FROM extraction_results e WHERE e.org_id = $1 AND e.attachment_id = a.id AND e.needs_review = $${params.length})`;
      }
      // the total rides on the page's rows (one round trip); a page past the end asks for it alone
      const r = await db.query<AttachmentInChat & { total_count: number }>(
        `SELECT a.*, (a.chat_id <> $2) AS is_linked, count(*) OVER ()::int AS total_count FROM attachments a WHERE ${where}
         ORDER BY a.created_at, a.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      );
      let count = r.rows[0]?.total_count;
      if (count === undefined) count = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachments a WHERE ${where}`, params)).rows[0].n;
      const rows = r.rows.map(({ total_count: _t, ...row }) => row as AttachmentInChat);
      return { count, rows };
    },
    /**
     * A page of the attachments of the organisation's chat with this thread id, found in the same
     * statement as the chat (one round trip); null when there is no such chat.
     */
    async listInThread(
      orgId: number,
      threadId: string,
      limit: number,
      offset: number,
      filter: { needsReview?: boolean } = {},
    ): Promise<{ count: number; rows: AttachmentInChat[] } | null> {
      const params: unknown[] = [orgId, threadId];
      let where = chatScope('$1', 'c.id').holds();
      if (filter.needsReview !== undefined) {
        params.push(filter.needsReview);
        where += ` AND EXISTS (SELECT 1 FROM extraction_results e WHERE e.org_id = $1 AND e.attachment_id = a.id AND e.needs_review = $${params.length})`;
      }
      // one row with nulls when the chat exists and the page is empty; no row when the chat does not exist
      const r = await db.query<AttachmentInChat & { total_count: number | null; thread_chat_id: number }>(
        `SELECT c.id AS thread_chat_id, p.* FROM chats c LEFT JOIN LATERAL (
           SELECT a.*, (a.chat_id <> c.id) AS is_linked, count(*) OVER ()::int AS total_count FROM attachments a WHERE ${where}
           ORDER BY a.created_at, a.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}) p ON true
         WHERE c.org_id = $1 AND c.public_id = $2 AND c.kind = 'chat'`,
        [...params, limit, offset],
      );
      if (r.rows.length === 0) return null;
      const chatId = r.rows[0].thread_chat_id;
      if (r.rows[0].id === null) {
        // an empty page: the total is counted alone (zero, or a page past the end)
        return { count: offset === 0 ? 0 : (await this.listInChat(orgId, chatId, 1, 0, filter)).count, rows: [] };
      }
      const count = r.rows[0].total_count!;
      const rows = r.rows.map(({ total_count: _t, thread_chat_id: _c, ...row }) => row as AttachmentInChat);
      return { count, rows };
    },
    async inChat(orgId: number, chatId: number, id: number): Promise<AttachmentInChat | null> {
      const r = await db.query<AttachmentInChat>(
        `SELECT a.*, (a.chat_id <> $2) AS is_linked FROM attachments a WHERE ${IN_CHAT} AND a.id = $3`,
        [orgId, chatId, id],
      );
      return r.rows[0] ?? null;
    },
    async byId(orgId: number, id: number): Promise<AttachmentRow | null> {
      const r = await db.query<AttachmentRow>(`SELECT * FROM attachments WHERE org_id = $1 AND id = $2`, [orgId, id]);
      return r.rows[0] ?? null;
    },
    /** True when the chat already holds (home or linked) an attachment with these bytes. */
    async chatHoldsBytes(orgId: number, chatId: number, sha256: string): Promise<boolean> {
      const r = await db.query(`SELECT 1 FROM attachments a WHERE ${IN_CHAT} AND a.sha256 = $3 LIMIT 1`, [orgId, chatId, sha256]);
      return r.rows.length > 0;
    },
    async link(orgId: number, chatId: number, attachmentId: number): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO chat_attachment_links (org_id, chat_id, attachment_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [orgId, chatId, attachmentId],
      );
      return r.rowCount > 0;
    },
    async unlink(orgId: number, chatId: number, attachmentId: number): Promise<boolean> {
      const r = await db.query(`DELETE FROM chat_attachment_links WHERE org_id = $1 AND chat_id = $2 AND attachment_id = $3`, [orgId, chatId, attachmentId]);
      return r.rowCount > 0;
    },
    async delete(orgId: number, id: number): Promise<boolean> {
      const r = await db.query(`DELETE FROM attachments WHERE org_id = $1 AND id = $2`, [orgId, id]);
      return r.rowCount > 0;
    },
    /** The id of a struct version the organisation may pin: its own, not deprecated, struct not archived. */
    async pinnableStructVersion(orgId: number, versionId: number): Promise<number | null> {
      const r = await db.query<{ id: number }>(
        `SELECT v.id FROM struct_versions v JOIN structs s ON s.id = v.struct_id
         WHERE v.id = $2 AND v.org_id = $1 AND s.org_id = $1 AND v.deprecated_at IS NULL AND s.status <> 'archived'`,
        [orgId, versionId],
      );
      return r.rows[0]?.id ?? null;
    },
  };
}
