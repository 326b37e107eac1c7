import { Type } from '@sinclair/typebox';
import { PageQuery } from '../schemas.js';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Mode = Type.Union([Type.Literal('form'), Type.Literal('document')]);
const Status = Type.Union([Type.Literal('draft'), Type.Literal('active'), Type.Literal('archived')]);

/** List-shape summary of a struct version (no schema body). */
export const VersionSummary = Type.Object(
  {
    id: Type.Integer({ description: 'global id, usable as struct_version_id on upload' }),
    version_number: Type.Integer({ description: '1, 2, … per struct' }),
    created_at: DateTime,
    deprecated: Type.Boolean(),
    deprecated_at: Nullable(DateTime),
    is_current: Type.Boolean({ description: "true for the struct's current version" }),
    field_count: Type.Integer(),
    mode: Mode,
    black_hole_enabled: Type.Boolean({ description: 'participation flag snapshotted at publish' }),
    review_threshold: Type.Number({ minimum: 0, maximum: 1, description: 'review threshold snapshotted at publish' }),
    note: Type.Optional(Type.String({ description: "the note given at publish ('' when none); in version lists and details, not on a struct's current_version" })),
  },
  { $id: 'StructVersionSummary', title: 'StructVersionSummary' },
);

export const ParsedSection = Type.Object(
  {
    key: Type.String({ description: 'property name of the section in schema_json' }),
    title: Type.String(),
    description: Type.String(),
    kind: Type.Union([Type.Literal('group'), Type.Literal('table'), Type.Literal('document')], {
      description: '`group`/`table`: a section of schema_json; `document`: a section found in the sample document (docs/builder.md)',
    }),
    field_count: Type.Integer(),
    paths: Type.Array(Type.String(), { description: 'data pointers of the leaf fields of the section' }),
    heading: Type.Optional(Type.String({ description: 'document sections: the heading as written' })),
    number: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'document sections: the heading number as written ("2.1", "II")' })),
    level: Type.Optional(Type.Integer({ minimum: 1, description: 'document sections: 1 for a top-level section' })),
    page_start: Type.Optional(Type.Integer({ minimum: 1 })),
    page_end: Type.Optional(Type.Integer({ minimum: 1 })),
    excerpt: Type.Optional(Type.String({ description: 'document sections: the first words of the section body' })),
  },
  { $id: 'ParsedSection', title: 'ParsedSection' },
);

const SchemaBody = Type.Unknown({ description: 'extraction schema (docs/extraction-schema.md)' });
const AnnotationsBody = Type.Unknown({ description: 'per-field hints keyed by field pointer or name (docs/extraction-schema.md)' });

/** A version with its schema body. */
export const VersionDetail = Type.Object(
  {
    ...VersionSummary.properties,
    schema_json: SchemaBody,
    annotations_json: AnnotationsBody,
    parsed_sections: Type.Array(Type.Ref('ParsedSection')),
  },
  { $id: 'StructVersion', title: 'StructVersion' },
);

/** A version found by its global id: the detail plus its struct's slug. */
export const VersionById = Type.Object(
  { ...VersionDetail.properties, struct_slug: Type.String() },
  { $id: 'StructVersionById', title: 'StructVersionById' },
);

export const SampleAttachment = Type.Object(
  {
    id: Type.Integer(),
    file_name: Type.String(),
    file_type: Type.String(),
    processing_status: Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('failed')]),
    page_count: Type.Integer(),
    created_at: DateTime,
    summary: Nullable(
      Type.Object(
        {
          pages: Type.Integer(),
          language: Type.Union([Type.String(), Type.Null()], { description: 'ISO 639-1 code of the language the sample is written in' }),
          section_count: Type.Integer(),
          proposed_fields: Type.Integer(),
          tables: Type.Integer({ description: 'proposed table (array of objects) fields' }),
          excerpt: Type.String({ description: 'the first words of the sample' }),
          proposed_by: Type.String({ description: '`deterministic` or `model:<name>`' }),
          proposed_at: DateTime,
        },
        { description: 'what the builder read of the sample (docs/builder.md); null until proposals were made' },
      ),
    ),
  },
  { $id: 'StructSampleAttachment', title: 'StructSampleAttachment' },
);

