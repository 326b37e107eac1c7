import type { Database, Queryable } from '../../db/database.js';
import { structsRepo, type StructListFilter, type StructRow, type StructWrite } from '../../db/repositories/structs.js';
import type { ErrorDetail } from '../../errors/app-error.js';
import { errors } from '../../errors/catalogue.js';
import { presentStruct, presentStructSummary, presentVersionDetail, presentVersionSummary } from './present.js';
import { countFields, emptySchema, validateAnnotations, validateExtractionSchema } from './schema-model.js';
import { UNSAFE_TEXT, charLength } from './schema-limits.js';
import { nextSlug, slugBase } from './slug.js';

export const STRUCT_LIMITS = { nameMax: 200, slugMax: 200, descriptionMax: 20000 } as const;
export const SLUG_PATTERN = /^[-a-zA-Z0-9_]+$/;

/** The write shape of create and update (contract 4.2 plus latest_proposals_json); absent keys are unchanged. */
export interface StructInput {
  name?: string;
  slug?: string;
  description?: string;
  schema_json?: unknown;
  annotations_json?: unknown;
  sample_attachment_id?: number | null;
  black_hole_enabled?: boolean;
  review_threshold?: number;
  latest_proposals_json?: unknown;
}

function prefixed(prefix: string, problems: { path: string; message: string }[]): ErrorDetail[] {
  return problems.map((p) => ({ path: prefix + p.path, message: p.message }));
}

function checkName(name: string): string {
  const n = name.trim();
  if (charLength(n) < 1 || charLength(n) > STRUCT_LIMITS.nameMax) {
    throw errors.validation('name must be 1-200 characters', [{ path: '/name', message: 'length must be 1-200 characters (surrounding spaces are removed)' }]);
  }
  if (UNSAFE_TEXT.test(n)) throw errors.validation('name contains control characters', [{ path: '/name', message: 'control and bidirectional-override characters are not allowed' }]);
  return n;
}

function checkSlug(slug: string): string {
  if (slug.length < 1 || slug.length > STRUCT_LIMITS.slugMax || !SLUG_PATTERN.test(slug)) {
    throw errors.validation('slug is invalid', [{ path: '/slug', message: 'up to 200 letters, digits, - and _' }]);
  }
  return slug;
}

function checkDescription(d: string): string {
  if (charLength(d) > STRUCT_LIMITS.descriptionMax) {
    throw errors.validation('description is too long', [{ path: '/description', message: `at most ${STRUCT_LIMITS.descriptionMax} characters` }]);
  }
  return d;
}

/** Validates schema and annotations together; throws invalid_schema or invalid_annotations with every problem. */
function checkBody(schema: unknown, annotations: unknown) {
  const sp = validateExtractionSchema(schema);
  if (sp.length) throw errors.invalidSchema(prefixed('/schema_json', sp));
  const ap = validateAnnotations(annotations, schema);
  if (ap.length) throw errors.invalidAnnotations(prefixed('/annotations_json', ap));
}

