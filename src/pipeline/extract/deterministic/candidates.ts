import type { Citation } from '../types.js';
import { isNumberMarker, isTitle, onlyLegalForm, totalWords } from './vocab.js';
import { IDENTIFIER_WORDS } from '../packs/registry.js';
import { below, columnTotal, rightOf, sameRow, spanBox, type DocLine, type DocText } from './layout.js';
import { afterLabel, isAnyLabel, labelOnly, labelTail, labelsFor, linkWords, matchLabel, tokens, type Label, type LabelHit } from './labels.js';
import { nameWords, valueType, type FieldSpec } from './schema.js';
import { readValue } from './values.js';
import { clauseList } from './contract-words.js';
import { addressContinued, continued, headingBeside } from './label-layout.js';
import { headedFigure } from './column-heading.js';
import { vatWrapped } from './identifiers.js';
import { blockBelow } from './party-block.js';
import { AMOUNT_BEFORE, andAnother, CAPITALISED_NAME, letterheadName, OTHER_KEY, otherKey, ownWordAfter, sameWord } from './key-shapes.js';

/** A proposed value for a field with its evidence. */
export interface Candidate {
  value: unknown;
  /** the text as written */
  raw: string;
  /** 0..1 */
  score: number;
  citations: Citation[];
  /** how it was found, for tie-breaking and debugging */
  how: string;
  /** document order of the evidence */
  order: number;
  /** the label text that led to it, if any */
  label?: string;
  /** index of the line holding that label */
  labelLine?: number;
  /** the label is only the start of a longer key on its line ("<Date> <of test>"): another field's, as likely as this one's */
  partial?: boolean;
}

/** OCR confidence enters the score softly: a poorly read line still counts, but less. */
export function ocrFactor(conf: number): number {
  return 0.6 + 0.4 * conf;
}

export function cite(l: DocLine, from: number, to: number): Citation {
  return { page: l.page, bbox: spanBox(l, from, to), text: l.text.slice(from, to) };
}

/** Where a label stands in a compound label of parts joined by slashes ("Advertiser/Product:"), and of how many. */
function compoundSlot(text: string, hit: LabelHit): { at: number; of: number } | null {
  const key = text.split(/[:：]/)[0];
  if (!key.includes('/') || hit.end > key.length) return null;
  const parts = key.split('/');
  if (parts.length > 3 || parts.some((p) => !/^\s*\p{L}[\p{L}\s.]*$/u.test(p))) return null;
  return { at: text.slice(0, hit.start).split('/').length - 1, of: parts.length };
}

/**
 * Whether the label of an identifier, a date or an amount stands inside a sentence rather than before its
 * value: three lower-case words before it (an identifier's or the document's own date's: "... <on the>
 * <account> <IBAN> ...", "... 30 <days> <invoice date>, <that is> ..."; a deadline is often given in a
 * sentence), or between it and the first figure after it in a long line (an amount's, four: "<To pay> <at
 * the latest on the> <date> ...").
 */
