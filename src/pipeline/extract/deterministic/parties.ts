/** The parties of an agreement: the names in its opening clause ("between X and Y"), in the words of its languages. */
import type { Candidate } from './candidates.js';
import type { DocText } from './layout.js';
import { ORG_SUFFIX, addressLike } from './knowledge.js';
import { findDates } from './normalise.js';
import { legalForms } from './vocab.js';
import { withoutHonorific } from './courtesy.js';
import { cachedRe, clause, clauseAlt, langKey, clauseCandidate as cand, flatText as flat, type Langs } from './contract-words.js';

/** A bracket that gives a party its short name: (the "Company"), (hereinafter "Seller"), (nachfolgend „Käufer“). */
function definedTerm(langs: Langs): RegExp {
  return cachedRe(`defined:${langKey(langs)}`, () => String.raw`\s*[(（]\s*(?:(?:${clauseAlt(langs, 'defined_as')})[\s,:]+)*[“"'‘„«]?[^)）]{0,80}[)）]`, 'giu');
}

/** A defined-term bracket that names the alias in quotes or with the defining words: the name ends before it. */
function aliasBracket(langs: Langs): RegExp {
  return cachedRe(`alias:${langKey(langs)}`, () => String.raw`\s*[(（](?=[^)）]{0,120}(?:[“"‘„«]|(?<![\p{L}\d])(?:${clauseAlt(langs, 'defined_as')})(?![\p{L}\d])))[^)）]{0,120}[)）]`, 'iu');
}

/** Where a descriptor after a name begins: a comma and the packs' descriptor words (an article before a kind of company, "having its office" and its equivalents). */
function descriptor(langs: Langs): RegExp {
  return cachedRe(`descr:${langKey(langs)}`, () => {
    const articles = `${clauseAlt(langs, 'indefinite')}|${clauseAlt(langs, 'definite')}`;
    const entity = clauseAlt(langs, 'party_entity');
    return String.raw`,\s*(?:${articles})\s+(?=[\p{L}\s-]*(?<![\p{L}])(?:${entity})(?![\p{L}]))|,?\s+(?:${clauseAlt(langs, 'indefinite')})\s+(?:\p{L}+\s+){0,4}(?:${entity})(?![\p{L}])`;
  }, 'iu');
}

/** Where descriptive words after a name begin, written in lower case (a capitalised "Incorporated" is part of the name). */
function descriptorWords(langs: Langs): RegExp {
  return cachedRe(`descrw:${langKey(langs)}`, () => String.raw`,?\s+${clause(langs, 'party_descriptor')}`, 'u');
}

/** The verbs of the opening clause after the names, written in lower case ("geschlossen", "conclu"). */
function trailingVerb(langs: Langs): RegExp {
  return cachedRe(`verb:${langKey(langs)}`, () => String.raw`\s+(?<![\p{L}\d])(?:${clauseAlt(langs, 'made')}|${clauseAlt(langs, 'parties_made')})(?![\p{L}\d])`, 'u');
}

