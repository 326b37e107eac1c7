/** Limits and vocabularies of the extraction-schema model (documented in docs/extraction-schema.md). */
export const SCHEMA_LIMITS = {
  /** levels of object nesting below the root */
  maxDepth: 6,
  /** leaf fields in one schema (table columns count once each) */
  maxFields: 500,
  /** properties of one object */
  maxProperties: 200,
  /** characters of a property name */
  maxNameLength: 200,
  maxTitleLength: 200,
  maxDescriptionLength: 5000,
  maxEnumValues: 500,
  maxEnumStringLength: 500,
  maxPatternLength: 500,
} as const;

export const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean'] as const;
export type ScalarType = (typeof SCALAR_TYPES)[number];
export type NodeType = ScalarType | 'object' | 'array';

export const STRING_FORMATS = ['date', 'date-time', 'time', 'duration', 'email', 'uri', 'uuid', 'hostname', 'ipv4', 'ipv6'] as const;

export const SCHEMA_MODES = ['form', 'document'] as const;
export type SchemaMode = (typeof SCHEMA_MODES)[number];

/** Keywords accepted on every field node. */
export const COMMON_KEYWORDS = ['type', 'title', 'description', '$comment', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly'];

/** Keywords accepted per node type, in addition to the common ones and `x-` extensions. */
export const TYPE_KEYWORDS: Record<NodeType, string[]> = {
  string: ['format', 'enum', 'pattern', 'minLength', 'maxLength'],
  number: ['enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  boolean: [],
  object: ['properties', 'required', 'additionalProperties'],
  array: ['items', 'minItems', 'maxItems', 'uniqueItems'],
};

/** Keywords accepted only on the root object. */
export const ROOT_KEYWORDS = ['$schema', '$id', 'mode'];

/** Standard keywords the model deliberately does not support, with the reason given back. */
export const UNSUPPORTED_KEYWORDS: Record<string, string> = {
  $ref: 'references are not supported: inline the definition',
  $defs: 'definitions are not supported: inline them where they are used',
  definitions: 'definitions are not supported: inline them where they are used',
  oneOf: 'schema composition (oneOf) is not supported',
  anyOf: 'schema composition (anyOf) is not supported',
  allOf: 'schema composition (allOf) is not supported',
  not: 'schema composition (not) is not supported',
  if: 'conditional schemas are not supported',
  then: 'conditional schemas are not supported',
  else: 'conditional schemas are not supported',
  const: 'const is not supported: use a one-value enum',
  patternProperties: 'patternProperties is not supported: name every field',
  propertyNames: 'propertyNames is not supported',
  dependentRequired: 'dependentRequired is not supported',
  dependentSchemas: 'dependentSchemas is not supported',
  unevaluatedProperties: 'unevaluatedProperties is not supported',
  prefixItems: 'tuple arrays (prefixItems) are not supported',
  contains: 'contains is not supported',
};

/** Marks a top-level object (or array of objects) property as a section. */
export const SECTION_KEYWORD = 'x-section';

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins a JSON pointer and further segments. */
export function pointerJoin(base: string, ...segments: string[]): string {
  return base + segments.map((s) => `/${pointerSegment(s)}`).join('');
}

/** True for a plain JSON object (not an array or null). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// C0/C1 controls and bidirectional overrides: never valid in names shown to people
export const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Length in characters (code points), as the contract and PostgreSQL count them. */
export function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
