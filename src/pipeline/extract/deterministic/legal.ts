/** Built-in knowledge of agreements: parties, governing law, term and effective date from clauses. */
import type { Candidate } from './candidates.js';
import type { DocText } from './layout.js';
import { findDates, findDurations } from './normalise.js';
import type { FieldSpec } from './schema.js';
import { regionNames } from './vocab.js';
import { cachedRe, clause, clauseAlt, clauseCased, clauseList, langKey, packsOf, clauseCandidate as cand, flatText as flat, type Langs } from './contract-words.js';
import { alternation } from '../packs/phrases.js';

export { cleanParty, partyCandidates, plausibleParty } from './parties.js';

/** The words joining the parts of a place name ("Isle of Man"): a firm's joiners but for "and", which ends a place. */
function placeJoiners(langs: Langs): string {
  const and = new Set(clauseList(langs, 'party_and'));
  return `(?<![\\p{L}\\d])(?:${alternation(clauseList(langs, 'name_joiners').filter((w) => !and.has(w) && /\p{L}/u.test(w)), '\\s+')})(?![\\p{L}\\d])`;
}

/** A place named after "laws of": a state, province or region of a country pack when it is one, else the capitalised name. */
function placeAt(text: string, at: number, langs: Langs): { name: string; index: number; country?: string } | null {
  const rest = text.slice(at, at + 80);
  const re = cachedRe(`place:${langKey(langs)}`, () => String.raw`^\s*(?:${clauseCased(langs, 'definite')}\s+)?(?:${clauseCased(langs, 'place_kind')}\s+)?(?:${clause(langs, 'definite')}\s+)?([\p{Lu}][\p{L}.]*(?:\s+(?:${placeJoiners(langs)}\s+)?[\p{Lu}][\p{L}.]*){0,3})`, 'u');
  const m = re.exec(rest);
  if (!m) return null;
  const words = m[1];
  const index = at + m[0].length - words.length;
  // (a region's own name may hold "and", which ends other places: "England and Wales")
  const lower = text.slice(index, index + 80).toLowerCase();
  const region = regionNames().filter((r) => lower.startsWith(r.name.toLowerCase()) && !/\p{L}/u.test(lower.charAt(r.name.length))).sort((a, b) => b.name.length - a.name.length)[0];
  if (region) return { name: region.name, index, country: region.country };
  const name = words.replace(cachedRe(`pend:${langKey(langs)}`, () => String.raw`\s+${clause(langs, 'place_end')}[\s\S]*$`, 'iu'), '').replace(/[.,]$/, '');
  if (cachedRe(`pnot:${langKey(langs)}`, () => String.raw`^(?:${clause(langs, 'place_not')}|${clause(langs, 'place_kind')})`, 'iu').test(name)) return null;
  return { name, index };
}

/** Country names in the languages' own words, one word each ("<Country>"), for reading a law's adjective. */
function countryWords(langs: Langs): string[] {
  const key = langKey(langs);
  let hit = countryWordCache.get(key);
  if (hit) return hit;
  hit = [];
  for (const l of packsOf(langs)) {
    let dn: Intl.DisplayNames;
    try {
      dn = new Intl.DisplayNames([l.intl_locale], { type: 'region', fallback: 'none' });
    } catch {
      continue;
    }
    for (let a = 65; a <= 90; a++) for (let b = 65; b <= 90; b++) {
      const n = dn.of(String.fromCharCode(a, b));
      if (n && /^\p{L}{4,}$/u.test(n) && !hit.includes(n)) hit.push(n);
    }
  }
  countryWordCache.set(key, hit);
  return hit;
}
const countryWordCache = new Map<string, string[]>();

/**
 * "<Adjective> <law> ... <applies>", "<governed by> <law> <adjective>": the country whose name the adjective
 * begins with (most of the name, at least five letters), in a sentence that says which law governs.
 */
