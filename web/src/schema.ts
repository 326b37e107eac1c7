// Reading an extraction schema (JSON Schema subset) for the review view: the type of a data
// pointer, the scalar leaves and the tables (arrays of objects).

/** The primary type of a schema node (`["string","null"]` -> `string`). */
export function typeOf(node: any): string {
  const t = node?.type;
  if (Array.isArray(t)) return t.find((x: string) => x !== 'null') ?? 'string';
  return typeof t === 'string' ? t : 'string';
}

/** The schema node a data pointer names (array indices step into `items`), or null. */
export function nodeAt(schema: any, pointer: string): any {
  let node = schema;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeOf(node) === 'array') node = node.items;
    else node = node?.properties?.[key];
    if (!node) return null;
  }
  return node;
}

export interface Leaf {
  path: string;
  title: string;
  type: string;
  node: any;
}
export interface Table {
  path: string;
  title: string;
  columns: Leaf[];
}

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** The scalar (and scalar-array) leaves outside tables, and the tables, in schema order. */
export function layout(schema: any): { leaves: Leaf[]; tables: Table[] } {
  const leaves: Leaf[] = [];
  const tables: Table[] = [];
  const walk = (node: any, base: string) => {
    for (const [k, child] of Object.entries<any>(node?.properties ?? {})) {
      const path = `${base}/${esc(k)}`;
      const t = typeOf(child);
      if (t === 'object') walk(child, path);
      else if (t === 'array' && typeOf(child.items) === 'object') {
        tables.push({
          path,
          title: child.title ?? k,
          columns: Object.entries<any>(child.items.properties ?? {}).map(([ck, cn]) => ({ path: `/${esc(ck)}`, title: cn.title ?? ck, type: typeOf(cn), node: cn })),
        });
      } else leaves.push({ path, title: child.title ?? path.slice(1), type: t, node: child });
    }
  };
  walk(schema, '');
  return { leaves, tables };
}

/** Turns typed-in text into a value of the field's type; empty text is null (no value). */
export function parseValue(text: string, type: string, node: any): unknown {
  const s = text.trim();
  if (s === '') return null;
  if (type === 'number' || type === 'integer') {
    const n = Number(s.replace(/,/g, ''));
    return Number.isFinite(n) ? n : s;
  }
  if (type === 'boolean') return s === 'true' || s === 'yes' || s === '1';
  if (type === 'array') {
    const it = typeOf(node?.items);
    return s.split(';').map((x) => parseValue(x, it, node?.items)).filter((x) => x !== null);
  }
  return s;
}

/** A value as editable text. */
export function showValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(showValue).join('; ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