/** JSON text with object keys sorted, for comparing values whose key order is not meaningful. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  );
}

function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
}

async function checkSample(q: Queryable, orgId: number, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await structsRepo(q).attachmentInOrg(orgId, id))) throw errors.invalidSampleAttachment();
}

/** Struct drafts, publishing, versions, archive and restore for one organisation at a time. */
export function structService(db: Database) {
  async function load(q: Queryable, orgId: number, slug: string): Promise<StructRow> {
    const row = await structsRepo(q).bySlug(orgId, slug);
    if (!row) throw errors.notFound('struct');
    return row;
  }

  /** Locks the struct row (404 when unknown or another organisation's) and loads it. */
  async function lockAndLoad(tx: Queryable, orgId: number, slug: string): Promise<StructRow> {
    const id = await structsRepo(tx).lockBySlug(orgId, slug);
    if (id === null) throw errors.notFound('struct');
    return (await structsRepo(tx).byId(orgId, id))!;
  }

  return {
    /** Creates a draft (free of charge); the slug is generated from the name when omitted. */
    async create(orgId: number, input: StructInput) {
      if (input.name === undefined) throw errors.validation('name is required', [{ path: '/name', message: 'required' }]);
      const name = checkName(input.name);
      // null is not "absent": it is checked, and refused, like any other malformed value
      const schema = input.schema_json === undefined ? emptySchema() : input.schema_json;
      const annotations = input.annotations_json === undefined ? {} : input.annotations_json;
      checkBody(schema, annotations);
      const w: StructWrite = {
        slug: input.slug === undefined ? slugBase(name) : checkSlug(input.slug),
        name,
        description: checkDescription(input.description ?? ''),
        schema,
        annotations,
        blackHoleEnabled: input.black_hole_enabled ?? false,
        reviewThreshold: input.review_threshold ?? 0.5,
        sampleAttachmentId: input.sample_attachment_id ?? null,
        latestProposals: input.latest_proposals_json ?? null,
      };
      await checkSample(db, orgId, w.sampleAttachmentId);
      const repo = structsRepo(db);
      for (let attempt = 0; attempt < 5; attempt++) {
        if (input.slug === undefined) w.slug = nextSlug(slugBase(name), await repo.slugsLike(orgId, slugBase(name)), attempt);
        const id = await repo.insert(orgId, w);
        if (id !== null) return presentStruct((await repo.byId(orgId, id))!);
        if (input.slug !== undefined) throw errors.slugTaken(w.slug);
      }
      throw errors.conflict('slug_taken', 'could not find a free slug; give one explicitly');
    },

    /** Applies a partial update to the draft; the published-content revision moves only when that content changes. */
    async update(orgId: number, slug: string, input: StructInput) {
      try {
        return await db.transaction(async (tx) => {
          const cur = await lockAndLoad(tx, orgId, slug);
          if (cur.status === 'archived') throw errors.structArchived();
          const schema = input.schema_json === undefined ? cur.schema_json : input.schema_json;
          const annotations = input.annotations_json === undefined ? cur.annotations_json : input.annotations_json;
          if (input.schema_json !== undefined || input.annotations_json !== undefined) checkBody(schema, annotations);
          const w: StructWrite = {
            slug: input.slug === undefined ? cur.slug : checkSlug(input.slug),
            name: input.name === undefined ? cur.name : checkName(input.name),
            description: input.description === undefined ? cur.description : checkDescription(input.description),
            schema,
            annotations,
            blackHoleEnabled: input.black_hole_enabled ?? cur.black_hole_enabled,
            reviewThreshold: input.review_threshold ?? cur.review_threshold,
            sampleAttachmentId: input.sample_attachment_id === undefined ? cur.sample_attachment_id : input.sample_attachment_id,
            latestProposals: input.latest_proposals_json === undefined ? cur.latest_proposals_json : input.latest_proposals_json,
          };
          if (input.sample_attachment_id !== undefined) await checkSample(tx, orgId, w.sampleAttachmentId);
          const repo = structsRepo(tx);
          if (w.slug !== cur.slug && (await repo.slugTaken(orgId, w.slug, cur.id))) throw errors.slugTaken(w.slug);
          // property order is meaningful in a schema (it is the field order), not in annotations
          const bump =
            JSON.stringify(schema) !== JSON.stringify(cur.schema_json) ||
            canonical(annotations) !== canonical(cur.annotations_json) ||
            w.blackHoleEnabled !== cur.black_hole_enabled ||
            w.reviewThreshold !== cur.review_threshold;
          await repo.update(orgId, cur.id, w, bump);
          return presentStruct((await repo.byId(orgId, cur.id))!);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw errors.slugTaken(input.slug ?? slug);
        throw e;
      }
    },

    async get(orgId: number, slug: string) {
      return presentStruct(await load(db, orgId, slug));
    },

    async list(orgId: number, filter: StructListFilter, limit: number, offset: number) {
      const { count, rows } = await structsRepo(db).list(orgId, filter, limit, offset);
      return { count, results: rows.map(presentStructSummary) };
    },

    /** Snapshots the draft into a new current version and makes the struct active. */
    async publish(orgId: number, slug: string, userId: number | null, note = '') {
      return db.transaction(async (tx) => {
        const cur = await lockAndLoad(tx, orgId, slug);
        if (cur.status === 'archived') throw errors.structArchived();
        if (countFields(cur.schema_json) === 0) throw errors.emptySchema();
        // a deprecated current version may be replaced by an identical, usable one
        if (cur.current_version_id !== null && cur.cv_deprecated_at === null && cur.cv_draft_revision === cur.draft_revision) {
          throw errors.noChanges();
        }
        const repo = structsRepo(tx);
        await repo.publish(orgId, cur.id, userId, note);
        return presentStruct((await repo.byId(orgId, cur.id))!);
      });
    },

    /** Archives the struct (idempotent); its versions can no longer be pinned or take part in classification. */
    async archive(orgId: number, slug: string) {
      return db.transaction(async (tx) => {
        const cur = await lockAndLoad(tx, orgId, slug);
        const repo = structsRepo(tx);
        if (cur.status !== 'archived') await repo.setStatus(orgId, cur.id, 'archived');
        return presentStruct((await repo.byId(orgId, cur.id))!);
      });
    },

    /** Restores an archived struct to `active` (published before) or `draft` (idempotent). */
    async restore(orgId: number, slug: string) {
      return db.transaction(async (tx) => {
        const cur = await lockAndLoad(tx, orgId, slug);
        const repo = structsRepo(tx);
        if (cur.status === 'archived') await repo.setStatus(orgId, cur.id, cur.current_version_id === null ? 'draft' : 'active');
        return presentStruct((await repo.byId(orgId, cur.id))!);
      });
    },

    async versions(orgId: number, slug: string, limit: number, offset: number) {
      const s = await load(db, orgId, slug);
      const { count, rows } = await structsRepo(db).versions(orgId, s.id, limit, offset);
      return { count, results: rows.map(presentVersionSummary) };
    },

    async version(orgId: number, slug: string, n: number) {
      const s = await load(db, orgId, slug);
      const v = await structsRepo(db).versionByNumber(orgId, s.id, n);
      if (!v) throw errors.notFound('struct version');
      return presentVersionDetail(v);
    },

    /** A version by its global id (e.g. an attachment's extraction_struct_version_id), with its struct's slug. */
    async versionById(orgId: number, id: number) {
      const v = await structsRepo(db).versionById(orgId, id);
      if (!v) throw errors.notFound('struct version');
      return { ...presentVersionDetail(v), struct_slug: v.struct_slug };
    },

    /** Deprecates a version (idempotent): it can no longer be pinned and leaves classification. */
    async deprecate(orgId: number, slug: string, n: number) {
      const s = await load(db, orgId, slug);
      const repo = structsRepo(db);
      const v = await repo.versionByNumber(orgId, s.id, n);
      if (!v) throw errors.notFound('struct version');
      await repo.deprecate(orgId, v.id);
      return presentVersionSummary((await repo.versionByNumber(orgId, s.id, n))!);
    },
  };
}

export type StructService = ReturnType<typeof structService>;
