/** Document signatures: who issued a document and how its first page is laid out, and how alike two are. */
import { lineWords } from '../../types.js';
import type { DocText } from '../deterministic/layout.js';
import { normalise } from './geometry.js';
import type { DocSignature } from './types.js';

/** Header words that every issuer prints: they say nothing about who issued the document. */
const COMMON = new Set(['invoice', 'receipt', 'date', 'page', 'total', 'the', 'and', 'for', 'tax', 'number', 'bill', 'order', 'statement', 'credit', 'note', 'copy', 'original', 'quotation', 'delivery', 'from', 'with']);
/** Mail domains shared by unrelated senders. */
const FREE_MAIL = new Set(['gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'live.com', 'icloud.com', 'aol.com', 'gmx.de', 'gmx.net', 'web.de', 'proton.me', 'protonmail.com']);

const MAX_LAYOUT = 400;
const HEADER_LINES = 8;

function words(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3 && !COMMON.has(w));
}

/** Identifiers that name an issuer: VAT ids, IBANs, phone numbers and e-mail domains. */
export function identifiers(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b(?:VAT|USt-?IdNr|TVA|IVA|BTW|MwSt|GST|ABN|Tax\s*ID)\b[^\n\w]*(?:(?:no|nr|number|id|reg(?:istration)?)\b[^\n\w]*){0,3}([A-Z]{0,2}[ \t.-]?[0-9][0-9A-Z \t.-]{5,16}[0-9A-Z])/gi)) {
    const id = m[1].replace(/[\s.-]/g, '').toUpperCase();
    if ((id.match(/\d/g) ?? []).length >= 6) out.add(`vat:${id}`);
  }
  for (const m of text.matchAll(/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g)) out.add(`iban:${m[0].replace(/\s/g, '')}`);
  for (const m of text.matchAll(/(?:\b(?:tel|phone|telephone|fax|mobile|ph)\b\.?[^\n\d+]{0,4}|(?<![\w.])\+)(\+?\d[\d ()./-]{6,18}\d)/gi)) {
    const d = m[1].replace(/\D/g, '');
    // the last nine digits: the same number with or without its country prefix
    if (d.length >= 8 && d.length <= 15) out.add(`phone:${d.slice(-9)}`);
  }
  for (const m of text.matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g)) {
    const domain = m[1].toLowerCase();
    if (!FREE_MAIL.has(domain)) out.add(`email:${domain}`);
  }
  return [...out].sort();
}

/** The signature of a document: header words of its first page, its identifiers and a layout fingerprint. */
export function documentSignature(dt: DocText): DocSignature {
  const first = dt.lines[0]?.page;
  const page = dt.lines.filter((l) => l.page === first);
  const header = page.filter((l) => normalise(dt, l.page, l.bbox).y0 < 0.25).slice(0, HEADER_LINES);
  const issuer = [...new Set(header.flatMap((l) => words(l.text)))].sort();
  const layout = new Set<string>();
  for (const l of page) {
    for (const w of lineWords(l.line)) {
      const t = w.text.toLowerCase();
      if (!/^\p{L}{2,}[.:]?$/u.test(t)) continue;
      const n = normalise(dt, l.page, w.bbox);
      layout.add(`${t.replace(/[.:]$/, '')}@${Math.min(9, Math.floor(n.x0 * 10))}:${Math.min(19, Math.floor(n.y0 * 20))}`);
      if (layout.size >= MAX_LAYOUT) break;
    }
    if (layout.size >= MAX_LAYOUT) break;
  }
  return { issuer, ids: identifiers(dt.text), layout: [...layout].sort() };
}

function jaccard(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const sb = new Set(b);
  const inter = a.filter((x) => sb.has(x)).length;
  return inter / (a.length + b.length - inter);
}

function cells(layout: string[]): Map<string, [number, number][]> {
  const m = new Map<string, [number, number][]>();
  for (const e of layout) {
    const at = e.lastIndexOf('@');
    const [c, r] = e.slice(at + 1).split(':').map(Number);
    const w = e.slice(0, at);
    m.set(w, [...(m.get(w) ?? []), [c, r]]);
  }
  return m;
}

/** How alike two layout fingerprints are (0..1): the share of words found at about the same place in the other. */
export function layoutSimilarity(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const near = (from: string[], to: Map<string, [number, number][]>) =>
    from.filter((e) => {
      const at = e.lastIndexOf('@');
      const [c, r] = e.slice(at + 1).split(':').map(Number);
      return (to.get(e.slice(0, at)) ?? []).some(([c2, r2]) => Math.abs(c - c2) <= 1 && Math.abs(r - r2) <= 1);
    }).length;
  return (near(a, cells(b)) + near(b, cells(a))) / (a.length + b.length);
}

/** How strongly a document resembles a learned one, 0 when it does not. */
export interface Resemblance {
  strength: number;
  sameIssuer: boolean;
  closeLayout: boolean;
}

/**
 * Compares two signatures. Same issuer: a shared VAT id or IBAN, a shared phone number or mail
 * domain, or mostly the same header words; close layout: most first-page words at the same places.
 * `ignoreIds` are identifiers known to appear in documents of unrelated issuers (the recipient's own).
 */
export function resemblance(doc: DocSignature, learned: DocSignature, ignoreIds: ReadonlySet<string> = new Set()): Resemblance {
  const shared = doc.ids.filter((x) => learned.ids.includes(x) && !ignoreIds.has(x));
  const idScore = shared.some((x) => x.startsWith('vat:') || x.startsWith('iban:')) ? 1 : shared.length ? 0.8 : 0;
  const header = jaccard(doc.issuer, learned.issuer);
  const layout = layoutSimilarity(doc.layout, learned.layout);
  const sameIssuer = idScore > 0 || header >= 0.6;
  const closeLayout = layout >= 0.5;
  if (!sameIssuer && !closeLayout) return { strength: 0, sameIssuer, closeLayout };
  return { strength: Math.min(1, Math.max(idScore, header, layout)), sameIssuer, closeLayout };
}

/** Identifiers that learned documents of unrelated issuers share: the recipient's own, not an issuer's. */
export function recipientIds(signatures: DocSignature[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < signatures.length; i++) {
    for (let j = i + 1; j < signatures.length; j++) {
      const a = signatures[i];
      const b = signatures[j];
      const shared = a.ids.filter((x) => b.ids.includes(x));
      if (!shared.length) continue;
      if (jaccard(a.issuer, b.issuer) < 0.3 && layoutSimilarity(a.layout, b.layout) < 0.3) for (const x of shared) out.add(x);
    }
  }
  return out;
}
