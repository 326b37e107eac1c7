import type { Queryable } from '../database.js';

export interface KbFileRow {
  id: number;
  org_id: number;
  user_id: number;
  file_name: string;
  file_type: string;
  sha256: string;
  size_bytes: number;
  blob_key: string;
  created_at: Date;
}

/** SQL for a user's knowledge-base files; scoped by organisation and user. */
export function kbFilesRepo(db: Queryable) {
  return {
    /** Inserts unless the user already keeps the same bytes (null then). */
    async insertUnlessDuplicate(f: Omit<KbFileRow, 'id' | 'created_at'>): Promise<KbFileRow | null> {
      const r = await db.query<KbFileRow>(
        `INSERT INTO kb_files (org_id, user_id, file_name, file_type, sha256, size_bytes, blob_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (org_id, user_id, sha256) DO NOTHING RETURNING *`,
        [f.org_id, f.user_id, f.file_name, f.file_type, f.sha256, f.size_bytes, f.blob_key],
      );
      return r.rows[0] ?? null;
    },
    async list(orgId: number, userId: number, limit: number, offset: number): Promise<{ count: number; rows: KbFileRow[] }> {
      const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM kb_files WHERE org_id = $1 AND user_id = $2`, [orgId, userId]);
      const r = await db.query<KbFileRow>(
        `SELECT * FROM kb_files WHERE org_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [orgId, userId, limit, offset],
      );
      return { count: c.rows[0].n, rows: r.rows };
    },
    async byIds(orgId: number, userId: number, ids: number[]): Promise<KbFileRow[]> {
      const r = await db.query<KbFileRow>(`SELECT * FROM kb_files WHERE org_id = $1 AND user_id = $2 AND id = ANY($3::bigint[])`, [orgId, userId, ids]);
      return r.rows;
    },
    async delete(orgId: number, userId: number, id: number): Promise<KbFileRow | null> {
      const r = await db.query<KbFileRow>(`DELETE FROM kb_files WHERE org_id = $1 AND user_id = $2 AND id = $3 RETURNING *`, [orgId, userId, id]);
      return r.rows[0] ?? null;
    },
  };
}
