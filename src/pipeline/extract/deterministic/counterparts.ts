/**
 * The two sides of a trade read from each other. The letterhead is usually the seller's, but a
 * purchase order is printed by the buyer and names its supplier under a label; a delivery note
 * names the receiving customer only as the place goods go to.
 */
import type { Concept } from '../packs/types.js';
import type { Party } from '../packs/understand.js';
import { labelCandidates, type Candidate } from './candidates.js';
import type { DocText } from './layout.js';
import type { FieldSpec } from './schema.js';
import { legalForms, wordsRegExp } from './vocab.js';
import { valueKey } from './normalise.js';

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
  return labelCandidates(dt, asConcept(f, concept)).filter((c) => typeof c.value === 'string' && c.how !== 'label:block-first' && legalForms().test(c.value));
}

function same(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && valueKey(a) === valueKey(b);
}

/**
 * The seller's candidates when the document names another firm than its letterhead as the seller:
 * the named one is trusted over the letterhead, whose own firm is then the buyer.
 */
export function sellerNamedElsewhere(dt: DocText, f: FieldSpec, issuer: Candidate | undefined, cands: Candidate[]): Candidate[] {
  if (!issuer) return cands;
  const named = labelledFirms(dt, f, 'seller').filter((c) => !same(c.value, issuer.value));
  if (!named.length) return cands;
  const top = Math.max(...named.map((c) => c.score));
  return cands.map((c) => (same(c.value, issuer.value) && c.how === 'issuer' ? { ...c, score: Math.min(c.score, top * 0.8) } : c));
}

/**
 * Buyer candidates that no buyer label gives: the letterhead's firm when the seller is named under a
 * label as another firm, and the firm goods are delivered to, both weaker than a buyer's own label.
 */
export function buyerByCounterpart(dt: DocText, f: FieldSpec, issuer: Candidate | undefined): Candidate[] {
  const out: Candidate[] = labelledFirms(dt, f, 'recipient').map((c) => ({ ...c, score: c.score * 0.7, how: `${c.how}:recipient` }));
  if (issuer && typeof issuer.value === 'string' && labelledFirms(dt, f, 'seller').some((c) => !same(c.value, issuer.value))) {
    out.push({ ...issuer, score: issuer.score * 0.6, how: 'issuer:buyer' });
  }
  return out;
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
  if (!party || !concept || (['seller', 'buyer', 'recipient', 'payee'] as string[]).includes(concept)) return cands;
  const own = partyWords(f, party);
  const other = OTHER_SIDE[party] ? partyWords(f, OTHER_SIDE[party]!) : null;
  return cands.map((c) => {
    if (c.labelLine === undefined) return c;
    const text = dt.lines[c.labelLine].text;
    if (own?.test(text)) return { ...c, score: Math.min(0.99, c.score * 1.3) };
    if (other?.test(text)) return { ...c, score: c.score * 0.6 };
    return c;
  });
}

/**
 * A bank named by its letterhead only (a statement): the issuer's name holding one of the words the
 * bank's labels are made of ("<Place> <bank word> <legal form>") is the bank.
 */
export function bankByLetterhead(f: FieldSpec, issuers: Candidate[]): Candidate[] {
  const words = (f.locale?.languages ?? []).flatMap((l) => l.labels.bank ?? []).filter((w) => !w.includes(' ') && w.length >= 4);
  if (!words.length) return [];
  const re = wordsRegExp(words);
  return issuers.filter((c) => typeof c.value === 'string' && re.test(c.value)).map((c) => ({ ...c, score: c.score * 0.8, how: 'issuer:bank' }));
}