/** Cleans one party phrase: drops descriptors (", a <place> <kind of company>"), defined terms and addresses. */
export function cleanParty(s: string, langs?: Langs): string {
  // the name ends where its short name is defined: X ("Company"), to allow ...
  const alias = aliasBracket(langs).exec(s);
  let t = alias && /[\p{Lu}\d]/u.test(s.slice(0, alias.index)) ? s.slice(0, alias.index) : s;
  t = t.replace(definedTerm(langs), ' ');
  // a short name defined without brackets: ", hereinafter “Seller”", ", nachfolgend „Käufer“"
  t = t.split(cachedRe(`unbr:${langKey(langs)}`, () => String.raw`,?\s+${clause(langs, 'defined_as')}(?:[\s,:]+${clause(langs, 'defined_as')})*[\s,:]*[“"‘„«]`, 'iu'))[0];
  t = t.replace(cachedRe(`lead:${langKey(langs)}`, () => String.raw`^\s*(?:${clause(langs, 'parties_by')}\s+${clause(langs, 'party_and')}\s+)?(?:${clause(langs, 'parties_between')}|${clause(langs, 'party_and')}|${clause(langs, 'parties_by')})\s+`, 'iu'), '');
  t = t.replace(/^\s*(?:\(?\d\)|[a-z]\))\s*/i, '');
  // "<n>. <Firm> <legal form>": a numbered list of parties (a numbered heading without a firm keeps its number and is no party)
  if (/^\s*\d{1,2}\.\s/.test(t) && legalForms().test(t)) t = t.replace(/^\s*\d{1,2}\.\s+/, '');
  t = t.replace(cachedRe(`prefix:${langKey(langs)}`, () => String.raw`^\s*(?:(?:${clauseAlt(langs, 'party_prefix')})(?:\s+|(?<=['’])))+`, 'u'), '');
  t = withoutHonorific(t, langs);
  t = t.split(descriptor(langs))[0];
  t = t.split(descriptorWords(langs))[0];
  // a label of the next line ("Date:") is no part of a name
  t = t.split(/(?:^|\s+)\p{L}+:(?=\s|$)/u)[0];
  t = t.split(trailingVerb(langs))[0];
  // a joining word left at the end ("Acme Trust Company and")
  t = t.replace(cachedRe(`tailand:${langKey(langs)}`, () => String.raw`[\s,]+${clause(langs, 'party_and')}\s*$`, 'u'), '');
  // an address after the name: ", Bahnhofstraße 4, 8001 Zürich"
  t = t.split(/,\s+(?=[^,]{0,40}\d)/u)[0];
  // quotation marks go, an apostrophe inside a word stays ("Landry's")
  t = t.replace(/[“”"‘„«»]|(?<!\p{L})['’]|['’](?!\p{L})/gu, '').replace(/\s+/g, ' ').replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '');
  t = t.replace(cachedRe(`prefix2:${langKey(langs)}`, () => String.raw`^(?:${clauseAlt(langs, 'party_prefix')})\s+`, 'u'), '');
  // a footnote mark after the name ("Holding Co. 1")
  t = t.replace(/(\.)?[\s.]+\d{1,2}$/, '$1');
  // a person's degrees and honorifics after the name ("M.D.", "Ph.D.", "Esq.") are not part of it
  t = t.replace(/,?\s+(?:M\.\s?D|Ph\.\s?D|Esq|J\.\s?D)\.?$/, '');
  return t.trim();
}

/** Whether a cleaned phrase looks like the name of an organisation or a person. */
export function plausibleParty(p: string, langs?: Langs): boolean {
  if (p.length < 3 || p.length > 90) return false;
  const words = p.split(/\s+/);
  if (words.length > 10) return false;
  // a legal form alone ("Company", "Corporation") is a defined term, not a name
  if (!p.replace(new RegExp(ORG_SUFFIX.source, 'gi'), '').replace(cachedRe(`art:${langKey(langs)}`, () => String.raw`^${clause(langs, 'definite')}\s+`, 'iu'), '').replace(/[^\p{L}]/gu, '')) return false;
  if (!/^[\p{Lu}\d]/u.test(p)) return false;
  // a joining word may read as a legal form of some country: it does not make a role a name
  const formed = ORG_SUFFIX.test(p.replace(cachedRe(`and:${langKey(langs)}`, () => clause(langs, 'party_and'), 'giu'), ' '));
  if (cachedRe(`role:${langKey(langs)}`, () => String.raw`${clause(langs, 'party_roles')}\W*$`, 'iu').test(p) && !formed) return false;
  // a role's possession ("<Role>'s <thing>") is a thing of that party, not its name
  if (cachedRe(`rolepos:${langKey(langs)}`, () => String.raw`^(?:${clause(langs, 'definite')}\s+)?${clause(langs, 'party_roles')}['’]s?(?![\p{L}\d])`, 'iu').test(p)) return false;
  // a blank to fill in ("XXXX", "____") names no one
  if (/^(\S)\1+$/u.test(p)) return false;
  // roles joined to legal forms ("<Role> and <Role>", "<Legal form> <Role>") leave no name once those words go
  if (!onlyNameWords(p, langs)) return false;
  if (cachedRe(`agr:${langKey(langs)}`, () => clause(langs, 'agreement'), 'iu').test(p)) return false;
  const caps = words.filter((w) => /^[\p{Lu}\d&(“"]/u.test(w)).length;
  return caps / words.length >= 0.6;
}

/** The phrase without its role words, legal forms, joining words and articles: empty when it names no one. */
function onlyNameWords(p: string, langs: Langs): string {
  const roles = cachedRe(`roles:${langKey(langs)}`, () => `${clause(langs, 'party_roles')}|${clause(langs, 'party_and')}|${clause(langs, 'definite')}`, 'giu');
  return p.replace(roles, ' ').replace(new RegExp(ORG_SUFFIX.source, 'gi'), ' ').replace(/[^\p{L}\d]/gu, '');
}

/** Splits the text between "between" and the end of the opening clause into party names. */
function splitParties(text: string, langs: Langs): { name: string; offset: number }[] {
  // prefer splitting after a defined term: X ("Company"), and Y
  let pieces: { text: string; offset: number }[] = [];
  const re = cachedRe(`split:${langKey(langs)}`, () => {
    const and = clause(langs, 'party_and');
    return String.raw`[)）]\s*[,;]?\s*(?:${and}|&|${clause(langs, 'party_for')})\s+|(?<=[(（]\p{L}[\p{L}\s.'’-]{2,29})[)）]\s+(?=[\p{Lu}\d])|;\s*(?:${and}\s+)?|,?\s+${and}\s+(?=(?:(?:${clauseAlt(langs, 'party_prefix')})\s+)?[\p{Lu}])`;
  }, 'gu');
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const cut = m[0].startsWith(')') || m[0].startsWith('）') ? m.index + 1 : m.index;
    pieces.push({ text: text.slice(last, cut), offset: last });
    last = m.index + m[0].length;
  }
  pieces.push({ text: text.slice(last), offset: last });
  // "Sears, Roebuck and Co." - an "and" followed by a bare legal form is part of the name
  const tail = cachedRe(`tail:${langKey(langs)}`, () => String.raw`^(?:${clauseAlt(langs, 'name_and_tail')})(?![\p{L}\d])\.?`, 'iu');
  const merged: { text: string; offset: number }[] = [];
  for (const p of pieces) {
    const prev = merged[merged.length - 1];
    if (prev && tail.test(p.text.trim()) && !/[)）]\s*$/.test(prev.text)) {
      prev.text = text.slice(prev.offset, p.offset + p.text.length);
    } else merged.push({ ...p });
  }
  pieces = merged;
  const out: { name: string; offset: number }[] = [];
  for (const p of pieces) {
    const name = cleanParty(p.text, langs);
    if (plausibleParty(name, langs)) out.push({ name, offset: p.offset + Math.max(0, p.text.indexOf(name.split(' ')[0])) });
  }
  return out;
}

/** The opening clause of parties: "between ..." or "made ... by ...", up to the end of its sentence or the recitals. */
function openingClause(langs: Langs): RegExp {
  return cachedRe(`opening:${langKey(langs)}`, () => {
    const made = String.raw`${clause(langs, 'parties_made')}(?:\s+(?:${clause(langs, 'parties_made_on')})[^.()]{0,60}?)?\s+${clause(langs, 'parties_by')}(?!\s+${clause(langs, 'party_and')})`;
    const abbrev = clauseAlt(langs, 'name_abbreviations', '\\s*');
    const end = String.raw`(?<!(?<![\p{L}\d])(?:${abbrev}|\p{Lu}))[.;]\s+(?=[\p{Lu}(\d])|${clause(langs, 'party_end', '\\s*')}|\((?=[^)]{0,80}${clause(langs, 'parties_word')})\s*${clause(langs, 'party_collective')}`;
    return String.raw`(?:${clause(langs, 'parties_between')}|${made})\s*:?\s*([\s\S]{5,700}?)(?:${end})`;
  }, 'giu');
}

/** Parties: from the opening "between X and Y" clause, then from organisations introduced with a defined term. */
export function partyCandidates(dt: DocText, langs?: Langs): Candidate[] {
  const text = flat(dt);
  const head = text.slice(0, 6000);
  const out: Candidate[] = [];
  const re = openingClause(langs);
  let m: RegExpExecArray | null;
  let rank = 0;
  // a later "between" clause is only consulted while fewer than two parties are known
  while ((m = re.exec(head)) && rank < 2 && (rank === 0 || out.length < 2)) {
    // a title such as "Agreement between the Company and X" before the real opening: read from the last opener
    const whole = splitParties(m[1], langs);
    const inner = [...m[1].matchAll(cachedRe(`inner:${langKey(langs)}`, () => clause(langs, 'parties_between'), 'giu'))].pop();
    const skip = inner?.index !== undefined ? inner.index + inner[0].length : 0;
    const later = skip ? splitParties(m[1].slice(skip), langs) : [];
    const parties = later.length >= 2 || later.length > whole.length ? later : whole;
    const start = m.index + m[0].indexOf(m[1]) + (parties === later ? skip : 0);
    if (parties.length < 1) continue;
    for (const p of parties.slice(0, 4)) {
      const s = (ORG_SUFFIX.test(p.name) ? 0.85 : 0.7) * (rank === 0 ? 1 : 0.7);
      out.push(cand(dt, p.name, p.name, start + p.offset, s, 'between-clause'));
    }
    rank++;
  }
  if (out.length < 2) out.push(...addresseeParties(dt, out, langs));
  if (out.length < 2) out.push(...definedTermParties(dt, head, out, langs));
  return out;
}

/**
 * The addressee of a letter agreement: the name heading the block between the letter's date and its
 * greeting ("Dear ...") - an organisation with a legal form there, else a person's name on the first line.
 */
function addresseeParties(dt: DocText, found: Candidate[], langs: Langs): Candidate[] {
  const lines = dt.lines.slice(0, 60);
  const greeting = cachedRe(`salut:${langKey(langs)}`, () => String.raw`^\W*${clause(langs, 'salutation')}`, 'iu');
  const at = lines.findIndex((l) => greeting.test(l.text));
  if (at < 1) return [];
  let from = -1;
  for (let i = at - 1; i >= Math.max(0, at - 12); i--) {
    if (findDates(lines[i].text)[0]) {
      from = i + 1;
      break;
    }
  }
  if (from < 0 || from >= at) return [];
  const skip = cachedRe(`attn:${langKey(langs)}`, () => String.raw`^\W*${clause(langs, 'attention')}`, 'iu');
  const block = lines.slice(from, at).filter((l) => !skip.test(l.text));
  const usable = (t: string) => !/\d/.test(t) && addressLike(t, dt) < 0.5;
  const org = block.find((l) => usable(l.text) && ORG_SUFFIX.test(l.text) && plausibleParty(cleanParty(l.text, langs), langs));
  const first = block[0];
  const pick = org ?? (first && usable(first.text) && /^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,4}$/u.test(first.text.trim()) ? first : undefined);
  if (!pick) return [];
  const name = cleanParty(pick.text, langs);
  if (!plausibleParty(name, langs) || found.some((c) => String(c.value).toUpperCase() === name.toUpperCase())) return [];
  return [cand(dt, name, name, pick.start + Math.max(0, pick.text.indexOf(name)), org ? 0.6 : 0.5, 'letter-addressee')];
}

/** Organisations introduced with a defined term near the start: Acme, Inc. (the "Company"). */
function definedTermParties(dt: DocText, head: string, found: Candidate[], langs: Langs): Candidate[] {
  const out: Candidate[] = [];
  const re = cachedRe(`dtp:${langKey(langs)}`, () => {
    const joiner = clauseAlt(langs, 'name_joiners');
    return String.raw`((?:[\p{Lu}\d][\p{L}\d.'’&-]*,?\s+(?:(?:${joiner})\s+)?){0,6}(?:[\p{Lu}][\p{L}.]*\.?))\s*[(（][^)）“"„«]{0,120}[“"„«]`;
  }, 'gu');
  let m: RegExpExecArray | null;
  const text = head.slice(0, 3000);
  while ((m = re.exec(text)) && out.length < 3) {
    const name = cleanParty(m[1], langs);
    if (!ORG_SUFFIX.test(name) || !plausibleParty(name, langs)) continue;
    const key = name.toUpperCase();
    if ([...found, ...out].some((c) => String(c.value).toUpperCase() === key)) continue;
    out.push(cand(dt, name, name, m.index + m[0].indexOf(m[1]), 0.5, 'defined-term'));
  }
  if (found.length + out.length < 2) out.push(...describedParties(dt, text, [...found, ...out], langs));
  return out;
}

/**
 * Names whose defined term follows their description: "Acme Corporation, including its affiliates
 * (collectively, the “Company”)" or "JANE Q. SAMPLE (“Sample”), residing in ...": the phrase since the
 * previous bracket or sentence, cleaned of its descriptors, when it is an organisation or a person's full name.
 */
function describedParties(dt: DocText, text: string, found: Candidate[], langs: Langs): Candidate[] {
  const out: Candidate[] = [];
  const bracket = /[(（][^()（）“"„«]{0,160}[“"„«][^()（）]{0,60}[)）]/gu;
  const boundary = cachedRe(`bound:${langKey(langs)}`, () => String.raw`[()（）]|(?<!(?<![\p{L}\d])(?:${clauseAlt(langs, 'name_abbreviations', '\s*')}|\p{Lu}))[.;:](?=\s)`, 'giu');
  const lead = cachedRe(`blead:${langKey(langs)}`, () => String.raw`^[\s,]*(?:${clause(langs, 'party_and')}\s+)?`, 'iu');
  const person = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)+\s+\p{Lu}[\p{L}'’-]+(?:,?\s+(?:Jr|Sr|II|III|IV)\.?)?$/u;
  let m: RegExpExecArray | null;
  while ((m = bracket.exec(text)) && out.length < 2) {
    const from = Math.max(0, m.index - 300);
    const seg = text.slice(from, m.index);
    let cut = 0;
    for (const b of seg.matchAll(boundary)) cut = (b.index ?? 0) + b[0].length;
    const raw = seg.slice(cut).replace(lead, '');
    const name = cleanParty(raw, langs);
    if (!(ORG_SUFFIX.test(name) || person.test(name)) || !plausibleParty(name, langs)) continue;
    const key = name.toUpperCase();
    if ([...found, ...out].some((c) => String(c.value).toUpperCase() === key)) continue;
    const at = from + cut + Math.max(0, seg.slice(cut).indexOf(name.split(' ')[0]));
    out.push(cand(dt, name, name, at, 0.45, 'described-term'));
  }
  return out;
}
