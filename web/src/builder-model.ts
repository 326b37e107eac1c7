// The struct builder's field model and its round trip to schema_json + annotations_json.

export const SCALARS = ['string', 'number', 'integer', 'boolean'] as const;
export const TYPES = [...SCALARS, 'object', 'array'] as const;
export const FORMATS = ['', 'date', 'date-time', 'time', 'duration', 'email', 'uri', 'uuid', 'hostname', 'ipv4', 'ipv6'];

export interface FieldDef {
  uid: number;
  name: string;
  type: string;
  itemType: string;
  nullable: boolean;
  format: string;
  title: string;
  description: string;
  required: boolean;
  enumText: string;
  label: string;
  examples: string;
  children: FieldDef[];
  /** schema keywords the builder does not edit, kept as they were */
  extra: Record<string, unknown>;
  /** annotation hints the builder does not edit (aliases, pattern, …) */
  extraHints: Record<string, unknown>;
}

let uid = 0;
/** A new empty field. */
export function newField(name = ''): FieldDef {
  return { uid: ++uid, name, type: 'string', itemType: 'string', nullable: false, format: '', title: '', description: '', required: false, enumText: '', label: '', examples: '', children: [], extra: {}, extraHints: {} };
}

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const EDITED = new Set(['type', 'format', 'title', 'description', 'enum', 'properties', 'required', 'items', 'additionalProperties']);

function parseType(t: unknown): { type: string; nullable: boolean } {
  if (Array.isArray(t)) return { type: (t.find((x) => x !== 'null') as string) ?? 'string', nullable: t.includes('null') };
  return { type: typeof t === 'string' ? t : 'string', nullable: false };
}

function fromProps(node: any, base: string, ann: Record<string, any>): FieldDef[] {
  const req: string[] = Array.isArray(node?.required) ? node.required : [];
  return Object.entries<any>(node?.properties ?? {}).map(([name, s]) => {
    const f = newField(name);
    const { type, nullable } = parseType(s.type);
    f.type = type;
    f.nullable = nullable;
    f.format = s.format ?? '';
    f.title = s.title ?? '';
    f.description = s.description ?? '';
    f.required = req.includes(name);
    f.enumText = Array.isArray(s.enum) ? s.enum.map(String).join(', ') : '';
    for (const [k, v] of Object.entries(s)) if (!EDITED.has(k)) f.extra[k] = v;
    const ptr = `${base}/${esc(name)}`;
    if (type === 'object') f.children = fromProps(s, ptr, ann);
    if (type === 'array') {
      f.itemType = parseType(s.items?.type).type;
      if (f.itemType === 'object') f.children = fromProps(s.items, `${ptr}/*`, ann);
    }
    const h = ann[ptr] ?? {};
    f.label = h.label ?? '';
    f.examples = Array.isArray(h.examples) ? h.examples.map(String).join('; ') : '';
    for (const [k, v] of Object.entries(h)) if (k !== 'label' && k !== 'examples') f.extraHints[k] = v;
    return f;
  });
}

/** Reads a struct's schema and annotations into the builder's fields (and the root's other keys). */
export function fromSchema(schema: any, annotations: any): { fields: FieldDef[]; root: Record<string, unknown>; otherHints: Record<string, unknown> } {
  const root: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema ?? {})) if (k !== 'properties' && k !== 'required' && k !== 'type') root[k] = v;
  const ann = (annotations ?? {}) as Record<string, any>;
  const fields = fromProps(schema, '', ann);
  const used = new Set<string>();
  const mark = (fs: FieldDef[], base: string) =>
    fs.forEach((f) => {
      const p = `${base}/${esc(f.name)}`;
      used.add(p);
      mark(f.children, f.type === 'array' ? `${p}/*` : p);
    });
  mark(fields, '');
  const otherHints: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ann)) if (!used.has(k)) otherHints[k] = v;
  return { fields, root, otherHints };
}

function enumValues(f: FieldDef, type: string): unknown[] | undefined {
  if (!f.enumText.trim()) return undefined;
  return f.enumText.split(',').map((x) => x.trim()).filter(Boolean).map((x) => (type === 'number' || type === 'integer' ? Number(x) : type === 'boolean' ? x === 'true' : x));
}

function toNode(f: FieldDef, ptr: string, ann: Record<string, unknown>): any {
  const type = f.nullable ? [f.type, 'null'] : f.type;
  const node: any = { type };
  if (f.title) node.title = f.title;
  if (f.description) node.description = f.description;
  if (f.type === 'string' && f.format) node.format = f.format;
  const en = SCALARS.includes(f.type as any) ? enumValues(f, f.type) : undefined;
  if (en) node.enum = en;
  if (f.type === 'object') Object.assign(node, toProps(f.children, ptr, ann));
  if (f.type === 'array') {
    node.items = f.itemType === 'object' ? { type: 'object', ...toProps(f.children, `${ptr}/*`, ann) } : { type: f.itemType };
  }
  Object.assign(node, f.extra);
  const hints: Record<string, unknown> = { ...f.extraHints };
  if (f.label.trim()) hints.label = f.label.trim();
  const ex = f.examples.split(';').map((x) => x.trim()).filter(Boolean);
  if (ex.length) hints.examples = ex;
  if (Object.keys(hints).length) ann[ptr] = hints;
  return node;
}

function toProps(fields: FieldDef[], base: string, ann: Record<string, unknown>) {
  const properties: Record<string, unknown> = {};
  for (const f of fields) properties[f.name] = toNode(f, `${base}/${esc(f.name)}`, ann);
  const required = fields.filter((f) => f.required).map((f) => f.name);
  return required.length ? { properties, required } : { properties };
}

/** Writes the builder's fields back as schema_json and annotations_json. */
export function toSchema(fields: FieldDef[], root: Record<string, unknown>, otherHints: Record<string, unknown>): { schema_json: any; annotations_json: any } {
  const ann: Record<string, unknown> = { ...otherHints };
  const schema = { ...root, type: 'object', ...toProps(fields, '', ann) };
  return { schema_json: schema, annotations_json: ann };
}

/** Where in a PATCH body each field lives: its schema pointer and its annotations key. */
export function fieldPointers(fields: FieldDef[]): Map<number, { schema: string; hints: string }> {
  const out = new Map<number, { schema: string; hints: string }>();
  const walk = (fs: FieldDef[], sBase: string, dBase: string) =>
    fs.forEach((f) => {
      const s = `${sBase}/properties/${esc(f.name)}`;
      const d = `${dBase}/${esc(f.name)}`;
      out.set(f.uid, { schema: s, hints: `/annotations_json/${esc(d)}` });
      if (f.type === 'object') walk(f.children, s, d);
      if (f.type === 'array' && f.itemType === 'object') walk(f.children, `${s}/items`, `${d}/*`);
    });
  walk(fields, '/schema_json', '');
  return out;
}

/** Leaf fields of a schema as pointer -> JSON text of the node (for diffs between versions). */
export function flatten(schema: any): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: any, base: string) => {
    const req: string[] = node?.required ?? [];
    for (const [k, s] of Object.entries<any>(node?.properties ?? {})) {
      const p = `${base}/${k}`;
      const { properties, items, ...rest } = s;
      out.set(p, JSON.stringify({ ...rest, required: req.includes(k) || undefined, items: items && items.type !== 'object' ? items : undefined }));
      if (properties) walk(s, p);
      if (items?.properties) walk(items, `${p}/*`);
    }
  };
  walk(schema, '');
  return out;
}
