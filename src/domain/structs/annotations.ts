import { fieldNames, fieldPointers } from './schema-fields.js';
import { UNSAFE_TEXT, charLength, isPlainObject, pointerJoin } from './schema-limits.js';
import type { SchemaProblem } from './schema-validate.js';

/** Normalisation an extractor may apply to a found value before validating it. */
export const NORMALISE_HINTS = ['trim', 'upper', 'lower', 'digits', 'amount', 'date', 'collapse_spaces'] as const;

/** Per-field hints an extractor may use; every key is optional. */
export interface FieldHint {
  /** how the field is labelled on documents, e.g. "Total due" */
  label?: string;
  /** other labels for the same field */
  aliases?: string[];
  /** example values as they appear on documents */
  examples?: (string | number | boolean)[];
  /** regular expression (ECMAScript, `u` flag) a value on the page must match */
  pattern?: string;
  normalise?: (typeof NORMALISE_HINTS)[number];
  /** free-text guidance, e.g. "the amount after tax, not the subtotal" */
  hint?: string;
}

export const ANNOTATION_KEYS = ['label', 'aliases', 'examples', 'pattern', 'normalise', 'hint'] as const;

const LIMITS = { maxKeys: 1000, maxLabel: 200, maxAliases: 50, maxExamples: 20, maxExampleLength: 500, maxPattern: 500, maxHint: 2000 };

function checkHint(h: unknown, path: string, add: (p: string, m: string) => void) {
  if (!isPlainObject(h)) {
    add(path, 'a field hint must be an object');
    return;
  }
  for (const [k, v] of Object.entries(h)) {
    const p = pointerJoin(path, k);
    switch (k) {
      case 'label':
        if (typeof v !== 'string' || v.trim() === '' || charLength(v) > LIMITS.maxLabel || UNSAFE_TEXT.test(v)) {
          add(p, `label must be a non-empty string of at most ${LIMITS.maxLabel} characters without control characters`);
        }
        break;
      case 'aliases':
        if (!Array.isArray(v) || v.length > LIMITS.maxAliases) add(p, `aliases must be an array of at most ${LIMITS.maxAliases} strings`);
        else {
          v.forEach((a, i) => {
            if (typeof a !== 'string' || a.trim() === '' || charLength(a) > LIMITS.maxLabel || UNSAFE_TEXT.test(a)) {
              add(`${p}/${i}`, `an alias must be a non-empty string of at most ${LIMITS.maxLabel} characters without control characters`);
            }
          });
        }
        break;
      case 'examples':
        if (!Array.isArray(v) || v.length > LIMITS.maxExamples) add(p, `examples must be an array of at most ${LIMITS.maxExamples} values`);
        else {
          v.forEach((e, i) => {
            const ok = typeof e === 'number' || typeof e === 'boolean' || (typeof e === 'string' && charLength(e) <= LIMITS.maxExampleLength);
            if (!ok) add(`${p}/${i}`, `an example must be a string (at most ${LIMITS.maxExampleLength} characters), number or boolean`);
          });
        }
        break;
      case 'pattern':
        if (typeof v !== 'string' || charLength(v) > LIMITS.maxPattern) add(p, `pattern must be a string of at most ${LIMITS.maxPattern} characters`);
        else {
          try {
            new RegExp(v, 'u');
          } catch {
            add(p, 'pattern is not a valid regular expression');
          }
        }
        break;
      case 'normalise':
        if (!(NORMALISE_HINTS as readonly unknown[]).includes(v)) add(p, `normalise must be one of ${NORMALISE_HINTS.join(', ')}`);
        break;
      case 'hint':
        if (typeof v !== 'string' || charLength(v) > LIMITS.maxHint) add(p, `hint must be a string of at most ${LIMITS.maxHint} characters`);
        break;
      default:
        if (!k.startsWith('x-')) add(p, `unknown hint '${k}' (expected ${ANNOTATION_KEYS.join(', ')} or an x- extension)`);
    }
  }
}

/**
 * Validates `annotations_json` against a valid schema: an object whose keys are data pointers of
 * fields ("/total", "/line_items/*\/amount") or bare property names ("total"), each mapping to a hint.
 */
export function validateAnnotations(annotations: unknown, schema: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (!isPlainObject(annotations)) {
    add('', 'annotations must be a JSON object keyed by field pointer or field name');
    return problems;
  }
  const entries = Object.entries(annotations);
  if (entries.length > LIMITS.maxKeys) {
    add('', `annotations may name at most ${LIMITS.maxKeys} fields`);
    return problems;
  }
  const pointers = fieldPointers(schema);
  const names = fieldNames(schema);
  for (const [key, hint] of entries) {
    const p = pointerJoin('', key);
    if (key.startsWith('/')) {
      if (!pointers.has(key)) add(p, `'${key}' is not a field of the schema`);
    } else if (key.startsWith('x-')) {
      continue; // extension data, kept as given
    } else if (!names.has(key)) {
      add(p, `'${key}' is not a field name of the schema`);
    }
    checkHint(hint, p, add);
  }
  return problems;
}
