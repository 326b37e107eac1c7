/** Built-in knowledge of agreements: parties, governing law, term and effective date from clauses. */
import type { Candidate } from './candidates.js';
import { citeRange, rangeConfidence, type DocText } from './layout.js';
import { findDates, findDurations } from './normalise.js';
import type { FieldSpec } from './schema.js';
import { ORG_SUFFIX } from './knowledge.js';
import { regionNames } from './vocab.js';
import { alternation } from '../packs/phrases.js';
import { FALLBACK_LANGUAGE, LANGUAGE_PACKS } from '../packs/registry.js';
import type { ClauseWords, LanguagePack } from '../packs/types.js';

/** The clause wording of the document's languages (English when none is known) as one pattern of whole words. */
function clause(langs: readonly LanguagePack[] | undefined, key: keyof ClauseWords): string {
  const packs = langs?.length ? langs : [LANGUAGE_PACKS.get(FALLBACK_LANGUAGE)!];
  return `(?<![\\p{L}\\d])(?:${alternation(packs.flatMap((p) => p.clauses?.[key] ?? []), '\\s+')})(?![\\p{L}\\d])`;
}

function flat(dt: DocText): string {
  return dt.text.replace(/\n/g, ' ');
}

function cand(dt: DocText, value: unknown, raw: string, start: number, score: number, how: string): Candidate {
  const conf = rangeConfidence(dt, start, start + raw.length);
  return { value, raw, score: score * (0.6 + 0.4 * conf), citations: citeRange(dt, start, start + raw.length), how, order: start };
}

/** A place named after "laws of": a state, province or region of a country pack when it is one, else the capitalised name. */
function placeAt(text: string, at: number): { name: string; index: number; country?: string } | null {
  const rest = text.slice(at, at + 80);
  const m = /^\s*(?:[Tt]he\s+)?(?:(?:[Ss]tate|STATE|[Cc]ommonwealth|COMMONWEALTH|[Pp]rovince|[Rr]epublic|[Kk]ingdom)\s+(?:of|OF)\s+)?(?:the\s+)?([A-Z][\p{L}.]*(?:\s+(?:of\s+)?[A-Z][\p{L}.]*){0,3})/u.exec(rest);
  if (!m) return null;
  const words = m[1];
  const index = at + m[0].length - words.length;
  const lower = words.toLowerCase();
  const region = regionNames().filter((r) => lower.startsWith(r.name.toLowerCase()) && !/\p{L}/u.test(lower.charAt(r.name.length))).sort((a, b) => b.name.length - a.name.length)[0];
  if (region) return { name: region.name, index, country: region.country };
  const name = words.replace(/\s+(without|and|applicable|as|in|to|which|that|excluding|except)\b.*$/i, '').replace(/[.,]$/, '');
  if (/^(State|United|Agreement|This|Such|Any|Its)\b/.test(name)) return null;
  return { name, index };
}

/** Governing law: the place named in "governed by ... the laws of X" (then courts of X as weaker evidence). */
export function jurisdictionCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const text = flat(dt);
  const out: Candidate[] = [];
  const langs = f.locale?.languages;
  const lawOf = clause(langs, 'law_of');
  const rules: [RegExp, number][] = [
    [new RegExp(`${clause(langs, 'governing_law')}[^.;]{0,160}?${lawOf}`, 'giu'), 0.95],
    [new RegExp(lawOf, 'giu'), 0.55],
    [new RegExp(clause(langs, 'courts'), 'giu'), 0.4],
  ];
  for (const [re, s] of rules) {
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const p = placeAt(text, m.index + m[0].length);
      if (!p) continue;
      const isState = !!p.country;
      let value: unknown = p.name;
      if (f.enum?.length) {
        const e = f.enum.find((x) => String(x).toLowerCase() === p.name.toLowerCase());
        if (e === undefined) continue;
        value = e;
      }
      out.push(cand(dt, value, p.name, p.index, s * (isState ? 1 : 0.7), 'governing-law'));
    }
  }
  return out;
}

