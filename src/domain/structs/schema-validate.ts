import {
  COMMON_KEYWORDS,
  ROOT_KEYWORDS,
  SCALAR_TYPES,
  SCHEMA_LIMITS,
  SCHEMA_MODES,
  SECTION_KEYWORD,
  STRING_FORMATS,
  TYPE_KEYWORDS,
  UNSAFE_TEXT,
  UNSUPPORTED_KEYWORDS,
  charLength,
  isPlainObject,
  pointerJoin,
  type NodeType,
  type ScalarType,
} from './schema-limits.js';

export interface SchemaProblem {
  /** JSON pointer into the schema document */
  path: string;
  message: string;
}

interface NodeContext {
  depth: number;
  /** inside the items of an array */
  inArray: boolean;
  /** a direct property of the root (the only place a section may be declared) */
  topLevel: boolean;
}

const ALL_TYPES = [...SCALAR_TYPES, 'object', 'array'] as const;

/** Reads `type` (a name, or a name plus "null"); returns the type and whether null is allowed. */
export function readType(t: unknown): { type: NodeType; nullable: boolean } | null {
  if (typeof t === 'string') return (ALL_TYPES as readonly string[]).includes(t) ? { type: t as NodeType, nullable: false } : null;
  if (Array.isArray(t) && t.length === 2 && t.includes('null')) {
    const other = t.find((x) => x !== 'null');
    if (typeof other === 'string' && (ALL_TYPES as readonly string[]).includes(other)) return { type: other as NodeType, nullable: true };
  }
  return null;
}

class Checker {
  readonly problems: SchemaProblem[] = [];
  leaves = 0;

  add(path: string, message: string) {
    this.problems.push({ path, message });
  }

  root(schema: unknown) {
    if (!isPlainObject(schema)) {
      this.add('', 'the schema must be a JSON object');
      return;
    }
    if (schema.type !== 'object') {
      // the rest of the checks assume an object root; one clear problem is more useful than many
      this.add('/type', 'the root must have type "object"');
      return;
    }
    if ('mode' in schema && !(SCHEMA_MODES as readonly unknown[]).includes(schema.mode)) {
      this.add('/mode', `mode must be one of ${SCHEMA_MODES.join(', ')}`);
    }
    for (const k of ['$schema', '$id'] as const) {
      if (k in schema && typeof schema[k] !== 'string') this.add(`/${k}`, `${k} must be a string`);
    }
    if (SECTION_KEYWORD in schema) this.add(`/${SECTION_KEYWORD}`, 'the root cannot be a section');
    this.keywords(schema, '', 'object', true);
    this.common(schema, '');
    this.object(schema, '', { depth: 0, inArray: false, topLevel: false }, true);
    if (this.leaves > SCHEMA_LIMITS.maxFields) {
      this.add('', `the schema has ${this.leaves} fields; at most ${SCHEMA_LIMITS.maxFields} are allowed`);
    }
  }

  /** Refuses unknown and unsupported keywords; `x-` extensions are always allowed. */
  keywords(node: Record<string, unknown>, path: string, type: NodeType, isRoot: boolean) {
    const allowed = new Set([...COMMON_KEYWORDS, ...TYPE_KEYWORDS[type], ...(isRoot ? ROOT_KEYWORDS : [])]);
    for (const k of Object.keys(node)) {
      if (allowed.has(k)) continue;
      if (k.startsWith('x-')) continue;
      const p = pointerJoin(path, k);
      if (Object.hasOwn(UNSUPPORTED_KEYWORDS, k)) this.add(p, UNSUPPORTED_KEYWORDS[k]);
      else if (k === 'mode') this.add(p, 'mode is only allowed at the root');
      else if (Object.values(TYPE_KEYWORDS).some((ks) => ks.includes(k))) this.add(p, `'${k}' does not apply to type ${type}`);
      else this.add(p, `unknown keyword '${k}'`);
    }
  }

  common(node: Record<string, unknown>, path: string) {
    const text = (k: string, max: number) => {
      if (!(k in node)) return;
      const v = node[k];
      if (typeof v !== 'string') this.add(pointerJoin(path, k), `${k} must be a string`);
      else if (charLength(v) > max) this.add(pointerJoin(path, k), `${k} is longer than ${max} characters`);
    };
    text('title', SCHEMA_LIMITS.maxTitleLength);
    text('description', SCHEMA_LIMITS.maxDescriptionLength);
    text('$comment', SCHEMA_LIMITS.maxDescriptionLength);
    if ('examples' in node && !Array.isArray(node.examples)) this.add(pointerJoin(path, 'examples'), 'examples must be an array');
    for (const k of ['deprecated', 'readOnly', 'writeOnly']) {
      if (k in node && typeof node[k] !== 'boolean') this.add(pointerJoin(path, k), `${k} must be a boolean`);
    }
  }

