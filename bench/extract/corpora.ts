/**
 * The four benchmark corpora: how to load each one, and the two structs a user would write for
 * it — `plain` (field names, JSON types, one sentence per field, required) and `annotated` (the
 * same plus titles and generic labels/examples in the documents' languages).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from './corpus.js';

/** The value the corpus expects for a field: a string, a number, or a list (NDA parties). */
export type Expected = string | number | string[];

/** One document of a corpus with its expected values. */
export interface Case {
  /** file name inside the corpus (what the documents are sorted and reported by) */
  file: string;
  /** absolute path of the document */
  path: string;
  /** format for recognition: jpg or pdf */
  format: 'jpg' | 'pdf';
  mime: string;
  /** expected values by field; a field with no expected value is absent */
  expected: Record<string, Expected>;
}

/** A struct as the API takes it (the offline runner passes schema_json and annotations_json directly). */
export interface BenchStruct {
  name: string;
  slug: string;
  schema_json: Record<string, unknown>;
  annotations_json: Record<string, unknown>;
}

export type CorpusId = 'sroie' | 'kleister-nda' | 'einvoices' | 'adbuy';
export type StructKind = 'plain' | 'annotated';

export interface CorpusDef {
  id: CorpusId;
  /** a short human name for reports */
  label: string;
  /** the fields of the struct, in order */
  fields: string[];
  structs: Record<StructKind, BenchStruct>;
  /** lists the documents sorted by file name (all of them without limit) */
  load(limit?: number): Case[];
  /** the issuer of a document, from its expected values (for "issuer seen before" in bench:learn) */
  issuer(c: Case): string | undefined;
}

/** What the user writes for one field: type, description, and for the annotated struct title and hints. */
interface FieldDef {
  type: 'string' | 'number' | 'date' | 'string[]';
  description: string;
  title: string;
  aliases: string[];
  examples?: (string | number)[];
}

function jsonType(f: FieldDef): Record<string, unknown> {
  if (f.type === 'date') return { type: 'string', format: 'date' };
  if (f.type === 'string[]') return { type: 'array', items: { type: 'string' } };
  return { type: f.type };
}

/** Builds the plain and the annotated struct of a corpus from its field definitions. */
export function makeStructs(slug: string, name: string, title: string, fields: Record<string, FieldDef>, required: string[]): Record<StructKind, BenchStruct> {
  const plainProps: Record<string, unknown> = {};
  const annotatedProps: Record<string, unknown> = {};
  const annotations: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(fields)) {
    plainProps[k] = { ...jsonType(f), description: f.description };
    annotatedProps[k] = { ...jsonType(f), title: f.title, description: f.description };
    annotations[k] = { aliases: f.aliases, ...(f.examples ? { examples: f.examples } : {}) };
  }
  return {
    plain: { name: `${name} (plain)`, slug: `bench-${slug}-plain`, schema_json: { type: 'object', properties: plainProps, required }, annotations_json: {} },
    annotated: {
      name: `${name} (annotated)`,
      slug: `bench-${slug}-annotated`,
      schema_json: { type: 'object', title, properties: annotatedProps, required },
      annotations_json: annotations,
    },
  };
}

/** Exits with a clear message when a corpus folder is missing; returns its path. */
export function corpusFolder(id: CorpusId): string {
  const dir = join(corpusDir(), id);
  if (!existsSync(dir)) {
    console.error(`corpus folder missing: ${dir} (place the evaluation corpus at ../shared/corpus or set CORPUS_DIR)`);
    process.exit(2);
  }
  return dir;
}

function take<T>(list: T[], limit?: number): T[] {
  return limit === undefined ? list : list.slice(0, limit);
}

/** Parses an NDA expected line (`key=value key=value`, data set notation kept) into fields; party is a list. */
export function ndaExpected(line: string): Record<string, Expected> {
  const out: Record<string, Expected> = {};
  for (const kv of line.split(/\s+/)) {
    const i = kv.indexOf('=');
    if (i <= 0) continue;
    const k = kv.slice(0, i);
    const v = kv.slice(i + 1);
    if (k === 'party') ((out.party ??= []) as string[]).push(v);
    else out[k] = v;
  }
  return out;
}

