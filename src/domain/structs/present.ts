import type { StructRow, StructStatus, VersionRow } from '../../db/repositories/structs.js';
import { countFields, parsedSections, schemaMode, type ParsedSection, type SchemaMode } from './schema-model.js';
import { documentSections } from './document-sections.js';

/** List-shape summary of a struct version (no schema body). */
export interface VersionSummary {
  id: number;
  version_number: number;
  created_at: Date;
  deprecated: boolean;
  deprecated_at: Date | null;
  is_current: boolean;
  field_count: number;
  mode: SchemaMode;
  black_hole_enabled: boolean;
  review_threshold: number;
  /** the publisher's note; absent on a struct's current_version */
  note?: string;
}

/** A version with its schema body. */
export interface VersionDetail extends VersionSummary {
  schema_json: unknown;
  annotations_json: unknown;
  parsed_sections: ParsedSection[];
}

export interface SampleAttachment {
  id: number;
  file_name: string;
  file_type: string;
  processing_status: string;
  page_count: number;
  created_at: Date;
  /** what the builder read of the sample (docs/builder.md); null until it proposed */
  summary: unknown;
}

/** The schema's sections, then the sample document's (stored with the struct or version). */
function allSections(schema: unknown, sample: unknown): ParsedSection[] {
  return [...parsedSections(schema), ...documentSections(sample)];
}

/** Fields shared by the list item and the full projection. */
export interface StructSummary {
  id: number;
  slug: string;
  name: string;
  description: string;
  status: StructStatus;
  mode: SchemaMode;
  field_count: number;
  has_unpublished_changes: boolean;
  current_version_number: number | null;
  version_count: number;
  current_version: VersionSummary | null;
  black_hole_enabled: boolean;
  review_threshold: number;
  created_at: Date;
  updated_at: Date;
}

/** The full projection (contract 2.4). */
export interface StructFull extends StructSummary {
  schema_json: unknown;
  annotations_json: unknown;
  sample_attachment: SampleAttachment | null;
  parsed_sections: ParsedSection[];
  latest_proposals_json: unknown;
}

/** Presents a version row as a list-shape summary. */
export function presentVersionSummary(v: VersionRow): VersionSummary {
  return {
    id: v.id,
    version_number: v.version_number,
    created_at: v.created_at,
    deprecated: v.deprecated_at !== null,
    deprecated_at: v.deprecated_at,
    is_current: v.is_current,
    field_count: countFields(v.schema_json),
    mode: schemaMode(v.schema_json),
    black_hole_enabled: v.black_hole_enabled,
    review_threshold: v.review_threshold,
    note: v.note,
  };
}

/** Presents a version row with its schema body. */
export function presentVersionDetail(v: VersionRow): VersionDetail {
  return {
    ...presentVersionSummary(v),
    schema_json: v.schema_json,
    annotations_json: v.annotations_json,
    parsed_sections: allSections(v.schema_json, v.sample_sections),
  };
}

function currentVersion(r: StructRow): VersionSummary | null {
  if (r.current_version_id === null || r.cv_version_number === null) return null;
  return {
    id: r.current_version_id,
    version_number: r.cv_version_number,
    created_at: r.cv_created_at!,
    deprecated: r.cv_deprecated_at !== null,
    deprecated_at: r.cv_deprecated_at,
    is_current: true,
    field_count: countFields(r.cv_schema_json),
    mode: schemaMode(r.cv_schema_json),
    black_hole_enabled: r.cv_black_hole_enabled ?? false,
    review_threshold: r.cv_review_threshold ?? 0.5,
  };
}

/** Presents a struct row for lists (no schema body). */
export function presentStructSummary(r: StructRow): StructSummary {
  const cv = currentVersion(r);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    status: r.status,
    mode: schemaMode(r.schema_json),
    field_count: countFields(r.schema_json),
    // a never-published draft is all unpublished; otherwise compare with the snapshotted revision
    has_unpublished_changes: cv === null || r.cv_draft_revision !== r.draft_revision,
    current_version_number: cv?.version_number ?? null,
    version_count: r.version_count,
    current_version: cv,
    black_hole_enabled: r.black_hole_enabled,
    review_threshold: r.review_threshold,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** Presents a struct row as the full projection. */
export function presentStruct(r: StructRow): StructFull {
  return {
    ...presentStructSummary(r),
    schema_json: r.schema_json,
    annotations_json: r.annotations_json,
    sample_attachment:
      r.sa_id === null
        ? null
        : {
            id: r.sa_id,
            file_name: r.sa_file_name!,
            file_type: r.sa_file_type!,
            processing_status: r.sa_processing_status!,
            page_count: r.sa_page_count ?? 0,
            created_at: r.sa_created_at!,
            summary: r.sample_summary ?? null,
          },
    parsed_sections: allSections(r.schema_json, r.sample_sections),
    latest_proposals_json: r.latest_proposals_json ?? null,
  };
}