  field(node: unknown, path: string, ctx: NodeContext) {
    if (!isPlainObject(node)) {
      this.add(path, 'a field must be a JSON object with a type');
      return;
    }
    if (!('type' in node)) {
      this.add(pointerJoin(path, 'type'), 'type is required');
      return;
    }
    const t = readType(node.type);
    if (!t) {
      this.add(pointerJoin(path, 'type'), `type must be one of ${ALL_TYPES.join(', ')} (optionally with "null")`);
      return;
    }
    this.keywords(node, path, t.type, false);
    this.common(node, path);
    if (SECTION_KEYWORD in node) this.section(node, path, t.type, ctx);
    switch (t.type) {
      case 'object':
        if (ctx.depth + 1 > SCHEMA_LIMITS.maxDepth) {
          this.add(path, `objects may be nested at most ${SCHEMA_LIMITS.maxDepth} levels deep`);
          return;
        }
        this.object(node, path, { ...ctx, depth: ctx.depth + 1, topLevel: false }, false);
        return;
      case 'array':
        this.array(node, path, ctx);
        return;
      default:
        this.leaves++;
        this.scalar(node, path, t.type, t.nullable);
    }
  }

  section(node: Record<string, unknown>, path: string, type: NodeType, ctx: NodeContext) {
    const p = pointerJoin(path, SECTION_KEYWORD);
    if (typeof node[SECTION_KEYWORD] !== 'boolean') this.add(p, `${SECTION_KEYWORD} must be a boolean`);
    else if (!ctx.topLevel) this.add(p, 'sections may only be declared on properties of the root object');
    else if (node[SECTION_KEYWORD] && type !== 'object' && !(type === 'array' && isPlainObject(node.items) && node.items.type === 'object')) {
      this.add(p, 'a section must be an object or an array of objects');
    }
  }

  object(node: Record<string, unknown>, path: string, ctx: NodeContext, isRoot: boolean) {
    const props = node.properties;
    const names: string[] = [];
    if (props !== undefined) {
      if (!isPlainObject(props)) {
        this.add(pointerJoin(path, 'properties'), 'properties must be an object of fields');
      } else {
        const entries = Object.entries(props);
        if (entries.length > SCHEMA_LIMITS.maxProperties) {
          this.add(pointerJoin(path, 'properties'), `an object may have at most ${SCHEMA_LIMITS.maxProperties} properties`);
        }
        for (const [name, child] of entries) {
          const p = pointerJoin(path, 'properties', name);
          names.push(name);
          if (name.length === 0) this.add(p, 'a property name must not be empty');
          else if (charLength(name) > SCHEMA_LIMITS.maxNameLength) this.add(p, `a property name may have at most ${SCHEMA_LIMITS.maxNameLength} characters`);
          else if (UNSAFE_TEXT.test(name)) this.add(p, 'a property name must not contain control or bidirectional-override characters');
          this.field(child, p, { ...ctx, topLevel: isRoot });
        }
      }
    }
    if ('required' in node) {
      const req = node.required;
      const rp = pointerJoin(path, 'required');
      if (!Array.isArray(req)) this.add(rp, 'required must be an array of property names');
      else {
        const seen = new Set<string>();
        req.forEach((r, i) => {
          const ip = `${rp}/${i}`;
          if (typeof r !== 'string') this.add(ip, 'a required entry must be a string');
          else if (seen.has(r)) this.add(ip, `'${r}' is listed twice`);
          else if (!names.includes(r)) this.add(ip, `'${r}' is not a property of this object`);
          if (typeof r === 'string') seen.add(r);
        });
      }
    }
    if ('additionalProperties' in node && typeof node.additionalProperties !== 'boolean') {
      this.add(pointerJoin(path, 'additionalProperties'), 'additionalProperties must be a boolean');
    }
  }