const DEFINED = /\s*[(（]\s*(?:the\s+|each\s+a\s+|hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?[“"'‘]?[^)）]{0,80}[)）]/gi;

/** Cleans one party phrase: drops descriptors (", a Delaware corporation"), defined terms and addresses. */
export function cleanParty(s: string): string {
  let t = s.replace(DEFINED, ' ');
  t = t.replace(/^\s*(?:by\s+and\s+)?(?:between|among|and|by|to|with)\s+/i, '');
  t = t.replace(/^\s*(?:\(?\d\)|[a-z]\))\s*/i, '');
  t = t.split(/,\s*(?:an?\s+|the\s+)(?=[\p{L}\s-]*(?:corporation|company|partnership|individual|limited|bank|association|entity|organi[sz]ation|resident|person|subsidiary|llc|state|(?:[A-Z][\p{L}]+\s+){1,3}(?:corporation|company|limited|partnership)))/iu)[0];
  t = t.split(/,?\s+(?:an?\s+(?:\p{L}+\s+){0,4}(?:corporation|company|partnership|limited liability|individual|resident|banking|national)|with\s+(?:its\s+)?(?:a\s+)?(?:principal|offices?|an\s+address|address)|having\s+|whose\s+|located\s+|residing\s+|an\s+individual|organized\s+|incorporated\s+|(?:and\s+)?its\s+(?:subsidiaries|affiliates)|(?:its\s+)?(?:divisions|subsidiaries|affiliates|successors)\b|on\s+behalf\s+of|d\/b\/a\b|dba\b|hereinafter|herein|who\s+|which\s+)/iu)[0];
  t = t.replace(/[“”"'‘’]/g, '').replace(/\s+/g, ' ').replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '');
  t = t.replace(/^the\s+/i, '');
  // a footnote mark after the name ("Holding Co. 1")
  t = t.replace(/(\.)?[\s.]+\d{1,2}$/, '$1');
  // a person's degrees and honorifics after the name ("M.D.", "Ph.D.", "Esq.") are not part of it
  t = t.replace(/,?\s+(?:M\.\s?D|Ph\.\s?D|Esq|J\.\s?D)\.?$/, '');
  return t.trim();
}

/** Whether a cleaned phrase looks like the name of an organisation or a person. */
export function plausibleParty(p: string): boolean {
  if (p.length < 3 || p.length > 90) return false;
  const words = p.split(/\s+/);
  if (words.length > 10) return false;
  // a legal form alone ("Company", "Corporation") is a defined term, not a name
  if (!p.replace(new RegExp(ORG_SUFFIX.source, 'gi'), '').replace(/^the\s+/i, '').replace(/[^\p{L}]/gu, '')) return false;
  if (!/^[\p{Lu}\d]/u.test(p)) return false;
  if (/\b(hereto|herein|party|parties|following|whereas|dated|effective|date|recipient|discloser|company|employee|executive)\W*$/i.test(p) && !ORG_SUFFIX.test(p)) return false;
  if (/\bagreement\b/i.test(p)) return false;
  const caps = words.filter((w) => /^[\p{Lu}\d&(“"]/u.test(w)).length;
  return caps / words.length >= 0.6;
}

/** Splits the text between "between" and the end of the opening clause into party names. */
function splitParties(clause: string): { name: string; offset: number }[] {
  // prefer splitting after a defined term: X ("Company"), and Y
  let pieces: { text: string; offset: number }[] = [];
  const re = /[)）]\s*[,;]?\s*(?:and|&|in\s+favou?r\s+of|for\s+the\s+benefit\s+of)\s+|;\s*(?:and\s+)?|,?\s+and\s+(?=[\p{Lu}])/gu;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(clause))) {
    const cut = m[0].startsWith(')') || m[0].startsWith('）') ? m.index + 1 : m.index;
    pieces.push({ text: clause.slice(last, cut), offset: last });
    last = m.index + m[0].length;
  }
  pieces.push({ text: clause.slice(last), offset: last });
  // "Sears, Roebuck and Co." - an "and" followed by a bare legal form is part of the name
  const merged: { text: string; offset: number }[] = [];
  for (const p of pieces) {
    const prev = merged[merged.length - 1];
    if (prev && /^(co|company|partners|sons|associates)\b\.?/i.test(p.text.trim()) && !/[)）]\s*$/.test(prev.text)) {
      prev.text = `${prev.text} and ${p.text}`;
    } else merged.push({ ...p });
  }
  pieces = merged;
  const out: { name: string; offset: number }[] = [];
  for (const p of pieces) {
    const name = cleanParty(p.text);
    if (plausibleParty(name)) out.push({ name, offset: p.offset + Math.max(0, p.text.indexOf(name.split(' ')[0])) });
  }
  return out;
}

/** Parties: from the opening "between X and Y" clause, then from "PARTIES:" style blocks. */
export function partyCandidates(dt: DocText, langs?: readonly LanguagePack[]): Candidate[] {
  const text = flat(dt);
  const head = text.slice(0, 6000);
  const out: Candidate[] = [];
  const re = new RegExp(String.raw`(?:by\s+and\s+)?(?:${clause(langs, 'parties_between')}|\b(?:made|entered\s+into|executed)(?:\s+(?:effective|as\s+of|on|for\s+all\s+purposes)[^.()]{0,60}?)?\s+by(?!\s+and\b))(?:\b|(?<=:))\s*:?\s*([\s\S]{5,700}?)(?:(?<!\b(?:Inc|Ltd|Co|Corp|Jr|Sr|No|Mr|Ms|Mrs|Dr|St|L\.P|N\.A|S\.A|[A-Z]))[.;]\s+(?=[A-Z(\d])|\bWHEREAS\b|\bRECITALS?\b|\bW\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H\b|\bwith respect to\b|\bin connection with\b|\bregarding\b|\bconcerning\b|\bfor the purpose\b|\bpursuant to\b|\(\s*(?:each|collectively|together)\b)`, 'giu');
  let m: RegExpExecArray | null;
  let rank = 0;
  // a later "between" clause is only consulted while fewer than two parties are known
  while ((m = re.exec(head)) && rank < 2 && (rank === 0 || out.length < 2)) {
    const clause = m[1];
    const start = m.index + m[0].indexOf(clause);
    const parties = splitParties(clause);
    if (parties.length < 1) continue;
    for (const p of parties.slice(0, 4)) {
      const s = (ORG_SUFFIX.test(p.name) ? 0.85 : 0.7) * (rank === 0 ? 1 : 0.7);
      out.push(cand(dt, p.name, p.name, start + p.offset, s, 'between-clause'));
    }
    rank++;
  }
  if (out.length < 2) out.push(...definedTermParties(dt, head, out));
  return out;
}

/** Organisations introduced with a defined term near the start: Acme, Inc. (the "Company"). */
function definedTermParties(dt: DocText, head: string, found: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  const re = /((?:[\p{Lu}\d][\p{L}\d.'’&-]*,?\s+(?:and\s+|of\s+|&\s+)?){0,6}(?:[\p{Lu}][\p{L}.]*\.?))\s*[(（]\s*(?:the\s+|together\s+with[^)]*)?[“"]/gu;
  let m: RegExpExecArray | null;
  const text = head.slice(0, 3000);
  while ((m = re.exec(text)) && out.length < 3) {
    const name = cleanParty(m[1]);
    if (!ORG_SUFFIX.test(name) || !plausibleParty(name)) continue;
    const key = name.toUpperCase();
    if ([...found, ...out].some((c) => String(c.value).toUpperCase() === key)) continue;
    out.push(cand(dt, name, name, m.index + m[0].indexOf(m[1]), 0.5, 'defined-term'));
  }
  return out;
}

/** Effective date: a date after "dated/effective/made ... as of", else the first date of the document. */
export function effectiveDateCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const text = flat(dt);
  const out: Candidate[] = [];
  const toValue = (iso: string, raw: string): string => (f.format === 'date' || f.format === 'date-time' ? iso : raw);
  const langs = f.locale?.languages;
  const cues: [RegExp, number][] = [
    [new RegExp(`${clause(langs, 'effective')}[^.]{0,30}?`, 'giu'), 0.95],
    [new RegExp(`${clause(langs, 'made')}[^.]{0,60}?${clause(langs, 'made_on')}`, 'giu'), 0.9],
    [new RegExp(clause(langs, 'dated'), 'giu'), 0.8],
  ];
  for (const [re, s] of cues) {
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const after = m.index + m[0].length;
      const window = text.slice(after, after + 60);
      const d = findDates(window, f.hints.dateOrder, f.locale?.months)[0];
      if (!d || d.index > 25) continue;
      const early = m.index < 4000 ? 1 : 0.75;
      out.push(cand(dt, toValue(d.value.iso, d.raw), d.raw, after + d.index, s * early, 'effective-cue'));
    }
  }
  const first = findDates(text.slice(0, 3000), f.hints.dateOrder, f.locale?.months)[0];
  if (first) out.push(cand(dt, toValue(first.value.iso, first.raw), first.raw, first.index, 0.25, 'first-date'));
  return out;
}

/** Term: a duration in a clause about the term, period, expiry or survival of obligations. */
export function termCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const text = flat(dt);
  const out: Candidate[] = [];
  const langs = f.locale?.languages;
  const ofAgreement = new RegExp(`${clause(langs, 'term_agreement')}[^.]{0,100}$`, 'iu');
  const ofTerm = new RegExp(`${clause(langs, 'term')}[^.]{0,60}$`, 'iu');
  const period = new RegExp(`${clause(langs, 'term_period')}\\s*$`, 'iu');
  for (const d of findDurations(text, f.locale?.languages)) {
    const ctx = text.slice(Math.max(0, d.index - 160), d.index).toLowerCase();
    const after = text.slice(d.index + d.raw.length, d.index + d.raw.length + 80).toLowerCase();
    const near = ctx.slice(-120);
    let s = 0;
    // the agreement's own duration
    if (ofAgreement.test(ctx)) s = 0.9;
    else if (ofTerm.test(ctx)) s = 0.75;
    else if (period.test(ctx)) s = 0.6;
    if (s && /^\s*(?:from|after|following)\s+(?:the\s+)?(?:effective date|date (?:of|hereof)|execution)/.test(after)) s = Math.min(1, s + 0.1);
    // durations counted from termination are survival periods, not the term
    if (/^\s*(?:from|after|following)\s+(?:the\s+)?(?:termination|expiration|cessation|end)/.test(after) || /\b(?:terminat\w+|cessation) of (?:your|the executive'?s?|employee'?s?|his|her) employment\b/.test(near)) s *= 0.6;
    if (/\bdays?$/.test(d.value) && !/\b(term|period)\b/.test(ctx.slice(-60))) s *= 0.5;
    if (/^\W*thereafter\b/.test(after)) s *= 0.6;
    // an agreement about confidentiality counts its term for keeping secrets; restraints on competing are other periods
    const sentence = text.slice(Math.max(0, d.index - 200), d.index + d.raw.length + 240).toLowerCase();
    if (/\b(compet\w*|solicit\w*|restriction period|restricted period)\b/.test(sentence)) s *= 0.75;
    else if (/\b(confiden\w*|disclos\w*|proprietary)\b/.test(sentence)) s = Math.min(1, s + 0.1);
    if (!s) continue;
    out.push(cand(dt, d.value, d.raw, d.index, Math.min(1, s), 'term-clause'));
  }
  return out.filter((c) => c.score >= TERM_MIN);
}

/** A duration needs clear term wording to be reported (many other periods appear in agreements). */
const TERM_MIN = 0.7;


/** The country whose state or region a governing-law clause names ("the laws of the State of Delaware"), if any. */
export function governingCountry(dt: DocText): string | undefined {
  const text = flat(dt);
  const re = /\blaws?\s+of\b/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const p = placeAt(text, m.index + m[0].length);
    if (p?.country) return p.country;
  }
  return undefined;
}
