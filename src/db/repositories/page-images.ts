import type { Queryable } from '../database.js';

export interface PageImageSource {
  blob_key: string;
  file_type: string;
  /** the processing run the stored recognised document comes from; null before the first */
  run: number | null;
  /** recognised pages; null before the first run completed */
  page_count: number | null;
}

export interface PageGeometry {
  width: number;
  height: number;
  rotation: number;
  source: string;
}

/** Read-side SQL for page images; every query is org-scoped. */
export function pageImagesRepo(db: Queryable) {
  return {
    /** Where an attachment's bytes are and which processing run its recognised pages come from. */
    async source(orgId: number, attachmentId: number): Promise<PageImageSource | null> {
      const r = await db.query<PageImageSource>(
        `SELECT a.blob_key, a.file_type, d.run, d.page_count
         FROM attachments a LEFT JOIN attachment_documents d ON d.org_id = a.org_id AND d.attachment_id = a.id
         WHERE a.org_id = $1 AND a.id = $2`,
        [orgId, attachmentId],
      );
      return r.rows[0] ?? null;
    },
    /** Size, rotation and source of one recognised page (1-based), or null. */
    async geometry(orgId: number, attachmentId: number, page: number): Promise<PageGeometry | null> {
      const r = await db.query<{ p: { width: number; height: number; rotation?: number; source: string } }>(
        `SELECT jsonb_build_object('width', p.page->'width', 'height', p.page->'height', 'rotation', p.page->'rotation', 'source', p.page->'source') AS p
         FROM attachment_documents d JOIN attachment_pages p ON p.attachment_id = d.attachment_id AND p.run = d.run AND p.number = $3
         WHERE d.org_id = $1 AND d.attachment_id = $2`,
        [orgId, attachmentId, page],
      );
      const p = r.rows[0]?.p;
      if (!p || p.width === null || p.width === undefined) return null;
      return { width: Number(p.width), height: Number(p.height), rotation: Number(p.rotation ?? 0), source: String(p.source) };
    },
  };
}
