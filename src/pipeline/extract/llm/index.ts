import type { ExtractionInput, ExtractionResult, Extractor, FieldResult } from '../types.js';
import { pointerSegment, validateAgainstSchema } from '../validate.js';
import { completeJson, type LlmEndpoint } from './client.js';
import { groundValue, indexDocument } from './grounding.js';
import { asNumber, datesIn } from './normalise.js';
import { buildMessages, chunkDocument, fieldLabels, toStrictSchema } from './prompt.js';

export interface LlmOptions extends LlmEndpoint {
  /** characters of document text per request */
  chunkChars: number;
  /** requests per document at most; text beyond is not read */
  maxChunks: number;
}

export type LlmOutcome = { ok: true; result: ExtractionResult } | { ok: false; reason: string };

type Dropped = NonNullable<ExtractionResult['dropped']>[number];
type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Merges one chunk's answer into the accumulated one: first value wins, arrays are concatenated without repeats. */
function merge(acc: unknown, next: unknown): unknown {
  if (acc === undefined || acc === null) return next ?? undefined;
  if (next === undefined || next === null) return acc;
  if (Array.isArray(acc) && Array.isArray(next)) {
    const seen = new Set(acc.map((x) => JSON.stringify(x)));
    return [...acc, ...next.filter((x) => !seen.has(JSON.stringify(x)))];
  }
  if (isObject(acc) && isObject(next)) {
    const out: Obj = { ...acc };
    for (const [k, v] of Object.entries(next)) out[k] = merge(out[k], v);
    return out;
  }
  return acc;
}

/** Converts a scalar to the schema's type where nothing is lost (a numeric string for a number field). */
function coerce(value: unknown, schema: Obj): unknown {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if ((t === 'number' || t === 'integer') && typeof value === 'string') {
    const n = asNumber(value);
    if (n !== null && (t === 'number' || Number.isInteger(n))) return n;
  }
  if (t === 'boolean' && typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (t === 'string' && typeof value === 'number') return String(value);
  if (schema.format === 'date' && typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // a date written another way becomes ISO only when it has a single reading
    const ds = datesIn(value);
    if (ds.length === 1) return ds[0];
  }
  return value;
}

/**
 * Keeps only values traced to the document: every scalar is grounded to a citation (and checked
 * against its own schema); the rest go to `dropped`. Returns the kept value or undefined.
 */
function groundTree(
  value: unknown,
  schema: unknown,
  keys: string[],
  path: string,
  ctx: { index: ReturnType<typeof indexDocument>; annotations: Obj; fields: FieldResult[]; dropped: Dropped[] },
): unknown {
  if (value === null || value === undefined) return undefined;
  const s = isObject(schema) ? schema : {};
  if (isObject(value)) {
    const props = isObject(s.properties) ? s.properties : {};
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) {
      if (!Object.prototype.hasOwnProperty.call(props, k)) continue; // not a field of the schema
      const kept = groundTree(v, props[k], [...keys, k], `${path}/${pointerSegment(k)}`, ctx);
      if (kept !== undefined) out[k] = kept;
    }
    return Object.keys(out).length ? out : undefined;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const kept = groundTree(item, s.items, keys, `${path}/${out.length}`, ctx);
      if (kept !== undefined) out.push(kept);
    }
    return out.length ? out : undefined;
  }
  const v = coerce(value, s);
  if (typeof v === 'string' && v.trim() === '') return undefined;
  const invalid = validateAgainstSchema(s, v);
  if (invalid.length) {
    ctx.dropped.push({ path, value: v, reason: `invalid: ${invalid[0].message}` });
    return undefined;
  }
  const g = groundValue(ctx.index, v, fieldLabels(keys, s, ctx.annotations));
  if (!g) {
    ctx.dropped.push({ path, value: v, reason: 'not_found_in_document' });
    return undefined;
  }
  ctx.fields.push({ path, value: v, confidence: g.confidence, citations: [g.citation] });
  return v;
}

/** Runs the model over every chunk of the document; a failed request fails the whole run with its reason. */
export async function runLlmExtraction(opts: LlmOptions, input: ExtractionInput): Promise<LlmOutcome> {
  const schema = input.schema;
  const responseSchema = toStrictSchema(schema);
  const all = chunkDocument(input.document, opts.chunkChars);
  const chunks = all.slice(0, opts.maxChunks);
  let merged: unknown = undefined;
  for (let i = 0; i < chunks.length; i++) {
    const messages = buildMessages(schema, input.annotations, chunks[i], i + 1, chunks.length);
    const out = await completeJson(opts, messages, { name: 'extraction', schema: responseSchema });
    if (!out.ok) return out;
    let parsed: unknown;
    try {
      parsed = JSON.parse(out.content);
    } catch {
      return { ok: false, reason: 'model output is not valid JSON' };
    }
    if (!isObject(parsed)) return { ok: false, reason: 'model output is not a JSON object' };
    merged = merge(merged, parsed);
  }
  const ctx = { index: indexDocument(input.document), annotations: input.annotations, fields: [] as FieldResult[], dropped: [] as Dropped[] };
  const data = (groundTree(merged ?? {}, schema, [], '', ctx) as Obj | undefined) ?? {};
  const problems = validateAgainstSchema(schema, data);
  if (all.length > chunks.length) {
    problems.push({ path: '', message: `document text beyond part ${chunks.length} of ${all.length} was not read (LLM_MAX_CHUNKS)` });
  }
  return { ok: true, result: { data, fields: ctx.fields, problems, dropped: ctx.dropped, extractor: `llm:${opts.model}` } };
}

/**
 * The model-backed extractor. When the model cannot be used (unreachable, timeout, HTTP error,
 * unusable output) the fallback extractor's result is returned with the reason listed as a problem,
 * so an outage never leaves a document without a result.
 */
export function createLlmExtractor(opts: LlmOptions, fallback: Extractor): Extractor {
  return {
    name: `llm:${opts.model}`,
    async extract(input) {
      const out = await runLlmExtraction(opts, input);
      if (out.ok) return out.result;
      const res = await fallback.extract(input);
      return { ...res, problems: [...res.problems, { path: '', message: `model extraction unavailable (${out.reason}); ${fallback.name} result used` }] };
    },
  };
}
