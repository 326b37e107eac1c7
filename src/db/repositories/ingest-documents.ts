import type { Queryable } from '../database.js';

export interface IngestDocumentRow {
  id: number;
  idempotency_key: string;
  chat_id: number;
  chat_public_id: string;
  /** the batch whose hidden chat received the document; null for a chat target */
  batch_id: number | null;
  attachment_id: number | null;
  outcome: 'created' | 'duplicate';
  sha256: string;
  file_name: string;
  created_at: Date;
}

const COLS = `d.id, d.idempotency_key, d.chat_id, c.public_id AS chat_public_id,
  (SELECT b.id FROM batches b WHERE b.org_id = d.org_id AND b.chat_id = d.chat_id) AS batch_id, d.attachment_id, d.outcome, d.sha256, d.file_name, d.created_at`;

/** SQL for documents sent by ingest agents, keyed by the client's idempotency key; scoped by organisation and user. */
export function ingestDocumentsRepo(db: Queryable) {
  return {
    async byKey(orgId: number, userId: number, key: string): Promise<IngestDocumentRow | null> {
      const r = await db.query<IngestDocumentRow>(
        `SELECT ${COLS} FROM ingest_documents d JOIN chats c ON c.id = d.chat_id WHERE d.org_id = $1 AND d.user_id = $2 AND d.idempotency_key = $3`,
        [orgId, userId, key],
      );
      return r.rows[0] ?? null;
    },
    async byId(orgId: number, userId: number, id: number): Promise<IngestDocumentRow | null> {
      const r = await db.query<IngestDocumentRow>(
        `SELECT ${COLS} FROM ingest_documents d JOIN chats c ON c.id = d.chat_id WHERE d.org_id = $1 AND d.user_id = $2 AND d.id = $3`,
        [orgId, userId, id],
      );
      return r.rows[0] ?? null;
    },
    /** Records the key's result; false when the key was already taken (the first request wins). */
    async insert(orgId: number, userId: number, d: { key: string; chatId: number; attachmentId: number | null; outcome: 'created' | 'duplicate'; sha256: string; fileName: string }): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO ingest_documents (org_id, user_id, idempotency_key, chat_id, attachment_id, outcome, sha256, file_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (org_id, user_id, idempotency_key) DO NOTHING`,
        [orgId, userId, d.key, d.chatId, d.attachmentId, d.outcome, d.sha256, d.fileName],
      );
      return r.rowCount > 0;
    },
    /** The attachment visible in the chat (homed, else linked) holding these bytes: the one a duplicate collided with. */
    async attachmentWithBytes(orgId: number, chatId: number, sha256: string): Promise<number | null> {
      const r = await db.query<{ id: number }>(
        `SELECT a.id FROM attachments a WHERE a.org_id = $1 AND a.sha256 = $3
            AND (a.chat_id = $2 OR a.id IN (SELECT attachment_id FROM chat_attachment_links WHERE chat_id = $2 AND org_id = $1))
          ORDER BY (a.chat_id = $2) DESC LIMIT 1`,
        [orgId, chatId, sha256],
      );
      return r.rows[0]?.id ?? null;
    },
    async inboxChat(orgId: number, userId: number): Promise<number | null> {
      const r = await db.query<{ chat_id: number }>(`SELECT chat_id FROM ingest_inboxes WHERE org_id = $1 AND user_id = $2`, [orgId, userId]);
      return r.rows[0]?.chat_id ?? null;
    },
    /** Makes the chat the user's inbox; false when another request made one first. */
    async setInbox(orgId: number, userId: number, chatId: number): Promise<boolean> {
      const r = await db.query(`INSERT INTO ingest_inboxes (org_id, user_id, chat_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [orgId, userId, chatId]);
      return r.rowCount > 0;
    },
  };
}
