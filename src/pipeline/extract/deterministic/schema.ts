/** A small walker over standard JSON Schema: the fields the extractor looks for, each with its meaning. */
import type { DocumentLocale } from '../packs/locale.js';
import { understand, words, type FieldDescriptor, type FieldMeaning } from '../packs/understand.js';
import type { Concept } from '../packs/types.js';
import { ALTERNATIVE_WORDS, CONCEPTS, IDENTIFIER_WORDS } from '../packs/registry.js';

export type FieldKind =
  | 'company' | 'address' | 'total' | 'money' | 'date' | 'effective_date' | 'party' | 'jurisdiction' | 'venue'
  | 'term' | 'email' | 'phone' | 'identifier' | 'name' | 'generic';

export interface FieldHints {
  aliases: string[];
  examples: string[];
  patterns: string[];
  /** day-first or month-first for ambiguous numeric dates */
  dateOrder?: 'dmy' | 'mdy';
  /** labels of the field's concept in the document's languages */
  conceptLabels: string[];
  /** labels of other concepts of its kind its description names ("The contract or order number") */
  relatedLabels?: string[];
}

/** What the schema says of a field (its descriptor) and what the extractor makes of it. */
export interface FieldSpec extends FieldDescriptor {
  /** JSON pointer of the field in the data object */
  path: string;
  required: boolean;
  hints: FieldHints;
  kind: FieldKind;
  /** the concept the field plays and the type of its values */
  meaning: FieldMeaning;
  /** the document's language, country and habits (set when a document is read) */
  locale?: DocumentLocale;
  /** array of scalars: several values may be found */
  multiple: boolean;
  /** properties of a nested object, or of the items of an array of objects */
  children: FieldSpec[];
  /** the item schema's scalar type for arrays of scalars */
  itemType?: FieldSpec['type'];
}

type Json = Record<string, unknown>;

function asObj(v: unknown): Json | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
}

