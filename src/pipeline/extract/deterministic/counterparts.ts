/**
 * The two sides of a trade read from each other. The letterhead is usually the seller's, but a
 * purchase order is printed by the buyer and names its supplier under a label; a delivery note
 * names the receiving customer only as the place goods go to.
 */
import type { Concept } from '../packs/types.js';
import type { Party } from '../packs/understand.js';
import { labelCandidates, type Candidate } from './candidates.js';
import { above, below, inTable, sameRow, type DocText } from './layout.js';
import { nameWords, OWN_NUMBERS, type FieldSpec } from './schema.js';
import { legalForms, wordsRegExp } from './vocab.js';
import { valueKey } from './normalise.js';
import { isAnyLabel, tokens } from './labels.js';
import { escapeRegExp } from '../packs/phrases.js';

/** The field as if it played another concept: its labels are that concept's in the document's languages. */
function asConcept(f: FieldSpec, concept: Concept): FieldSpec {
  const labels = f.locale ? f.locale.languages.flatMap((l) => l.labels[concept] ?? []) : [];
  return {
    ...f,
    name: concept,
    title: undefined,
    hints: { ...f.hints, aliases: [], examples: [], patterns: [], conceptLabels: labels },
    meaning: { ...f.meaning, concept },
  };
}

/** Firm names the document gives under a label of a concept ("<Label>: <Name> <legal form>"). */
export function labelledFirms(dt: DocText, f: FieldSpec, concept: Concept): Candidate[] {
  const own = partyWords(f, concept as Party);
  const other = OTHER_SIDE[concept as Party] ? partyWords(f, OTHER_SIDE[concept as Party]!) : null;
  // the first line of a block counts under a heading that is the side's label alone ("SUPPLIER", "Vendor:")
  const ownAll = own ? new RegExp(own.source, 'giu') : null;
  const alone = (c: Candidate) => c.labelLine !== undefined && !!ownAll && dt.lines[c.labelLine].text.replace(ownAll, '').replace(/[\s:：]/g, '') === '';
  return labelCandidates(dt, asConcept(f, concept))
    .filter((c) => typeof c.value === 'string' && (c.how !== 'label:block-first' || alone(c)) && legalForms().test(c.value))
    // a label that is, word for word, the other side's names that side, however like one of this side's it reads
    .filter((c) => c.labelLine === undefined || !other?.test(dt.lines[c.labelLine].text) || !!own?.test(dt.lines[c.labelLine].text));
}

function same(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && valueKey(a) === valueKey(b);
}

/** The same firm, or a line that holds the firm's name with more around it ("<Label>: <Name>, <address>"). */
function sameFirm(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const x = valueKey(a);
  const y = valueKey(b);
  return x === y || (!!x && !!y && (x.includes(y) || y.includes(x)));
}

/**
 * The seller's candidates when the document names another firm than its letterhead as the seller:
 * the named one is trusted over the letterhead, whose own firm is then the buyer.
 */
export function sellerNamedElsewhere(dt: DocText, f: FieldSpec, issuer: Candidate | undefined, cands: Candidate[]): Candidate[] {
  // a firm in the block a buyer heading opens ("<To>:" over it) is the addressee, not the letterhead
  const heading = buyerHeading(f);
  cands = cands.map((c) => {
    const l = c.how === 'issuer' ? dt.lines[c.order] : undefined;
    const head = l ? above(dt, l) : undefined;
    return head && heading?.test(head.text.trim()) ? { ...c, score: c.score * 0.3 } : c;
  });
  // a key's label alone ("<Your order no>") is no letterhead's name
  cands = cands.filter((c) => !(c.how === 'issuer' && typeof c.value === 'string' && isAnyLabel(c.value, f)));
  if (!issuer) return cands;
  // (or anyone beside a key that is the field's own name alone: "<vendeur>  <person's name>" in a notary's letter)
  const name = nameWords(f.name).toLowerCase();
  const keyed = cands.filter((c) => c.how === 'label:right' && c.label && c.labelLine !== undefined && tokens(c.label).map((t) => t.t).join(' ') === name && dt.lines[c.labelLine].text.replace(c.label, '').replace(/[\s:：]/g, '') === '');
  const named = [...labelledFirms(dt, f, 'seller'), ...keyed].filter((c) => !same(c.value, issuer.value));
  if (!named.length) return cands;
  const top = Math.max(...named.map((c) => c.score));
  return cands.map((c) => (same(c.value, issuer.value) && c.how === 'issuer' ? { ...c, score: Math.min(c.score, top * 0.8) } : c));
}


