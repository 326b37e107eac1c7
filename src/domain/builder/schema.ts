import type { ProposedField } from '../../pipeline/builder/propose.js';
import { pointerSegment } from '../../pipeline/extract/validate.js';

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const title = (p: { name: string; label: string }) => (p.label && p.label.length <= 200 && !p.label.includes('|') ? p.label : p.name.replace(/_/g, ' ')).slice(0, 200);

/** The schema node of a proposed field (tables become arrays of objects with their columns). */
export function proposalNode(p: ProposedField): Json {
  const base: Json = { title: title(p), description: p.description.slice(0, 5000) };
  if (p.type === 'array') {
    if (p.columns?.length) {
      const properties: Json = {};
      for (const c of p.columns) properties[c.name] = { type: c.type, ...(c.format ? { format: c.format } : {}), title: title(c), description: c.description.slice(0, 5000) };
      return { type: 'array', ...base, items: { type: 'object', properties } };
    }
    return { type: 'array', ...base, items: { type: 'string' } };
  }
  return { type: p.type, ...(p.format ? { format: p.format } : {}), ...base };
}

/**
 * The draft with the chosen proposals added (a proposal replaces a draft field of the same name)
 * and each label as written kept as an alias in the annotations.
 */
export function acceptInto(draft: unknown, annotations: unknown, chosen: ProposedField[], mode: 'form' | 'document'): { schema: Json; annotations: Json } {
  const schema: Json = isObject(draft) ? structuredClone(draft) : { type: 'object', properties: {} };
  const props: Json = isObject(schema.properties) ? schema.properties : {};
  if (Object.keys(props).length === 0 && schema.mode === undefined && mode === 'document') schema.mode = 'document';
  for (const p of chosen) props[p.name] = proposalNode(p);
  schema.type = 'object';
  schema.properties = props;
  const notes: Json = isObject(annotations) ? structuredClone(annotations) : {};
  for (const p of chosen) {
    const key = `/${pointerSegment(p.name)}`;
    if (p.label && !p.label.includes('|') && p.label.length <= 200) notes[key] = { ...(isObject(notes[key]) ? notes[key] : {}), label: p.label };
    for (const c of p.columns ?? []) {
      if (c.label && c.label.length <= 200) notes[`${key}/*/${pointerSegment(c.name)}`] = { label: c.label };
    }
  }
  return { schema, annotations: notes };
}
