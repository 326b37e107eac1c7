import type { ValidationProblem } from './types.js';

/**
 * A small JSON Schema validator for the subset extraction schemas use: type (one or a list),
 * properties, required, additionalProperties: false, items, enum, const, pattern, format
 * (date, date-time, email, uri), minLength/maxLength, minimum/maximum, minItems/maxItems.
 * Unknown keywords are ignored, so schema annotations never make data invalid.
 */
type Schema = Record<string, unknown>;

const MAX_PROBLEMS = 200;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeMatches(v: unknown, t: string): boolean {
  const actual = typeOf(v);
  if (t === 'number') return actual === 'number' || actual === 'integer';
  return actual === t;
}

/** Escapes one JSON pointer segment. */
export function pointerSegment(s: string | number): string {
  return String(s).replace(/~/g, '~0').replace(/\//g, '~1');
}

const FORMATS: Record<string, (s: string) => boolean> = {
  date: (s) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m) return false;
    const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
    return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
  },
  'date-time': (s) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(s) && !Number.isNaN(Date.parse(s)),
  email: (s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
  uri: (s) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(s),
};

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/** Validates data against the schema subset; returns every problem (capped), never throws. */
export function validateAgainstSchema(schema: unknown, data: unknown): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const add = (path: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ path, message });
  };

  function walk(s: unknown, v: unknown, path: string, depth: number): void {
    if (!isObject(s) || depth > 64) return;
    const types = typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? (s.type as unknown[]).filter((t): t is string => typeof t === 'string') : [];
    if (types.length > 0 && !types.some((t) => typeMatches(v, t))) {
      add(path, `must be ${types.join(' or ')}`);
      return;
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(v))) {
      add(path, `must be one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`);
    }
    if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(v)) add(path, `must be ${JSON.stringify(s.const)}`);
    if (typeof v === 'string') {
      if (typeof s.minLength === 'number' && [...v].length < s.minLength) add(path, `must have at least ${s.minLength} characters`);
      if (typeof s.maxLength === 'number' && [...v].length > s.maxLength) add(path, `must have at most ${s.maxLength} characters`);
      if (typeof s.pattern === 'string') {
        const re = safeRegExp(s.pattern);
        if (re && !re.test(v)) add(path, `must match pattern ${s.pattern}`);
      }
      if (typeof s.format === 'string' && FORMATS[s.format] && !FORMATS[s.format](v)) add(path, `must be a valid ${s.format}`);
    }
    if (typeof v === 'number') {
      if (typeof s.minimum === 'number' && v < s.minimum) add(path, `must be >= ${s.minimum}`);
      if (typeof s.maximum === 'number' && v > s.maximum) add(path, `must be <= ${s.maximum}`);
    }
    if (Array.isArray(v)) {
      if (typeof s.minItems === 'number' && v.length < s.minItems) add(path, `must have at least ${s.minItems} items`);
      if (typeof s.maxItems === 'number' && v.length > s.maxItems) add(path, `must have at most ${s.maxItems} items`);
      if (isObject(s.items)) v.forEach((item, i) => walk(s.items, item, `${path}/${i}`, depth + 1));
    }
    if (isObject(v)) {
      const props = isObject(s.properties) ? s.properties : {};
      if (Array.isArray(s.required)) {
        for (const r of s.required) if (typeof r === 'string' && !(r in v)) add(`${path}/${pointerSegment(r)}`, 'is required');
      }
      for (const [k, child] of Object.entries(v)) {
        const p = `${path}/${pointerSegment(k)}`;
        if (Object.prototype.hasOwnProperty.call(props, k)) walk(props[k], child, p, depth + 1);
        else if (s.additionalProperties === false) add(p, 'is not a property of the schema');
        else if (isObject(s.additionalProperties)) walk(s.additionalProperties, child, p, depth + 1);
      }
    }
  }

  walk(schema, data, '', 0);
  return problems;
}

/** A leaf of a schema: a scalar field, or an array field (arrays are treated as one leaf). */
export interface SchemaLeaf {
  /** JSON pointer, e.g. /vendor/name */
  pointer: string;
  /** property names from the root */
  keys: string[];
  schema: Schema;
}

/** Lists the schema's leaves in declaration order; nested objects are descended, arrays are leaves. */
export function schemaLeaves(schema: unknown): SchemaLeaf[] {
  const out: SchemaLeaf[] = [];
  function walk(s: unknown, keys: string[], depth: number) {
    if (!isObject(s) || depth > 32) return;
    const props = isObject(s.properties) ? s.properties : null;
    const isObj = s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object')) || (!s.type && props);
    if (isObj && props) {
      for (const [k, child] of Object.entries(props)) walk(child, [...keys, k], depth + 1);
      return;
    }
    if (keys.length > 0) out.push({ pointer: '/' + keys.map(pointerSegment).join('/'), keys, schema: s });
  }
  walk(schema, [], 0);
  return out;
}