/** A line that is a buyer's label alone ("<To>:", "<Bill to>"), short labels too. */
function buyerHeading(f: FieldSpec): RegExp | null {
  const list = (f.locale?.languages ?? []).flatMap((l) => l.labels.buyer ?? []);
  return list.length ? new RegExp(`^(?:${wordsRegExp(list).source})\\W*$`, 'iu') : null;
}

/**
 * Buyer candidates that no buyer label gives: the letterhead's firm when the seller is named under a
 * label as another firm, and the firm goods are delivered to, both weaker than a buyer's own label.
 */
export function buyerByCounterpart(dt: DocText, f: FieldSpec, issuer: Candidate | undefined): Candidate[] {
  const out: Candidate[] = labelledFirms(dt, f, 'recipient').map((c) => ({ ...c, score: c.score * 0.7, how: `${c.how}:recipient` }));
  if (issuer && typeof issuer.value === 'string' && labelledFirms(dt, f, 'seller').some((c) => !sameFirm(c.value, issuer.value))) {
    out.push({ ...issuer, score: issuer.score * 0.6, how: 'issuer:buyer' });
  }
  return out;
}

/**
 * The addressee of a letter-style document when no label names the buyer: on the first page, above
 * any table, a line that is a firm's name (it ends with a legal form), is not the letterhead's firm
 * and has an address line under it (a window address, or a block set on the right).
 */
export function addresseeFirm(dt: DocText, issuer: Candidate | undefined): Candidate[] {
  const first = dt.lines[0]?.page;
  const firm = legalForms();
  for (const l of dt.lines.slice(0, 30)) {
    if (l.page !== first || inTable(dt, l)) break;
    const text = l.text.trim();
    if (/[:;]/.test(text) || !firm.test(text) || same(text, issuer?.value) || (issuer && l.index === issuer.order)) continue;
    // the legal form ends the name: a firm named in a sentence is not an address block's first line
    const m = text.match(firm);
    if (!m || text.slice((m.index ?? 0) + m[0].length).trim()) continue;
    const next = below(dt, l, l.bbox);
    if (!next || !/\d/.test(next.text)) continue;
    return [{ value: text, raw: text, score: 0.45, citations: [{ page: l.page, bbox: l.bbox, text }], how: 'addressee', order: l.index }];
  }
  return [];
}

const OTHER_SIDE: Partial<Record<Party, Party>> = { seller: 'buyer', buyer: 'seller', payee: 'buyer', recipient: 'seller' };

/** A party's labels long enough to name it inside a longer label ("<VAT label> <supplier word>"). */
function partyWords(f: FieldSpec, party: Party): RegExp | null {
  const langs = f.locale?.languages ?? [];
  const key = `${langs.map((l) => l.language).join(',')}|${party}`;
  if (!partyCache.has(key)) {
    const list = langs.flatMap((l) => l.labels[party] ?? []).filter((w) => w.length >= 4);
    partyCache.set(key, list.length ? wordsRegExp(list) : null);
  }
  return partyCache.get(key)!;
}
const partyCache = new Map<string, RegExp | null>();

/**
 * A value of one party ("<supplier> VAT number") read under a label that also names that party is
 * preferred; under a label naming the other side ("<customer> VAT number") it is doubted.
 */
