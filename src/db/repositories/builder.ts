import type { Queryable } from '../database.js';

/** A reviewed document of a struct: an attachment whose result a version of the struct produced and someone reviewed. */
export interface ReviewedDocRow {
  attachment_id: number;
  file_name: string;
}

/** SQL for the struct builder (samples, proposals, sections) and the Full Test; every query is scoped by organisation id. */
export function builderRepo(db: Queryable) {
  return {
    /** The chat holding the struct's sample uploads, if one was made. */
    async samplesChat(orgId: number, structId: number): Promise<number | null> {
      const r = await db.query<{ samples_chat_id: number | null }>(`SELECT samples_chat_id FROM structs WHERE org_id = $1 AND id = $2`, [orgId, structId]);
      return r.rows[0]?.samples_chat_id ?? null;
    },
    async setSamplesChat(orgId: number, structId: number, chatId: number): Promise<void> {
      await db.query(`UPDATE structs SET samples_chat_id = $3 WHERE org_id = $1 AND id = $2`, [orgId, structId, chatId]);
    },
    /** The attachment of a chat holding these bytes. */
    async attachmentBySha(orgId: number, chatId: number, sha256: string): Promise<number | null> {
      const r = await db.query<{ id: number }>(`SELECT id FROM attachments WHERE org_id = $1 AND chat_id = $2 AND sha256 = $3`, [orgId, chatId, sha256]);
      return r.rows[0]?.id ?? null;
    },
    /** Makes an attachment the struct's sample; its sections and summary are cleared until the builder reads it. */
    async setSample(orgId: number, structId: number, attachmentId: number): Promise<void> {
      await db.query(
        `UPDATE structs SET sample_attachment_id = $3, sample_sections = '[]'::jsonb, sample_summary = NULL, updated_at = now() WHERE org_id = $1 AND id = $2`,
        [orgId, structId, attachmentId],
      );
    },
    /** Stores what the builder read of the sample: proposals, sections and summary. */
    async saveProposals(orgId: number, structId: number, proposals: unknown, sections: unknown, summary: unknown): Promise<void> {
      await db.query(
        `UPDATE structs SET latest_proposals_json = $3::jsonb, sample_sections = $4::jsonb, sample_summary = $5::jsonb, updated_at = now()
          WHERE org_id = $1 AND id = $2`,
        [orgId, structId, JSON.stringify(proposals), JSON.stringify(sections), JSON.stringify(summary)],
      );
    },
    /** The state of an attachment of the organisation. */
    async attachment(orgId: number, id: number): Promise<{ id: number; processing_status: string; file_name: string } | null> {
      const r = await db.query<{ id: number; processing_status: string; file_name: string }>(
        `SELECT id, processing_status, file_name FROM attachments WHERE org_id = $1 AND id = $2`,
        [orgId, id],
      );
      return r.rows[0] ?? null;
    },
    /** Marks a stored schema test run as a Full Test. */
    async markFullTest(orgId: number, testId: number): Promise<void> {
      await db.query(`UPDATE schema_tests SET kind = 'full' WHERE org_id = $1 AND id = $2`, [orgId, testId]);
    },
    /**
     * Documents of the struct that someone reviewed (a confirmed or corrected value, or a review mark),
     * most recently reviewed first.
     */
    async reviewedDocuments(orgId: number, structId: number, limit: number): Promise<ReviewedDocRow[]> {
      const r = await db.query<ReviewedDocRow & { at: Date }>(
        `SELECT a.id AS attachment_id, a.file_name,
                GREATEST((SELECT max(rv.reviewed_at) FROM extraction_reviews rv WHERE rv.attachment_id = a.id AND rv.org_id = $1),
                         (SELECT m.reviewed_at FROM extraction_review_marks m WHERE m.attachment_id = a.id AND m.org_id = $1)) AS at
           FROM attachments a
           JOIN extraction_results e ON e.attachment_id = a.id AND e.org_id = a.org_id
           JOIN struct_versions v ON v.id = e.struct_version_id AND v.org_id = a.org_id
          WHERE a.org_id = $1 AND v.struct_id = $2 AND a.processing_status = 'completed'
            AND (EXISTS (SELECT 1 FROM extraction_reviews rv WHERE rv.attachment_id = a.id AND rv.org_id = $1)
                 OR EXISTS (SELECT 1 FROM extraction_review_marks m WHERE m.attachment_id = a.id AND m.org_id = $1))
          ORDER BY at DESC NULLS LAST, a.id DESC LIMIT $3`,
        [orgId, structId, limit],
      );
      return r.rows.map(({ attachment_id, file_name }) => ({ attachment_id, file_name }));
    },
  };
}
