import type { Queryable } from '../database.js';

/** A recorded classification of a batch document. */
export interface ClassificationRow {
  attachment_id: number;
  run: number;
  method: 'deterministic' | 'model';
  struct_version_id: number | null;
  score: number;
  threshold: number;
  reasons: string[];
  candidates: { struct_version_id: number; struct_slug: string; struct_name: string; score: number }[];
  created_at: Date;
}

/** SQL for the classification of batch documents; every statement names the organisation. */
export function classificationsRepo(db: Queryable) {
  return {
    /** Records the decision of a run, replacing an older one; an unclassified document loses any older extraction result. */
    async record(orgId: number, attachmentId: number, c: Omit<ClassificationRow, 'attachment_id' | 'created_at'>): Promise<void> {
      await db.query(
        `INSERT INTO attachment_classifications (attachment_id, org_id, run, method, struct_version_id, score, threshold, reasons, candidates)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)
         ON CONFLICT (attachment_id) DO UPDATE SET run = EXCLUDED.run, method = EXCLUDED.method, struct_version_id = EXCLUDED.struct_version_id,
           score = EXCLUDED.score, threshold = EXCLUDED.threshold, reasons = EXCLUDED.reasons, candidates = EXCLUDED.candidates, created_at = now()`,
        [attachmentId, orgId, c.run, c.method, c.struct_version_id, c.score, c.threshold, JSON.stringify(c.reasons), JSON.stringify(c.candidates)],
      );
      if (c.struct_version_id === null) {
        await db.query(`DELETE FROM extraction_results WHERE org_id = $1 AND attachment_id = $2`, [orgId, attachmentId]);
        await db.query(`UPDATE attachments SET extraction_struct_version_id = NULL WHERE org_id = $1 AND id = $2`, [orgId, attachmentId]);
      }
    },
    /** The classifications of some attachments of the organisation. */
    async forAttachments(orgId: number, ids: number[]): Promise<ClassificationRow[]> {
      if (ids.length === 0) return [];
      const r = await db.query<ClassificationRow>(
        `SELECT attachment_id, run, method, struct_version_id, score, threshold, reasons, candidates, created_at
         FROM attachment_classifications WHERE org_id = $1 AND attachment_id = ANY($2::bigint[])`,
        [orgId, ids],
      );
      return r.rows;
    },
  };
}
