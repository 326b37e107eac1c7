import { pageText, type RecognisedDocument } from '../../types.js';
import { schemaLeaves } from '../validate.js';

/** A part of a document small enough for one request. */
export interface Chunk {
  firstPage: number;
  lastPage: number;
  text: string;
}

/**
 * Splits a document into chunks within a character budget: whole pages where they fit, a long
 * page split between lines, a single over-long line cut. Each page starts with a `[page N]` marker.
 */
export function chunkDocument(doc: RecognisedDocument, budget: number): Chunk[] {
  const chunks: Chunk[] = [];
  let cur: Chunk | null = null;
  const flush = () => {
    if (cur && cur.text.trim()) chunks.push(cur);
    cur = null;
  };
  for (const page of doc.pages) {
    const marker = `[page ${page.number}]\n`;
    const text = pageText(page);
    if (cur && cur.text.length + marker.length + text.length + 1 <= budget) {
      cur.text += `\n${marker}${text}`;
      cur.lastPage = page.number;
      continue;
    }
    flush();
    cur = { firstPage: page.number, lastPage: page.number, text: marker };
    for (const raw of text.split('\n')) {
      let line = raw;
      while (line.length > 0) {
        const room = budget - cur.text.length - 1;
        if (room < Math.min(line.length, 200) && cur.text.length > marker.length) {
          flush();
          cur = { firstPage: page.number, lastPage: page.number, text: marker };
          continue;
        }
        const take = line.slice(0, Math.max(1, room));
        cur.text += (cur.text.endsWith('\n') ? '' : '\n') + take;
        line = line.slice(take.length);
      }
    }
  }
  flush();
  return chunks;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The schema sent as the response format: every property required and nullable (null = not
 * found), no extra properties, and only the keywords strict structured output accepts.
 */
export function toStrictSchema(schema: unknown, root = true): Record<string, unknown> {
  const s = isObject(schema) ? schema : {};
  const describe = (out: Record<string, unknown>) => {
    if (typeof s.description === 'string') out.description = s.description;
    else if (typeof s.title === 'string') out.description = s.title;
    return out;
  };
  const nullable = (out: Record<string, unknown>) => {
    if (root) return out;
    const t = out.type;
    out.type = Array.isArray(t) ? [...new Set([...t, 'null'])] : [t, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return out;
  };
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || (!type && isObject(s.properties))) {
    const props = isObject(s.properties) ? s.properties : {};
    const properties: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(props)) properties[k] = toStrictSchema(v, false);
    return nullable(describe({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false }));
  }
  if (type === 'array') return nullable(describe({ type: 'array', items: toStrictSchema(s.items ?? { type: 'string' }, true) }));
  const scalar: Record<string, unknown> = { type: ['string', 'number', 'integer', 'boolean'].includes(String(type)) ? type : 'string' };
  if (Array.isArray(s.enum)) scalar.enum = s.enum.filter((e) => e !== null);
  return nullable(describe(scalar));
}

/** Names of a field a reader might see in the document: key, title and annotated aliases. */
export function fieldLabels(keys: string[], schema: Record<string, unknown>, annotations: Record<string, unknown>): string[] {
  const key = keys[keys.length - 1] ?? '';
  const hint = annotations['/' + keys.join('/')] ?? annotations[key];
  const out = [key.replace(/[_-]+/g, ' ')];
  if (typeof schema.title === 'string') out.push(schema.title);
  if (isObject(hint)) {
    for (const k of ['aliases', 'labels']) {
      const v = hint[k];
      if (Array.isArray(v)) out.push(...v.filter((x): x is string => typeof x === 'string'));
    }
  }
  return out.filter(Boolean);
}

/** The instructions and per-field hints sent with every chunk. */
export function buildMessages(schema: Record<string, unknown>, annotations: Record<string, unknown>, chunk: Chunk, part: number, parts: number) {
  const hints = schemaLeaves(schema).map((leaf) => {
    const bits = [leaf.pointer];
    if (typeof leaf.schema.description === 'string') bits.push(leaf.schema.description);
    const labels = fieldLabels(leaf.keys, leaf.schema, annotations).slice(1);
    if (labels.length) bits.push(`also written as: ${labels.join(', ')}`);
    if (typeof leaf.schema.format === 'string') bits.push(`format: ${leaf.schema.format}`);
    return `- ${bits.join(' — ')}`;
  });
  const system =
    'You read documents and fill a JSON object with values found in them. Answer only with JSON that matches the response schema. ' +
    'Copy every value as it is written in the document text (numbers without currency symbols). ' +
    'Use null for any value that does not appear in the text you are given; never guess or compute values.';
  const user =
    `Fields:\n${hints.join('\n')}\n\n` +
    `Document text, part ${part} of ${parts} (pages ${chunk.firstPage}-${chunk.lastPage}):\n"""\n${chunk.text}\n"""`;
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: user },
  ];
}
