/**
 * The extraction-schema model: a JSON Schema subset with a root `mode` and optional sections
 * (docs/extraction-schema.md). Validation lives in schema-validate.ts, reading helpers in
 * schema-fields.ts and annotation checks in annotations.ts; this module is the one import.
 */
export { validateExtractionSchema, readType, type SchemaProblem } from './schema-validate.js';
export {
  walkFields,
  leafFields,
  countFields,
  fieldPointers,
  fieldNames,
  parsedSections,
  schemaMode,
  type SchemaField,
  type ParsedSection,
} from './schema-fields.js';
export { validateAnnotations, ANNOTATION_KEYS, NORMALISE_HINTS, type FieldHint } from './annotations.js';
export { SCHEMA_LIMITS, STRING_FORMATS, SCHEMA_MODES, type SchemaMode, type ScalarType } from './schema-limits.js';

/** The schema a new struct starts with when none is given. */
export function emptySchema(): Record<string, unknown> {
  return { type: 'object', properties: {} };
}