function inSentence(text: string, hit: LabelHit, f: FieldSpec): boolean {
  if (/^\s*[:：=#]/.test(text.slice(hit.end))) return false;
  const lower = (s: string) => (s.match(/(?<![\p{L}])\p{Ll}[\p{Ll}'’]*(?![\p{L}])/gu) ?? []).length;
  if (f.kind === 'identifier' || (f.kind === 'date' && f.meaning.concept === 'document_date')) {
    const before = text.slice(0, hit.start);
    return lower(before) >= 3 && !/[:：|]\s*$/.test(before);
  }
  if (f.kind === 'total' || f.kind === 'money') return text.length >= 50 && lower(text.slice(hit.end).split(/\d/)[0]) >= 4;
  // a label opening a sentence ("<Borrower> <has the right to withdraw ...>") heads no value under or beside it
  return text.length >= 50 && /^\s+\p{Ll}+(?:\s+\p{Ll}+){3}/u.test(text.slice(hit.end));
}

/** Whether a field's values are figures (amounts, counts, quantities). */
function numeric(f: FieldSpec): boolean {
  return ['number', 'integer'].includes(valueType(f)) || f.meaning.type === 'quantity' || f.meaning.type === 'money';
}

/** Whether a text without figures ends in a number marker ("<Booking> No."): the key of a number beside it, no name. */
function keyWithMarker(text: string, dt: DocText): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 2 && !/\d/.test(text) && isNumberMarker(words[words.length - 1], dt.locale);
}

/** Whether a text is a short key followed by its figures ("<Invoice> No. <code>", "<Issue date>: <date>"): another key's pair, no name. */
function keyedFigures(text: string, dt: DocText): boolean {
  const colon = /^([^\d:：]{2,40}?)\s*[:：]\s*(.*\d.*)$/.exec(text.trim());
  if (colon && colon[1].trim().split(/\s+/).length <= 4) return true;
  const words = text.trim().split(/\s+/);
  const i = words.findIndex((w) => isNumberMarker(w, dt.locale));
  return i >= 1 && i <= 3 && !/\d/.test(words.slice(0, i).join(' ')) && /\d/.test(words.slice(i + 1).join(' '));
}

/** Whether a text is only words for an identifier ("Code", "Ref", "No."). */
function identifierWords(text: string): boolean {
  const toks = tokens(text).map((t) => t.t);
  return toks.length > 0 && toks.every((t) => IDENTIFIER_WORDS.includes(t));
}

/** Whether a field counts things (packages, nights, units): its value may stand before the word naming it. */
function counted(f: FieldSpec): boolean {
  return valueType(f) === 'integer' || f.meaning.type === 'integer' || f.meaning.type === 'quantity';
}

/** Whether a text begins with a total's label of the document's languages ("Total électricité"). */
function startsWithTotal(text: string, dt: DocText): boolean {
  return totalWords(dt.locale).exec(text.trimStart())?.index === 0;
}

/** Value types read as strings whose shape says what they are (an id beside another on one line is no prose). */
const SHAPED_TEXT: ReadonlySet<string> = new Set(['vat_id', 'iban', 'bic', 'email', 'phone', 'url', 'postcode', 'currency']);

const partyLabelSets = new WeakMap<FieldSpec, Label[]>();

/** The labels of a field's party in the document's languages ("<customer>" for the customer's tax number). */
function partyLabels(f: FieldSpec): Label[] {
  let out = partyLabelSets.get(f);
  if (!out) {
    const party = f.meaning.party;
    out = party ? (f.locale?.languages ?? []).flatMap((l) => (l.labels[party] ?? []).map((w) => ({ words: tokens(w).map((x) => x.t), weight: 0.9 }))) : [];
    partyLabelSets.set(f, out);
  }
  return out;
}

/** Whether the line under a date's line, in its column, holds a date too. */
function datesBelow(dt: DocText, f: FieldSpec, l: DocLine): boolean {
  const next = below(dt, l, l.bbox);
  return !!next && !!readValue(f, next.text) && !!readValue(f, l.text);
}

/** Whether a field takes free text (no type, format, enum or kind that constrains what is read). */
function freeText(f: FieldSpec): boolean {
  return valueType(f) === 'string' && !SHAPED_TEXT.has(f.meaning.type) && !f.enum && !f.format && !f.pattern && !f.hints.patterns.length && ['generic', 'company', 'address', 'name', 'party', 'jurisdiction', 'venue'].includes(f.kind);
}

/** Whether a text is only an article of the document's languages ("<The>", "<Le>"). */
function articleOnly(text: string, f: FieldSpec): boolean {
  const t = text.trim().toLowerCase();
  return !!t && clauseList(f.locale?.languages, 'definite').includes(t);
}

/** A form's box number or letter before its key ("11 ", "4a ", "H "). */
const BOX_MARK = /^\s*(?:\d{1,2}[a-z]?|\p{Lu})[.)]?\s+$/u;
const BOX_MARK_START = /^(?:\d{1,2}[a-z]?|\p{Lu})[.)]?\s+(?=\p{L})/u;

/** Where a person's name stands beside a name's label qualified by a word of its own ("<Name> <Pupil>"). */
const QUALIFIED_KEY = 0.6;

/** What a date's label that only opens a longer key is trusted, against one that is the whole key. */
const PARTIAL_KEY = 0.8;

/** Candidates from labels: "label: value", value to the right, value below (the best-read of these). */
export function labelCandidates(dt: DocText, f: FieldSpec, lines: DocLine[] = dt.lines, match?: (text: string) => LabelHit | null): Candidate[] {
  const labels = labelsFor(f);
  const out: Candidate[] = [];
  // the field's own name words, once for all its label lines
  const own = nameWords(f.name).toLowerCase().split(' ');
  for (const l of lines) {
    const hit = match ? match(l.text) : matchLabel(l.text, labels);
    if (!hit) continue;
    // "INV-2020-0088": a label word joined to figures by a hyphen or slash is part of a code
    if (/^[-/][\p{L}]*\d/u.test(l.text.slice(hit.end))) continue;
    // a free-text field named in the middle of a sentence is prose, not a label
    // (but for an article before a key: "<The> <label>: <value>")
    // (nor a form's box number or letter before its key: "<11> <Name>", "<H> <Address>")
    if (hit.start > 0 && freeText(f) && !(articleOnly(l.text.slice(0, hit.start), f) && /^\s*[:：]/.test(l.text.slice(hit.end))) && !BOX_MARK.test(l.text.slice(0, hit.start))) continue;
    // any label inside a sentence ("... <on the> <account> <IBAN> ...", "<To pay> <at the latest on the> ...") is prose: three
    // lower-case words before it, or after it before its value, with no separator
    if (inSentence(l.text, hit, f)) continue;
    // a short word of a label ("du", "vom") opening a value beside another key ("<Your order>  du 2 septembre 2024") dates that key
    if (hit.start === 0 && /^\p{Ll}{1,3}$/u.test(l.text.slice(hit.start, hit.end)) && sameRow(dt, l).some((x) => x.bbox.x1 <= l.bbox.x0 && !/\d/.test(x.text))) continue;
    // a label running on into lower-case words and a colon is the start of a longer key ("<Date> <of charge>: ..."), another field's
    // (unless those words are the field's own or its party's: "<NIF> <of the customer>: ...")
    const runOnKey = /^\s+(\p{Ll}[\p{L}\p{M}\s.'’-]{0,30}?)[:：]\s*\S/u.exec(l.text.slice(hit.end));
    // (nor after a figure's own one-word name opening the key: "<Cuantía> de la reclamación: 3.418,60 euros")
    const ownKey = own.length === 1 && (f.kind === 'money' || numeric(f)) && sameWord(l.text.slice(hit.start, hit.end), own[0]);
    if (runOnKey && !ownKey && !matchLabel(runOnKey[1], labels) && !matchLabel(runOnKey[1], partyLabels(f))) continue;
    const label = l.text.slice(hit.start, hit.end);
    const labelWords = tokens(label).map((t) => t.t);
    const labelBox = spanBox(l, hit.start, hit.end);
    // (a word for "number" alone after the label is the rest of its key: "<Lote> N°", its value beside it)
    const after = afterLabel(l.text, hit.end);
    // (for a name, "<Kunden>-Nr." names the number's field; for a yes/no, "no" is the answer)
    const rest = !isName(f) && valueType(f) !== 'boolean' && /^\S{1,4}\s*$/.test(after.text) && isNumberMarker(after.text.trim(), dt.locale) ? { text: '', offset: l.text.length } : after;
    const tried: { line: DocLine; text: string; offset: number; pos: number; how: string }[] = [];
    const named = isName(f);
    // a document's title ("<KIND OF DOCUMENT>") heads no party block, even when a word of it resembles a party's label
    if (named && isTitle(l.text, dt.locale)) continue;
    // "Advertiser Code", "Customer Ref": a name's label followed by label words names another field, whose value is beside it
    // (also when those words are a label of their own: "<Advertiser> Code" heads a code)
    if (named && rest.text.trim() && (!labelOnly(f, rest.text) || identifierWords(rest.text)) && labelTail(f, rest.text) && !ownLabel(labels, l.text.slice(hit.start))) continue;
    // a general label word running straight into more words ("Lieferant GmbH", "Kedai Runcit …") is part of a name, not its label
    // (and any label whose rest is a legal form alone: "Lieferant GmbH" is the name, not "GmbH")
    if (named && rest.text.trim() && onlyLegalForm().test(rest.text.trim())) continue;
    // (and a label word opening a name in capitals with a joining word after it: "<COMUNE> DI <PLACE>" is the name, not its label)
    if (named && hit.start === 0 && joinedName(l.text, hit.end, f)) continue;
    // ("<Name> <Pupil>", a person's name label with one word of its own and the name beside it: a key whose qualifier this field's
    // name may give in another language, read weakly from beside it)
    const qualifiedKey = named && f.meaning.type === 'person' && hit.start === 0 && /^\s+\p{Lu}\p{Ll}{2,}\s*$/u.test(l.text.slice(hit.end));
    if (named && hit.score < 0.85 && !qualifiedKey && rest.text.trim() && !labelOnly(f, rest.text) && rest.offset === hit.end + (/^\s*/.exec(l.text.slice(hit.end))?.[0].length ?? 0) && !/^\s*[:：=\-–#]/.test(l.text.slice(hit.end))) continue;
    // "<Label> of <Place>": a label word running on into lower-case words without a separator is a phrase, not a key
    const phrase = freeText(f) && !named && /^\s+\p{Ll}/u.test(l.text.slice(hit.end));
    // "[X] <statement naming the field>": a box in front of the label is its value
    if (valueType(f) === 'boolean' && hit.start > 0) tried.push({ line: l, text: l.text.slice(0, hit.start), offset: 0, pos: 0.9, how: 'box' });
    // "1,260 <cartons>", "3 <nights>": a count printed just before the word that names it
    if (counted(f) && /^\s*\d[\d.,' ]*\s*$/.test(l.text.slice(0, hit.start))) tried.push({ line: l, text: l.text.slice(0, hit.start), offset: 0, pos: 0.95, how: 'before' });
    // "<plus> 20 % <tax word>": a rate printed just before its label
    if (f.meaning.type === 'percent' && /\d\s?%\s*$/.test(l.text.slice(0, hit.start))) tried.push({ line: l, text: l.text.slice(0, hit.start), offset: 0, pos: 0.9, how: 'before' });
    // "<To pay> (<fine> and <costs>)": a key's brackets naming the field's thing with another say what its sum holds: not the field's
    if ((f.kind === 'money' || f.kind === 'total' || numeric(f)) && /\(\s*$/.test(l.text.slice(0, hit.start)) && andAnother(l.text.slice(hit.end), f)) continue;
    // "<amount> <excl. VAT>, ...": a qualifier closing its amount's phrase in running text names that amount, not the one after it
    const closes = f.kind === 'money' || f.kind === 'total' ? AMOUNT_BEFORE.exec(l.text.slice(0, hit.start)) : null;
    // (an amount: with its currency sign or cents, not a heading's number: "§ 5 <Deposit>")
    const closing = !!closes && /\p{Sc}|\d[.,]\d{2}(?!\d)/u.test(closes[0]) && /^\s*(?:[,;)]|$)/.test(l.text.slice(hit.end));
    if (closes && closing) tried.push({ line: l, text: closes[0], offset: closes.index, pos: 1, how: 'before' });
    // free text run on after a label with one space and no separator ("Agency Commission (15%)") may be a longer label's words
    const runOn = freeText(f) && !named && !/^\s*[:：=\-–#]|^\s{2,}/.test(l.text.slice(hit.end));
    // "<UNIVERSITI> TEKNOLOGI PANTAI TIMUR", "<Condominio> Residenza I Glicini": the field's own one-word name opening a line of
    // capitalised words without figures is the name's first word, not its key
    // (so does it a value's cell beside another key, "<Lugar>  <Sala> de Vistas n.º 7, planta 1" for "sala", or a letterhead's
    // first item: "<École> secondaire du Boisé · 2450, boulevard ...")
    const besideKey = () => sameRow(dt, l).some((x) => x.bbox.x1 <= l.bbox.x0 && !/\d/.test(x.text));
    const namesItself = runOn && hit.start === 0 && own.length === 1 && sameWord(labelWords.join(' '), own[0]) && (CAPITALISED_NAME.test(l.text) || (!!rest.text.trim() && besideKey()) || letterheadName(l.text));
    if (namesItself) tried.push({ line: l, text: l.text, offset: 0, pos: 0.95, how: 'same-line' });
    // "<Make> / <model>": a key of two words joined by a slash, its value beside it; so is "<CTP> insurer", a code's letters
    // with the rest of the field's own name
    const tail = /^\s(\p{Ll}+(?:\s\p{Ll}+)?)\s*$/u.exec(l.text.slice(hit.end))?.[1];
    const slashKey = /^\s*[/|]\s*\p{L}[\p{L}\s.]*$/u.test(rest.text) || (!!tail && tail.split(' ').every((w) => own.includes(w)));
    // (and "<CTP> class", the letters with a word of another key, is that key)
    if (tail && !slashKey && /^\p{Lu}{2,6}$/u.test(l.text.slice(hit.start, hit.end))) continue;
    // an amount's label run on into words of its own ("<Net pay> <before tax>", "Tax Credits") names another amount
    // (a note in brackets is no such words: "<Registration fee> (<one-off>)")
    // (nor are words after the field's own name of two words or more, found whole: "<Total des frais> d'acte" for "total_frais")
    const ownName = own.length >= 2 && labelWords.filter((w) => !linkWords().has(w)).join(' ') === own.join(' ');
    // (so is a total's key that is one word of the field's name, for a total named by words of its own: "<Total> de taxas" for "PatrimonioTotal")
    // (and a count's general key run on into words of its own, "<Liczba> pokoi" for "kluczeDoDrzwi", where the field is named by words of its own)
    const generalCount = f.meaning.concept === 'quantity' && own.length >= 2 && !labelWords.some((w) => own.includes(w));
    const qualified = (f.kind === 'money' || generalCount || (f.kind === 'total' && own.length >= 2 && labelWords.length === 1 && own.includes(labelWords[0]))) && !ownName && !/^\s*[:：=#]/.test(l.text.slice(hit.end)) && (l.text.slice(hit.end).split(/\d/)[0].replace(/^\s*\([^()]*\)\s*$/, '').match(/\p{L}{3,}/gu) ?? []).some((w) => !/^[A-Z]{3}$/.test(w));
    // "<Tax> 4 x 6,25" beside its amount: a count times a price is how the amount was reached, not the amount
    // (also in brackets with a currency sign: "<Service fees> (3 x $9.75)")
    const reckoning = (f.kind === 'money' || f.kind === 'total' || numeric(f)) && /^\s*\(?\s*\d+(?:[.,]\d+)?\s*[x×]\s*(?:\p{Sc}\s?)?\d[\d.,]*\s*\p{Sc}?\s*\)?\s*$/u.test(rest.text);
    if (rest.text.trim() && !phrase && !reckoning && !qualifiedKey && !slashKey && !closing && !namesItself && !(named && labelOnly(f, rest.text))) tried.push({ line: l, text: rest.text, offset: rest.offset, pos: runOn ? 0.8 : 1, how: 'same-line' });
    else if (named && !qualifiedKey) tried.push(...blockBelow(dt, f, l));
    // a speck read as a mark (a box far shorter than the label's line) is no value and takes no place beside the label
    const rowHeight = l.bbox.y1 - l.bbox.y0;
    const beside = rightOf(dt, l, { ...l.bbox, x0: labelBox.x0, x1: Math.max(labelBox.x1, l.bbox.x1) }).filter((r) => r.bbox.y1 - r.bbox.y0 >= 0.5 * rowHeight);
    // a row of figures only after an amount's label ("<Monthly rent>  6.40  8,000.00": a rate, then the line's amount) ends in its amount
    const figures = (f.kind === 'money' || f.kind === 'total') && beside.length >= 2 && beside.every((r) => /^[\p{Sc}\s\d.,'’-]+$/u.test(r.text.trim()) && /\d/.test(r.text));
    // (unless the field names one of their columns' headings: "<Total payable>  <12 months: amount>  <6 months: amount>")
    const headed = numeric(f) || f.kind === 'money' || f.kind === 'total' ? headedFigure(dt, f, beside) : undefined;
    for (const r of headed ? [headed] : figures ? [beside[beside.length - 1]] : beside.slice(0, 2)) {
      // a heading beside a name's heading ("<Seller>:  <Buyer>:") heads a block of its own, and another key's label
      // beside it ("<Carrier>  <Pick-up date>  <date>") is followed by that key's value
      // (and so is a key with its figures beside a name's or an address's label: "<Invoice> No. <code>", "<Issue date>: <date>")
      if (named && (/:\s*$/.test(r.text) || isAnyLabel(r.text.trim(), f) || keyWithMarker(r.text, dt))) break;
      if ((named || f.meaning.type === 'address') && keyedFigures(r.text, dt)) break;
      const under = named && !qualifiedKey ? headingBeside(dt, f, l, labelBox, r) : undefined;
      if (under) tried.push({ line: under, text: under.text, offset: 0, pos: 0.9, how: 'below' });
      // (a label running on into capitalised words of its line is more likely the start of a name or a heading than a key whose value stands beside it)
      else tried.push({ line: r, text: r.text, offset: 0, pos: qualifiedKey ? QUALIFIED_KEY : runOn && !phrase && !slashKey && rest.text.trim() ? 0.75 : 0.95, how: 'right' });
    }
    const b = below(dt, l, labelBox);
    // a figure under a column heading whose column ends in a totals row is the total's ("<Consumption>" over two readings and their total)
    const sum = b && numeric(f) ? columnTotal(dt, b, (text) => startsWithTotal(text, dt)) : undefined;
    if (sum) tried.push({ line: sum, text: sum.text, offset: 0, pos: 0.8, how: 'column-total' });
    // the document's date is no date over more dates in its column: that is a table's row ("<Issued>" over each listed invoice's date)
    // (a due date may be the first of a schedule's)
    else if (b && !qualifiedKey && !(f.meaning.concept === 'document_date' && datesBelow(dt, f, b))) tried.push({ line: b, text: b.text, offset: 0, pos: 0.8, how: 'below' });
    if (qualified) for (const t of tried) t.pos *= 0.85;
    // a compound label ("Advertiser/Product:") over a compound value ("<advertiser> / <product>"): the label's own part
    const slot = compoundSlot(l.text, hit);
    if (slot) for (const t of tried) {
      const parts = t.text.split(/\s+\/\s+/);
      if (parts.length !== slot.of) continue;
      let from = 0;
      for (let k = 0; k < slot.at; k++) from = t.text.indexOf(parts[k], from) + parts[k].length;
      from = t.text.indexOf(parts[slot.at], from);
      t.offset += from;
      t.text = parts[slot.at];
    }
    // the nearest place wins unless a farther one reads much better (an amount with its decimals, not a stray digit)
    let pick: Candidate | null = null;
    let pickRank = 0;
    for (const t of tried) {
      if (named && (labelOnly(f, t.text) || labelTail(f, t.text))) continue;
      // another key's label beside or under this one ("<Port of Loading>  <Port of Discharge>") is no text value of it
      if (!named && valueType(f) === 'string' && isAnyLabel(t.text.trim(), f)) continue;
      // beside a numbered box's key, the next box's number and words are its key, not a value ("<15> <Country ...>  <16> <Country ...>")
      if (t.how === 'right' && hit.start > 0 && BOX_MARK.test(l.text.slice(0, hit.start)) && BOX_MARK_START.test(t.text.trim())) continue;
      const read = readValue(f, t.text);
      if (!read) continue;
      // a VAT id under its label's line, the country letters ending that line ("<VAT> BE" / "0412.887.329")
      const v = t.how === 'below' ? withCountryLetters(f, l.text, read) : read;
      // a document's title ("<DOCUMENT KIND>") is no value of a text field
      if (typeof v.value === 'string' && !/\d/.test(v.value) && isTitle(v.value, dt.locale)) continue;
      // a word of the field's own name is the rest of its key ("<CTP> insurer"), not its value
      if (typeof v.value === 'string' && own.includes(v.value.trim().toLowerCase())) continue;
      // a figure on the label's line followed by a word of the field's own name is part of its key ("<Peso> de 1000 semillas  168 g")
      if (t.how === 'same-line' && typeof v.value === 'number' && ownWordAfter(t.text.slice(v.index + v.raw.length), own)) continue;
      // an amount on a line under the label that starts with words of its own ("CASH 20.00") is another keyed line's, not this label's
      if (t.how === 'below' && typeof v.value === 'number' && /\p{L}{2}/u.test(t.text.slice(0, v.index))) continue;
      // (and so is a figure after two words opening a cell beside it: "<Requirements> <WT> 2021" heads another column)
      if (t.how === 'right' && typeof v.value === 'number' && /^\s*\p{L}{2,}\.?\s+\p{L}{2,}\D*$/u.test(t.text.slice(0, v.index))) continue;
      // under a heading row of several columns, a line of several amounts is a table row whose column for the label is not known
      if (t.how === 'below' && typeof v.value === 'number' && tokens(l.text).length >= 3 && (t.text.match(/\d[.,]\d{2}(?!\d)/g) ?? []).length >= 2) continue;
      // a box's number opening another key's words beside or under the label ("<01> <Key>  <02> <Other key>") is no identifier
      if (f.kind === 'identifier' && t.how !== 'same-line' && v.index === 0 && /^\d{1,3}$/.test(v.raw) && /^\d{1,3}\s+\p{L}{2,}/u.test(t.text.trim())) continue;
      const rank = t.pos * v.parseScore;
      if (pick && rank <= pickRank) continue;
      const from = t.offset + v.index;
      const to = from + v.raw.length;
      // long free text after a label is more likely a sentence than a value
      const long = freeText(f) && v.raw.length > 80 ? 0.5 : 1;
      pick = {
        value: v.value,
        raw: v.raw,
        score: hit.score * t.pos * v.parseScore * long * ocrFactor(t.line.confidence),
        citations: [cite(t.line, from, to)],
        how: `label:${t.how}`,
        order: t.line.index,
        label,
        labelLine: l.index,
      };
      pickRank = rank;
    }
    if (pick && named) pick = continued(dt, pick, f);
    if (pick && f.meaning.type === 'address' && typeof pick.value === 'string') pick = addressContinued(dt, pick, f);
    // a date's label that is only the start of its line's key, the value beside or under it ("<Date> <of test>  <date>", "<Date> <of loss> :"): weaker
    // (weaker still where the key's other words hold none of the field's own: "<Date> <of starting operations>:" for "fechaEmision")
    if (pick && f.kind === 'date' && pick.how !== 'label:same-line' && /^[\p{L}\s.'’-]*\p{L}{3,}[\p{L}\s.'’-]*[:：]?$/u.test(rest.text.trim())) {
      pick = { ...pick, score: pick.score * PARTIAL_KEY * (otherKey(own, labelWords, rest.text) ? OTHER_KEY : 1), partial: true };
    }
    // (and where the words before it do: "<Expiry> <date>" for "firstUseDate")
    if (pick && f.kind === 'date' && /\p{L}{3,}/u.test(l.text.slice(0, hit.start)) && otherKey(own, labelWords, l.text.slice(0, hit.start))) pick = { ...pick, score: pick.score * OTHER_KEY };
    if (pick) out.push(pick);
  }
  return out;
}

/** Whether a line in capitals runs on from a label, with no separator, into a joining word of a name ("<MUNICIPIO> DE ..."). */
function joinedName(text: string, end: number, f: FieldSpec): boolean {
  const rest = /^ (\p{L}+) \p{Lu}/u.exec(text.slice(end));
  if (!rest || text !== text.toUpperCase()) return false;
  return clauseList(f.locale?.languages, 'name_joiners').includes(rest[1].toLowerCase());
}

/** Whether a text is, whole, one of the field's own labels ("Total Amount" for a total). */
function ownLabel(labels: { words: string[] }[], text: string): boolean {
  const joined = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.join(' ') ?? '';
  return labels.some((x) => x.words.join(' ') === joined);
}

/** Whether a field holds the name of an organisation or a person. */
function isName(f: FieldSpec): boolean {
  return ['organisation', 'person', 'party_name'].includes(f.meaning.type);
}

/**
 * A VAT id read without the country letters that end the text before it (its label's line, the line before it:
 * "<VAT> BE" / "0412.887.329"), read with them where that makes a valid id; any other value as read.
 */
export function withCountryLetters<T extends { value: unknown; raw: string; index: number; parseScore: number }>(f: FieldSpec, before: string, read: T): T {
  const wrapped = f.meaning.type === 'vat_id' ? vatWrapped(before, read, f.locale) : null;
  return wrapped ? { ...read, value: wrapped, parseScore: 1 } : read;
}