/** Reads a corpus's expected.jsonl into cases sorted by file name. */
function loadJsonl(id: CorpusId, limit?: number): Case[] {
  const dir = corpusFolder(id);
  const cases = readFileSync(join(dir, 'expected.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { file: string; fields: Record<string, Expected> })
    .map((r) => ({ file: r.file.replace(/^documents\//, ''), path: join(dir, r.file), format: 'pdf' as const, mime: 'application/pdf', expected: r.fields }))
    .sort((a, b) => a.file.localeCompare(b.file));
  return take(cases, limit);
}

function upper(v: Expected | undefined): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim().replace(/\s+/g, ' ').toUpperCase() : undefined;
}

export const receipts: CorpusDef = {
  id: 'sroie',
  label: 'SROIE receipts',
  fields: ['company', 'date', 'address', 'total'],
  structs: makeStructs(
    'receipt',
    'Receipt',
    'Receipt',
    {
      company: { type: 'string', title: 'Company', description: 'The name of the shop or business that issued the receipt.', aliases: ['Company', 'Shop', 'Store', 'Merchant', 'Sold by'] },
      date: { type: 'date', title: 'Date', description: 'The date of the purchase.', aliases: ['Date', 'Receipt date', 'Invoice date', 'Bill date', 'Txn date'], examples: ['31/01/2019', '31-01-2019'] },
      address: { type: 'string', title: 'Address', description: 'The address of the shop.', aliases: ['Address', 'Addr'] },
      total: {
        type: 'number',
        title: 'Total',
        description: 'The total amount paid, including tax.',
        aliases: ['Total', 'Grand total', 'Total amount', 'Amount due', 'Nett total', 'Rounded total', 'Total (incl. GST)', 'Total sales'],
        examples: ['12.50', 'RM 12.50'],
      },
    },
    ['company', 'date', 'address', 'total'],
  ),
  load(limit) {
    const dir = corpusFolder('sroie');
    const ids = readdirSync(join(dir, 'key'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    return take(ids, limit).map((id) => ({
      file: `${id}.jpg`,
      path: join(dir, 'img', `${id}.jpg`),
      format: 'jpg' as const,
      mime: 'image/jpeg',
      expected: JSON.parse(readFileSync(join(dir, 'key', `${id}.json`), 'utf8')) as Record<string, string>,
    }));
  },
  issuer: (c) => upper(c.expected.company),
};

export const ndas: CorpusDef = {
  id: 'kleister-nda',
  label: 'Kleister NDAs',
  fields: ['effective_date', 'jurisdiction', 'party', 'term'],
  structs: makeStructs(
    'nda',
    'Non-disclosure agreement',
    'Non-disclosure agreement',
    {
      effective_date: { type: 'date', title: 'Effective date', description: 'The date the agreement takes effect.', aliases: ['Effective date', 'Dated as of', 'Entered into as of', 'Date'] },
      jurisdiction: {
        type: 'string',
        title: 'Governing law',
        description: 'The US state whose laws govern the agreement.',
        aliases: ['Governing law', 'Applicable law', 'Choice of law', 'Laws of the State of'],
        examples: ['New York', 'Delaware'],
      },
      party: {
        type: 'string[]',
        title: 'Parties',
        description: 'The companies or people who are parties to the agreement.',
        aliases: ['Party', 'Parties', 'Disclosing party', 'Receiving party', 'Between', 'By and between'],
      },
      term: { type: 'string', title: 'Term', description: 'How long the agreement lasts.', aliases: ['Term', 'Duration', 'Term of agreement'], examples: ['2 years', '18 months'] },
    },
    ['effective_date', 'party'],
  ),
  load(limit) {
    const dir = corpusFolder('kleister-nda');
    const names = readFileSync(join(dir, 'train-in.tsv'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => l.split('\t')[0]);
    const lines = readFileSync(join(dir, 'train-expected.tsv'), 'utf8').split('\n');
    const cases = names.map((file, i) => ({ file, path: join(dir, 'documents', file), format: 'pdf' as const, mime: 'application/pdf', expected: ndaExpected(lines[i] ?? '') }));
    return take(
      cases.sort((a, b) => a.file.localeCompare(b.file)),
      limit,
    );
  },
  issuer(c) {
    const p = c.expected.party;
    return Array.isArray(p) && p.length ? p.map((x) => x.toUpperCase()).sort().join(' | ') : undefined;
  },
};

export const einvoices: CorpusDef = {
  id: 'einvoices',
  label: 'e-invoices (DE/FR/UK)',
  fields: ['invoice_number', 'issue_date', 'due_date', 'seller_name', 'buyer_name', 'seller_vat_id', 'currency', 'total_amount'],
  structs: makeStructs(
    'einvoice',
    'Invoice',
    'Invoice',
    {
      invoice_number: {
        type: 'string',
        title: 'Invoice number',
        description: 'The number of the invoice.',
        aliases: ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Belegnummer', 'Numéro de facture', 'Facture n°', 'Invoice number', 'Invoice no.'],
      },
      issue_date: {
        type: 'date',
        title: 'Issue date',
        description: 'The date the invoice was issued.',
        aliases: ['Rechnungsdatum', 'Belegdatum', 'Datum', 'Date de facture', "Date d'émission", 'Invoice date', 'Date'],
      },
      due_date: {
        type: 'date',
        title: 'Due date',
        description: 'The date by which the invoice must be paid.',
        aliases: ['Fällig am', 'Fälligkeitsdatum', 'Zahlbar bis', 'Zahlungsziel', "Date d'échéance", 'Échéance', 'Due date', 'Payment due'],
      },
      seller_name: { type: 'string', title: 'Seller', description: 'The name of the company that issued the invoice.', aliases: ['Lieferant', 'Verkäufer', 'Rechnungssteller', 'Fournisseur', 'Vendeur', 'Seller', 'Supplier'] },
      buyer_name: {
        type: 'string',
        title: 'Buyer',
        description: 'The name of the customer the invoice is addressed to.',
        aliases: ['Kunde', 'Käufer', 'Rechnungsempfänger', 'Client', 'Acheteur', 'Buyer', 'Customer', 'Bill to'],
      },
      seller_vat_id: {
        type: 'string',
        title: 'Seller VAT number',
        description: "The seller's VAT identification number.",
        aliases: ['USt-IdNr.', 'USt-ID', 'Umsatzsteuer-Identifikationsnummer', 'N° TVA intracommunautaire', 'TVA intracom.', 'VAT number', 'VAT reg. no.'],
        examples: ['DE 297 514 638', 'FR 40 303 265 045'],
      },
      currency: { type: 'string', title: 'Currency', description: 'The currency of the invoice as a three-letter code.', aliases: ['Währung', 'Devise', 'Monnaie', 'Currency'], examples: ['EUR', 'GBP'] },
      total_amount: {
        type: 'number',
        title: 'Total amount',
        description: 'The total amount of the invoice, including VAT.',
        aliases: ['Gesamtbetrag', 'Rechnungsbetrag', 'Zahlbetrag', 'Bruttobetrag', 'Endbetrag', 'Montant TTC', 'Total TTC', 'Net à payer', 'Total', 'Amount due', 'Total incl. VAT'],
      },
    },
    ['invoice_number', 'issue_date', 'seller_name', 'currency', 'total_amount'],
  ),
  load: (limit) => loadJsonl('einvoices', limit),
  issuer: (c) => upper(c.expected.seller_name),
};

export const adbuy: CorpusDef = {
  id: 'adbuy',
  label: 'US TV ad orders',
  fields: ['contract_number', 'advertiser', 'gross_amount', 'flight_start_date', 'flight_end_date'],
  structs: makeStructs(
    'adbuy',
    'Advertising order',
    'TV advertising order',
    {
      contract_number: { type: 'string', title: 'Contract number', description: 'The number of the order or contract.', aliases: ['Contract #', 'Contract number', 'Contract', 'Order #', 'Order number', 'Estimate #'] },
      advertiser: { type: 'string', title: 'Advertiser', description: 'The name of the advertiser who bought the airtime.', aliases: ['Advertiser', 'Client', 'Advertiser name'] },
      gross_amount: {
        type: 'number',
        title: 'Gross amount',
        description: 'The gross total amount of the order in US dollars.',
        aliases: ['Gross amount', 'Gross total', 'Total gross', 'Grand total', 'Order total', 'Total'],
      },
      flight_start_date: { type: 'date', title: 'Flight start date', description: 'The first day the advertisements run.', aliases: ['Flight start', 'Start date', 'Flight dates', 'Flight', 'From'] },
      flight_end_date: { type: 'date', title: 'Flight end date', description: 'The last day the advertisements run.', aliases: ['Flight end', 'End date', 'Flight dates', 'Flight', 'Thru', 'To'] },
    },
    ['contract_number', 'advertiser', 'gross_amount'],
  ),
  load: (limit) => loadJsonl('adbuy', limit),
  issuer: (c) => upper(c.expected.advertiser),
};

export const CORPORA: CorpusDef[] = [receipts, ndas, einvoices, adbuy];

const NAMES: Record<string, CorpusId> = { sroie: 'sroie', receipts: 'sroie', 'kleister-nda': 'kleister-nda', nda: 'kleister-nda', ndas: 'kleister-nda', einvoices: 'einvoices', adbuy: 'adbuy' };

/** Picks corpora from an `--only a,b` value (folder names, or receipts/nda); all when absent. */
export function pickCorpora(only?: string): CorpusDef[] {
  if (!only || only === 'all') return CORPORA;
  const ids = only.split(',').map((s) => {
    const id = NAMES[s.trim().toLowerCase()];
    if (!id) throw new Error(`unknown corpus "${s}" (one of: sroie|receipts, kleister-nda|nda, einvoices, adbuy)`);
    return id;
  });
  return CORPORA.filter((c) => ids.includes(c.id));
}