function lawAdjectives(dt: DocText, text: string, langs: Langs): Candidate[] {
  if (!clauseList(langs, 'law_words').length) return [];
  const k = langKey(langs);
  const re = cachedRe(`lawadj:${k}`, () => String.raw`(?<![\p{L}])(?:(\p{L}{5,})\s+${clause(langs, 'law_words')}|${clause(langs, 'law_words')}\s+(\p{L}{5,}))(?![\p{L}])`, 'giu');
  const governs = cachedRe(`govw:${k}`, () => clause(langs, 'governing_law'), 'iu');
  const out: Candidate[] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const adj = m[1] ?? m[2];
    const from = text.lastIndexOf('.', m.index) + 1;
    const stop = text.indexOf('.', m.index + m[0].length);
    const sentence = text.slice(from, stop < 0 ? undefined : stop);
    const heading = text.slice(Math.max(0, from - 60), from);
    if (!governs.test(sentence) && !governs.test(heading)) continue;
    const a = adj.toLowerCase();
    let best: { name: string; n: number } | undefined;
    for (const name of countryWords(langs)) {
      const c = name.toLowerCase();
      let n = 0;
      while (n < a.length && n < c.length && a[n] === c[n]) n++;
      if (n >= 5 && n >= 0.6 * c.length && (!best || n > best.n)) best = { name, n };
    }
    if (!best) continue;
    const at = m.index + m[0].indexOf(adj);
    out.push(cand(dt, best.name, adj, at, 0.8, 'law-adjective'));
  }
  return out;
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
  if (!f.enum?.length) out.push(...lawAdjectives(dt, text, langs));
  for (const [re, s] of rules) {
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const p = placeAt(text, m.index + m[0].length, langs);
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

/** Place of jurisdiction: the place whose courts a clause names ("<courts of> X"); a governing-law place is weaker evidence. */
export function venueCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const text = flat(dt);
  const out: Candidate[] = [];
  const langs = f.locale?.languages;
  const rules: [RegExp, number][] = [
    [cachedRe(`courts:${langKey(langs)}`, () => clause(langs, 'courts'), 'giu'), 0.9],
    [cachedRe(`lawof:${langKey(langs)}`, () => clause(langs, 'law_of'), 'giu'), 0.35],
  ];
  for (const [re, s] of rules) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const p = placeAt(text, m.index + m[0].length, langs);
      // the place ends with its sentence ("<Place>. <Next line>")
      const name = p?.name.split(/\.\s/)[0].replace(/\.$/, '');
      if (p && name) out.push(cand(dt, name, name, p.index, s, 'courts'));
    }
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
      // "the <name> <agreement> <dated> <date>", "<dated> <date> (the “<name> <agreement>”)": the date of another document the agreement names
      const other = otherDocument(text, m.index, langs) || namesOtherDocument(text, after + d.index + d.raw.length, langs) ? 0.25 : 1;
      out.push(cand(dt, toValue(d.value.iso, d.raw), d.raw, after + d.index, s * early * other, 'effective-cue'));
    }
  }
  // several cue words before one date ("<dated> <as of> <date>") are one piece of evidence, not several
  const best = new Map<number, Candidate>();
  for (const c of out) if (!best.has(c.order) || best.get(c.order)!.score < c.score) best.set(c.order, c);
  out.splice(0, out.length, ...best.values());
  const first = findDates(text.slice(0, 3000), f.hints.dateOrder, f.locale?.months)[0];
  // an agreement's first date, with no cue, is its date about as often as not: weighed so, below every clear cue
  if (first) out.push(cand(dt, toValue(first.value.iso, first.raw), first.raw, first.index, 0.4, 'first-date'));
  return out;
}

