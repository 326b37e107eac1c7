import type { FieldSpec } from './schema.js';
import { nameWords, OWN_NUMBERS } from './schema.js';
import { legalForms, numberMarkerSet, plainMarker } from './vocab.js';
import { DATE_OF_WORDS, FALLBACK_LANGUAGE, IDENTIFIER_WORDS, LANGUAGE_PACKS, NAME_WORDS, PERCENT_WORDS } from '../packs/registry.js';
import { cognatesAt, NUMBER_SLOT, plainWord, spelledOut } from './cognates.js';
import { compoundDateLabels, datedStem, STEM_LABEL } from './date-names.js';
import { datedThing, DESCRIBED_WEIGHT, describedLabels, describedPatterns, describedThing, isAgent } from './described-labels.js';

/** A label phrase to look for, with how much a match of it is trusted. */
export interface Label {
  words: string[];
  weight: number;
  /** found only as the whole text (a table's heading that is one word of a field's name: "Class", "<Date>") */
  whole?: boolean;
  /** its words found by their stems in any order (see cognates.ts) */
  loose?: boolean;
  /** a loose label's words for "number" (its NUMBER_SLOT), plain */
  markers?: ReadonlySet<string>;
  /** its words are the initials of the key's words, after a word for "number" ("kp" of "No. Kad Pengenalan") */
  initials?: boolean;
  /** its one word is the stem a key of one word opens ("collect" of "Collected" for "collectionDate") */
  stem?: boolean;
}

/** Tokens of a text for label matching: lower-case letters and digits. */
export function tokens(text: string): { t: string; start: number; end: number }[] {
  const out: { t: string; start: number; end: number }[] = [];
  const re = /[\p{L}\p{N}]+/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ t: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  return out;
}

/** Levenshtein distance, bounded for short strings. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/** A letter outside ASCII (an accented one, which a name's word may be written without). */
const NON_ASCII = /[^\x00-\x7f]/;

/** How well one word matches a label word, tolerating recognition errors in longer words. */
function wordScore(w: string, l: string): number {
  if (w === l) return 1;
  // a name's words are often written without their accents ("patrimonio" for "Patrimônio"; only a word with letters
  // outside ASCII can differ so: this runs for every word of every label on every line)
  // (or with its umlauts spelled out: "maengelfrei" for "mängelfrei")
  if (NON_ASCII.test(w + l) && (w.length === l.length ? plainWord(w) === plainWord(l) : spelledOut(w) === spelledOut(l))) return 0.98;
  // an edit distance is at least the difference in length
  if (l.length < 4 || Math.abs(w.length - l.length) > 2) return 0;
  const d = editDistance(w, l);
  // one error in a word of four letters is another word as often as a misreading ("paye" / "payer")
  if (d === 1 && (l.length >= 5 || w.length < l.length)) return 0.85;
  if (d === 2 && l.length >= 7) return 0.7;
  return 0;
}

/** The weight of a name's words found by their stems in a label of another language. */
const LOOSE_LABEL = 0.7;

