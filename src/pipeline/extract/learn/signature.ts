/** Document signatures: who issued a document and how its first page is laid out, and how alike two are. */
import { lineWords } from '../../types.js';
import type { DocText } from '../deterministic/layout.js';
import { normalise } from './geometry.js';
import { parseIban, parsePhoneNumber, parseVatId } from '../deterministic/identifiers.js';
import { wordsRegExp } from '../deterministic/vocab.js';
import { LANGUAGE_PACKS } from '../packs/registry.js';
import type { DocumentLocale } from '../packs/locale.js';
import type { DocSignature } from './types.js';

/** Header words that every issuer prints (document titles, greetings, labels of every language pack): they say nothing about who issued the document. */
let common: Set<string> | null = null;
function commonWords(): Set<string> {
  if (!common) common = new Set([...LANGUAGE_PACKS.values()].flatMap((l) => [...l.titles, ...l.not_names]).flatMap((p) => p.toLowerCase().match(/\p{L}+/gu) ?? []));
  return common;
}

/** Mail domains shared by unrelated senders. */
const FREE_MAIL = new Set(['gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'live.com', 'icloud.com', 'aol.com', 'gmx.de', 'gmx.net', 'web.de', 'proton.me', 'protonmail.com']);

const MAX_LAYOUT = 400;
const HEADER_LINES = 8;

function words(text: string): string[] {
  const skip = commonWords();
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3 && !skip.has(w));
}

let vatLabel: RegExp | undefined;

/** Identifiers that name an issuer: VAT ids, IBANs, phone numbers and e-mail domains, read by the extractor's own readers. */
export function identifiers(text: string, locale?: DocumentLocale): string[] {
  const out = new Set<string>();
  vatLabel ??= wordsRegExp([...LANGUAGE_PACKS.values()].flatMap((l) => l.labels.vat_id ?? []).filter((w) => w.length >= 2));
  for (const line of text.split('\n')) {
    const vat = parseVatId(line, locale);
    // a bare run of figures is a tax id only after a tax-id label; its country letters may stand just before it
    if (vat && (vat.score >= 0.85 || vatLabel.test(line))) {
      const letters = /^[A-Z]{2}/.test(vat.value) ? '' : (/([A-Z]{2})\s?$/.exec(line.slice(0, vat.index))?.[1] ?? '');
      if ((vat.value.match(/\d/g) ?? []).length >= 6) out.add(`vat:${letters}${vat.value}`);
    }
    const iban = parseIban(line);
    if (iban) out.add(`iban:${iban.value}`);
    const phone = parsePhoneNumber(line, locale);
    const digits = phone?.value.replace(/\D/g, '') ?? '';
    // the last nine digits: the same number with or without its country prefix
    if (digits.length >= 8 && digits.length <= 15) out.add(`phone:${digits.slice(-9)}`);
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
  return { issuer, ids: identifiers(dt.text, dt.locale), layout: [...layout].sort() };
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

/** A name as it is compared across documents: its letters and digits, lower case ("Acme, L.P." and "ACME LP" are one). */
export function nameKey(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Shorter names than this (in letters and digits) are found by chance in other documents. */
export const MIN_NAME_KEY = 6;

/** A document's text as names are compared (`nameKey`, accents dropped), with the places in it where a word starts and ends. */
export interface NameText {
  key: string;
  starts: Set<number>;
  ends: Set<number>;
}

/** The letters and digits of a text run together, remembering its word bounds. */
/** A name key with its accents dropped, as recognition often drops them ("Hôtel" and "HOTEL" are one). */
export function foldName(key: string): string {
  return key.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLowerCase();
}

export function nameText(text: string): NameText {
  const t = foldName(text);
  let key = '';
  const starts = new Set<number>();
  const ends = new Set<number>();
  let inWord = false;
  for (const ch of t) {
    const alnum = /[\p{L}\p{N}]/u.test(ch);
    if (alnum && !inWord) starts.add(key.length);
    if (!alnum && inWord) ends.add(key.length);
    if (alnum) key += ch;
    inWord = alnum;
  }
  ends.add(key.length);
  return { key, starts, ends };
}

/** Whether a name key is written in the text as whole words ("Lieferant GmbH" is not in "Musterlieferant GmbH"). */
export function namedIn(text: NameText, key: string): boolean {
  const name = foldName(key);
  if (!name) return false;
  for (let at = text.key.indexOf(name); at >= 0; at = text.key.indexOf(name, at + 1)) if (text.starts.has(at) && text.ends.has(at + name.length)) return true;
  return false;
}

/** The `name:` identifiers of a learned signature that a document's text names again (compared as `nameKey`, as whole words). */
export function namesIn(text: NameText, learned: DocSignature): string[] {
  return learned.ids.filter((x) => x.startsWith('name:') && x.length - 5 >= MIN_NAME_KEY && namedIn(text, x.slice(5)));
}

/** How strongly a document resembles a learned one, 0 when it does not. */
export interface Resemblance {
  strength: number;
  sameIssuer: boolean;
  closeLayout: boolean;
}

/**
 * Compares two signatures. Same issuer: a shared VAT id or IBAN, a shared phone number, mail
 * domain or issuer name, or mostly the same header words; close layout: most first-page words at the same places.
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