export function partyQualified(dt: DocText, f: FieldSpec, cands: Candidate[]): Candidate[] {
  const party = f.meaning.party;
  const concept = f.meaning.concept;
  if (!party || !concept) return cands;
  const own = partyWords(f, party);
  const other = OTHER_SIDE[party] ? partyWords(f, OTHER_SIDE[party]!) : null;
  // a party's own name read under a label that is, word for word, the other side's ("<customer>:" read as a misspelt "<supplier>:")
  if ((['seller', 'buyer', 'recipient', 'payee'] as string[]).includes(concept)) {
    return cands.map((c) => (c.labelLine !== undefined && other?.test(dt.lines[c.labelLine].text) && !own?.test(dt.lines[c.labelLine].text) ? { ...c, score: c.score * 0.4 } : c));
  }
  return cands.map((c) => {
    if (c.labelLine === undefined) return c;
    const text = dt.lines[c.labelLine].text;
    if (own?.test(text)) return { ...c, score: Math.min(0.99, c.score * 1.3) };
    if (other?.test(text)) return { ...c, score: c.score * 0.6 };
    // a tax id label naming no side speaks for the buyer only inside a block a buyer label opens above it
    // (or on a row whose first key names the buyer: "<Borrower> <name>  <Tax code> <code>")
    if (party === 'buyer' && (concept === 'vat_id' || concept === 'tax_number') && own && !openedBy(dt, c.labelLine, own) && !rowOpenedBy(dt, c.labelLine, own)) return { ...c, score: c.score * 0.25 };
    // and for the seller not inside a block the other side's label opens ("<Customer details>" over "<Tax id> <number>")
    if (party === 'seller' && (concept === 'vat_id' || concept === 'tax_number') && other && openedBy(dt, c.labelLine, other, own)) return { ...c, score: c.score * 0.4 };
    return c;
  });
}


/**
 * The document's own number read under a label that refers to another document ("<reference word>
 * <invoice word> no.:" on a credit note) is doubted: that label gives the number of the document referred to.
 */
export function referredTo(dt: DocText, f: FieldSpec, cands: Candidate[]): Candidate[] {
  if (!f.meaning.concept || !OWN_NUMBERS.has(f.meaning.concept)) return cands;
  const re = referenceWords(f);
  if (!re) return cands;
  return cands.map((c) => (c.labelLine !== undefined && re.test(dt.lines[c.labelLine].text) ? { ...c, score: c.score * 0.5 } : c));
}

/** Labels of a reference to another document made of several words ("<reference word> <document word>"). */
export function referenceWords(f: FieldSpec): RegExp | null {
  const langs = f.locale?.languages ?? [];
  const key = `${langs.map((l) => l.language).join(',')}|reference`;
  if (!partyCache.has(key)) {
    const list = langs.flatMap((l) => l.labels.reference ?? []).filter((w) => w.includes(' '));
    partyCache.set(key, list.length ? wordsRegExp(list) : null);
  }
  return partyCache.get(key)!;
}

/** Whether the row of a line opens, left of it, with one of a party's labels. */
function rowOpenedBy(dt: DocText, at: number, party: RegExp): boolean {
  const line = dt.lines[at];
  const left = sameRow(dt, line).filter((o) => o.bbox.x1 <= line.bbox.x0).sort((a, b) => a.bbox.x0 - b.bbox.x0)[0];
  return !!left && party.test(left.text);
}

/** Whether a line of the same page above the given one, in its column, holds one of a party's labels (with `unless`, nearer than any holding one of those). */
function openedBy(dt: DocText, at: number, party: RegExp, unless?: RegExp | null): boolean {
  const line = dt.lines[at];
  // in the same column: a buyer block on the right opens nothing for the seller's lines on the left
  const below = (o: DocText['lines'][number]): boolean => o.bbox.x0 <= line.bbox.x1 && o.bbox.x1 >= line.bbox.x0;
  for (let i = at - 1; i >= 0 && dt.lines[i].page === line.page; i--) {
    if (!below(dt.lines[i])) continue;
    // (the nearest block opened by a party's label above, where another party's may be asked for)
    if (unless?.test(dt.lines[i].text)) return false;
    if (party.test(dt.lines[i].text)) return true;
  }
  return false;
}

/**
 * A bank named by its letterhead only (a statement): the issuer's name holding one of the words the
 * bank's labels are made of ("<Place> <bank word> <legal form>") is the bank.
 */
export function bankByLetterhead(f: FieldSpec, issuers: Candidate[]): Candidate[] {
  const words = (f.locale?.languages ?? []).flatMap((l) => l.labels.bank ?? []).filter((w) => !w.includes(' ') && w.length >= 4);
  if (!words.length) return [];
  // (also as the end of a compound: "Spaarbank", "Volksbank")
  const re = new RegExp(`(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\d])`, 'iu');
  return issuers.filter((c) => typeof c.value === 'string' && re.test(c.value)).map((c) => ({ ...c, score: c.score * 0.8, how: 'issuer:bank' }));
}