/** The labels a field is known by: aliases, title, name words, names its description lists, and its concept's labels in the document's languages. */
export function labelsFor(f: FieldSpec): Label[] {
  const seen = new Set<string>();
  const out: Label[] = [];
  const add = (s: string | undefined, weight: number): void => {
    if (!s) return;
    const words = tokens(s).map((x) => x.t);
    const key = words.join(' ');
    if (!words.length || seen.has(key)) return;
    seen.add(key);
    out.push({ words, weight });
  };
  for (const a of f.hints.aliases) add(a, 1);
  add(f.title, 0.95);
  // (named by the user for this field, they outrank the concept's general labels)
  for (const d of describedLabels(f.description)) add(d, 1.15);
  const own = nameWords(f.name).toLowerCase();
  add(own, 0.9);
  const ws = own.split(' ');
  // a name's word for "number" is printed as any of the document's ("numero_iscrizione" under "<N.> <iscrizione>")
  const markers = f.locale ? numberMarkerSet(f.locale) : undefined;
  if (markers && ws.length >= 2 && markers.has(plainMarker(ws[0]))) for (const m of markers) if (/^\p{L}{1,3}$/u.test(m)) add([m, ...ws.slice(1)].join(' '), 0.85);
  // a person's "<role> name" is printed under the role alone where the role is a doer's word (a firm's or an office's kind
  // often opens its name, and an event's or a venue's name is no person's)
  const role = f.meaning.type === 'person' ? NAME_WORDS.map((w) => ` ${w}`).find((w) => own.endsWith(w) && own.length > w.length) : undefined;
  if (role && isAgent(own.slice(0, -role.length))) add(own.slice(0, -role.length), 0.85);
  // the last word of an identifier's name that the description prints in capitals is the code's letters, printed alone as its label ("employee_cpf", "The employee's CPF.")
  const code = ws[ws.length - 1];
  // (so is a figure's: "wskaznikEU", "The annual usable energy demand EU in kWh.", under "<EU> - <usable energy>")
  if ((['identifier', 'vat_id'].includes(f.meaning.type) || (['number', 'integer'].includes(f.type) && !f.meaning.concept && /^\p{L}+$/u.test(code))) && ws.length >= 2 && code.length >= 2 && code.length <= 6 && new RegExp(`(?<![\\p{L}])${code.toUpperCase()}(?![\\p{L}])`, 'u').test(f.description ?? '')) add(code, 0.88);
  // a name of three words or more of no known concept under its last two ("<test number>" over "mot_test_number")
  if (!f.meaning.concept && ws.length >= 3 && ws[ws.length - 2] !== 'of') add(ws.slice(-2).join(' '), 0.8);
  // a percentage's name without its word for per cent ("discount_pct" under "<Discount>")
  if (ws.length >= 2 && PERCENT_WORDS.includes(ws[ws.length - 1]) && ws.slice(0, -1).join('').length >= 3) add(ws.slice(0, -1).join(' '), 0.85);
  for (const k of f.hints.conceptLabels) add(k, 0.8);
  for (const k of f.hints.relatedLabels ?? []) add(k, 0.7);
  // a field of no known concept named "<thing> number" (or another identifier word) is also labelled by its thing alone: a column headed "Flight" holds flight numbers
  const head = describedPatterns().head.exec(own);
  if (!f.meaning.concept && head) add(head[1], 0.7);
  // a date named by one compound word ending in a word for "date", or a "<thing> date" printed under the thing's word in
  // another form (see date-names.ts)
  for (const [label, weight] of compoundDateLabels(f, ws)) add(label, weight);
  const stem = datedStem(f, ws);
  if (stem) out.push({ words: [stem], weight: STEM_LABEL, whole: true, stem: true });
  // a field of no known concept described as "The <thing> of ..." is printed under the thing ("The make of the vehicle.": "<Make>")
  // (a "<thing> name" read as a person's only for its word "name" too: "model_name", "The model of the vehicle.")
  const unknown = !f.meaning.concept || (f.meaning.concept === 'person' && !f.meaning.party);
  const thing = unknown && f.meaning.type !== 'date' ? describedThing(f.description)?.toLowerCase() : undefined;
  if (thing && !NAME_WORDS.includes(thing) && !IDENTIFIER_WORDS.includes(thing)) add(thing, DESCRIBED_WEIGHT);
  // a date of no known concept described as dating a thing is printed as the thing's date, in either order ("<Date of test>", "<Test date>")
  const dated = f.meaning.type === 'date' && !f.meaning.concept ? datedThing(f.description)?.toLowerCase() : undefined;
  // (each phrase's first word is the date's: "<date> of" gives "<thing> <date>")
  if (dated) for (const w of DATE_OF_WORDS) for (const label of [`${w} ${dated}`, `${dated} ${w.split(' ')[0]}`]) add(label, DESCRIBED_WEIGHT);
  // (a thing of several words also by its last, a little less: "<Service date>" for "The date of the funeral service.")
  const datedHead = dated?.split(' ').pop();
  if (dated && datedHead && datedHead !== dated && datedHead.length >= 4) for (const w of DATE_OF_WORDS) for (const label of [`${w} ${datedHead}`, `${datedHead} ${w.split(' ')[0]}`]) add(label, DESCRIBED_WEIGHT * 0.9);
  // a name of no known concept (or of two words or more: "miejsce_docelowe" under "<Miejscowość docelowa>"), in a document not in
  // the field names' language: its words by their stems (see cognates.ts)
  // (a word for "number" stands for any of the document's languages: "numero_serie" under "<N.º> <de> <série>")
  const stems = ws.map((w) => (markers?.has(plainMarker(w)) ? NUMBER_SLOT : w)).filter((w) => w === NUMBER_SLOT || w.length >= 3).map(plainWord);
  const named = stems.filter((w) => w !== NUMBER_SLOT).length;
  if ((!f.meaning.concept || named >= 2) && named > 0 && stems.length <= 3 && f.locale && f.locale.language.language !== FALLBACK_LANGUAGE) {
    out.push({ words: stems, weight: LOOSE_LABEL, loose: true, markers });
  }
  // an identifier named by a word for "number" and a code's letters ("no_kp"): a key whose words those letters open, after
  // a word for "number" ("No. Kad Pengenalan")
  // an identifier of no known concept named "<number> <thing>" ("numerZaswiadczenia") is also the number a key of a word for
  // "number" alone gives ("<Nr>  447/2025/OT4"), weakly
  // (so is the document's own number, its name naming the document: "numeroFattura" under "<Numero>  118/2025")
  if (f.meaning.type === 'identifier' && markers && ((!f.meaning.concept && ws.length >= 2 && markers.has(plainMarker(ws[0]))) || (!!f.meaning.concept && OWN_NUMBERS.has(f.meaning.concept)))) {
    for (const m of markers) if (/^\p{L}{1,6}$/u.test(m)) out.push({ words: [m], weight: LONE_MARKER, whole: true });
  }
  const letters = ws.find((w) => !markers?.has(plainMarker(w)));
  if (f.meaning.type === 'identifier' && markers && ws.length === 2 && ws.some((w) => markers.has(plainMarker(w))) && letters && /^\p{L}{2,4}$/u.test(letters)) {
    out.push({ words: [...letters], weight: INITIALS_LABEL, initials: true, markers });
    // (or the code's letters themselves, a word for "number" after them: "<PV> n°" for "numeroPV")
    add(letters, INITIALS_LABEL);
  }
  return out;
}

