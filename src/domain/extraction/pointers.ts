import { pointerSegment } from '../../pipeline/extract/validate.js';

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Largest array index a review may name (a guard against absurd pointers, not a product limit). */
const MAX_INDEX = 100_000;

/** The segments of a JSON pointer (RFC 6901), or null when it is not one or points at the root. */
export function parsePointer(p: string): string[] | null {
  if (!p.startsWith('/') || p.length > 2000) return null;
  return p
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A pointer from segments. */
export function toPointer(segs: (string | number)[]): string {
  return segs.map((s) => '/' + pointerSegment(s)).join('');
}

/** True when `path` is `base` or lies under it. */
export function covers(base: string, path: string): boolean {
  return path === base || path.startsWith(base + '/');
}

function isArraySchema(s: Json): boolean {
  return s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')) || (!s.type && isObject(s.items));
}

/** Where a pointer leads in a schema: the field's sub-schema and which containers lead to it. */
export interface SchemaTarget {
  schema: Json;
  /** for each segment, whether its container is an array (the segment is an index) */
  inArray: boolean[];
}

/**
 * Follows a pointer through an extraction schema: object properties by name, array items by a
 * decimal index. Null when a segment names nothing the schema declares.
 */
export function schemaAt(schema: unknown, segs: string[]): SchemaTarget | null {
  let s: unknown = schema;
  const inArray: boolean[] = [];
  for (const seg of segs) {
    if (!isObject(s)) return null;
    if (isArraySchema(s)) {
      if (!/^(0|[1-9]\d{0,5})$/.test(seg) || Number(seg) > MAX_INDEX || !isObject(s.items)) return null;
      s = s.items;
      inArray.push(true);
    } else {
      const props = isObject(s.properties) ? s.properties : null;
      if (!props || !Object.prototype.hasOwnProperty.call(props, seg)) return null;
      s = props[seg];
      inArray.push(false);
    }
  }
  return isObject(s) ? { schema: s, inArray } : null;
}

/** The value at a pointer, or undefined when absent. */
export function getAt(data: unknown, segs: string[]): unknown {
  let v: unknown = data;
  for (const seg of segs) {
    if (Array.isArray(v)) v = /^\d+$/.test(seg) ? v[Number(seg)] : undefined;
    else if (isObject(v)) v = Object.prototype.hasOwnProperty.call(v, seg) ? v[seg] : undefined;
    else return undefined;
  }
  return v;
}

/**
 * Sets a value in place, creating missing containers as the schema shapes them. An array index
 * may name an existing item or the next one (appending); false (nothing changed) for a larger
 * index or a container of the wrong kind.
 */
export function setAt(data: Json, segs: string[], inArray: boolean[], value: unknown): boolean {
  let v: unknown = data;
  for (let i = 0; i < segs.length; i++) {
    const last = i === segs.length - 1;
    const seg = segs[i];
    const nextIsArray = !last && inArray[i + 1];
    const fresh = () => (nextIsArray ? [] : {});
    if (inArray[i]) {
      if (!Array.isArray(v)) return false;
      const idx = Number(seg);
      if (idx > v.length) return false;
      if (last) v[idx] = value;
      else {
        if (v[idx] === undefined || v[idx] === null) v[idx] = fresh();
        v = v[idx];
      }
    } else {
      if (!isObject(v)) return false;
      if (last) v[seg] = value;
      else {
        if (v[seg] === undefined || v[seg] === null) v[seg] = fresh();
        v = v[seg];
      }
    }
  }
  return true;
}

/** Removes the value at a pointer (an absent value is left as it is). */
export function deleteAt(data: Json, segs: string[]): void {
  const parent = getAt(data, segs.slice(0, -1));
  const key = segs[segs.length - 1];
  if (isObject(parent)) delete parent[key];
}

/** The scalar leaves of a value with their pointers (empty containers count as leaves). */
export function leavesOf(value: unknown, base: string): { path: string; value: unknown }[] {
  const out: { path: string; value: unknown }[] = [];
  const walk = (v: unknown, p: string) => {
    if (Array.isArray(v) && v.length > 0) v.forEach((x, i) => walk(x, `${p}/${i}`));
    else if (isObject(v) && Object.keys(v).length > 0) for (const [k, x] of Object.entries(v)) walk(x, `${p}/${pointerSegment(k)}`);
    else out.push({ path: p, value: v });
  };
  walk(value, base);
  return out;
}

/** A deep copy of JSON data. */
export function cloneJson<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}
