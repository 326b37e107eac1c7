import type { Queryable } from '../../db/database.js';
import { structsRepo, type VersionRow } from '../../db/repositories/structs.js';
import { schemaMode, type SchemaMode } from './schema-model.js';

/** What extraction needs of a struct version. */
export interface ExtractionVersion {
  id: number;
  struct_id: number;
  struct_slug: string;
  version_number: number;
  schema: Record<string, unknown>;
  annotations: Record<string, unknown>;
  mode: SchemaMode;
}

/** A classification participant: the current version of a struct that opted into the black hole. */
export interface ClassificationParticipant extends ExtractionVersion {
  name: string;
  description: string;
}

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The version a new upload may pin: it belongs to the organisation, is not deprecated and its
 * struct is not archived; null otherwise (the upload answers 400, whatever the reason).
 */
export async function pinnableVersion(db: Queryable, orgId: number, versionId: number): Promise<VersionRow | null> {
  if (!Number.isSafeInteger(versionId) || versionId < 1) return null;
  const v = await structsRepo(db).versionById(orgId, versionId);
  if (!v || v.deprecated_at !== null || v.struct_status === 'archived') return null;
  return v;
}

/**
 * Schema and annotations of a version of the organisation, for running an extraction that was
 * already pinned (deprecation and archiving only stop new pins, so they are not checked here).
 */
export async function versionForExtraction(db: Queryable, orgId: number, versionId: number): Promise<ExtractionVersion | null> {
  if (!Number.isSafeInteger(versionId) || versionId < 1) return null;
  const v = await structsRepo(db).versionById(orgId, versionId);
  if (!v) return null;
  return {
    id: v.id,
    struct_id: v.struct_id,
    struct_slug: v.struct_slug,
    version_number: v.version_number,
    schema: asObject(v.schema_json),
    annotations: asObject(v.annotations_json),
    mode: schemaMode(v.schema_json),
  };
}

/**
 * The versions taking part in classification for an organisation: the current, published,
 * non-deprecated version of each non-archived struct whose version has black hole enabled.
 */
export async function classificationParticipants(db: Queryable, orgId: number): Promise<ClassificationParticipant[]> {
  const rows = await structsRepo(db).classificationParticipants(orgId);
  return rows.map((v) => ({
    id: v.id,
    struct_id: v.struct_id,
    struct_slug: v.slug,
    version_number: v.version_number,
    schema: asObject(v.schema_json),
    annotations: asObject(v.annotations_json),
    mode: schemaMode(v.schema_json),
    name: v.name,
    description: v.description,
  }));
}
