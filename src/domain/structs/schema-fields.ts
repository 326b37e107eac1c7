import { readType } from './schema-validate.js';
import { SECTION_KEYWORD, isPlainObject, pointerJoin, type ScalarType, type SchemaMode } from './schema-limits.js';

/** One field of a schema as extractors and presenters see it. */
export interface SchemaField {
  /** JSON pointer of the value in the extracted data; array items are written `*` (e.g. /line_items/*\/amount) */
  pointer: string;
  /** JSON pointer of the field's definition inside the schema document */
  schema_path: string;
  /** the property name */
  key: string;
  type: ScalarType | 'array';
  /** the type also allows null */
  nullable: boolean;
  /** listed in `required` of its parent object */
  required: boolean;
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  /** for an array of scalars: the item type */
  item_type?: ScalarType;
  /** for an array of objects (a table): its columns, as leaf fields */
  items?: SchemaField[];
  /** key of the section (top-level property marked x-section) the field belongs to */
  section?: string;
}

/** A section as reported in `parsed_sections`. */
export interface ParsedSection {
  key: string;
  title: string;
  description: string;
  /** `group` for an object, `table` for an array of objects, `document` for a section of the sample document */
  kind: 'group' | 'table' | 'document';
  field_count: number;
  /** data pointers of the section's leaf fields */
  paths: string[];
  heading?: string;
  number?: string | null;
  level?: number;
  page_start?: number;
  page_end?: number;
  excerpt?: string;
}

function props(node: Record<string, unknown>): [string, Record<string, unknown>][] {
  if (!isPlainObject(node.properties)) return [];
  return Object.entries(node.properties).filter((e): e is [string, Record<string, unknown>] => isPlainObject(e[1]));
}

function requiredSet(node: Record<string, unknown>): Set<string> {
  return new Set(Array.isArray(node.required) ? node.required.filter((r): r is string => typeof r === 'string') : []);
}

function describe(node: Record<string, unknown>, base: Omit<SchemaField, 'type' | 'nullable'>, type: ScalarType | 'array', nullable: boolean): SchemaField {
  const f: SchemaField = { ...base, type, nullable };
  if (typeof node.title === 'string') f.title = node.title;
  if (typeof node.description === 'string') f.description = node.description;
  if (typeof node.format === 'string') f.format = node.format;
  if (Array.isArray(node.enum)) f.enum = node.enum;
  if (typeof node.pattern === 'string') f.pattern = node.pattern;
  return f;
}

function walkObject(node: Record<string, unknown>, dataPath: string, schemaPath: string, section: string | undefined, top: boolean): SchemaField[] {
  const out: SchemaField[] = [];
  const req = requiredSet(node);
  for (const [key, child] of props(node)) {
    const t = readType(child.type);
    if (!t) continue;
    const pointer = pointerJoin(dataPath, key);
    const sp = pointerJoin(schemaPath, 'properties', key);
    const sec = top && child[SECTION_KEYWORD] === true ? key : section;
    const base = { pointer, schema_path: sp, key, required: req.has(key), ...(sec !== undefined ? { section: sec } : {}) };
    if (t.type === 'object') {
      out.push(...walkObject(child, pointer, sp, sec, false));
    } else if (t.type === 'array') {
      const items = isPlainObject(child.items) ? child.items : {};
      const it = readType(items.type);
      const f = describe(child, base, 'array', t.nullable);
      if (it?.type === 'object') f.items = walkObject(items, `${pointer}/*`, pointerJoin(sp, 'items'), sec, false);
      else if (it && it.type !== 'array') f.item_type = it.type;
      out.push(f);
    } else {
      out.push(describe(child, base, t.type, t.nullable));
    }
  }
  return out;
}

/** Lists the fields of a (valid) schema in document order: nested objects flattened, tables with their columns. */
export function walkFields(schema: unknown): SchemaField[] {
  return isPlainObject(schema) ? walkObject(schema, '', '', undefined, true) : [];
}

/** Every leaf a value is extracted for: scalars, arrays of scalars and the columns of tables. */
export function leafFields(schema: unknown): SchemaField[] {
  const out: SchemaField[] = [];
  for (const f of walkFields(schema)) {
    if (f.items) out.push(...f.items);
    else out.push(f);
  }
  return out;
}

/** Number of leaf fields (see leafFields); this is a struct's `field_count`. */
export function countFields(schema: unknown): number {
  return leafFields(schema).length;
}

/** Data pointers of every field, group object and table of a schema (what annotation keys may name). */
export function fieldPointers(schema: unknown): Set<string> {
  const out = new Set<string>();
  const addPrefixes = (p: string) => {
    const segs = p.split('/');
    for (let i = 2; i <= segs.length; i++) out.add(segs.slice(0, i).join('/'));
  };
  for (const f of walkFields(schema)) {
    addPrefixes(f.pointer);
    for (const c of f.items ?? []) addPrefixes(c.pointer);
  }
  for (const s of parsedSections(schema)) out.add(pointerJoin('', s.key));
  return out;
}

/** Property names used anywhere in a schema (bare annotation keys must be one of them). */
export function fieldNames(schema: unknown): Set<string> {
  const out = new Set<string>();
  const visit = (node: Record<string, unknown>) => {
    for (const [k, child] of props(node)) {
      out.add(k);
      visit(child);
      if (isPlainObject(child.items)) visit(child.items);
    }
  };
  if (isPlainObject(schema)) visit(schema);
  return out;
}

/** The sections of a schema: top-level properties marked `"x-section": true`, in document order. */
export function parsedSections(schema: unknown): ParsedSection[] {
  if (!isPlainObject(schema)) return [];
  const fields = leafFields(schema);
  const out: ParsedSection[] = [];
  for (const [key, child] of props(schema)) {
    if (child[SECTION_KEYWORD] !== true) continue;
    const t = readType(child.type);
    if (!t || (t.type !== 'object' && t.type !== 'array')) continue;
    const paths = fields.filter((f) => f.section === key).map((f) => f.pointer);
    out.push({
      key,
      title: typeof child.title === 'string' && child.title ? child.title : key,
      description: typeof child.description === 'string' ? child.description : '',
      kind: t.type === 'object' ? 'group' : 'table',
      field_count: paths.length,
      paths,
    });
  }
  return out;
}

/** The schema's mode: `document` when the root says so, otherwise `form`. */
export function schemaMode(schema: unknown): SchemaMode {
  return isPlainObject(schema) && schema.mode === 'document' ? 'document' : 'form';
}