const summaryProps = {
  id: Type.Integer(),
  slug: Type.String({ maxLength: 200, pattern: '^[-a-zA-Z0-9_]+$' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String(),
  status: Status,
  mode: Mode,
  field_count: Type.Integer(),
  has_unpublished_changes: Type.Boolean(),
  current_version_number: Nullable(Type.Integer()),
  version_count: Type.Integer(),
  current_version: Nullable(Type.Ref('StructVersionSummary')),
  black_hole_enabled: Type.Boolean({ description: 'draft value; the current version carries the effective one' }),
  review_threshold: Type.Number({
    minimum: 0,
    maximum: 1,
    description: 'draft value (default 0.5): an extraction field with a lower confidence makes the result need review; the current version carries the effective one',
  }),
  created_at: DateTime,
  updated_at: DateTime,
};

/** A struct in lists: the full projection without schema_json, annotations_json, sample_attachment, parsed_sections and latest_proposals_json. */
export const StructSummary = Type.Object(summaryProps, { $id: 'StructSummary', title: 'StructSummary' });

/** The full projection (contract 2.4), returned by create, detail, update, publish, archive and restore. */
export const StructFull = Type.Object(
  {
    ...summaryProps,
    schema_json: SchemaBody,
    annotations_json: AnnotationsBody,
    sample_attachment: Nullable(Type.Ref('StructSampleAttachment')),
    parsed_sections: Type.Array(Type.Ref('ParsedSection')),
    latest_proposals_json: Type.Unknown({ description: 'stored and returned as given; null when never set' }),
  },
  { $id: 'Struct', title: 'Struct' },
);

const writeProps = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[-a-zA-Z0-9_]+$', description: 'generated from name when omitted on create' }),
  description: Type.String({ maxLength: 20000 }),
  schema_json: SchemaBody,
  annotations_json: AnnotationsBody,
  // one schema with a type list, not a union: with type coercion on, a union would turn 0 into null
  sample_attachment_id: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    minimum: 1,
    // ids beyond this cannot be told apart as JSON numbers: a 400, not a failed lookup
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'write-only; an attachment of the organisation; null clears it',
  }),
  black_hole_enabled: Type.Boolean(),
  review_threshold: Type.Number({ minimum: 0, maximum: 1, description: 'confidence below which an unreviewed extraction field needs review (default 0.5)' }),
  latest_proposals_json: Type.Unknown(),
};

/** Create body (contract 4.2). */
export const StructCreateBody = Type.Object(
  {
    name: writeProps.name,
    slug: Type.Optional(writeProps.slug),
    description: Type.Optional(writeProps.description),
    schema_json: Type.Optional(writeProps.schema_json),
    annotations_json: Type.Optional(writeProps.annotations_json),
    sample_attachment_id: Type.Optional(writeProps.sample_attachment_id),
    black_hole_enabled: Type.Optional(writeProps.black_hole_enabled),
    review_threshold: Type.Optional(writeProps.review_threshold),
    latest_proposals_json: Type.Optional(writeProps.latest_proposals_json),
  },
  { additionalProperties: false },
);

/** Update body: the create shape, every field optional. */
export const StructUpdateBody = Type.Partial(StructCreateBody, { additionalProperties: false });

/** Fields a client may send; anything else is refused with a pointer to it. */
export const WRITABLE_FIELDS = new Set(Object.keys(writeProps));
export const READ_ONLY_FIELDS = new Set([
  'id',
  'field_count',
  'has_unpublished_changes',
  'current_version_number',
  'version_count',
  'updated_at',
  'created_at',
  'sample_attachment',
  'current_version',
  'parsed_sections',
  'status',
  'mode',
]);

export const StructListQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Status),
  mode: Type.Optional(Mode),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'case-insensitive substring of name or slug' })),
});

export const SlugParams = Type.Object({ slug: Type.String() });
export const VersionParams = Type.Object({ slug: Type.String(), version_number: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** Schemas with an $id, registered once on the app so responses can reference them. */
export const SHARED_SCHEMAS = [VersionSummary, ParsedSection, SampleAttachment, StructSummary, StructFull, VersionDetail, VersionById];