/** Whether a bracket right after `at` gives a short name to another agreement: "(the “<Name> <Agreement>”)", not "(the “<Other Name>”)" or "(the “<Agreement>”)". */
function namesOtherDocument(text: string, at: number, langs: Langs): boolean {
  const m = /^[\s,]*[(（]([^)）]{1,80})[)）]/u.exec(text.slice(at, at + 100));
  if (!m) return false;
  const name = m[1].replace(/[“”"'‘’„«»]/gu, ' ').replace(cachedRe(`defl:${langKey(langs)}`, () => String.raw`^\s*(?:(?:${clauseAlt(langs, 'defined_as')}|${clauseAlt(langs, 'definite')})[\s,:]+)*`, 'iu'), '').trim();
  const word = cachedRe(`agrw1:${langKey(langs)}`, () => clause(langs, 'agreement'), 'iu').exec(name);
  return !!word && name.replace(word[0], '').replace(/[^\p{L}\p{N}]/gu, '') !== '';
}

/**
 * Whether what stands before `at` names another document than the agreement itself: the last word for an
 * agreement within a short distance is neither its own short name in quotes ("the “<Agreement>”") nor named
 * with a word of self-reference before or after it ("<this> <Title Words> <Agreement>", "<agreement> <this>"),
 * but, say, "the <Name> <Agreement>".
 */
function otherDocument(text: string, at: number, langs: Langs): boolean {
  const k = langKey(langs);
  const before = text.slice(Math.max(0, at - 200), at);
  const mentions = [...before.matchAll(cachedRe(`agrw:${k}`, () => clause(langs, 'agreement'), 'giu'))];
  const last = mentions[mentions.length - 1];
  if (last?.index === undefined) return false;
  const lead = before.slice(Math.max(0, last.index - 80), last.index);
  const tail = before.slice(last.index + last[0].length);
  if (/[“"'‘„«]\s*$/u.test(lead)) return false;
  if (cachedRe(`selfa:${k}`, () => String.raw`^\s*${clause(langs, 'self_reference')}`, 'iu').test(tail)) return false;
  // "<the> <agreement> <cue>": the word alone with its article, right before the cue, is this agreement
  if (/^\s*$/.test(tail) && cachedRe(`artagr:${k}`, () => String.raw`(?:^|[\s.;:])${clause(langs, 'definite')}\s+$`, 'iu').test(lead)) return false;
  // the self-reference with up to eight words of a title between it and the word for an agreement: none of them an
  // article, at most two in lower case ("<this> <Title> <and> <Title> <Agreement>", "<this> <word> <agreement>", not
  // "<this> <word> <verb> <verb> <word> <word> <word> <agreement>", a sentence naming another one)
  const own = cachedRe(`selfb:${k}`, () => String.raw`${clause(langs, 'self_reference')}((?:\s+[^\s]+){0,8}?)\s+$`, 'iu').exec(lead + ' ');
  if (!own) return true;
  const article = cachedRe(`art2:${k}`, () => String.raw`(?:^|\s)(?:${clauseAlt(langs, 'definite')}|${clauseAlt(langs, 'indefinite')}|${clauseAlt(langs, 'agreement')})(?=\s|$)`, 'iu');
  return article.test(own[1]) || own[1].split(/\s+/).filter((w) => /^\p{Ll}/u.test(w)).length > 2;
}

/** Whether a date at [from, to) belongs to another document the agreement names (before it, or in a bracket after it). */
export function otherDocumentDate(dt: DocText, from: number, to: number, langs: Langs): boolean {
  const text = flat(dt);
  return otherDocument(text, from, langs) || namesOtherDocument(text, to, langs);
}

/** Term: a duration in a clause about the term, period, expiry or survival of obligations. */
export function termCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const text = flat(dt);
  const out: Candidate[] = [];
  const langs = f.locale?.languages;
  const k = langKey(langs);
  const ofAgreement = cachedRe(`tagr:${k}`, () => `${clause(langs, 'term_agreement')}[^.]{0,100}$`, 'iu');
  const ofTerm = cachedRe(`tterm:${k}`, () => `${clause(langs, 'term')}[^.]{0,60}$`, 'iu');
  const ending = cachedRe(`tendv:${k}`, () => `${clause(langs, 'term_end_verb')}[^.;]{0,60}$`, 'iu');
  const period = cachedRe(`tper:${k}`, () => `${clause(langs, 'term_period')}\\s*$`, 'iu');
  const fromStart = cachedRe(`tstart:${k}`, () => `^\\s*${clause(langs, 'term_start')}`, 'iu');
  // "<duration> <after> <the> <termination>", "<duration> <from> <the date of> <disclosure>": counted from an event a few words on
  const fromEvent = cachedRe(`tend:${k}`, () => String.raw`^[\s,]*(?:\p{L}+\s+)?${clause(langs, 'term_counted_from')}(?:[\s'’]+[\p{L}\p{N}-]+){0,5}?[\s'’]+${clause(langs, 'term_end_events')}`, 'iu');
  const noticeAfter = cachedRe(`tnota:${k}`, () => String.raw`^[\s'’]*(?:[\p{L}-]+\s+){0,2}${clause(langs, 'notice')}`, 'iu');
  const noticeBefore = cachedRe(`tnotb:${k}`, () => String.raw`${clause(langs, 'notice')}[^.;]{0,12}$`, 'iu');
  const employmentEnd = cachedRe(`temp:${k}`, () => clause(langs, 'employment_end'), 'iu');
  const periodWord = cachedRe(`tpw:${k}`, () => clause(langs, 'period'), 'iu');
  const renewal = cachedRe(`tren:${k}`, () => `^\\W*${clause(langs, 'term_renewal')}`, 'iu');
  const restraint = cachedRe(`trest:${k}`, () => clause(langs, 'restraint'), 'iu');
  const secrets = cachedRe(`tconf:${k}`, () => clause(langs, 'confidentiality'), 'iu');
  for (const d of [...findDurations(text, f.locale?.languages), ...anniversaries(text, langs)]) {
    const ctx = text.slice(Math.max(0, d.index - 160), d.index);
    const after = text.slice(d.index + d.raw.length, d.index + d.raw.length + 80);
    const near = ctx.slice(-120);
    let s = 0;
    // the agreement's own duration
    if (ofAgreement.test(ctx)) s = 0.9;
    else if (ending.test(ctx)) s = 0.8;
    else if (ofTerm.test(ctx)) s = 0.75;
    else if (period.test(ctx)) s = 0.6;
    if (s && fromStart.test(after)) s = Math.min(1, s + 0.1);
    // durations counted from an event (the end of the agreement or of an employment, a disclosure) are periods that outlive something, not the term
    if (fromEvent.test(after) || employmentEnd.test(near)) s *= 0.6;
    // a period of notice is no term
    if (noticeAfter.test(after) || noticeBefore.test(ctx)) s *= 0.5;
    if (/\bdays?$/.test(d.value) && !periodWord.test(ctx.slice(-60))) s *= 0.5;
    if (renewal.test(after)) s *= 0.6;
    // an agreement about confidentiality counts its term for keeping secrets; restraints on competing are other periods
    const sentence = sentenceAround(text, d.index, d.index + d.raw.length);
    if (restraint.test(sentence)) s *= 0.75;
    else if (secrets.test(sentence)) s = Math.min(1, s + 0.1);
    if (!s) continue;
    out.push(cand(dt, d.value, d.raw, d.index, Math.min(1, s), 'term-clause'));
  }
  return out.filter((c) => c.score >= TERM_MIN);
}

/**
 * The sentence around a span, with the short pieces before it that head it ("7. <Heading>. <sentence>"):
 * what the sentence is about, without the neighbouring sentences' words.
 */
function sentenceAround(text: string, from: number, to: number): string {
  const stops = /[.;](?=\s)/g;
  let start = Math.max(0, from - 300);
  const before = text.slice(start, from);
  const ends = [...before.matchAll(stops)].map((m) => start + (m.index ?? 0) + 1);
  let i = ends.length - 1;
  let head = i >= 0 ? ends[i] : start;
  // short pieces right before the sentence are its heading and numbering
  while (i >= 1 && head - ends[i - 1] <= 40) head = ends[--i];
  start = head;
  const rest = text.slice(to, to + 240);
  const stop = /\.(?=\s|$)/.exec(rest);
  return text.slice(start, stop ? to + stop.index : to + 240);
}

/** "The second (2nd) anniversary of the date hereof": the Nth anniversary closes a period of N years. */
function anniversaries(text: string, langs: Langs): { value: string; raw: string; index: number }[] {
  const ordinals = new Map<string, number>();
  for (const p of packsOf(langs)) (p.clauses?.ordinals ?? []).forEach((w, i) => ordinals.set(w, i + 1));
  if (!ordinals.size) return [];
  const re = cachedRe(`anniv:${langKey(langs)}`, () => String.raw`(?<![\p{L}\d])(?:(${clauseAlt(langs, 'ordinals')})|(\d{1,2})\p{L}{0,3}\.?)(?:\s*\(\s*\d{1,2}\p{L}{0,3}\s*\))?\s+${clause(langs, 'anniversary')}`, 'giu');
  const out: { value: string; raw: string; index: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const n = m[1] ? ordinals.get(m[1].toLowerCase()) : Number(m[2]);
    if (!n) continue;
    out.push({ value: `${n} year${n === 1 ? '' : 's'}`, raw: m[0], index: m.index });
  }
  return out;
}

/** A duration needs clear term wording to be reported (many other periods appear in agreements). */
const TERM_MIN = 0.7;

/** The country whose state or region a governing-law clause names ("the laws of the State of Delaware"), if any. */
export function governingCountry(dt: DocText): string | undefined {
  const text = flat(dt);
  const langs = dt.locale?.languages;
  const re = cachedRe(`gov:${langKey(langs)}`, () => clause(langs, 'law_of'), 'giu');
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const p = placeAt(text, m.index + m[0].length, langs);
    if (p?.country) return p.country;
  }
  return undefined;
}
