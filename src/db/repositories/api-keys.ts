import type { Queryable } from '../database.js';

export interface ApiKeyRow {
  id: number;
  org_id: number;
  prefix: string;
  created_by: number | null;
  created_at: Date;
  last_used_at: Date | null;
}

const COLS = 'id, org_id, prefix, created_by, created_at, last_used_at';

/** SQL for organisation API keys; only hashes are stored. */
export function apiKeysRepo(db: Queryable) {
  return {
    /** Revokes the active key of the org and inserts a new one; call inside a transaction. */
    async replace(orgId: number, prefix: string, secretHash: string, createdBy: number | null): Promise<ApiKeyRow> {
      // serialise concurrent creates for the same organisation
      await db.query(`SELECT id FROM organisations WHERE id = $1 FOR UPDATE`, [orgId]);
      await db.query(`UPDATE api_keys SET revoked_at = now() WHERE org_id = $1 AND revoked_at IS NULL`, [orgId]);
      const r = await db.query<ApiKeyRow>(
        `INSERT INTO api_keys (org_id, prefix, secret_hash, created_by) VALUES ($1, $2, $3, $4) RETURNING ${COLS}`,
        [orgId, prefix, secretHash, createdBy],
      );
      return r.rows[0];
    },
    async active(orgId: number): Promise<ApiKeyRow | null> {
      return (
        await db.query<ApiKeyRow>(`SELECT ${COLS} FROM api_keys WHERE org_id = $1 AND revoked_at IS NULL`, [orgId])
      ).rows[0] ?? null;
    },
    async revoke(orgId: number): Promise<boolean> {
      const r = await db.query(`UPDATE api_keys SET revoked_at = now() WHERE org_id = $1 AND revoked_at IS NULL`, [orgId]);
      return r.rowCount > 0;
    },
    /** Active keys with this display prefix, with their stored hashes (for a constant-time comparison). */
    async activeByPrefix(prefix: string): Promise<(ApiKeyRow & { secret_hash: string })[]> {
      return (
        await db.query<ApiKeyRow & { secret_hash: string }>(
          `SELECT ${COLS}, secret_hash FROM api_keys WHERE prefix = $1 AND revoked_at IS NULL LIMIT 50`,
          [prefix],
        )
      ).rows;
    },
    /** Stamps last use, at most once a minute per key, so a busy key does not write on every request. */
    async touch(id: number): Promise<void> {
      await db.query(
        `UPDATE api_keys SET last_used_at = now()
          WHERE id = $1 AND revoked_at IS NULL AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
        [id],
      );
    },
  };
}
