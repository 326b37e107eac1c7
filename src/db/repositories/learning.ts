import type { Queryable } from '../database.js';

/** An example as stored: the columns that are listed, and the rest of it in `detail`. */
export interface LearnedExampleWrite {
  field_path: string;
  label: string | null;
  relation: string;
  shape: string;
  value: unknown;
  detail: Record<string, unknown>;
}

/** A stored example with its source's attachment (for listing). */
export interface LearnedExampleRow extends LearnedExampleWrite {
  id: number;
  attachment_id: number;
  created_at: Date;
}

/** A stored example with its source's signature (for extraction). */
export interface KnowledgeRow extends LearnedExampleWrite {
  source_id: number;
  attachment_id: number;
  signature: unknown;
}

/** SQL for what extraction learned per organisation and struct; every statement names the organisation. */
export function learningRepo(db: Queryable) {
  const dropEmptySources = async (orgId: number, structId: number): Promise<void> => {
    await db.query(
      `DELETE FROM struct_learning_sources s WHERE s.org_id = $1 AND s.struct_id = $2
         AND NOT EXISTS (SELECT 1 FROM struct_learned_examples e WHERE e.source_id = s.id AND e.org_id = $1)`,
      [orgId, structId],
    );
  };
  return {
    /** Locks the struct row so that learning and resets of one struct run one at a time; false when it is not the organisation's. */
    async lockStruct(orgId: number, structId: number): Promise<boolean> {
      const r = await db.query(`SELECT id FROM structs WHERE org_id = $1 AND id = $2 FOR UPDATE`, [orgId, structId]);
      return r.rows.length > 0;
    },
    /** Replaces what was learned from one attachment for a struct with its new signature and examples. */
    async replaceSource(orgId: number, structId: number, attachmentId: number, signature: unknown, examples: LearnedExampleWrite[]): Promise<number> {
      await db.query(`DELETE FROM struct_learning_sources WHERE org_id = $1 AND struct_id = $2 AND attachment_id = $3`, [orgId, structId, attachmentId]);
      const s = await db.query<{ id: number }>(
        `INSERT INTO struct_learning_sources (org_id, struct_id, attachment_id, signature) VALUES ($1, $2, $3, $4::jsonb) RETURNING id`,
        [orgId, structId, attachmentId, JSON.stringify(signature)],
      );
      const sourceId = s.rows[0].id;
      for (const e of examples) {
        await db.query(
          `INSERT INTO struct_learned_examples (org_id, struct_id, source_id, field_path, label, relation, shape, value, detail)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
          [orgId, structId, sourceId, e.field_path, e.label, e.relation, e.shape, JSON.stringify(e.value), JSON.stringify(e.detail)],
        );
      }
      return sourceId;
    },
    /** Keeps the newest `keep` examples of each field of a struct and drops sources left without examples. */
    async trim(orgId: number, structId: number, keep: number): Promise<void> {
      await db.query(
        `DELETE FROM struct_learned_examples WHERE org_id = $1 AND id IN (
           SELECT id FROM (
             SELECT id, row_number() OVER (PARTITION BY field_path ORDER BY id DESC) AS n
             FROM struct_learned_examples WHERE org_id = $1 AND struct_id = $2
           ) ranked WHERE n > $3)`,
        [orgId, structId, keep],
      );
      await dropEmptySources(orgId, structId);
    },
    /** The newest examples of a struct with their sources' signatures, at most `limit`. */
    async knowledge(orgId: number, structId: number, limit: number): Promise<KnowledgeRow[]> {
      const r = await db.query<KnowledgeRow>(
        `SELECT e.source_id, s.attachment_id, s.signature, e.field_path, e.label, e.relation, e.shape, e.value, e.detail
         FROM struct_learned_examples e
         JOIN struct_learning_sources s ON s.id = e.source_id AND s.org_id = $1
         WHERE e.org_id = $1 AND e.struct_id = $2
         ORDER BY e.id DESC
         LIMIT $3`,
        [orgId, structId, limit],
      );
      return r.rows;
    },
    /** A page of a struct's examples, newest first, optionally of one field. */
    async list(orgId: number, structId: number, field: string | null, limit: number, offset: number): Promise<{ count: number; rows: LearnedExampleRow[] }> {
      const where = `e.org_id = $1 AND e.struct_id = $2 AND ($3::text IS NULL OR e.field_path = $3)`;
      const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM struct_learned_examples e WHERE ${where}`, [orgId, structId, field]);
      const r = await db.query<LearnedExampleRow>(
        `SELECT e.id, e.field_path, e.label, e.relation, e.shape, e.value, e.detail, s.attachment_id, e.created_at
         FROM struct_learned_examples e
         JOIN struct_learning_sources s ON s.id = e.source_id AND s.org_id = $1
         WHERE ${where}
         ORDER BY e.id DESC
         LIMIT $4 OFFSET $5`,
        [orgId, structId, field, limit, offset],
      );
      return { count: c.rows[0].n, rows: r.rows };
    },
    /** How many examples each field of a struct has, by path. */
    async countsPerField(orgId: number, structId: number): Promise<{ path: string; count: number }[]> {
      const r = await db.query<{ path: string; count: number }>(
        `SELECT field_path AS path, count(*)::int AS count FROM struct_learned_examples
         WHERE org_id = $1 AND struct_id = $2 GROUP BY field_path ORDER BY field_path`,
        [orgId, structId],
      );
      return r.rows;
    },
    /** Forgets what was learned for a struct, or only for one field of it. */
    async reset(orgId: number, structId: number, field: string | null): Promise<void> {
      if (field === null) {
        await db.query(`DELETE FROM struct_learning_sources WHERE org_id = $1 AND struct_id = $2`, [orgId, structId]);
        return;
      }
      await db.query(`DELETE FROM struct_learned_examples WHERE org_id = $1 AND struct_id = $2 AND field_path = $3`, [orgId, structId, field]);
      await dropEmptySources(orgId, structId);
    },
  };
}
