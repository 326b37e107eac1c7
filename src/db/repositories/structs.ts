import type { Queryable } from '../database.js';

export type StructStatus = 'draft' | 'active' | 'archived';

/** A struct row joined with what its projection needs (current version, counts, sample attachment). */
export interface StructRow {
  id: number;
  org_id: number;
  slug: string;
  name: string;
  description: string;
  /** ordered schema document (schema_source when present, else schema_json) */
  schema_json: unknown;
  annotations_json: unknown;
  status: StructStatus;
  black_hole_enabled: boolean;
  review_threshold: number;
  sample_attachment_id: number | null;
  latest_proposals_json: unknown;
  current_version_id: number | null;
  draft_revision: number;
  created_at: Date;
  updated_at: Date;
  version_count: number;
  cv_version_number: number | null;
  cv_created_at: Date | null;
  cv_deprecated_at: Date | null;
  cv_draft_revision: number | null;
  cv_black_hole_enabled: boolean | null;
  cv_review_threshold: number | null;
  cv_schema_json: unknown;
  sa_id: number | null;
  sa_file_name: string | null;
  sa_file_type: string | null;
  sa_processing_status: string | null;
  sa_page_count: number | null;
  sa_created_at: Date | null;
  /** sections of the sample document (docs/builder.md) */
  sample_sections: unknown;
  /** what the builder read of the sample; null until it proposed */
  sample_summary: unknown;
}

/** A struct version row (immutable except for deprecation). */
export interface VersionRow {
  id: number;
  struct_id: number;
  org_id: number;
  version_number: number;
  schema_json: unknown;
  annotations_json: unknown;
  draft_revision: number;
  black_hole_enabled: boolean;
  review_threshold: number;
  deprecated_at: Date | null;
  created_by: number | null;
  created_at: Date;
  /** true when the version is its struct's current version */
  is_current: boolean;
  /** the publisher's note ('' when none) */
  note: string;
  /** sections of the struct's sample document when the version was published */
  sample_sections: unknown;
}

const STRUCT_SELECT = `
  SELECT s.id, s.org_id, s.slug, s.name, s.description,
         COALESCE(s.schema_source, s.schema_json::json) AS schema_json,
         s.annotations_json, s.status, s.black_hole_enabled, s.review_threshold, s.sample_attachment_id, s.latest_proposals_json,
         s.current_version_id, s.draft_revision, s.created_at, s.updated_at,
         (SELECT count(*)::int FROM struct_versions n WHERE n.struct_id = s.id) AS version_count,
         cv.version_number AS cv_version_number, cv.created_at AS cv_created_at, cv.deprecated_at AS cv_deprecated_at,
         cv.draft_revision AS cv_draft_revision, cv.black_hole_enabled AS cv_black_hole_enabled, cv.review_threshold AS cv_review_threshold,
         COALESCE(cv.schema_source, cv.schema_json::json) AS cv_schema_json,
         a.id AS sa_id, a.file_name AS sa_file_name, a.file_type AS sa_file_type,
         a.processing_status AS sa_processing_status, a.page_count AS sa_page_count, a.created_at AS sa_created_at,
         s.sample_sections, s.sample_summary
    FROM structs s
    LEFT JOIN struct_versions cv ON cv.id = s.current_version_id AND cv.org_id = s.org_id
    LEFT JOIN attachments a ON a.id = s.sample_attachment_id AND a.org_id = s.org_id`;

const VERSION_SELECT = `
  SELECT v.id, v.struct_id, v.org_id, v.version_number,
         COALESCE(v.schema_source, v.schema_json::json) AS schema_json, v.annotations_json,
         v.draft_revision, v.black_hole_enabled, v.review_threshold, v.deprecated_at, v.created_by, v.created_at, v.note,
         (s.current_version_id IS NOT DISTINCT FROM v.id) AS is_current, v.sample_sections
    FROM struct_versions v JOIN structs s ON s.id = v.struct_id AND s.org_id = v.org_id`;

export interface StructWrite {
  slug: string;
  name: string;
  description: string;
  schema: unknown;
  annotations: unknown;
  blackHoleEnabled: boolean;
  reviewThreshold: number;
  sampleAttachmentId: number | null;
  latestProposals: unknown;
}

