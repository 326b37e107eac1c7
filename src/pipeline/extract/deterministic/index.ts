import type { Extractor, FieldResult } from '../types.js';
import { schemaLeaves } from '../validate.js';

/** Lower-case words of a label, for comparing a field name with a line's label. */
function norm(s: string): string {
  return s.toLowerCase().replace(/[_\-.]+/g, ' ').replace(/[^\p{L}\p{N} ]+/gu, '').replace(/\s+/g, ' ').trim();
}

function labelsOf(key: string, schema: Record<string, unknown>, hint: unknown): string[] {
  const out = [key, typeof schema.title === 'string' ? schema.title : ''];
  if (hint && typeof hint === 'object') {
    for (const k of ['aliases', 'labels']) {
      const v = (hint as Record<string, unknown>)[k];
      if (Array.isArray(v)) out.push(...v.filter((x): x is string => typeof x === 'string'));
    }
  }
  return out.map(norm).filter(Boolean);
}

function typed(raw: string, type: unknown): unknown {
  if (type === 'number' || type === 'integer') {
    const n = Number(raw.replace(/[^\d.-]/g, ''));
    return Number.isFinite(n) && raw.match(/\d/) ? (type === 'integer' ? Math.round(n) : n) : undefined;
  }
  if (type === 'boolean') return /^(yes|true|y)$/i.test(raw) ? true : /^(no|false|n)$/i.test(raw) ? false : undefined;
  return raw;
}

/** The default extractor: reads "Label: value" lines whose label names a top-level scalar field. */
export function createDeterministicExtractor(): Extractor {
  return {
    name: 'deterministic',
    async extract({ document, schema, annotations }) {
      const data: Record<string, unknown> = {};
      const fields: FieldResult[] = [];
      for (const leaf of schemaLeaves(schema)) {
        if (leaf.keys.length !== 1 || leaf.schema.type === 'array' || leaf.schema.type === 'object') continue;
        const key = leaf.keys[0];
        const labels = labelsOf(key, leaf.schema, annotations[key] ?? annotations[leaf.pointer]);
        search: for (const page of document.pages) {
          for (const line of page.lines) {
            const m = /^([^:]{1,80}):\s*(.+)$/.exec(line.text.trim());
            if (!m || !labels.includes(norm(m[1]))) continue;
            const value = typed(m[2].trim(), leaf.schema.type);
            if (value === undefined) continue;
            data[key] = value;
            fields.push({ path: leaf.pointer, value, confidence: 0.8 * line.confidence, citations: [{ page: page.number, bbox: line.bbox, text: line.text }] });
            break search;
          }
        }
      }
      return { data, fields, problems: [], extractor: 'deterministic' };
    },
  };
}
