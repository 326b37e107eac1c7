import type { Queryable } from '../database.js';

export type Role = 'owner' | 'admin' | 'member';

export interface OrgRow {
  id: number;
  slug: string;
  name: string;
  digital_uploads_enabled: boolean;
  ingest_allowlisted: boolean;
  created_at: Date;
}

export interface UserRow {
  id: number;
  email: string;
  display_name: string;
  password_hash: string | null;
  created_at: Date;
}

/** SQL for organisations, users and memberships. */
export function tenancyRepo(db: Queryable) {
  return {
    async insertOrg(slug: string, name: string): Promise<OrgRow | null> {
      const r = await db.query<OrgRow>(
        `INSERT INTO organisations (slug, name) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING RETURNING *`,
        [slug, name],
      );
      return r.rows[0] ?? null;
    },
    async orgBySlug(slug: string): Promise<OrgRow | null> {
      return (await db.query<OrgRow>(`SELECT * FROM organisations WHERE slug = $1`, [slug])).rows[0] ?? null;
    },
    async orgById(id: number): Promise<OrgRow | null> {
      return (await db.query<OrgRow>(`SELECT * FROM organisations WHERE id = $1`, [id])).rows[0] ?? null;
    },
    async updateOrgFlags(id: number, flags: { digitalUploads?: boolean; ingestAllowlisted?: boolean }): Promise<OrgRow | null> {
      const r = await db.query<OrgRow>(
        `UPDATE organisations SET
           digital_uploads_enabled = COALESCE($2, digital_uploads_enabled),
           ingest_allowlisted = COALESCE($3, ingest_allowlisted)
         WHERE id = $1 RETURNING *`,
        [id, flags.digitalUploads ?? null, flags.ingestAllowlisted ?? null],
      );
      return r.rows[0] ?? null;
    },
    async insertUser(email: string, passwordHash: string | null, displayName = ''): Promise<UserRow | null> {
      const r = await db.query<UserRow>(
        `INSERT INTO users (email, password_hash, display_name) VALUES ($1, $2, $3)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING *`,
        [email, passwordHash, displayName],
      );
      return r.rows[0] ?? null;
    },
    async userByEmail(email: string): Promise<UserRow | null> {
      return (await db.query<UserRow>(`SELECT * FROM users WHERE lower(email) = lower($1)`, [email])).rows[0] ?? null;
    },
    async userById(id: number): Promise<UserRow | null> {
      return (await db.query<UserRow>(`SELECT * FROM users WHERE id = $1`, [id])).rows[0] ?? null;
    },
    async deleteUser(id: number): Promise<boolean> {
      return (await db.query(`DELETE FROM users WHERE id = $1`, [id])).rowCount > 0;
    },
    async upsertMembership(orgId: number, userId: number, role: Role): Promise<void> {
      await db.query(
        `INSERT INTO memberships (org_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (org_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
        [orgId, userId, role],
      );
    },
    async membershipsOfUser(userId: number): Promise<{ org_id: number; role: Role }[]> {
      return (
        await db.query<{ org_id: number; role: Role }>(
          `SELECT org_id, role FROM memberships WHERE user_id = $1 ORDER BY created_at, org_id`,
          [userId],
        )
      ).rows;
    },
    async membership(orgId: number, userId: number): Promise<{ role: Role } | null> {
      return (
        await db.query<{ role: Role }>(`SELECT role FROM memberships WHERE org_id = $1 AND user_id = $2`, [orgId, userId])
      ).rows[0] ?? null;
    },
  };
}
