/** Validates an extracted data object against the JSON Schema subset the extractor reads. */
import type { ValidationProblem } from '../types.js';

type Json = Record<string, unknown>;

const FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  'date-time': /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: /^(https?:\/\/|www\.)\S+$/i,
};

function typeOk(t: unknown, v: unknown): boolean {
  const types = Array.isArray(t) ? t : [t];
  return types.some((x) => {
    switch (x) {
      case 'string': return typeof v === 'string';
      case 'number': return typeof v === 'number' && Number.isFinite(v);
      case 'integer': return Number.isInteger(v);
      case 'boolean': return typeof v === 'boolean';
      case 'array': return Array.isArray(v);
      case 'object': return !!v && typeof v === 'object' && !Array.isArray(v);
      case 'null': return v === null;
      default: return true;
    }
  });
}

/** Lists every problem of a value against a schema (missing required fields included). */
export function validate(schema: Json, value: unknown, path = ''): ValidationProblem[] {
  const out: ValidationProblem[] = [];
  const at = path || '/';
  if (schema.type !== undefined && !typeOk(schema.type, value)) {
    out.push({ path: at, message: `expected ${Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type)}` });
    return out;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => e === value)) out.push({ path: at, message: 'not one of the allowed values' });
  if (typeof value === 'string') {
    if (typeof schema.format === 'string' && FORMATS[schema.format] && !FORMATS[schema.format].test(value)) out.push({ path: at, message: `not a valid ${schema.format}` });
    if (typeof schema.pattern === 'string') {
      try {
        if (!new RegExp(schema.pattern, 'u').test(value)) out.push({ path: at, message: 'does not match the pattern' });
      } catch {
        out.push({ path: at, message: 'the schema pattern is not a valid regular expression' });
      }
    }
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) out.push({ path: at, message: `shorter than ${schema.minLength}` });
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) out.push({ path: at, message: `longer than ${schema.maxLength}` });
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) out.push({ path: at, message: `less than ${schema.minimum}` });
    if (typeof schema.maximum === 'number' && value > schema.maximum) out.push({ path: at, message: `greater than ${schema.maximum}` });
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const props = (schema.properties ?? {}) as Record<string, Json>;
    const obj = value as Json;
    for (const r of Array.isArray(schema.required) ? schema.required : []) {
      if (typeof r === 'string' && (obj[r] === undefined || obj[r] === null)) out.push({ path: `${path}/${r}`, message: 'required value not found' });
    }
    for (const [k, v] of Object.entries(obj)) if (props[k]) out.push(...validate(props[k], v, `${path}/${k}`));
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) out.push({ path: at, message: `fewer than ${schema.minItems} items` });
    const items = schema.items as Json | undefined;
    if (items) value.forEach((v, i) => out.push(...validate(items, v, `${path}/${i}`)));
  }
  return out;
}
