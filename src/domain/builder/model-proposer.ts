import { completeJsonList, type LlmEndpoint } from '../../pipeline/extract/llm/client.js';
import { fieldName, type ProposedField } from '../../pipeline/builder/propose.js';
import { conceptOf } from '../../pipeline/extract/packs/understand.js';
import type { RecognisedDocument } from '../../pipeline/types.js';

const MAX_TEXT = 12000;
const TYPES = ['string', 'number', 'integer', 'boolean', 'date'] as const;

const SCHEMA = {
  name: 'proposed_fields',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['fields'],
    properties: {
      fields: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'type', 'description', 'label', 'value'],
          properties: {
            name: { type: 'string' },
            type: { type: 'string', enum: [...TYPES] },
            description: { type: 'string' },
            label: { type: 'string' },
            value: { type: 'string' },
          },
        },
      },
    },
  },
};

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The line of the document holding a text, as a citation; null when the text is not in the document. */
function locate(doc: RecognisedDocument, text: string): ProposedField['citation'] | null {
  const want = norm(text);
  if (want.length < 1) return null;
  for (const p of doc.pages) {
    for (const l of p.lines) {
      const have = norm(l.text);
      const at = have.indexOf(want);
      if (at < 0) continue;
      const w = (l.bbox.x1 - l.bbox.x0) / Math.max(1, have.length);
      return { page: p.number, bbox: { x0: l.bbox.x0 + at * w, y0: l.bbox.y0, x1: l.bbox.x0 + (at + want.length) * w, y1: l.bbox.y1 }, text: l.text.slice(at, at + want.length) };
    }
  }
  return null;
}

/**
 * Fields the configured model proposes for the sample; each kept only when its value (and its label,
 * when given) is found in the sample, so every proposal is grounded. Null when the model gives nothing usable.
 */
export async function modelProposals(ep: LlmEndpoint, doc: RecognisedDocument): Promise<ProposedField[] | null> {
  const text = doc.pages.map((p) => `--- page ${p.number} ---\n${p.lines.map((l) => l.text).join('\n')}`).join('\n').slice(0, MAX_TEXT);
  const fields = await completeJsonList(
    ep,
    [
      {
        role: 'system',
        content:
          'You design extraction schemas. From the sample document, list the fields worth extracting from documents like it: ' +
          'key-value pairs, dates, amounts, parties and identifiers. For each give a snake_case name, a type, a one-sentence description, ' +
          'the label exactly as printed (empty if none) and the value exactly as printed in the sample.',
      },
      { role: 'user', content: text },
    ],
    SCHEMA,
    'fields',
  );
  if (!fields) return null;
  const result: ProposedField[] = [];
  const taken = new Set<string>();
  for (const f of fields.slice(0, 100)) {
    if (typeof f?.name !== 'string' || typeof f.value !== 'string' || !TYPES.includes(f.type)) continue;
    const citation = locate(doc, f.value);
    const label = typeof f.label === 'string' ? f.label.trim().slice(0, 200) : '';
    if (!citation || (label && !locate(doc, label))) continue;
    const name = fieldName(f.name);
    if (taken.has(name)) continue;
    taken.add(name);
    const { concept } = conceptOf({ name, type: 'string' });
    result.push({
      name,
      type: f.type === 'date' ? 'string' : f.type,
      ...(f.type === 'date' ? { format: 'date' } : {}),
      description: typeof f.description === 'string' ? f.description.slice(0, 1000) : '',
      label,
      concept: concept ?? null,
      example: f.value,
      citation,
      source: 'model',
      confidence: 0.7,
    });
  }
  return result.length ? result : null;
}
