/** A small walker over standard JSON Schema: the fields the extractor looks for. */

export type FieldKind =
  | 'company' | 'address' | 'total' | 'money' | 'date' | 'effective_date' | 'party' | 'jurisdiction'
  | 'term' | 'email' | 'phone' | 'identifier' | 'name' | 'generic';

export interface FieldHints {
  aliases: string[];
  examples: string[];
  patterns: string[];
  /** day-first or month-first for ambiguous numeric dates */
  dateOrder?: 'dmy' | 'mdy';
}

export interface FieldSpec {
  /** JSON pointer of the field in the data object */
  path: string;
  name: string;
  title?: string;
  description?: string;
  type: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  format?: string;
  enum?: unknown[];
  pattern?: string;
  required: boolean;
  hints: FieldHints;
  kind: FieldKind;
  /** array of scalars: several values may be found */
  multiple: boolean;
  /** properties of a nested object, or of the items of an array of objects */
  children: FieldSpec[];
  /** the item schema's scalar type for arrays of scalars */
  itemType?: FieldSpec['type'];
}

type Json = Record<string, unknown>;

function asObj(v: unknown): Json | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
}

function strs(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Finds hints for a field: keyed by JSON pointer, by dotted path or by bare name, under `fields` or at the top. */
export function hintsFor(annotations: Json, path: string, name: string, schema: Json): FieldHints {
  const fields = asObj(annotations.fields) ?? annotations;
  const dotted = path.slice(1).replace(/\//g, '.');
  const h = asObj(fields[path]) ?? asObj(fields[dotted]) ?? asObj(fields[name]) ?? {};
  // hints may also sit in the schema itself under x-aliases / examples
  const aliases = [...strs(h.aliases), ...strs(h.labels), ...strs(schema['x-aliases'])];
  const examples = [...strs(h.examples), ...strs(schema.examples)];
  const patterns = [...strs(h.patterns)];
  const order = h.date_order ?? h.dateOrder ?? (annotations as Json).date_order;
  return { aliases, examples, patterns, dateOrder: order === 'mdy' || order === 'dmy' ? order : undefined };
}

const KIND_RULES: [FieldKind, RegExp][] = [
  ['effective_date', /\beffective\b.*\bdate\b|\bdate\b.*\beffective\b|\bcommencement date\b/],
  ['jurisdiction', /\bjurisdiction\b|\bgoverning law\b|\bgoverned by\b|\bchoice of law\b/],
  ['party', /\bpart(y|ies)\b|\bsignator(y|ies)\b|\bcounterpart(y|ies)\b/],
  ['term', /\bterm\b|\bduration\b|\bperiod\b|\blength of\b/],
  ['total', /\btotal\b|\bamount due\b|\bbalance due\b|\bgrand total\b|\bamount payable\b/],
  ['money', /\bamount\b|\bprice\b|\bcost\b|\bfee\b|\btax\b|\bsubtotal\b|\bvat\b|\bgst\b|\bdiscount\b/],
  ['email', /\be-?mail\b/],
  ['phone', /\bphone\b|\btel(ephone)?\b|\bmobile\b|\bfax\b|\bcontact number\b/],
  ['address', /\baddress\b|\blocation\b/],
  ['company', /\bcompany\b|\bissuer\b|\bvendor\b|\bmerchant\b|\bseller\b|\bstore\b|\bshop\b|\bsupplier\b|\bbusiness\b|\bemployer\b/],
  ['date', /\bdate\b|\bdated\b|\bday\b/],
  ['identifier', /\bnumber\b|\bno\b|\bid\b|\bidentifier\b|\breference\b|\bref\b|\bcode\b|\binvoice\b/],
  ['name', /\bname\b/],
];

/** Splits a field name into words: invoice_date, invoiceDate, invoice-date -> "invoice date". */
export function nameWords(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' ').toLowerCase().trim();
}

function inferKind(name: string, title: string | undefined, description: string | undefined, s: Json): FieldKind {
  if (s.format === 'email') return 'email';
  const head = `${nameWords(name)} ${title ? title.toLowerCase() : ''}`;
  for (const [k, re] of KIND_RULES) if (re.test(head)) return k;
  if (s.format === 'date' || s.format === 'date-time') return 'date';
  const desc = (description ?? '').toLowerCase();
  for (const [k, re] of KIND_RULES) if (k !== 'name' && k !== 'identifier' && re.test(desc)) return k;
  return 'generic';
}

function scalarType(t: unknown): FieldSpec['type'] {
  const v = Array.isArray(t) ? t.find((x) => x !== 'null') : t;
  return v === 'number' || v === 'integer' || v === 'boolean' || v === 'object' || v === 'array' ? v : 'string';
}

/** Walks an object schema into field specs (nested objects and arrays of objects keep their children). */
export function walkSchema(schema: Json, annotations: Json, base = ''): FieldSpec[] {
  const props = asObj(schema.properties) ?? {};
  const required = new Set(strs(schema.required));
  const out: FieldSpec[] = [];
  for (const [name, raw] of Object.entries(props)) {
    const s = asObj(raw);
    if (!s) continue;
    const path = `${base}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const type = scalarType(s.type ?? (s.properties ? 'object' : s.items ? 'array' : 'string'));
    const title = typeof s.title === 'string' ? s.title : undefined;
    const description = typeof s.description === 'string' ? s.description : undefined;
    const spec: FieldSpec = {
      path,
      name,
      title,
      description,
      type,
      format: typeof s.format === 'string' ? s.format : undefined,
      enum: Array.isArray(s.enum) ? s.enum : undefined,
      pattern: typeof s.pattern === 'string' ? s.pattern : undefined,
      required: required.has(name),
      hints: hintsFor(annotations, path, name, s),
      kind: inferKind(name, title, description, s),
      multiple: false,
      children: [],
    };
    if (type === 'object') spec.children = walkSchema(s, annotations, path);
    if (type === 'array') {
      const items = asObj(s.items) ?? {};
      const it = scalarType(items.type ?? (items.properties ? 'object' : 'string'));
      if (it === 'object') spec.children = walkSchema(items, annotations, `${path}/*`);
      else {
        spec.multiple = true;
        spec.itemType = it;
        spec.format = spec.format ?? (typeof items.format === 'string' ? items.format : undefined);
        spec.enum = spec.enum ?? (Array.isArray(items.enum) ? items.enum : undefined);
        spec.pattern = spec.pattern ?? (typeof items.pattern === 'string' ? items.pattern : undefined);
      }
    }
    out.push(spec);
  }
  return out;
}

/** The scalar type a field's values take (the item type for arrays of scalars). */
export function valueType(f: FieldSpec): FieldSpec['type'] {
  return f.multiple ? (f.itemType ?? 'string') : f.type;
}