  array(node: Record<string, unknown>, path: string, ctx: NodeContext) {
    const ip = pointerJoin(path, 'items');
    this.count(node, path, 'minItems', 'maxItems');
    if ('uniqueItems' in node && typeof node.uniqueItems !== 'boolean') this.add(pointerJoin(path, 'uniqueItems'), 'uniqueItems must be a boolean');
    if (ctx.inArray) {
      this.add(path, 'arrays inside array items are not supported');
      return;
    }
    if (!('items' in node)) {
      this.add(ip, 'an array needs items (an object for a table, or a scalar type)');
      return;
    }
    if (!isPlainObject(node.items)) {
      this.add(ip, 'items must be a single schema object');
      return;
    }
    const it = readType(node.items.type);
    if (it && it.type === 'array') {
      this.add(ip, 'arrays of arrays are not supported');
      return;
    }
    this.field(node.items, ip, { depth: ctx.depth, inArray: true, topLevel: false });
  }

  scalar(node: Record<string, unknown>, path: string, type: ScalarType, nullable: boolean) {
    if (type === 'string') {
      if ('format' in node && !(STRING_FORMATS as readonly unknown[]).includes(node.format)) {
        this.add(pointerJoin(path, 'format'), `format must be one of ${STRING_FORMATS.join(', ')}`);
      }
      if ('pattern' in node) this.pattern(node.pattern, pointerJoin(path, 'pattern'));
      this.count(node, path, 'minLength', 'maxLength');
    }
    if (type === 'number' || type === 'integer') {
      for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) {
        if (k in node && (typeof node[k] !== 'number' || !Number.isFinite(node[k]))) this.add(pointerJoin(path, k), `${k} must be a number`);
      }
      if (typeof node.minimum === 'number' && typeof node.maximum === 'number' && node.minimum > node.maximum) {
        this.add(pointerJoin(path, 'minimum'), 'minimum is greater than maximum');
      }
      if ('multipleOf' in node && !(typeof node.multipleOf === 'number' && node.multipleOf > 0)) {
        this.add(pointerJoin(path, 'multipleOf'), 'multipleOf must be a number greater than 0');
      }
    }
    if ('enum' in node && type !== 'boolean') this.enumValues(node.enum, pointerJoin(path, 'enum'), type, nullable);
  }

  /** Checks a min/max pair of non-negative integer keywords. */
  count(node: Record<string, unknown>, path: string, minK: string, maxK: string) {
    for (const k of [minK, maxK]) {
      if (k in node && !(Number.isInteger(node[k]) && (node[k] as number) >= 0)) this.add(pointerJoin(path, k), `${k} must be a non-negative integer`);
    }
    if (Number.isInteger(node[minK]) && Number.isInteger(node[maxK]) && (node[minK] as number) > (node[maxK] as number)) {
      this.add(pointerJoin(path, minK), `${minK} is greater than ${maxK}`);
    }
  }

  pattern(p: unknown, path: string) {
    if (typeof p !== 'string') {
      this.add(path, 'pattern must be a string');
      return;
    }
    if (charLength(p) > SCHEMA_LIMITS.maxPatternLength) {
      this.add(path, `pattern may have at most ${SCHEMA_LIMITS.maxPatternLength} characters`);
      return;
    }
    try {
      new RegExp(p, 'u');
    } catch {
      this.add(path, 'pattern is not a valid regular expression');
    }
  }

  enumValues(values: unknown, path: string, type: ScalarType, nullable: boolean) {
    if (!Array.isArray(values) || values.length === 0) {
      this.add(path, 'enum must be a non-empty array');
      return;
    }
    if (values.length > SCHEMA_LIMITS.maxEnumValues) {
      this.add(path, `enum may have at most ${SCHEMA_LIMITS.maxEnumValues} values`);
      return;
    }
    const seen = new Set<string>();
    values.forEach((v, i) => {
      const p = `${path}/${i}`;
      const key = JSON.stringify(v);
      if (seen.has(key)) this.add(p, 'enum values must be unique');
      seen.add(key);
      if (v === null) {
        if (!nullable) this.add(p, 'null is only allowed when the type includes "null"');
        return;
      }
      const ok =
        type === 'string' ? typeof v === 'string' : type === 'boolean' ? typeof v === 'boolean' : type === 'integer' ? Number.isInteger(v) : typeof v === 'number';
      if (!ok) this.add(p, `enum value does not match type ${type}`);
      else if (typeof v === 'string' && charLength(v) > SCHEMA_LIMITS.maxEnumStringLength) {
        this.add(p, `enum strings may have at most ${SCHEMA_LIMITS.maxEnumStringLength} characters`);
      }
    });
  }
}

/** Validates a schema against the extraction-schema model; returns every problem found (empty means valid). */
export function validateExtractionSchema(schema: unknown): SchemaProblem[] {
  const c = new Checker();
  c.root(schema);
  return c.problems;
}