/** What a key of a word for "number" alone is trusted for a document's own number. */
const LONE_MARKER = 0.55;

/** What a key spelled by a code's letters is trusted. */
const INITIALS_LABEL = 0.8;

/** A key of words the label's letters open, in order, after a word for "number", as the whole line or up to a separator. */
function initialsHit(text: string, toks: { t: string; start: number; end: number }[], lab: Label): LabelHit | null {
  if (!toks.length || !lab.markers?.has(plainMarker(toks[0].t))) return null;
  const n = lab.words.length;
  if (toks.length < n + 1 || /\p{L}/u.test(text.slice(0, toks[0].start))) return null;
  for (let j = 0; j < n; j++) if (toks[1 + j].t.length < 2 || toks[1 + j].t[0] !== lab.words[j]) return null;
  const end = toks[n].end;
  if (toks.length > n + 1 && !/^\s*[:：]/.test(text.slice(end))) return null;
  return { start: toks[0].start, end, score: lab.weight };
}

/** The first place a loose label's words stand by their stems, at the start of the line or after figures and signs only. */
function looseHit(text: string, toks: { t: string; start: number; end: number }[], lab: Label): LabelHit | null {
  for (let i = 0; i < toks.length; i++) {
    if (/\p{L}/u.test(text.slice(0, toks[i].start))) return null;
    const last = cognatesAt(toks, i, lab.words, lab.markers);
    if (last >= 0) return { start: toks[i].start, end: toks[last].end, score: lab.weight };
  }
  return null;
}