export interface StructListFilter {
  status?: StructStatus;
  mode?: 'form' | 'document';
  search?: string;
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/** Escapes LIKE wildcards so user text matches literally. */
function likeLiteral(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL for structs and struct versions; every query is scoped by organisation id. */
export function structsRepo(db: Queryable) {
  return {
    /** Inserts a draft; null when the slug is taken in the organisation. */
    async insert(orgId: number, w: StructWrite): Promise<number | null> {
      const r = await db.query<{ id: number }>(
        `INSERT INTO structs (org_id, slug, name, description, schema_json, schema_source, annotations_json,
                              black_hole_enabled, sample_attachment_id, latest_proposals_json, review_threshold)
         VALUES ($1, $2, $3, $4, $5::text::jsonb, $5::text::json, $6::jsonb, $7, $8, $9::jsonb, $10)
         ON CONFLICT (org_id, slug) DO NOTHING RETURNING id`,
        [orgId, w.slug, w.name, w.description, json(w.schema), json(w.annotations), w.blackHoleEnabled, w.sampleAttachmentId, json(w.latestProposals), w.reviewThreshold],
      );
      return r.rows[0]?.id ?? null;
    },
    /** Slugs of the organisation equal to `base` or of the form `base-<suffix>`. */
    async slugsLike(orgId: number, base: string): Promise<string[]> {
      const r = await db.query<{ slug: string }>(
        `SELECT slug FROM structs WHERE org_id = $1 AND (slug = $2 OR slug LIKE $3 ESCAPE '\\')`,
        [orgId, base, `${likeLiteral(base)}-%`],
      );
      return r.rows.map((x) => x.slug);
    },
    async slugTaken(orgId: number, slug: string, exceptId: number): Promise<boolean> {
      const r = await db.query(`SELECT 1 FROM structs WHERE org_id = $1 AND slug = $2 AND id <> $3`, [orgId, slug, exceptId]);
      // rows, not rowCount: the embedded driver reports 0 affected rows for a SELECT
      return r.rows.length > 0;
    },
    async bySlug(orgId: number, slug: string): Promise<StructRow | null> {
      return (await db.query<StructRow>(`${STRUCT_SELECT} WHERE s.org_id = $1 AND s.slug = $2`, [orgId, slug])).rows[0] ?? null;
    },
    async byId(orgId: number, id: number): Promise<StructRow | null> {
      return (await db.query<StructRow>(`${STRUCT_SELECT} WHERE s.org_id = $1 AND s.id = $2`, [orgId, id])).rows[0] ?? null;
    },
    /** Locks the struct row for the rest of the transaction; returns its id or null. */
    async lockBySlug(orgId: number, slug: string): Promise<number | null> {
      const r = await db.query<{ id: number }>(`SELECT id FROM structs WHERE org_id = $1 AND slug = $2 FOR UPDATE`, [orgId, slug]);
      return r.rows[0]?.id ?? null;
    },
    /** Writes the draft; `bumpRevision` marks a change of the published content (schema, annotations, black hole). */
    async update(orgId: number, id: number, w: StructWrite, bumpRevision: boolean): Promise<boolean> {
      const r = await db.query(
        `UPDATE structs SET slug = $3, name = $4, description = $5, schema_json = $6::text::jsonb, schema_source = $6::text::json,
                annotations_json = $7::jsonb, black_hole_enabled = $8, sample_attachment_id = $9,
                latest_proposals_json = $10::jsonb, draft_revision = draft_revision + $11, review_threshold = $12, updated_at = now()
          WHERE org_id = $1 AND id = $2`,
        [
          orgId,
          id,
          w.slug,
          w.name,
          w.description,
          json(w.schema),
          json(w.annotations),
          w.blackHoleEnabled,
          w.sampleAttachmentId,
          json(w.latestProposals),
          bumpRevision ? 1 : 0,
          w.reviewThreshold,
        ],
      );
      return r.rowCount > 0;
    },
    async setStatus(orgId: number, id: number, status: StructStatus): Promise<void> {
      await db.query(`UPDATE structs SET status = $3, updated_at = now() WHERE org_id = $1 AND id = $2`, [orgId, id, status]);
    },
    async list(orgId: number, f: StructListFilter, limit: number, offset: number): Promise<{ count: number; rows: StructRow[] }> {
      const where = ['s.org_id = $1'];
      const params: unknown[] = [orgId];
      if (f.status) {
        params.push(f.status);
        where.push(`s.status = $${params.length}`);
      } else {
        where.push(`s.status <> 'archived'`);
      }
      if (f.mode) {
        params.push(f.mode);
        where.push(`(CASE WHEN s.schema_json->>'mode' = 'document' THEN 'document' ELSE 'form' END) = $${params.length}`);
      }
      if (f.search) {
        params.push(`%${likeLiteral(f.search)}%`);
        where.push(`(s.name ILIKE $${params.length} ESCAPE '\\' OR s.slug ILIKE $${params.length} ESCAPE '\\')`);
      }
      const w = where.join(' AND ');
      const count = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM structs s WHERE ${w}`, params)).rows[0].n;
      const rows = (
        await db.query<StructRow>(
          `${STRUCT_SELECT} WHERE ${w} ORDER BY s.updated_at DESC, s.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, limit, offset],
        )
      ).rows;
      return { count, rows };
    },
    /** Whether the attachment exists in the organisation. */
    async attachmentInOrg(orgId: number, attachmentId: number): Promise<boolean> {
      const r = await db.query(`SELECT 1 FROM attachments WHERE org_id = $1 AND id = $2`, [orgId, attachmentId]);
      return r.rows.length > 0;
    },