function strs(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Finds hints for a field: keyed by JSON pointer, by dotted path or by bare name, under `fields` or at the top. */
export function hintsFor(annotations: Json, path: string, name: string, schema: Json): FieldHints {
  const fields = asObj(annotations.fields) ?? annotations;
  const dotted = path.slice(1).replace(/\//g, '.');
  const h = asObj(fields[path]) ?? asObj(fields[dotted]) ?? asObj(fields[name]) ?? {};
  // hints may also sit in the schema itself under x-aliases / examples
  // the singular and plural spellings of each hint mean the same (docs name `label` and `pattern`)
  const aliases = [...strs(h.aliases), ...strs(h.alias), ...strs(h.labels), ...strs(h.label), ...strs(schema['x-aliases'])];
  const examples = [...strs(h.examples), ...strs(h.example), ...strs(schema.examples)];
  const patterns = [...strs(h.patterns), ...strs(h.pattern)];
  const order = h.date_order ?? h.dateOrder ?? (annotations as Json).date_order;
  return { aliases, examples, patterns, dateOrder: order === 'mdy' || order === 'dmy' ? order : undefined, conceptLabels: [] };
}

/** Splits a field name into words: invoice_date, invoiceDate, invoice-date -> "invoice date". */
export function nameWords(name: string): string {
  return words(name);
}

/** Concepts whose values the extractor's built-in rules read with more than labels. */
const KIND_OF: Partial<Record<Concept, FieldKind>> = {
  seller: 'company', total: 'total', address: 'address', effective_date: 'effective_date', party: 'party',
  jurisdiction: 'jurisdiction', venue: 'venue', term: 'term', email: 'email', phone: 'phone', fax: 'phone',
  amount: 'money', subtotal: 'money', net_amount: 'money', tax_amount: 'money', discount: 'money', amount_paid: 'money', change: 'money', unit_price: 'money',
  document_date: 'date', due_date: 'date', delivery_date: 'date', order_date: 'date', start_date: 'date', end_date: 'date',
};

/**
 * An address of something the name qualifies ("<property> address", "<site> address") with no party: not the
 * issuer's address block, but what its label gives.
 */
function ownAddress(name: string, m: FieldMeaning): boolean {
  if (m.concept !== 'address' || m.party) return false;
  const w = nameWords(name);
  const known = CONCEPTS.get('address')?.field_words ?? [];
  return w !== 'address' && !known.includes(w) && w.split(' ').length >= 2;
}

/** The rule family that reads a field, from its meaning. */
function kindOf(m: FieldMeaning): FieldKind {
  const k = m.concept ? KIND_OF[m.concept] : undefined;
  // the address of the buyer is not the issuer's address block
  if (k === 'address' && m.party && m.party !== 'seller') return 'generic';
  // the issuing side read as a person ("The person sending the parcel.") is no letterhead's firm
  if (k === 'company' && m.type === 'person') return 'name';
  // a date is read as a date whatever its concept's labels are of ("the last day to pay the bill" is no total)
  if ((m.type === 'date' || m.type === 'datetime') && k !== 'date' && k !== 'effective_date') return 'date';
  if (k) return k;
  switch (m.type) {
    case 'money': return 'money';
    case 'date': case 'datetime': return 'date';
    case 'email': return 'email';
    case 'phone': return 'phone';
    case 'identifier': return 'identifier';
    case 'organisation': case 'person': return 'name';
    default: return 'generic';
  }
}

function scalarType(t: unknown): FieldSpec['type'] {
  const v = Array.isArray(t) ? t.find((x) => x !== 'null') : t;
  return v === 'number' || v === 'integer' || v === 'boolean' || v === 'object' || v === 'array' ? v : 'string';
}

/** Walks an object schema into field specs (nested objects and arrays of objects keep their children). */
export function walkSchema(schema: Json, annotations: Json, base = ''): FieldSpec[] {
  const props = asObj(schema.properties) ?? {};
  const required = new Set(strs(schema.required));
  const out: FieldSpec[] = [];
  for (const [name, raw] of Object.entries(props)) {
    const s = asObj(raw);
    if (!s) continue;
    const path = `${base}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const type = scalarType(s.type ?? (s.properties ? 'object' : s.items ? 'array' : 'string'));
    const title = typeof s.title === 'string' ? s.title : undefined;
    const description = typeof s.description === 'string' ? s.description : undefined;
    const fmt = typeof s.format === 'string' ? s.format : undefined;
    const enumV = Array.isArray(s.enum) ? s.enum : undefined;
    const pattern = typeof s.pattern === 'string' ? s.pattern : undefined;
    const items = type === 'array' ? asObj(s.items) ?? {} : undefined;
    const meaning = understand({
      name, title, description,
      type: items && !items.properties ? scalarType(items.type ?? 'string') : type,
      format: fmt ?? (items && typeof items.format === 'string' ? items.format : undefined),
      enum: enumV ?? (items && Array.isArray(items.enum) ? items.enum : undefined),
      pattern: pattern ?? (items && typeof items.pattern === 'string' ? items.pattern : undefined),
    });
    const spec: FieldSpec = {
      path,
      name,
      title,
      description,
      type,
      format: typeof s.format === 'string' ? s.format : undefined,
      enum: Array.isArray(s.enum) ? s.enum : undefined,
      pattern: typeof s.pattern === 'string' ? s.pattern : undefined,
      required: required.has(name),
      hints: hintsFor(annotations, path, name, s),
      kind: ownAddress(name, meaning) ? 'generic' : kindOf(meaning),
      meaning,
      multiple: false,
      children: [],
    };
    if (type === 'object') spec.children = ofParty(walkSchema(s, annotations, path), meaning.party);
    if (type === 'array') {
      const items = asObj(s.items) ?? {};
      const it = scalarType(items.type ?? (items.properties ? 'object' : 'string'));
      if (it === 'object') spec.children = itemNames(walkSchema(items, annotations, `${path}/*`));
      else {
        spec.multiple = true;
        spec.itemType = it;
        spec.format = spec.format ?? (typeof items.format === 'string' ? items.format : undefined);
        spec.enum = spec.enum ?? (Array.isArray(items.enum) ? items.enum : undefined);
        spec.pattern = spec.pattern ?? (typeof items.pattern === 'string' ? items.pattern : undefined);
      }
    }
    out.push(spec);
  }
  return out;
}

/** What a party's details name of it: an object for the seller ("supplier: {vat_number, city}") gives its fields the seller's side. */
const PARTY_DETAILS = new Set(['address', 'city', 'postcode', 'country', 'vat_id', 'tax_number', 'registration_number', 'email', 'phone', 'fax', 'url', 'iban', 'bic']);

function ofParty(children: FieldSpec[], party: FieldMeaning['party']): FieldSpec[] {
  if (!party) return children;
  for (const c of children) {
    if (c.meaning.party || !c.meaning.concept || !PARTY_DETAILS.has(c.meaning.concept)) continue;
    c.meaning = { ...c.meaning, party };
    c.kind = ownAddress(c.name, c.meaning) ? 'generic' : kindOf(c.meaning);
  }
  return children;
}

/** Concepts that make an object an item bought or billed: it has a quantity, a price or an amount. */
const ITEM_CONCEPTS = new Set(['quantity', 'unit_price', 'amount', 'total']);

/**
 * In the items of a list of things bought or billed (objects with a quantity, price or amount), a
 * bare "name" or "title" field is the item's own name, its description, not a person or a party,
 * and a "total" is the line's amount.
 */
function itemNames(children: FieldSpec[]): FieldSpec[] {
  if (!children.some((c) => c.meaning.concept && ITEM_CONCEPTS.has(c.meaning.concept))) return children;
  for (const c of children) {
    // an item's "total" is the amount of its line, not the document's total
    if (c.meaning.concept === 'total' && (c.type === 'number' || c.type === 'integer' || c.type === 'string')) {
      c.meaning = { ...c.meaning, concept: 'amount', party: undefined };
      c.kind = kindOf(c.meaning);
      continue;
    }
    if (c.type !== 'string' || !(['name', 'title'].includes(nameWords(c.name).toLowerCase()) || thingName(c, children))) continue;
    if (c.meaning.concept && !['person', 'organisation', 'party_name'].includes(c.meaning.type)) continue;
    c.meaning = { concept: 'description', type: 'text' };
    c.kind = kindOf(c.meaning);
  }
  return children;
}

/**
 * "<thing> name" among an item's fields where none describes the item ("tier_name" beside "tier_m3" and
 * "tier_total"): the name of the thing billed, not a person's (a person's name is its party's or its role's).
 */
function thingName(c: FieldSpec, children: FieldSpec[]): boolean {
  const w = nameWords(c.name).toLowerCase().split(' ');
  if (w.length !== 2 || w[1] !== 'name' || c.meaning.concept !== 'person' || c.meaning.party) return false;
  return !children.some((o) => o !== c && o.meaning.concept === 'description');
}

/** The scalar type a field's values take (the item type for arrays of scalars). */
export function valueType(f: FieldSpec): FieldSpec['type'] {
  return f.multiple ? (f.itemType ?? 'string') : f.type;
}

/** Gives every field the document's locale and its concept's labels in the document's languages. */
export function applyLocale(specs: FieldSpec[], locale: DocumentLocale): void {
  for (const f of specs) {
    f.locale = locale;
    const c = f.meaning.concept;
    // a concept's own labels, then those of concepts whose printed labels carry its value too
    const named = c ? [c, ...(CONCEPTS.get(c)?.labels_of ?? [])] : [];
    f.hints.conceptLabels = named.flatMap((k) => locale.languages.flatMap((l) => l.labels[k] ?? []));
    f.hints.relatedLabels = describedConcepts(f).flatMap((k) => locale.languages.flatMap((l) => l.labels[k] ?? []));
    applyLocale(f.children, locale);
  }
}

const describedCache = new Map<string, Concept[]>();

/**
 * Concepts of the same value type as the field's own that its description names as an alternative,
 * by one of their phrases of two words or more ("The contract or order number." names the order
 * number too; "<a> or <b> number" means "<a> number or <b> number"). Memoised: schemas repeat.
 */
function describedConcepts(f: FieldSpec): Concept[] {
  const own = f.meaning.concept;
  if (!own || !f.description) return [];
  const key = `${own}|${f.description}`;
  const hit = describedCache.get(key);
  if (hit) return hit;
  const type = CONCEPTS.get(own)?.type;
  const alts = ALTERNATIVE_WORDS.map((w) => words(w));
  const toks = words(f.description).split(' ');
  // "<a> or <b> <identifier word>": the identifier word belongs to both
  for (let i = toks.length - 2; i >= 2; i--) {
    if (alts.includes(toks[i - 1]) && IDENTIFIER_WORDS.includes(toks[i + 1] ?? '')) toks.splice(i - 1, 0, toks[i + 1]);
  }
  const desc = ` ${toks.join(' ')} `;
  const alternative = (w: string) => alts.some((a) => desc.includes(` ${a} ${w} `) || desc.includes(` ${w} ${a} `));
  const out = [...CONCEPTS].filter(([c, spec]) => c !== own && spec.type === type && spec.field_words.some((w) => w.includes(' ') && alternative(words(w)))).map(([c]) => c);
  if (describedCache.size > 5000) describedCache.clear();
  describedCache.set(key, out);
  return out;
}

/** Concepts of a document's own number (a label referring to another document does not give one; a key of a word for "number" alone in its head does). */
export const OWN_NUMBERS: ReadonlySet<Concept> = new Set<Concept>(['invoice_number', 'receipt_number', 'quote_number', 'delivery_note_number', 'statement_number']);
