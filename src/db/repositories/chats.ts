import type { Queryable } from '../database.js';
import { chatScope } from './chat-scope.js';

export interface ChatRow {
  id: number;
  public_id: string;
  org_id: number;
  created_by: number | null;
  title: string;
  created_at: Date;
  updated_at: Date;
}

/** SQL for chats; every query is scoped by organisation. */
// the organisation's chat ($1) by its public thread id ($2)
const THREAD = chatScope('$1', '$2').thread;

export function chatsRepo(db: Queryable) {
  return {
    async insert(orgId: number, publicId: string, title: string, createdBy: number | null): Promise<ChatRow> {
      const r = await db.query<ChatRow>(
        `INSERT INTO chats (org_id, public_id, title, created_by) VALUES ($1, $2, $3, $4) RETURNING *`,
        [orgId, publicId, title, createdBy],
      );
      return r.rows[0];
    },
    async byPublicId(orgId: number, publicId: string): Promise<ChatRow | null> {
      const r = await db.query<ChatRow>(`SELECT * FROM chats WHERE ${THREAD} AND kind = 'chat'`, [orgId, publicId]);
      return r.rows[0] ?? null;
    },
    async list(orgId: number, limit: number, offset: number): Promise<{ count: number; rows: ChatRow[] }> {
      const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chats WHERE org_id = $1 AND kind = 'chat'`, [orgId]);
      const r = await db.query<ChatRow>(
        `SELECT * FROM chats WHERE org_id = $1 AND kind = 'chat' ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [orgId, limit, offset],
      );
      return { count: c.rows[0].n, rows: r.rows };
    },
    async rename(orgId: number, publicId: string, title: string): Promise<ChatRow | null> {
      const r = await db.query<ChatRow>(
        `UPDATE chats SET title = $3, updated_at = now() WHERE ${THREAD} AND kind = 'chat' RETURNING *`,
        [orgId, publicId, title],
      );
      return r.rows[0] ?? null;
    },
    /** Inserts the chat that holds a batch's documents (never listed or found among chats). */
    async insertForBatch(orgId: number, publicId: string, createdBy: number | null): Promise<ChatRow> {
      const r = await db.query<ChatRow>(
        `INSERT INTO chats (org_id, public_id, created_by, kind) VALUES ($1, $2, $3, 'batch') RETURNING *`,
        [orgId, publicId, createdBy],
      );
      return r.rows[0];
    },
    /** Deletes the chat; returns the blob keys of the attachments homed in it (deleted with it). */
    async delete(orgId: number, publicId: string): Promise<{ deleted: boolean; blobKeys: string[] }> {
      const keys = await db.query<{ blob_key: string }>(
        `SELECT a.blob_key FROM attachments a JOIN chats c ON c.id = a.chat_id WHERE c.org_id = $1 AND c.public_id = $2 AND c.kind = 'chat' AND a.org_id = $1`,
        [orgId, publicId],
      );
      const r = await db.query(`DELETE FROM chats WHERE ${THREAD} AND kind = 'chat'`, [orgId, publicId]);
      return { deleted: r.rowCount > 0, blobKeys: keys.rows.map((k) => k.blob_key) };
    },
  };
}