    // ---- versions ----

    /** Snapshots the draft into the next numbered version and makes it current; call with the struct locked. */
    async publish(orgId: number, structId: number, createdBy: number | null, note = ''): Promise<number> {
      const r = await db.query<{ id: number }>(
        `INSERT INTO struct_versions (struct_id, org_id, version_number, schema_json, schema_source, annotations_json,
                                      draft_revision, black_hole_enabled, created_by, review_threshold, note)
         SELECT s.id, s.org_id,
                COALESCE((SELECT max(version_number) FROM struct_versions x WHERE x.struct_id = s.id), 0) + 1,
                s.schema_json, COALESCE(s.schema_source, s.schema_json::json), s.annotations_json,
                s.draft_revision, s.black_hole_enabled, $3, s.review_threshold, $4
           FROM structs s WHERE s.org_id = $1 AND s.id = $2
         RETURNING id`,
        [orgId, structId, createdBy, note],
      );
      const id = r.rows[0].id;
      await db.query(`UPDATE struct_versions v SET sample_sections = s.sample_sections FROM structs s WHERE v.id = $2 AND s.id = v.struct_id AND s.org_id = $1`, [orgId, id]);
      await db.query(`UPDATE structs SET current_version_id = $3, status = 'active', updated_at = now() WHERE org_id = $1 AND id = $2`, [orgId, structId, id]);
      return id;
    },
    async versions(orgId: number, structId: number, limit: number, offset: number): Promise<{ count: number; rows: VersionRow[] }> {
      const count = (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM struct_versions WHERE org_id = $1 AND struct_id = $2`, [orgId, structId])
      ).rows[0].n;
      const rows = (
        await db.query<VersionRow>(
          `${VERSION_SELECT} WHERE v.org_id = $1 AND v.struct_id = $2 ORDER BY v.version_number DESC LIMIT $3 OFFSET $4`,
          [orgId, structId, limit, offset],
        )
      ).rows;
      return { count, rows };
    },
    async versionByNumber(orgId: number, structId: number, n: number): Promise<VersionRow | null> {
      const r = await db.query<VersionRow>(`${VERSION_SELECT} WHERE v.org_id = $1 AND v.struct_id = $2 AND v.version_number = $3`, [orgId, structId, n]);
      return r.rows[0] ?? null;
    },
    async versionById(orgId: number, id: number): Promise<(VersionRow & { struct_status: StructStatus; struct_slug: string }) | null> {
      const r = await db.query<VersionRow & { struct_status: StructStatus; struct_slug: string }>(
        `${VERSION_SELECT.replace('AS is_current', 'AS is_current, s.status AS struct_status, s.slug AS struct_slug')} WHERE v.org_id = $1 AND v.id = $2`,
        [orgId, id],
      );
      return r.rows[0] ?? null;
    },
    /** Marks a version deprecated (idempotent: the first deprecation time is kept). */
    async deprecate(orgId: number, versionId: number): Promise<void> {
      await db.query(`UPDATE struct_versions SET deprecated_at = COALESCE(deprecated_at, now()) WHERE org_id = $1 AND id = $2`, [orgId, versionId]);
    },
    /** Current, published, non-deprecated versions with black hole enabled, of non-archived structs. */
    async classificationParticipants(orgId: number) {
      return (
        await db.query<VersionRow & { slug: string; name: string; description: string }>(
          `${VERSION_SELECT.replace('AS is_current', 'AS is_current, s.slug, s.name, s.description')}
            WHERE v.org_id = $1 AND s.current_version_id = v.id AND s.status <> 'archived'
              AND v.deprecated_at IS NULL AND v.black_hole_enabled
            ORDER BY s.id`,
          [orgId],
        )
      ).rows;
    },
  };
}
