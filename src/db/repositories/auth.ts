import type { Queryable } from '../database.js';
import type { Role } from './tenancy.js';

export interface SessionRow {
  id_hash: string;
  user_id: number;
  org_id: number;
  role: Role;
  expires_at: Date;
}

/** SQL for identity-provider links and web sessions (only hashes of session ids are stored). */
export function authRepo(db: Queryable) {
  return {
    /** Links (issuer, subject) to a user; an existing link is moved to the given user. */
    async link(issuer: string, subject: string, userId: number): Promise<void> {
      await db.query(
        `INSERT INTO identity_links (issuer, subject, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (issuer, subject) DO UPDATE SET user_id = EXCLUDED.user_id`,
        [issuer, subject, userId],
      );
    },
    async linkedUser(issuer: string, subject: string): Promise<number | null> {
      const r = await db.query<{ user_id: number }>(`SELECT user_id FROM identity_links WHERE issuer = $1 AND subject = $2`, [issuer, subject]);
      return r.rows[0]?.user_id ?? null;
    },
    async insertSession(idHash: string, userId: number, orgId: number, ttlMinutes: number): Promise<void> {
      await db.query(
        `INSERT INTO sessions (id_hash, user_id, org_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4::int))`,
        [idHash, userId, orgId, ttlMinutes],
      );
    },
    /** A live session whose user is still a member of its organisation, or null. */
    async liveSession(idHash: string): Promise<SessionRow | null> {
      const r = await db.query<SessionRow>(
        `SELECT s.id_hash, s.user_id, s.org_id, m.role, s.expires_at
           FROM sessions s JOIN memberships m ON m.org_id = s.org_id AND m.user_id = s.user_id
          WHERE s.id_hash = $1 AND s.expires_at > now()`,
        [idHash],
      );
      return r.rows[0] ?? null;
    },
    async deleteSession(idHash: string): Promise<boolean> {
      return (await db.query(`DELETE FROM sessions WHERE id_hash = $1`, [idHash])).rowCount > 0;
    },
    async deleteExpiredSessionsOfUser(userId: number): Promise<number> {
      return (await db.query(`DELETE FROM sessions WHERE user_id = $1 AND expires_at <= now()`, [userId])).rowCount;
    },
    async deleteExpiredSessions(): Promise<number> {
      return (await db.query(`DELETE FROM sessions WHERE expires_at <= now()`)).rowCount;
    },
  };
}