/** A label found in a line: where it ends in the line's text and how well it matched. */
export interface LabelHit {
  start: number;
  end: number;
  score: number;
}

/** What a label found with an article or "of" between its words is trusted, against one found whole. */
const LINKED = 0.95;
/** What a label found with another word between two of its words is trusted ("<Yuran> pengajian <Semester>" for "yuran semester"). */
const SKIPPED = 0.9;

let links: ReadonlySet<string> | null = null;

/** The articles and "of"-words of every language pack (not its words for "and", which join two things). */
export function linkWords(): ReadonlySet<string> {
  if (links) return links;
  const and = new Set([...LANGUAGE_PACKS.values()].flatMap((l) => l.clauses?.party_and ?? []));
  const all = [...LANGUAGE_PACKS.values()].flatMap((l) => [...(l.clauses?.name_joiners ?? []), ...(l.clauses?.definite ?? []), ...(l.clauses?.indefinite ?? [])]);
  return (links = new Set(all.filter((w) => /^\p{L}+$/u.test(w) && !and.has(w))));
}

/** Finds the best occurrence of any label in a line (labels at the start of the line score higher). */
export function matchLabel(text: string, labels: Label[]): LabelHit | null {
  const toks = tokens(text);
  let best: LabelHit | null = null;
  for (const lab of labels) {
    if (lab.whole && toks.length !== lab.words.length) continue;
    if (lab.stem) {
      if (toks[0].t.startsWith(lab.words[0]) && toks[0].t.length <= lab.words[0].length + 5 && (!best || lab.weight > best.score)) best = { start: toks[0].start, end: toks[0].end, score: lab.weight };
      continue;
    }
    if (lab.initials) {
      const hit = initialsHit(text, toks, lab);
      if (hit && (!best || hit.score > best.score)) best = hit;
      continue;
    }
    if (lab.loose) {
      const hit = looseHit(text, toks, lab);
      if (hit && (!best || hit.score > best.score)) best = hit;
      continue;
    }
    for (let i = 0; i + lab.words.length <= toks.length; i++) {
      let s = lab.weight;
      // (an article or "of" between two of its words is let through once: "<Total> des <frais>" for "total frais")
      let k = i;
      let skipped = false;
      for (let j = 0; j < lab.words.length && s > 0; j++, k++) {
        if (k >= toks.length) {
          s = 0;
          break;
        }
        const w = wordScore(toks[k].t, lab.words[j]);
        const after = !w && j > 0 && !skipped && k + 1 < toks.length && !/\d/.test(toks[k].t) ? wordScore(toks[k + 1].t, lab.words[j]) : 0;
        if (after) {
          skipped = true;
          s *= linkWords().has(toks[k].t) ? LINKED : SKIPPED;
          k++;
        }
        s *= after || w;
      }
      if (s <= 0) continue;
      // a label is usually the first thing on its line; later hits after words are more likely prose (a date or a code before it is no prose)
      if (i > 0 && /\p{L}/u.test(text.slice(0, toks[i].start))) s *= 0.75;
      // longer labels are more specific
      s *= 1 + 0.03 * (lab.words.length - 1);
      const hit = { start: toks[i].start, end: toks[k - 1].end, score: Math.min(1, s) };
      if (!best || hit.score > best.score) best = hit;
    }
  }
  return best;
}

/**
 * A label at the start of a line whose words recognition glued together or split apart
 * ("TotalSales", "T ota l Amoun t"): compared letters only, one edit allowed in longer labels.
 */
export function matchSquashed(text: string, labels: Label[]): LabelHit | null {
  const letters: { c: string; at: number }[] = [];
  for (let i = 0; i < text.length && letters.length < 40; i++) {
    if (/\p{L}/u.test(text[i])) letters.push({ c: text[i].toLowerCase(), at: i });
    else if (/\d/.test(text[i])) break;
  }
  const flat = letters.map((x) => x.c).join('');
  let best: LabelHit | null = null;
  for (const lab of labels) {
    const want = lab.words.join('');
    if (want.length < 5 || flat.length < want.length) continue;
    const d = editDistance(flat.slice(0, want.length), want);
    if (d > (want.length >= 8 ? 1 : 0)) continue;
    const s = lab.weight * (d ? 0.75 : 0.85);
    if (!best || s > best.score) best = { start: letters[0].at, end: letters[want.length - 1].at + 1, score: s };
  }
  return best;
}

