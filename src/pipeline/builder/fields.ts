// What the builder proposes and how a proposal is named and typed: shared by the proposers.
import { CONCEPTS } from '../extract/packs/registry.js';
import type { Concept, ValueType } from '../extract/packs/types.js';
import type { Citation } from '../extract/types.js';
import { findDates } from '../extract/deterministic/normalise.js';

/** A column of a proposed table field. */
export interface ProposedColumn {
  name: string;
  type: 'string' | 'number' | 'integer' | 'boolean';
  format?: string;
  description: string;
  label: string;
  concept: Concept | null;
}

/** One proposed field with its evidence in the sample. */
export interface ProposedField {
  name: string;
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array';
  format?: string;
  description: string;
  /** the label as written in the sample (empty when the value stands without one) */
  label: string;
  concept: Concept | null;
  /** the value read from the sample */
  example: unknown;
  citation: Citation;
  /** `label`: a label of a known concept; `position`: where such values stand (issuer, parties…); `pair`: "Label: value"; `table` */
  source: 'label' | 'position' | 'pair' | 'table' | 'model';
  confidence: number;
  /** table fields: the item columns */
  columns?: ProposedColumn[];
}

/** Concepts read as table columns, not as fields of their own. */
export const COLUMN_ONLY: ReadonlySet<Concept> = new Set<Concept>(['description', 'quantity', 'unit_price', 'person', 'city', 'country', 'postcode', 'amount', 'tax_rate', 'period', 'reference']);
/** Field names that read better than the concept's id. */
export const NAMES: Partial<Record<Concept, string>> = { total: 'total_amount', seller: 'seller_name', buyer: 'buyer_name', party: 'parties', document_date: 'document_date', term: 'term' };

export interface Shape {
  type: ProposedField['type'];
  format?: string;
}

/** The JSON type and format a value type is written with in a schema. */
export function shapeOf(t: ValueType): Shape {
  switch (t) {
    case 'money':
    case 'number':
    case 'percent':
    case 'quantity':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'url':
      return { type: 'string', format: 'uri' };
    default:
      return { type: 'string' };
  }
}

/** A field name from a label as written: lower-case ASCII words joined by underscores. */
export function fieldName(label: string): string {
  const ascii = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return ascii.slice(0, 60) || 'field';
}

/** The description of a field proposed for a concept, naming its label in the sample. */
export function conceptDescription(c: Concept, label: string): string {
  const spec = CONCEPTS.get(c);
  const what = spec?.field_words[0] ?? c.replace(/_/g, ' ');
  return label ? `The ${what} (labelled "${label}" in the sample).` : `The ${what}.`;
}

const AMOUNT = /^[^\d-]{0,4}-?\d{1,3}(?:[ .,']?\d{3})*(?:[.,]\d{1,2})?\s*[^\d\s]{0,4}$/u;

/** The type a value as written suggests. */
export function shapeOfValue(v: string): Shape {
  const t = v.trim();
  if (findDates(t).some((d) => d.raw.length >= t.length * 0.6)) return { type: 'string', format: 'date' };
  // a run of digits with no decimals or grouping is a number that names something (an order, an account), not an amount
  if (/^\d{5,}$/.test(t)) return { type: 'string' };
  if (AMOUNT.test(t) && /\d/.test(t)) return { type: 'number' };
  return { type: 'string' };
}

/** `base`, or `base_2`, `base_3`… when taken; the name returned is marked taken. */
export function uniqueName(base: string, taken: Set<string>): string {
  let n = base;
  for (let i = 2; taken.has(n); i++) n = `${base}_${i}`;
  taken.add(n);
  return n;
}
