import type { Queryable } from '../database.js';

export interface StructForTest {
  id: number;
  slug: string;
  schema_json: Record<string, unknown>;
  annotations_json: Record<string, unknown>;
}

export interface SchemaTestRow {
  id: number;
  org_id: number;
  struct_id: number;
  version_label: string;
  struct_version_id: number | null;
  result: Record<string, unknown>;
  credits_spent: number;
  created_at: Date;
}

/** SQL for schema test runs and the struct reads they need (always scoped to the organisation). */
export function schemaTestsRepo(db: Queryable) {
  return {
    async structBySlug(orgId: number, slug: string): Promise<StructForTest | null> {
      const r = await db.query<StructForTest>(
        `SELECT id, slug, schema_json, annotations_json FROM structs WHERE org_id = $1 AND slug = $2 AND status <> 'archived'`,
        [orgId, slug],
      );
      return r.rows[0] ?? null;
    },
    async versionByNumber(orgId: number, structId: number, n: number) {
      const r = await db.query<{ id: number; schema_json: Record<string, unknown>; annotations_json: Record<string, unknown> }>(
        `SELECT id, schema_json, annotations_json FROM struct_versions WHERE org_id = $1 AND struct_id = $2 AND version_number = $3`,
        [orgId, structId, n],
      );
      return r.rows[0] ?? null;
    },
    async insert(row: Omit<SchemaTestRow, 'id' | 'created_at' | 'result' | 'credits_spent'>): Promise<{ id: number; created_at: Date }> {
      const r = await db.query<{ id: number; created_at: Date }>(
        `INSERT INTO schema_tests (org_id, struct_id, version_label, struct_version_id, result) VALUES ($1, $2, $3, $4, '{}'::jsonb)
         RETURNING id, created_at`,
        [row.org_id, row.struct_id, row.version_label, row.struct_version_id],
      );
      return r.rows[0];
    },
    async finish(orgId: number, id: number, result: unknown, creditsSpent: number): Promise<void> {
      await db.query(`UPDATE schema_tests SET result = $3::jsonb, credits_spent = $4 WHERE org_id = $1 AND id = $2`, [
        orgId,
        id,
        JSON.stringify(result),
        creditsSpent,
      ]);
    },
    async byId(orgId: number, structId: number, id: number): Promise<SchemaTestRow | null> {
      const r = await db.query<SchemaTestRow>(`SELECT * FROM schema_tests WHERE org_id = $1 AND struct_id = $2 AND id = $3`, [orgId, structId, id]);
      return r.rows[0] ?? null;
    },
  };
}