/** The text following a label on its line, without separators such as ':' or '-'. */
export function afterLabel(text: string, end: number): { text: string; offset: number } {
  const rest = text.slice(end);
  // (a degree sign is the rest of a number's sign: "<Répertoire n>° 2025/1847")
  const m = /^[\s:：=\-–#.)(°º]*/.exec(rest);
  let skip = m ? m[0].length : 0;
  // an area code in brackets opens the value ("Ph (02) 4573 0190")
  if (skip && rest[skip - 1] === '(' && /^\d{1,5}\)\s?\d/.test(rest.slice(skip))) skip--;
  return { text: rest.slice(skip), offset: end + skip };
}

const labelSets = new WeakMap<object, Set<string>>();

/** Every label phrase of the document's languages, as joined tokens. */
function allLabels(f: FieldSpec): Set<string> {
  const key = f.locale ?? labelSets;
  let set = labelSets.get(key);
  if (!set) {
    set = new Set();
    for (const l of f.locale?.languages ?? []) for (const list of Object.values(l.labels)) for (const p of list ?? []) set.add(tokens(p).map((x) => x.t).join(' '));
    labelSets.set(key, set);
  }
  return set;
}

/** Whether a text is only a label (of any field) — "Code", "Ref", "Name", "/Leistungsempfänger" — and so no value. */
export function labelOnly(f: FieldSpec, text: string): boolean {
  const t = text.trim();
  if (!t) return true;
  const joined = tokens(t).map((x) => x.t).join(' ');
  if (!joined) return true;
  if (allLabels(f).has(joined)) return true;
  // "Käufer/Leistungsempfänger": a second label word joined to the first by a slash
  return /^\//.test(t) && !/\d/.test(t) && t.split(/\s+/).length <= 2;
}

/** A label at the very start of a line (a key of a "key: value" line). */
export function matchLabelAt(text: string, labels: Label[]): LabelHit | null {
  const hit = matchLabel(text, labels);
  return hit && hit.start === 0 ? hit : null;
}

const labelWordSets = new WeakMap<object, Set<string>>();

/** Whether every word of a short text is a word of some label ("Code", "Ref", "No."), so the text only extends a label. */
export function labelTail(f: FieldSpec, text: string): boolean {
  const toks = tokens(text).map((x) => x.t);
  // a name may be made of label words ("Kunde GmbH"): only a short run of them without a legal form is a label's tail
  if (!toks.length || toks.length > 2 || /\d/.test(text) || legalForms().test(text)) return false;
  const set = labelWordSet(f);
  return toks.every((t) => set.has(t));
}

/** Every word of every label of the document's languages, built once per set of languages. */
function labelWordSet(f: FieldSpec): Set<string> {
  const key = f.locale ?? labelWordSets;
  let set = labelWordSets.get(key);
  if (!set) {
    set = new Set();
    for (const l of f.locale?.languages ?? []) for (const list of Object.values(l.labels)) for (const p of list ?? []) for (const t of tokens(p)) if (t.t.length >= 2) set.add(t.t);
    labelWordSets.set(key, set);
  }
  return set;
}

/** Whether a text holds a word of three letters or more of some label of the document's languages ("Original <Date> / Revision"). */
export function hasLabelWord(f: FieldSpec, text: string): boolean {
  const set = labelWordSet(f);
  return tokens(text).some((t) => t.t.length >= 3 && set.has(t.t));
}


/** Whether a text is, word for word, a label of any concept in the document's languages ("<Pick-up date>"). */
export function isAnyLabel(text: string, f: FieldSpec): boolean {
  return allLabels(f).has(tokens(text).map((x) => x.t).join(' '));
}
